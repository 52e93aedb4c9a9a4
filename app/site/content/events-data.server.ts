import { organisation } from "#app/config/organisation.ts";
import { type EventCategory, type EventSeries, eventCategoryLabels, eventStatusLabels, eventStatusOf, eventsKind } from "#app/content/events-kind.ts";
import { imageIdsOf } from "#app/content/kinds.ts";
import { hasEnded } from "#app/content/span.ts";
import { findPublished, type PublishedItem, textInLanguage } from "#app/content/store.server.ts";
import { ethiopianMonths, ethiopianMonthsInEnglish, feastOn, toEthiopian } from "#app/i18n/ethiopian-calendar.ts";
import { formatDate, formatTime, formatTimeRange } from "#app/i18n/format.ts";
import { type Lang, localizePath } from "#app/i18n/language.ts";
import type { PageImage } from "#app/media/image-variants.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import { textHtml, textImages } from "#app/media/text-images.server.tsx";
import { archivePages, currentOccurrence, eventOccurrences } from "#app/site/content/event-occurrences.server.ts";
import type { EventView } from "#app/site/content/events.ts";
import { calendarFiles, calendarViews } from "#app/site/public-paths.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The events pages' content from the database: the events published by `now`, in the page's language or,
 * while a translation is missing, in the other one (marked with its language). An event is upcoming until
 * its end (Portland time) has passed, then it is in the archive. Only the page's language reaches the page,
 * with dates and times formatted and the description's Markdown already HTML.
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

/** An event's description in the page's language, whose image lines `textImages` reads. */
const descriptionOf = (item: PublishedItem, lang: Lang) => textInLanguage(item, lang).text.description ?? "";

/**
 * An event as the pages show it, in one language; `images`, the published ones its description shows (none for
 * the calendar files and links, which carry no description).
 */
export function eventView(item: PublishedItem, lang: Lang, images: ReadonlyMap<number, PageImage> = new Map()): EventView {
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
    descriptionHtml: text.description ? textHtml(text.description, images) : "",
    ...(textLang ? { textLang } : {}),
  };
}

const order = (a: PublishedItem) => `${String(a.fields.startDate)}T${String(a.fields.startTime || "00:00")}`;

/** The published events in one language: upcoming ones soonest first, past ones (the archive, each year of an annual one) newest first. */
export async function eventLists(db: Queryable, lang: Lang, now = new Date()): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  const items = (await eventOccurrences(db, now)).sort((a, b) => order(a).localeCompare(order(b)) || a.id - b.id);
  const past = items.filter((item) => hasEnded(eventsKind, item.fields, now));
  const images = await textImages(
    db,
    items.map((item) => descriptionOf(item, lang)),
    lang,
  );
  return {
    upcoming: items.filter((item) => !past.includes(item)).map((item) => eventView(item, lang, images)),
    past: past.reverse().map((item) => eventView(item, lang, images)),
  };
}

/** A month of upcoming events, headed as the page's reader counts months. */
export interface MonthOfEvents {
  key: string;
  heading: string;
  events: EventView[];
}

/**
 * The month an event starts in: Gregorian on English pages, Ethiopian on Amharic ones (whose dates put the
 * Ethiopian calendar first, docs/glossary.md), so a month's heading matches its cards' dates at a glance.
 */
function monthOf(date: string, lang: Lang): Omit<MonthOfEvents, "events"> {
  if (lang === "am") {
    const { year, month } = toEthiopian(date);
    return { key: `${year}-${month}`, heading: `${ethiopianMonths[month - 1]} ${year} ዓ.ም.` };
  }
  return { key: date.slice(0, 7), heading: formatDate(date, lang, { month: "long", year: "numeric" }) };
}

/** Events in start order, grouped by the month they start in. */
function byMonth(events: EventView[], lang: Lang): MonthOfEvents[] {
  const months: MonthOfEvents[] = [];
  for (const event of events) {
    const month = monthOf(event.startDate, lang);
    const last = months.at(-1);
    if (last?.key === month.key) last.events.push(event);
    else months.push({ ...month, events: [event] });
  }
  return months;
}

/** The newest past events the calendar page shows above the link to the archive. */
const recentPastCount = 4;

/**
 * The calendar page: the upcoming events (not ended in Portland) by month, all of them or one category's,
 * and, on the page of all, the newest past ones.
 */
export async function calendarPage(db: Queryable, lang: Lang, category: EventCategory | undefined, now = new Date()) {
  const { upcoming, past } = await eventLists(db, lang, now);
  return {
    months: byMonth(category ? upcoming.filter((event) => event.category === category) : upcoming, lang),
    recentPast: category ? [] : past.slice(0, recentPastCount),
  };
}

/** One page of the archive of past events, newest first (page 1 the newest); undefined for a page it does not have. */
export async function archivePage(db: Queryable, lang: Lang, page: number, now = new Date()) {
  const { past } = await eventLists(db, lang, now);
  const pages = archivePages(past.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const size = calendarViews.archivePageSize;
  return { events: past.slice((page - 1) * size, page * size), page, pages };
}

/** One event in one language, upcoming or past; an old slug gives the current one; else undefined. */
export async function eventPage(db: Queryable, slug: string | undefined, lang: Lang, now = new Date()) {
  if (!slug) return undefined;
  const found = await findPublished(db, "events", slug, now);
  if (!found || "redirectTo" in found) return found;
  const item = currentOccurrence(found.item, now);
  const cover = await pageImages(db, imageIdsOf(item.fields.cover), lang);
  return {
    event: eventView(item, lang, await textImages(db, [descriptionOf(item, lang)], lang)),
    cover: cover.values().next().value ?? null,
    past: hasEnded(eventsKind, item.fields, now),
    addToCalendar: { file: calendarFiles.ofEvent(localizePath(`${eventsKind.path}/${item.slug}`, lang)), google: googleCalendarLink(item, lang) },
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
