import ICAL from "ical.js";
/**
 * An event's item fields as the editor saves them: a Saturday morning community gathering on the calendar,
 * taking place as announced; tests override what they check.
 */
export const eventFields = (fields: Partial<Record<string, string>> = {}): Record<string, string> => ({
  startDate: "2027-03-06",
  startTime: "10:00",
  endDate: "",
  endTime: "12:00",
  category: "community",
  series: "calendar",
  status: "scheduled",
  ...Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});

/** The one event of a calendar file (an e-mail's attachment), read by ical.js with the file's own zone definitions. */
export function calendarEventIn(file: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const [vevent] = calendar.getAllSubcomponents("vevent");
  if (!vevent) throw new Error("no event in the calendar file");
  return new ICAL.Event(vevent);
}
