import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { organisation } from "#app/config/organisation.ts";
import { currentOccurrence, eventOccurrences } from "#app/content/event-occurrences.server.ts";
import { eventTimes, eventView } from "#app/content/event-view.server.ts";
import { eventsKind } from "#app/content/events-kind.ts";
import { feastOf } from "#app/content/span.ts";
import { type PublishedItem, publishedItems } from "#app/content/store.server.ts";
import { colon, type Lang, localizePath } from "#app/i18n/language.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * Events as calendar files (RFC 5545, written by ical-generator): one event to add to a phone's calendar
 * (/events/:slug/calendar.ics), and the whole calendar to subscribe to (/events.ics, /am/events.ics), titles
 * and descriptions in the file's language. Times are Portland's wall clock with the America/Los_Angeles
 * VTIMEZONE, so a phone set to another zone shows the right time; an event keeps its UID (its id) when its
 * address changes, and its SEQUENCE (the item's version) rises with each edit, so calendars update it. An
 * annual event held on a feast is one VEVENT per year, its UID the id and the year (decision 38): no RRULE
 * follows Fasika's moon or Enkutatash's move to September 12 before a Gregorian leap year.
 */

const host = new URL(organisation.siteUrl).host;

const calendarNames: Record<Lang, string> = { en: `${organisation.name.en}: events`, am: `${organisation.name.am}፦ ዝግጅቶች` };

function calendarOf(items: PublishedItem[], lang: Lang, siteUrl: string): ICalCalendar {
  const calendar = new ICalCalendar({
    name: calendarNames[lang],
    prodId: { company: organisation.shortName, product: "events", language: lang.toUpperCase() },
  });
  // The zone's definition (VTIMEZONE) for the events that name it, but no calendar-wide zone: with one,
  // ical-generator writes DTSTAMP in it, where RFC 5545 wants UTC, and reads times by the server's own zone.
  calendar.timezone({ name: "", generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const item of items) {
    const view = eventView(item, lang);
    const url = new URL(localizePath(`${eventsKind.path}/${item.slug}`, lang), siteUrl).href;
    const { start, end, allDay } = eventTimes(item.fields);
    // A zoned event's times as TZDates of Portland: ical-generator writes them as that zone's wall clock,
    // whatever the server's own zone (a plain Date it would read by the server's zone).
    const zoned = (wallClock: Date) =>
      allDay
        ? wallClock
        : new TZDate(
            wallClock.getUTCFullYear(),
            wallClock.getUTCMonth(),
            wallClock.getUTCDate(),
            wallClock.getUTCHours(),
            wallClock.getUTCMinutes(),
            0,
            organisation.timeZone,
          );
    // A cancelled or moved event says so in its title too: few calendar apps show STATUS, and a move is
    // no status of RFC 5545 (its new times are simply the event's times, under a higher SEQUENCE).
    const changed = view.status !== "scheduled";
    calendar.createEvent({
      id: feastOf(eventsKind, item.fields) ? `event-${item.id}-${String(item.fields.startDate).slice(0, 4)}@${host}` : `event-${item.id}@${host}`,
      status: view.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: item.version,
      stamp: new Date(item.updatedAt),
      start: zoned(start),
      end: zoned(end),
      allDay,
      timezone: allDay ? null : organisation.timeZone,
      summary: changed ? `${view.statusLabel}${colon[lang]} ${view.title}` : view.title,
      description: [changed ? [view.statusLabel, view.statusNote].filter(Boolean).join(`${colon[lang]} `) : "", view.summary, url].filter(Boolean).join("\n\n"),
      location: view.place,
      url,
    });
  }
  return calendar;
}

/** The calendar file of every published event (an annual one each year since it was published, up to the next), in one language, its links to the site at `siteUrl`. */
export async function eventsCalendarFile(db: Queryable, lang: Lang, siteUrl: string, now = new Date()): Promise<string> {
  return calendarOf(await eventOccurrences(db, now), lang, siteUrl).toString();
}

/** One published event's calendar file (an annual one's next time, as its page shows it), or undefined. */
export async function eventCalendarFile(db: Queryable, slug: string, lang: Lang, siteUrl: string, now = new Date()): Promise<string | undefined> {
  const item = (await publishedItems(db, "events", now)).find((each) => each.slug === slug);
  return item && oneEventCalendar(item, lang, siteUrl, now);
}

/** An event's calendar file (an annual one's next time): what its page's "Add to my calendar" gives, and what an RSVP's confirmation carries. */
export const oneEventCalendar = (item: PublishedItem, lang: Lang, siteUrl: string, now = new Date()): string =>
  calendarOf([currentOccurrence(item, now)], lang, siteUrl).toString();
