import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { eventsCalendarFile } from "#app/content/events-calendar.server.ts";
import { eventsKind } from "#app/content/events-kind.ts";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { problemsOf, snapshotSchema } from "#app/content/schema.ts";
import { occurrences } from "#app/content/span.ts";
import { publicationStamp, saveItem } from "#app/content/store.server.ts";
import { eventLists, eventPage } from "#app/site/content/events-data.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { eventFields, eventTexts } from "../support/events.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/**
 * Annual celebrations dated by their feast (issue 14) on both databases: each year's date computed, never
 * typed, through Fasika's move from April 12, 2026 to May 2, 2027 and Enkutatash's to September 12 after the
 * six-day Pagume of 2027; past years in the archive, one calendar entry a year, and the publication stamp
 * changing when a feast day passes, with nobody publishing.
 */
const databases = useTestDatabases();
const hirut: ContentWriter = { actor: "hirut@example.org", audit: (q, entry) => recordAudit(q, { actor: "hirut@example.org", ...entry }) };

const texts = eventTexts({ summary: "Breaking the fast together." });
const onFeast = (slug: string, feast: string, fields: Partial<Record<string, string>> = {}): ContentSnapshot => ({
  slug,
  fields: eventFields({ feast, series: "annual", category: "cultural", startDate: "", startTime: "14:00", endTime: "18:00", ...fields }),
  texts: { en: { ...texts, title: `${feast} ${slug}` }, am: null },
});
const dates = (events: { startDate: string; slug: string }[], slug: string) => events.filter((event) => event.slug === slug).map((event) => event.startDate);

describe("the rules of an event held on a feast", () => {
  const schema = snapshotSchema(eventsKind);
  const parse = (snapshot: ContentSnapshot) => {
    const empty = Object.fromEntries(Object.keys(texts).map((name) => [name, ""]));
    return schema.safeParse({ ...snapshot, texts: { en: snapshot.texts.en, am: empty } });
  };

  test("it asks for no date, and a date typed before the feast was chosen is not kept; without a feast the date is needed", () => {
    const typed = parse(onFeast("a", "fasika", { startDate: "2026-05-01", endDate: "2026-05-02" }));
    expect(typed.success && typed.data.fields).toMatchObject({ feast: "fasika", startDate: "", endDate: "" });
    expect(parse(onFeast("b", "genna")).success).toBe(true);
    const none = parse(onFeast("c", "none"));
    expect(none.success ? {} : problemsOf(none.error)).toEqual({ startDate: "date" });
    const unknown = parse(onFeast("d", "christmas"));
    expect(unknown.success ? {} : problemsOf(unknown.error)).toMatchObject({ feast: "choice" });
  });

  test("its occurrences: each year's feast day from its publication, up to the first not over (Portland's end of the day)", () => {
    const fields = onFeast("e", "fasika", { startTime: "", endTime: "" }).fields;
    const at = (now: string) => occurrences(eventsKind, fields, "2026-01-15T18:00:00.000Z", new Date(now)).map((each) => each.startDate);
    expect(at("2026-04-01T12:00:00Z")).toEqual(["2026-04-12"]);
    // April 12 ends at midnight in Portland: 07:00 UTC on the 13th (daylight time).
    expect(at("2026-04-13T06:59:00Z")).toEqual(["2026-04-12"]);
    expect(at("2026-04-13T07:00:00Z")).toEqual(["2026-04-12", "2027-05-02"]);
    expect(at("2028-01-01T12:00:00Z")).toEqual(["2026-04-12", "2027-05-02", "2028-04-16"]);
    // Published after this year's day: the first is next year's.
    expect(occurrences(eventsKind, fields, "2026-05-01T12:00:00.000Z", new Date("2026-06-01T00:00:00Z")).map((each) => each.startDate)).toEqual(["2027-05-02"]);
    // An event on no feast is its own dates, once.
    expect(occurrences(eventsKind, eventFields(), "2026-01-15T18:00:00.000Z", new Date("2030-01-01T00:00:00Z"))).toEqual([eventFields()]);
  });
});

for (const backend of testBackends) {
  describe(`annual events on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("the seeded Genna is tied to its feast: January 7, 2027, then January 7, 2028 with 2027 in the archive", async () => {
      const row = await db.get<{ fields: string }>("SELECT fields FROM content_items WHERE kind = 'events' AND slug = 'genna-2027'");
      expect(JSON.parse(row?.fields ?? "{}")).toMatchObject({ feast: "genna", startDate: "", endDate: "", startTime: "13:00", series: "annual" });
      const before = await eventLists(db, "en", new Date("2026-12-01T12:00:00Z"));
      expect(dates(before.upcoming, "genna-2027")).toEqual(["2027-01-07"]);
      expect(before.upcoming.find((event) => event.slug === "genna-2027")?.when.date).toBe(
        "Thursday, January 7, 2027 (Tahsas 29, 2019 in the Ethiopian calendar)",
      );
      const after = await eventLists(db, "am", new Date("2027-01-08T12:00:00Z"));
      expect(dates(after.upcoming, "genna-2027")).toEqual(["2028-01-07"]);
      expect(after.upcoming.find((event) => event.slug === "genna-2027")?.when.date).toBe("ዓርብ፣ ታኅሣሥ 28 ቀን 2020 ዓ.ም. (ጃንዋሪ 7 ቀን 2028 እ.ኤ.አ.)");
      expect(dates(after.past, "genna-2027")).toEqual(["2027-01-07"]);
    });

    test("Fasika moves from April 12, 2026 to May 2, 2027; the past year goes to the archive and the stamp changes as the day ends", async () => {
      const slug = `fasika-${backend}`;
      const saved = await saveItem(db, { kind: "events", snapshot: onFeast(slug, "fasika"), action: "publish", now: new Date("2026-01-15T18:00:00Z") }, hirut);
      expect(saved.outcome).toBe("saved");
      const spring = await eventLists(db, "en", new Date("2026-03-01T12:00:00Z"));
      expect(dates(spring.upcoming, slug)).toEqual(["2026-04-12"]);
      expect(spring.upcoming.find((event) => event.slug === slug)?.when).toMatchObject({
        date: "Sunday, April 12, 2026 (Miyazya 4, 2018 in the Ethiopian calendar)",
        time: "2:00 PM – 6:00 PM",
      });
      // The celebration ends at 6 pm in Portland on April 12: 01:00 UTC on the 13th.
      const justBefore = new Date("2026-04-13T00:59:00Z");
      const justAfter = new Date("2026-04-13T01:00:00Z");
      expect(dates((await eventLists(db, "en", justBefore)).upcoming, slug)).toEqual(["2026-04-12"]);
      const { upcoming, past } = await eventLists(db, "am", justAfter);
      expect(dates(upcoming, slug)).toEqual(["2027-05-02"]);
      expect(upcoming.find((event) => event.slug === slug)?.when.date).toBe("እሑድ፣ ሚያዝያ 24 ቀን 2019 ዓ.ም. (ሜይ 2 ቀን 2027 እ.ኤ.አ.)");
      expect(dates(past, slug)).toEqual(["2026-04-12"]);
      expect(await publicationStamp(db, justBefore)).not.toBe(await publicationStamp(db, justAfter));

      // Its page shows the next one, to be added to a calendar; the feed has one entry a year, each with its own UID.
      const page = await eventPage(db, slug, "en", justAfter);
      expect(page && "event" in page && { date: page.event.startDate, past: page.past }).toEqual({ date: "2027-05-02", past: false });
      const feed = new ICAL.Component(ICAL.parse(await eventsCalendarFile(db, "en", "https://tesfa.example.org", new Date("2027-05-03T12:00:00Z"))));
      const ours = feed
        .getAllSubcomponents("vevent")
        .map((vevent) => new ICAL.Event(vevent))
        .filter((event) => String(event.component.getFirstPropertyValue("url")).endsWith(`/events/${slug}`));
      expect(ours.map((event) => event.startDate.toString())).toEqual(["2026-04-12T14:00:00", "2027-05-02T14:00:00", "2028-04-16T14:00:00"]);
      expect(new Set(ours.map((event) => event.uid)).size).toBe(3);
      expect(ours[0]?.uid).toMatch(new RegExp(`^event-${saved.outcome === "saved" ? saved.id : 0}-2026@`));
    });

    test("Enkutatash is September 11, then September 12 after the six-day Pagume of 2027, then September 11 again", async () => {
      const slug = `enkutatash-${backend}`;
      await saveItem(
        db,
        { kind: "events", snapshot: onFeast(slug, "enkutatash", { startTime: "", endTime: "" }), action: "publish", now: new Date("2026-08-01T18:00:00Z") },
        hirut,
      );
      const at = async (now: string) => dates((await eventLists(db, "en", new Date(now))).upcoming, slug);
      expect(await at("2026-09-01T12:00:00Z")).toEqual(["2026-09-11"]);
      expect(await at("2027-09-11T12:00:00Z")).toEqual(["2027-09-12"]);
      expect(await at("2027-09-13T12:00:00Z")).toEqual(["2028-09-11"]);
      const { past, upcoming } = await eventLists(db, "en", new Date("2027-09-13T12:00:00Z"));
      expect(dates(past, slug)).toEqual(["2027-09-12", "2026-09-11"]);
      expect(upcoming.find((event) => event.slug === slug)?.when.date).toBe("Monday, September 11, 2028 (Meskerem 1, 2021 in the Ethiopian calendar)");
    });
  });
}
