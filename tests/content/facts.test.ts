import { beforeAll, describe, expect, test } from "vitest";
import { contactFactsKind } from "#app/content/contact-facts-kind.ts";
import { contactFacts, schoolFacts, telHref } from "#app/content/facts.server.ts";
import { snapshotSchema } from "#app/content/schema.ts";
import { schoolFactsKind } from "#app/content/school-facts-kind.ts";
import { loadItem, publicationStamp, publishedEntry, publishedPaths, saveItem, snapshotOf } from "#app/content/store.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** The school's facts and the contact facts: fixed entries of the content store, seeded by migration 0010. */
const databases = useTestDatabases();
const writer: ContentWriter = { actor: "facts@example.org", audit: (q, entry) => recordAudit(q, { actor: "facts@example.org", ...entry }) };

describe("the facts' field rules", () => {
  const school = snapshotSchema(schoolFactsKind);
  const contact = snapshotSchema(contactFactsKind);
  const schoolEntry = (fields: Record<string, unknown>) => ({
    slug: "summer-school",
    fields: {
      termStart: "2027-07-01",
      termEnd: "2027-08-31",
      opens: "09:00",
      closes: "15:00",
      ageMin: "5",
      ageMax: "18",
      capacity: "120",
      enrolled: "0",
      waitlist: "200",
      ...fields,
    },
    texts: { en: { title: "Facts", days: "Monday to Friday", fees: "" }, am: { title: "", days: "", fees: "" } },
  });
  test("numbers are whole and in range, times are HH:MM, dates are real", () => {
    const ok = school.safeParse(schoolEntry({}));
    expect(ok.success && ok.data.fields.capacity).toBe(120);
    expect(ok.success && ok.data.texts.am).toBeNull();
    for (const bad of [
      { capacity: "-1" },
      { capacity: "1.5" },
      { capacity: "many" },
      { ageMax: "99" },
      { opens: "9am" },
      { closes: "25:00" },
      { termEnd: "2027-02-30x" },
    ])
      expect(school.safeParse(schoolEntry(bad)).success, JSON.stringify(bad)).toBe(false);
  });
  test("e-mail addresses and phone numbers are checked; the other days' hours may be left empty", () => {
    const entry = (fields: Record<string, string>) => ({
      slug: "organisation",
      fields: {
        phone: "(503) 555-0142",
        email: "info@example.org",
        schoolEmail: "school@example.org",
        volunteerEmail: "volunteer@example.org",
        street: "1 Main Street",
        postcode: "Portland, OR 97218",
        weekdaysOpens: "09:00",
        weekdaysCloses: "17:00",
        otherDaysOpens: "",
        otherDaysCloses: "",
        ...fields,
      },
      texts: {
        en: { title: "Contact", city: "Portland", weekdays: "Monday–Friday", otherDays: "", address: "" },
        am: { title: "", city: "", weekdays: "", otherDays: "", address: "" },
      },
    });
    const parsed = contact.safeParse(entry({}));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
    for (const bad of [{ email: "info@" }, { phone: "call us" }, { phone: "12" }, { weekdaysOpens: "" }, { street: "" }] as Record<string, string>[])
      expect(contact.safeParse(entry(bad)).success, JSON.stringify(bad)).toBe(false);
  });
  test("a phone number becomes a tel: link", () => {
    expect(telHref("(503) 555-0142")).toBe("tel:+15035550142");
    expect(telHref("+251 11 555 0142")).toBe("tel:+251115550142");
  });
});

for (const backend of testBackends) {
  describe(`the facts on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("the seeded facts are today's values (spec section 9), published, with no public address of their own", async () => {
      const school = await publishedEntry(db, "school-facts", "summer-school");
      expect(school?.fields).toEqual({
        termStart: "2024-07-01",
        termEnd: "2026-06-30",
        opens: "09:00",
        closes: "15:00",
        ageMin: 5,
        ageMax: 18,
        capacity: 100,
        enrolled: 100,
        waitlist: 200,
      });
      expect(school?.texts.am?.days).toBe("ከሰኞ እስከ ዓርብ");
      const contact = await contactFacts(db);
      expect(contact.phone).toEqual({ display: "(503) 555-0142", href: "tel:+15035550142" });
      expect([contact.email, contact.schoolEmail, contact.volunteerEmail]).toEqual(["info@example.org", "school@example.org", "volunteer@example.org"]);
      expect(contact.officeHours.en).toEqual([
        { days: "Monday–Friday", hours: "9:00 AM – 5:00 PM" },
        { days: "Saturday", hours: "10:00 AM – 2:00 PM" },
      ]);
      expect(contact.officeHours.am.map((row) => row.days)).toEqual(["ከሰኞ እስከ ዓርብ", "ቅዳሜ"]);
      // The postal address in English; the Amharic page's reading form of it (the Amharic edit pass), line by line.
      expect([contact.street, contact.postcode]).toEqual(["4821 NE Alberta Street, Suite 102", "Portland, OR 97218"]);
      expect(contact.address).toEqual({ en: { lines: [] }, am: { lines: ["4821 ሰሜን ምሥራቅ አልበርታ ጎዳና፣ ቢሮ ቁጥር 102", "ፖርትላንድ፣ ኦሪገን 97218"] } });
      expect((await publishedPaths(db)).filter((path) => path.includes("summer-school") || path.includes("organisation"))).toEqual([]);
    });

    test("the programme period's tense comes from its dates: July 2024 – June 2026 has ended by November 2026", async () => {
      const ended = await schoolFacts(db, "en", new Date("2026-11-25T12:00:00Z"));
      expect(ended).toMatchObject({ state: "ended", term: "July 2024 – June 2026", students: "100", waitlist: "200", hours: "9:00 AM – 3:00 PM" });
      expect(ended.tense?.students).toBe("Students in the last cycle");
      const running = await schoolFacts(db, "am", new Date("2025-03-01T12:00:00Z"));
      expect(running.state).toBe("current");
      expect(running.tense).toBeUndefined();
      expect((await schoolFacts(db, "en", new Date("2024-06-30T12:00:00Z"))).state).toBe("upcoming");
    });

    test("an edit is a revision and changes the publication stamp; a missing translation falls back, marked", async () => {
      const entry = await publishedEntry(db, "contact-facts", "organisation");
      const item = entry && (await loadItem(db, entry.id));
      if (!item) throw new Error("no contact facts");
      const stamp = await publicationStamp(db);
      const before = snapshotOf(item);
      const changed = { ...before, fields: { ...before.fields, otherDaysOpens: "", otherDaysCloses: "" }, texts: { en: before.texts.en, am: null } };
      const result = await saveItem(db, { kind: "contact-facts", id: item.id, baseVersion: item.version, snapshot: changed, action: "save" }, writer);
      expect(result.outcome).toBe("saved");
      expect(await publicationStamp(db)).not.toBe(stamp);
      const facts = await contactFacts(db);
      expect(facts.officeHours.en).toEqual([{ days: "Monday–Friday", hours: "9:00 AM – 5:00 PM" }]);
      expect(facts.officeHours.am).toMatchObject([{ days: "Monday–Friday", lang: "en" }]);
      expect(facts.city.am).toEqual({ text: "Portland, Oregon", lang: "en" });
      const saved = await loadItem(db, item.id);
      if (!saved || result.outcome !== "saved") throw new Error("not saved");
      await saveItem(db, { kind: "contact-facts", id: item.id, baseVersion: result.version, snapshot: before, action: "restore" }, writer);
      expect((await contactFacts(db)).officeHours.am.map((row) => row.days)).toEqual(["ከሰኞ እስከ ዓርብ", "ቅዳሜ"]);
    });
  });
}
