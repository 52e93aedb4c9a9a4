import ICAL from "ical.js";
import { organisation } from "#app/config/organisation.ts";
import { type Feast, feastDate } from "#app/i18n/ethiopian-calendar.ts";
import type { Lang } from "#app/i18n/language.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";

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
 * A day of next year as the editor types it ("05-08" gives "2027-05-08" during 2026): ahead whatever day the tests
 * run on and, any day after January 7, after the seeded Genna's next time, so an event a test makes (and perhaps
 * cancels) never becomes the home page's next event ahead of it. The year is the UTC clock's, as in `nextFeastDay`.
 */
export const dayNextYear = (monthDay: string, today = new Date()) => `${today.getUTCFullYear() + 1}-${monthDay}`;

/** The seeded Genna (migration 0008, tied to its feast by 0024): every year on the feast, until 18:00 in Portland. */
export const seededGenna = { slug: "genna-2027", feast: "genna", endTime: "18:00" } as const;

/**
 * The dated events migration 0008 seeds, each with the moment it ends (its end time in Portland, in UTC): upcoming
 * until then, in the archive after. Genna, tied to its feast (decision 38), is upcoming every year and is not here.
 */
export const seededEvents = [
  {
    slug: "parent-workshop-2026-09-28",
    series: "training",
    endsAt: "2026-09-29T03:00:00.000Z",
    title: { en: "Parent Education Workshops", am: "የወላጆች ትምህርት አውደ ጥናቶች" },
  },
  {
    slug: "coffee-ceremony-2026",
    series: "calendar",
    endsAt: "2026-12-13T02:00:00.000Z",
    title: { en: "Buna & Stories: A Coffee Ceremony Afternoon", am: "ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት" },
  },
  {
    slug: "volunteer-teacher-training-2027",
    series: "training",
    endsAt: "2027-01-23T21:00:00.000Z",
    title: { en: "Volunteer Teacher Training Day", am: "የበጎ ፈቃደኛ መምህራን የስልጠና ቀን" },
  },
  { slug: "health-fair-2027", series: "calendar", endsAt: "2027-02-20T22:00:00.000Z", title: { en: "Community Health Fair", am: "የማኅበረሰብ የጤና ትርዒት" } },
] as const;

type SeededEvent = (typeof seededEvents)[number];

/** Whether a seeded event has ended at `now`. */
export const isOver = (event: SeededEvent, now = new Date()) => Date.parse(event.endsAt) <= now.getTime();

/** A seeded event's title as a page's HTML writes it (the coffee ceremony's "&" as "&amp;"). */
export const titleInHtml = (event: SeededEvent, lang: Lang) => event.title[lang].replaceAll("&", "&amp;");

/**
 * The day an event tied to `feast` shows next, as English pages write it ("Thursday, January 7, 2027"): this
 * year's feast until the event has ended on it (at `endTime` in Portland, the end of the day when it has none), then
 * next year's, as the site counts (app/content/span.ts), so a test of a feast event holds whatever day it runs on.
 */
export function nextFeastDay(feast: Feast, endTime = "24:00", today = new Date()): { iso: string; long: string; short: string } {
  const portland = wallClock(today.toISOString(), organisation.timeZone);
  const year = Number(portland.slice(0, 4));
  const thisYear = feastDate(feast, year);
  const iso = `${thisYear}T${endTime}` > portland ? thisYear : feastDate(feast, year + 1);
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
