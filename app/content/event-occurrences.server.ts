import { eventCategories, eventsKind } from "#app/content/events-kind.ts";
import { hasEnded, occurrences } from "#app/content/span.ts";
import { type PublishedItem, publishedItems } from "#app/content/store.server.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { calendarViews } from "#app/pages/public-paths.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * When the published events take place, without drawing them: each event once, or an annual one each year since
 * it was published up to the next (app/content/span.ts), and the calendar's views those make. The render cache
 * reads the views from here (app/site/public-site.server.ts); the pages draw the events in events-data.server.ts.
 */

/** An event each time it takes place, with that time's dates. */
const occurrencesOf = (item: PublishedItem, now: Date): PublishedItem[] =>
  occurrences(eventsKind, item.fields, item.publishAt, now).map((fields) => ({ ...item, fields }));

/** An event as its page shows it: its dates, or an annual one's next time (the last of its occurrences). */
export const currentOccurrence = (item: PublishedItem, now: Date): PublishedItem => occurrencesOf(item, now).at(-1) ?? item;

/** Every time the published events take place, by `now`. */
export const eventOccurrences = async (db: Queryable, now: Date): Promise<PublishedItem[]> =>
  (await publishedItems(db, "events", now)).flatMap((item) => occurrencesOf(item, now));

/** How many pages the archive has for this many past events (one, empty, without any). */
export const archivePages = (pastCount: number) => Math.max(1, Math.ceil(pastCount / calendarViews.archivePageSize));

/**
 * The calendar's views in both languages, for the render cache and the sitemap: one per category (empty ones
 * too, so the filter's links never break) and each page of the archive, as many as the past events fill.
 */
export async function calendarViewPaths(db: Queryable, now = new Date()): Promise<string[]> {
  const ended = (await eventOccurrences(db, now)).filter((item) => hasEnded(eventsKind, item.fields, now)).length;
  const views = [
    ...eventCategories.map(calendarViews.category),
    ...Array.from({ length: archivePages(ended) }, (_, index) => calendarViews.archive(index + 1)),
  ];
  return views.flatMap((path) => languages.map((lang) => localizePath(path, lang)));
}
