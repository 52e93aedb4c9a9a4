/**
 * Numbers about the school that are rules of the site rather than facts staff keep current. The school's
 * facts (programme period, school day, ages shown, places, enrolment, waitlist, fees) are in the content
 * store: staff edit them (`app/content/school-facts-kind.ts`, seeded by migration 0010).
 */
export const school = {
  /** The ages the registration form accepts (spec section 5), in the browser and in the action. */
  childAge: { min: 5, max: 18 },
  annualEventAttendees: 1000,
  followUpBusinessDays: 2,
} as const;
