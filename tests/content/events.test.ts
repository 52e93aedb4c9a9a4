import { beforeAll, describe, expect, test } from "vitest";
import { eventStatusOf, eventsKind } from "#app/content/events-kind.ts";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { formValues, problemsOf, snapshotSchema } from "#app/content/schema.ts";
import { spanEnd } from "#app/content/span.ts";
import { publicationStamp, publishedPaths, saveItem } from "#app/content/store.server.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { eventFields, eventTexts } from "../support/events.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** Events as content (issue 13) on both databases: the seeded events, the end of an event, the span rule. */
const databases = useTestDatabases();
const hirut: ContentWriter = { actor: "hirut@example.org", audit: (q, entry) => recordAudit(q, { actor: "hirut@example.org", ...entry }) };

const texts = eventTexts();
const event = (slug: string, fields: Partial<Record<string, string>>): ContentSnapshot => ({
  slug,
  fields: eventFields(fields),
  texts: { en: texts, am: null },
});

describe("the events kind's rules", () => {
  const schema = snapshotSchema(eventsKind);
  const problems = (snapshot: ContentSnapshot) => {
    // As the form sends it: a language not written is all empty strings.
    const empty = Object.fromEntries(Object.keys(texts).map((name) => [name, ""]));
    const result = schema.safeParse({ ...snapshot, texts: { en: snapshot.texts.en, am: empty } });
    return result.success ? {} : problemsOf(result.error);
  };
  test("an event may leave its end date and times empty, but not end before it starts", () => {
    expect(problems(event("a", { endDate: "", startTime: "", endTime: "" }))).toEqual({});
    expect(problems(event("b", { endDate: "2027-03-05" }))).toEqual({ endDate: "order" });
    expect(problems(event("c", { endTime: "09:00" }))).toEqual({ endTime: "order" });
    expect(problems(event("d", { endDate: "2027-03-07", endTime: "09:00" }))).toEqual({});
    expect(problems(event("e", { startTime: "25:00" }))).toEqual({ startTime: "time" });
    expect(problems(event("f", { startDate: "" }))).toEqual({ startDate: "date" });
  });
  test("an event saved before it had a status is scheduled, and opens in the editor as scheduled; the new categories are valid", () => {
    const { status: _, ...older } = event("g", {}).fields;
    expect(eventStatusOf(older)).toBe("scheduled");
    expect(formValues(eventsKind, { ...event("g", {}), fields: older }).status).toBe("scheduled");
    expect(eventStatusOf({ status: "cancelled" })).toBe("cancelled");
    expect(problems(event("h", { category: "fundraising", status: "moved" }))).toEqual({});
    expect(problems(event("i", { category: "school", status: "gone" }))).toEqual({ status: "choice" });
  });
  test("an event ends at its end time in Portland, or at the end of its (last) day", () => {
    expect(spanEnd(eventsKind.span, { startDate: "2027-03-06", endTime: "12:00" })).toBe("2027-03-06T20:00:00.000Z");
    expect(spanEnd(eventsKind.span, { startDate: "2027-07-04", endDate: "2027-07-05", endTime: "" })).toBe("2027-07-06T07:00:00.000Z");
  });
});

for (const backend of testBackends) {
  describe(`events on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("the seeded events: upcoming soonest first with Genna on January 7, the September 28 workshop in the archive", async () => {
      const now = new Date("2026-11-25T12:00:00Z");
      const { upcoming, past } = await eventLists(db, "en", now);
      const seeded = ["coffee-ceremony-2026", "genna-2027", "volunteer-teacher-training-2027", "health-fair-2027"];
      expect(upcoming.map((each) => each.slug).filter((slug) => seeded.includes(slug))).toEqual(seeded);
      // A holiday's date on an English page names its Ethiopian date too; an Amharic page puts that one first.
      expect(upcoming.find((each) => each.slug === "genna-2027")).toMatchObject({
        series: "annual",
        when: { date: "Thursday, January 7, 2027 (Tahsas 29, 2019 in the Ethiopian calendar)", month: "Jan", day: "7", year: "2027" },
      });
      expect(past.map((each) => each.slug)).toContain("parent-workshop-2026-09-28");
      const amharic = await eventLists(db, "am", now);
      expect(amharic.upcoming[0]).toMatchObject({ slug: "coffee-ceremony-2026", title: "ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት" });
      expect(amharic.upcoming.find((each) => each.slug === "genna-2027")?.when).toMatchObject({
        date: "ሐሙስ፣ ታኅሣሥ 29 ቀን 2019 ዓ.ም. (ጃንዋሪ 7 ቀን 2027 እ.ኤ.አ.)",
        month: "ታኅሣሥ",
        day: "29",
        year: "2019 ዓ.ም.",
      });
      expect(await publishedPaths(db, now)).toEqual(expect.arrayContaining(["/events/genna-2027", "/am/events/genna-2027"]));
    });

    test("an event moves to the archive when it ends, and the publication stamp changes then", async () => {
      // Published a week ahead of the times read below, not at the real clock's time, which may be after them.
      const saved = await saveItem(
        db,
        { kind: "events", snapshot: event(`picnic-${backend}`, {}), action: "publish", now: new Date("2027-02-27T12:00:00Z") },
        hirut,
      );
      expect(saved.outcome).toBe("saved");
      const before = new Date("2027-03-06T19:59:00Z");
      const after = new Date("2027-03-06T20:00:00Z");
      expect((await eventLists(db, "en", before)).upcoming.map((each) => each.slug)).toContain(`picnic-${backend}`);
      const { upcoming, past } = await eventLists(db, "am", after);
      expect(upcoming.map((each) => each.slug)).not.toContain(`picnic-${backend}`);
      // Not translated: shown in English on the Amharic page, marked so.
      expect(past.find((each) => each.slug === `picnic-${backend}`)).toMatchObject({ title: "Picnic", textLang: "en" });
      expect(await publicationStamp(db, before)).not.toBe(await publicationStamp(db, after));
    });
  });
}
