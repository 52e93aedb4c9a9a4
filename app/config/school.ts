/** The summer school's facts (spec section 9). Pages and, later, the staff area read them from here. */
export const school = {
  currentStudents: 100,
  waitlist: 200,
  /** Places in the program; the staff area compares enrolments against it. */
  capacity: 100,
  childAge: { min: 5, max: 18 },
  schedule: { opens: "09:00", closes: "15:00" },
  /** The current program period: July 2024 to June 2026. */
  term: { start: "2024-07-01", end: "2026-06-30" },
  annualEventAttendees: 1000,
  followUpBusinessDays: 2,
} as const;
