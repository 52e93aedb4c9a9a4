import ICAL from "ical.js";
import { type Feast, feastDate } from "#app/i18n/ethiopian-calendar.ts";

/**
 * An event's item fields as the editor saves them: a Saturday morning community gathering on the calendar,
 * taking place as announced, on no feast; tests override what they check.
 */
export const eventFields = (fields: Partial<Record<string, string>> = {}): Record<string, string> => ({
  startDate: "2027-03-06",
  startTime: "10:00",
  endDate: "",
  endTime: "12:00",
  category: "community",
  series: "calendar",
  status: "scheduled",
  feast: "none",
  ...Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});

/** An event's text in one language as the editor saves it: a picnic, the fields it may leave empty left empty. */
export const eventTexts = (texts: Partial<Record<string, string>> = {}): Record<string, string> => ({
  title: "Picnic",
  summary: "A picnic in the park.",
  place: "Alberta Park",
  statusNote: "",
  attendance: "",
  cost: "",
  registration: "",
  audience: "",
  accessibility: "",
  directions: "",
  description: "",
  ...Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined)),
});

/**
 * The day an event tied to `feast` shows next, as English pages write it ("Thursday, January 7, 2027"): this
 * year's feast until it has passed, then next year's, so a test of a feast event holds whatever year it runs in.
 */
export function nextFeastDay(feast: Feast, today = new Date()): { iso: string; long: string; short: string } {
  const todayIso = today.toISOString().slice(0, 10);
  const thisYear = feastDate(feast, today.getUTCFullYear());
  const iso = thisYear >= todayIso ? thisYear : feastDate(feast, today.getUTCFullYear() + 1);
  const at = new Date(`${iso}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(at);
  return {
    iso,
    long: format({ weekday: "long", month: "long", day: "numeric", year: "numeric" }),
    short: format({ month: "long", day: "numeric", year: "numeric" }),
  };
}

/** The one event of a calendar file (an e-mail's attachment), read by ical.js with the file's own zone definitions. */
export function calendarEventIn(file: string): ICAL.Event {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const [vevent] = calendar.getAllSubcomponents("vevent");
  if (!vevent) throw new Error("no event in the calendar file");
  return new ICAL.Event(vevent);
}
