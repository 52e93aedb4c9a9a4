import { organisation } from "#app/config/organisation.ts";
import type { EventView } from "#app/content/event-view.ts";
import { type EventCategory, type EventSeries, eventCategoryLabels, eventStatusLabels, eventStatusOf } from "#app/content/events-kind.ts";
import { type PublishedItem, textInLanguage } from "#app/content/store.server.ts";
import { ethiopianMonths, ethiopianMonthsInEnglish, feastOn, toEthiopian } from "#app/i18n/ethiopian-calendar.ts";
import { formatDate, formatTime, formatTimeRange } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";

/**
 * One event as the pages, its calendar file, its Google Calendar link and the RSVP's e-mails put it, in one
 * language, with dates and times formatted. No module here may import a `.tsx` one: the server's maintenance
 * (RSVP reminders) runs it under Node, outside the React Router build, and Node loads no JSX.
 */

function whenOf(fields: PublishedItem["fields"], lang: Lang): EventView["when"] {
  const start = String(fields.startDate);
  const end = String(fields.endDate ?? "");
  const startTime = String(fields.startTime ?? "");
  const endTime = String(fields.endTime ?? "");
  const full = (day: string) => formatDate(day, lang, { dateStyle: "full" });
  return {
    date: `${end && end !== start ? `${full(start)} – ${full(end)}` : full(start)}${lang === "en" && feastOn(start) ? ` (${englishEthiopianDate(start)})` : ""}`,
    time: startTime && endTime ? formatTimeRange(startTime, endTime, lang) : startTime ? formatTime(startTime, lang) : "",
    ...dateBadge(start, lang),
  };
}

/** On English pages, an Ethiopian holiday's date in the Ethiopian calendar too: "Meskerem 1, 2019 in the Ethiopian calendar". */
function englishEthiopianDate(isoDate: string): string {
  const { year, month, day } = toEthiopian(isoDate);
  return `${ethiopianMonthsInEnglish[month - 1]} ${day}, ${year} in the Ethiopian calendar`;
}

/** The date at a glance on an event's card: in Amharic, the Ethiopian calendar's, as the full date puts it first. */
function dateBadge(start: string, lang: Lang): Pick<EventView["when"], "month" | "day" | "year"> {
  if (lang === "am") {
    const { year, month, day } = toEthiopian(start);
    return { month: ethiopianMonths[month - 1]!, day: String(day), year: `${year} ዓ.ም.` };
  }
  return {
    month: formatDate(start, lang, { month: "short" }),
    day: formatDate(start, lang, { day: "numeric" }),
    year: formatDate(start, lang, { year: "numeric" }),
  };
}

/**
 * An event as the pages show it, in one language; `describe` makes its description's HTML from the text in its own
 * language (the pages draw its photos, app/content/text-images.server.tsx); the calendar files, links and e-mails carry
 * no description.
 */
export function eventView(item: PublishedItem, lang: Lang, describe: (markdown: string, textLang: Lang) => string = () => ""): EventView {
  const { text, textLang } = textInLanguage(item, lang);
  const category = item.fields.category as EventCategory;
  const registration = text.registration ?? "";
  const status = eventStatusOf(item.fields);
  return {
    slug: item.slug,
    category,
    categoryLabel: eventCategoryLabels[category][lang],
    series: item.fields.series as EventSeries,
    status,
    statusLabel: eventStatusLabels[status][lang],
    // A note left from an earlier change means nothing once the event is back to its announced plan.
    statusNote: status === "scheduled" ? "" : (text.statusNote ?? ""),
    startDate: String(item.fields.startDate),
    when: whenOf(item.fields, lang),
    title: text.title ?? "",
    summary: text.summary ?? "",
    place: text.place ?? "",
    attendance: text.attendance ?? "",
    cost: text.cost ?? "",
    // Only web addresses become links; nobody signs up for a cancelled event.
    registration: status !== "cancelled" && /^https?:\/\//.test(registration) ? registration : "",
    audience: text.audience ?? "",
    accessibility: text.accessibility ?? "",
    directions: text.directions ?? "",
    descriptionHtml: text.description ? describe(text.description, textLang ?? lang) : "",
    ...(textLang ? { textLang } : {}),
  };
}

/** A wall-clock date and time of Portland in a Date's UTC fields ("floating"), so the server's own zone plays no part. */
const zonedWallClock = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** The day after `date` (YYYY-MM-DD): an all-day event's exclusive end. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

interface EventTimes {
  /** Portland's wall clock in the UTC fields; whole days at midnight. */
  start: Date;
  end: Date;
  allDay: boolean;
}

/** When an event takes place: from its start to its end time (or two hours), or whole days without a time. */
export function eventTimes(fields: PublishedItem["fields"]): EventTimes {
  const startDate = String(fields.startDate);
  const endDate = String(fields.endDate || startDate);
  const startTime = String(fields.startTime ?? "");
  const endTime = String(fields.endTime ?? "");
  if (!startTime) return { start: new Date(`${startDate}T00:00:00Z`), end: dayAfter(endDate), allDay: true };
  const start = zonedWallClock(startDate, startTime);
  const end = endTime ? zonedWallClock(endDate, endTime) : new Date(start.getTime() + 2 * 3_600_000);
  return { start, end, allDay: false };
}

/** A Google Calendar link that opens the event ready to save, in Portland's time. */
export function googleCalendarLink(item: PublishedItem, lang: Lang): string {
  const view = eventView(item, lang);
  const { start, end, allDay } = eventTimes(item.fields);
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .slice(0, allDay ? 8 : 15);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: view.title,
    dates: `${stamp(start)}/${stamp(end)}`,
    details: view.summary,
    location: view.place,
    ...(allDay ? {} : { ctz: organisation.timeZone }),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
