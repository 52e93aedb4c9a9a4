/**
 * Events in people's calendars (issue 14): the calendar files and feeds, read back with an independent parser
 * (ical.js) on both databases: times in Portland's zone with its definition, stable UIDs, SEQUENCE rising with
 * an edit, a cancelled event kept and marked STATUS:CANCELLED, Amharic text whole after folding; the event page's "Add to calendar" links (none
 * once the event is over) and the calendar page's subscription. The feed keeps past events, so the seeded ones are in it
 * whatever the day; the events made here are dated next year.
 */
import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, describe, expect, test } from "vitest";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { saveItem } from "#app/content/store.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { dayNextYear, isOver, seededEvents } from "../support/events.ts";
import { backends } from "../support/forms.ts";
import type { Backend } from "../support/server.ts";
import { baseURL } from "../support/staff.ts";

afterAll(closeServerDatabases);

const writer: ContentWriter = { actor: "calendar-test@example.org", audit: (q, entry) => recordAudit(q, { actor: "calendar-test@example.org", ...entry }) };

/**
 * A calendar file the render cache serves. Saves here go straight to the database, and the cache's list of
 * addresses follows within half a second (server/public-pages.ts), so a file of a just-published event is polled for.
 */
async function calendarFile(backend: Backend, path: string) {
  const started = Date.now();
  let response = await fetch(`${baseURL(backend)}${path}`);
  while (response.status === 404 && Date.now() - started < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await fetch(`${baseURL(backend)}${path}`);
  }
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  // Lines of at most 75 octets (RFC 5545), folded between characters, never inside one.
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  expect(text).not.toContain("\uFFFD");
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The file's own zone definition, so times are read by it (not by this machine's zone).
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { text, calendar, disposition: response.headers.get("content-disposition") };
}

const eventsOf = (calendar: ICAL.Component) => calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
const urlOf = (event: ICAL.Event) => String(event.component.getFirstPropertyValue("url") ?? "");

/** Polls until the render cache serves the feed with `check` true (a save in the database shows within a second). */
async function feedWhere(backend: Backend, path: string, check: (events: ICAL.Event[]) => boolean) {
  const started = Date.now();
  for (;;) {
    const { calendar } = await calendarFile(backend, path);
    if (check(eventsOf(calendar))) return eventsOf(calendar);
    expect(Date.now() - started, `${path} did not change`).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(backends)("calendar files on %s", (backend: Backend) => {
  test("the feed in each language: Portland's zone defined, times right in any zone, titles in that language", async () => {
    const english = await calendarFile(backend, "/events.ics");
    const amharic = await calendarFile(backend, "/am/events.ics");
    for (const { calendar } of [english, amharic]) {
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
    }
    const coffee = (events: ICAL.Event[]) => events.find((event) => urlOf(event).endsWith("/events/coffee-ceremony-2026"));
    const inEnglish = coffee(eventsOf(english.calendar));
    const inAmharic = coffee(eventsOf(amharic.calendar));
    expect(inEnglish?.summary).toBe("Buna & Stories: A Coffee Ceremony Afternoon");
    expect(inAmharic?.summary).toBe("ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት");
    // 3 to 6 in the afternoon in Portland on 12 December: 23:00 to 02:00 UTC, whatever zone reads it.
    expect(inEnglish?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(inEnglish?.startDate.toJSDate().toISOString()).toBe("2026-12-12T23:00:00.000Z");
    expect(inEnglish?.endDate.toJSDate().toISOString()).toBe("2026-12-13T02:00:00.000Z");
    expect(inAmharic?.uid).toBe(inEnglish?.uid);
    expect(inEnglish?.uid).toMatch(/^event-\d+@tesfa\.example\.org$/);
    // Portland's wall clock as written, in its zone: 1 pm on Genna.
    const genna = eventsOf(english.calendar).find((event) => urlOf(event).endsWith("/events/genna-2027"));
    expect(genna?.startDate.toString()).toBe("2027-01-07T13:00:00");
    expect(genna?.component.getFirstPropertyValue("dtstamp")?.toString()).toMatch(/Z$/);
    expect(english.disposition).toMatch(/^inline/);
  });

  test("an event's own file; an edit keeps its UID and raises its SEQUENCE; long Amharic text folds whole", async () => {
    const tag = randomBytes(3).toString("hex");
    const year = Number(dayNextYear("06-13").slice(0, 4));
    const description = "ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት በኋላ ከእኛ ጋር ያሳልፉ። ".repeat(6);
    const snapshot = (title: string): ContentSnapshot => ({
      slug: `calendar-file-${tag}`,
      fields: { startDate: `${year}-06-13`, startTime: "18:30", endDate: "", endTime: "21:00", category: "community", series: "calendar", status: "scheduled" },
      texts: {
        en: { title, summary: "An evening together.", place: "Alberta Park" },
        am: { title: `የምሽት ስብሰባ ${tag}`, summary: description, place: "አልበርታ ፓርክ" },
      },
    });
    const first = await saveItem(serverDatabase(backend), { kind: "events", snapshot: snapshot(`Evening gathering ${tag}`), action: "publish" }, writer);
    if (first.outcome !== "saved") throw new Error(first.outcome);
    const path = `/am/events/calendar-file-${tag}/calendar.ics`;
    const before = (await feedWhere(backend, path, (events) => events.length === 1))[0]!;
    expect(before.summary).toBe(`የምሽት ስብሰባ ${tag}`);
    expect(before.description).toContain(description.trim());
    expect(before.startDate.toJSDate().toISOString()).toBe(`${year}-06-14T01:30:00.000Z`);
    const { disposition } = await calendarFile(backend, path);
    expect(disposition).toBe(`attachment; filename="calendar-file-${tag}.ics"`);

    const second = await saveItem(
      serverDatabase(backend),
      { kind: "events", id: first.id, snapshot: snapshot(`Evening gathering, moved ${tag}`), action: "publish" },
      writer,
    );
    expect(second.outcome).toBe("saved");
    const [after] = await feedWhere(backend, `/events/calendar-file-${tag}/calendar.ics`, (events) => events[0]?.summary === `Evening gathering, moved ${tag}`);
    expect(after?.uid).toBe(before.uid);
    expect(Number(after?.sequence)).toBeGreaterThan(Number(before.sequence));
    expect((await fetch(`${baseURL(backend)}/events/no-such-event/calendar.ics`)).status).toBe(404);

    // Cancelled: still in the feed and in its own file, marked STATUS:CANCELLED, under a higher SEQUENCE.
    const cancelledSnapshot = snapshot(`Evening gathering, moved ${tag}`);
    cancelledSnapshot.fields.status = "cancelled";
    if (cancelledSnapshot.texts.en) cancelledSnapshot.texts.en.statusNote = "Called off: the park is closed.";
    const third = await saveItem(serverDatabase(backend), { kind: "events", id: first.id, snapshot: cancelledSnapshot, action: "publish" }, writer);
    expect(third.outcome).toBe("saved");
    const isCancelled = (event: ICAL.Event | undefined) => event?.component.getFirstPropertyValue("status") === "CANCELLED";
    const ownFile = await feedWhere(backend, `/events/calendar-file-${tag}/calendar.ics`, (events) => isCancelled(events[0]));
    const inFeed = (events: ICAL.Event[]) => events.find((event) => event.uid === before.uid);
    for (const feed of ["/events.ics", "/am/events.ics"]) {
      const cancelled = inFeed(await feedWhere(backend, feed, (events) => isCancelled(inFeed(events))));
      expect(cancelled?.uid).toBe(before.uid);
      expect(Number(cancelled?.sequence)).toBeGreaterThan(Number(after?.sequence));
      expect(cancelled?.startDate.toJSDate().toISOString()).toBe(`${year}-06-14T01:30:00.000Z`);
    }
    // Calendar apps that ignore STATUS still show it in the title, with the note in the description.
    expect(ownFile[0]?.summary).toBe(`Cancelled: Evening gathering, moved ${tag}`);
    expect(ownFile[0]?.description).toContain("Called off: the park is closed.");
    expect(inFeed(await feedWhere(backend, "/am/events.ics", () => true))?.summary).toBe(`ተሰርዟል፦ የምሽት ስብሰባ ${tag}`);
    // The other events are sent as confirmed.
    const { calendar } = await calendarFile(backend, "/events.ics");
    const coffee = eventsOf(calendar).find((event) => urlOf(event).endsWith("/events/coffee-ceremony-2026"));
    expect(coffee?.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  test("the event page offers its file and Google Calendar until the event is over; the calendar page offers the feed to subscribe to", async () => {
    const tag = randomBytes(3).toString("hex");
    const day = dayNextYear("12-12");
    const title = `Coffee & stories ${tag}`;
    const saved = await saveItem(
      serverDatabase(backend),
      {
        kind: "events",
        snapshot: {
          slug: `coffee-${tag}`,
          fields: { startDate: day, startTime: "15:00", endDate: "", endTime: "18:00", category: "cultural", series: "calendar", status: "scheduled" },
          texts: { en: { title, summary: "An afternoon of coffee.", place: "Community room" }, am: null },
        },
        action: "publish",
      },
      writer,
    );
    expect(saved.outcome).toBe("saved");
    await calendarFile(backend, `/events/coffee-${tag}/calendar.ics`);
    const event = await (await fetch(`${baseURL(backend)}/events/coffee-${tag}`)).text();
    expect(event).toContain(`href="/events/coffee-${tag}/calendar.ics" download=""`);
    const google = new URL(event.match(/href="(https:\/\/calendar\.google\.com[^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "");
    const compact = day.replaceAll("-", "");
    expect(google.searchParams.get("dates")).toBe(`${compact}T150000/${compact}T180000`);
    expect(google.searchParams.get("ctz")).toBe("America/Los_Angeles");
    expect(google.searchParams.get("text")).toBe(title);
    // A seeded event offers them while it is to come; once over, its page says so and offers neither.
    for (const seeded of seededEvents) {
      const html = await (await fetch(`${baseURL(backend)}/events/${seeded.slug}`)).text();
      expect(html.includes(`href="/events/${seeded.slug}/calendar.ics"`), seeded.slug).toBe(!isOver(seeded));
      expect(html.includes('href="https://calendar.google.com'), seeded.slug).toBe(!isOver(seeded));
      // Drawn, not only in the page's data, which carries the words either way.
      expect(html.includes(">This event has taken place."), seeded.slug).toBe(isOver(seeded));
    }
    const amharic = await (await fetch(`${baseURL(backend)}/am/events/calendar`)).text();
    expect(amharic).toMatch(/href="webcal:\/\/[^"/]+\/am\/events\.ics"/);
  });
});
