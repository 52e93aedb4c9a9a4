import { archivePages, currentOccurrence, eventOccurrences } from "#app/content/event-occurrences.server.ts";
import { eventView, googleCalendarLink } from "#app/content/event-view.server.ts";
import type { EventView } from "#app/content/event-view.ts";
import { type EventCategory, eventsKind } from "#app/content/events-kind.ts";
import { imageIdsOf } from "#app/content/kinds.ts";
import { hasEnded } from "#app/content/span.ts";
import { findPublished, type PublishedItem, textInLanguage } from "#app/content/store.server.ts";
import { textHtml, textImages } from "#app/content/text-images.server.tsx";
import { ethiopianMonths, toEthiopian } from "#app/i18n/ethiopian-calendar.ts";
import { formatDate } from "#app/i18n/format.ts";
import { type Lang, localizePath } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import { calendarFiles, calendarViews } from "#app/pages/public-paths.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The events pages' content from the database: the events published by `now`, in the page's language or,
 * while a translation is missing, in the other one (marked with its language). An event is upcoming until
 * its end (Portland time) has passed, then it is in the archive. Only the page's language reaches the page,
 * with dates and times formatted and the description's Markdown already HTML.
 */

/** An event's description in the page's language, whose image lines `textImages` reads. */
const descriptionOf = (item: PublishedItem, lang: Lang) => textInLanguage(item, lang).text.description ?? "";

/** Makes an event description's HTML on a page in `lang`, drawing its photos from `images`. */
const describeWith = (images: Awaited<ReturnType<typeof textImages>>, lang: Lang) => (markdown: string, textLang: Lang) =>
  textHtml(markdown, images, { text: textLang, page: lang });

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
  const describe = describeWith(images, lang);
  return {
    upcoming: items.filter((item) => !past.includes(item)).map((item) => eventView(item, lang, describe)),
    past: past.reverse().map((item) => eventView(item, lang, describe)),
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

/** An event as its page shows it, its description's photos drawn. */
async function describedEvent(db: Queryable, item: PublishedItem, lang: Lang): Promise<EventView> {
  const images = await textImages(db, [descriptionOf(item, lang)], lang);
  return eventView(item, lang, describeWith(images, lang));
}

/** One event in one language, upcoming or past; an old slug gives the current one; else undefined. */
export async function eventPage(db: Queryable, slug: string | undefined, lang: Lang, now = new Date()) {
  if (!slug) return undefined;
  const found = await findPublished(db, "events", slug, now);
  if (!found || "redirectTo" in found) return found;
  const item = currentOccurrence(found.item, now);
  const cover = await pageImages(db, imageIdsOf(item.fields.cover), lang);
  return {
    event: await describedEvent(db, item, lang),
    cover: cover.values().next().value ?? null,
    past: hasEnded(eventsKind, item.fields, now),
    addToCalendar: { file: calendarFiles.ofEvent(localizePath(`${eventsKind.path}/${item.slug}`, lang)), google: googleCalendarLink(item, lang) },
  };
}
