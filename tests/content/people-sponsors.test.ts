import { beforeAll, describe, expect, test } from "vitest";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { peopleKind } from "#app/content/people-kind.ts";
import { contentKinds } from "#app/content/registry.ts";
import { problemsOf, snapshotInput, snapshotSchema } from "#app/content/schema.ts";
import { sponsorsKind } from "#app/content/sponsors-kind.ts";
import { listItems, publicationStamp, publishedPaths, saveItem, translationQueue } from "#app/content/store.server.ts";
import { directoryMembers, leadershipPeople, notTranslatedNote, sponsorsByTier } from "#app/site/content/people-data.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** People and sponsors as content (migration 0009, app/content/people-kind.ts and sponsors-kind.ts) on both databases. */
const databases = useTestDatabases();
const writer: ContentWriter = { actor: "hirut@example.org", audit: (q, entry) => recordAudit(q, { actor: "hirut@example.org", ...entry }) };

const formOf = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("the people and sponsors schemas", () => {
  const person = {
    slug: "almaz-kebede",
    section: "board",
    team: "none",
    order: "80",
    email: "",
    phone: "",
    "en.name": "Almaz Kebede",
    "en.role": "Board Member",
    "en.bio": "",
  };
  test("a person needs a name and a role; order is a whole number; e-mail and phone are empty or valid", () => {
    const schema = snapshotSchema(peopleKind);
    const ok = schema.safeParse(snapshotInput(peopleKind, formOf({ ...person, email: "almaz@example.org", phone: "503-555-0142" })));
    expect(ok.success && ok.data.fields).toEqual({ section: "board", team: "none", order: 80, email: "almaz@example.org", phone: "503-555-0142", photo: "" });
    const bad = schema.safeParse(
      snapshotInput(peopleKind, formOf({ ...person, order: "first", email: "almaz at example.org", phone: "call me", "en.role": "" })),
    );
    expect(bad.success).toBe(false);
    if (!bad.success) expect(problemsOf(bad.error)).toMatchObject({ order: "number", email: "email", phone: "phone", "en.role": "required" });
    const section = schema.safeParse(snapshotInput(peopleKind, formOf({ ...person, section: "president" })));
    expect(section.success).toBe(false);
  });

  test("a sponsor's website is empty or an http(s) address, never javascript: or a bare word", () => {
    const schema = snapshotSchema(sponsorsKind);
    const sponsor = (website: string) =>
      schema.safeParse(snapshotInput(sponsorsKind, formOf({ slug: "blue-nile", tier: "gold", order: "1", website, "en.name": "Blue Nile Market" })));
    for (const website of ["", "https://blue-nile.example.org", "http://example.org/about?x=1"]) expect(sponsor(website).success).toBe(true);
    for (const website of ["javascript:alert(1)", "blue-nile.example.org", "ftp://example.org", "https://", "https://exa mple.org"]) {
      const result = sponsor(website);
      expect(result.success).toBe(false);
      if (!result.success) expect(problemsOf(result.error)).toMatchObject({ website: "url" });
    }
  });

  test("people and sponsors have no address of their own", () => {
    expect("path" in contentKinds.people).toBe(false);
    expect("path" in contentKinds.sponsors).toBe(false);
  });
});

for (const backend of testBackends) {
  describe(`people and sponsors on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("today's people are seeded: the board and staff in order, the six directory teams, in both languages", async () => {
      const en = await leadershipPeople(db, "en");
      expect(en.board.map((person) => person.name)).toEqual([
        "Meseret Alemu",
        "Tewodros Haile",
        "Karen Whitfield",
        "Hanna Gebremedhin",
        "Yonas Tadesse",
        "Rahel Assefa",
      ]);
      expect(en.staff.map((person) => person.name)).toEqual(["Selamawit Bekele", "Abebe Worku", "Liya Mengistu", "Daniel Brooks"]);
      expect(en.board[0]).toMatchObject({ role: "Board Chair", bio: expect.stringContaining("paediatric nurse") });
      const am = await leadershipPeople(db, "am");
      expect(am.board[0]).toMatchObject({ name: "መሠረት ዓለሙ", role: "የቦርድ ሰብሳቢ" });
      expect(am.board.every((person) => !person.textLang)).toBe(true);
      const teams = await directoryMembers(db, "en");
      expect(teams.leadership.map((person) => person.name)).toEqual([
        "Selamawit Bekele",
        "Meseret Alemu",
        "Tewodros Haile",
        "Karen Whitfield",
        "Hanna Gebremedhin",
      ]);
      expect(Object.values(teams).map((members) => members.length)).toEqual([5, 3, 4, 3, 3, 3]);
      expect((await directoryMembers(db, "am")).teachers[0]?.name).toBe("መቅደስ አለማየሁ");
      expect(await sponsorsByTier(db, "en")).toEqual([]);
      expect(await translationQueue(db)).toEqual([]);
      expect((await listItems(db, "people")).length).toBe(23);
    });

    test("a published person appears where they are placed; missing Amharic falls back with its lang and a note; no public address", async () => {
      const snapshot: ContentSnapshot = {
        slug: `almaz-kebede-${backend}`,
        fields: { section: "board", team: "leadership", order: 65, email: "almaz@example.org", phone: "" },
        texts: { en: { name: "Almaz Kebede", role: "Board Member", bio: "A nurse." }, am: null },
      };
      const stamp = await publicationStamp(db);
      const result = await saveItem(db, { kind: "people", snapshot, action: "publish" }, writer);
      expect(result.outcome).toBe("saved");
      expect(await publicationStamp(db)).not.toBe(stamp);
      expect((await leadershipPeople(db, "en")).board.map((person) => person.name)).toContain("Almaz Kebede");
      const am = (await leadershipPeople(db, "am")).board.find((person) => person.slug === snapshot.slug);
      expect(am).toMatchObject({ name: "Almaz Kebede", textLang: "en", note: notTranslatedNote.am });
      // After Yonas Tadesse (60) and before Rahel Assefa (70).
      expect((await leadershipPeople(db, "en")).board.map((person) => person.name).slice(4, 7)).toEqual(["Yonas Tadesse", "Almaz Kebede", "Rahel Assefa"]);
      expect((await directoryMembers(db, "en")).leadership.find((person) => person.slug === snapshot.slug)?.email).toBe("almaz@example.org");
      expect((await publishedPaths(db)).some((path) => path.includes(snapshot.slug))).toBe(false);
    });

    test("sponsors are listed by tier, highest first and in their order; an unpublished one is gone", async () => {
      const sponsor = (slug: string, tier: string, order: number, website = ""): ContentSnapshot => ({
        slug: `${slug}-${backend}`,
        fields: { tier, order, website },
        texts: { en: { name: slug, description: "" }, am: { name: `${slug} (am)`, description: "" } },
      });
      const ids: number[] = [];
      for (const each of [sponsor("bronze-one", "bronze", 1), sponsor("gold-two", "gold", 2, "https://gold.example.org"), sponsor("gold-one", "gold", 1)]) {
        const result = await saveItem(db, { kind: "sponsors", snapshot: each, action: "publish" }, writer);
        if (result.outcome !== "saved") throw new Error(result.outcome);
        ids.push(result.id);
      }
      const tiers = await sponsorsByTier(db, "en");
      expect(tiers.map((group) => [group.name, group.sponsors.map((each) => each.name)])).toEqual([
        ["Gold", ["gold-one", "gold-two"]],
        ["Bronze", ["bronze-one"]],
      ]);
      expect(tiers[0]?.sponsors[1]?.website).toBe("https://gold.example.org");
      expect((await sponsorsByTier(db, "am"))[0]?.name).toBe("የወርቅ ደረጃ");
      for (const [index, id] of ids.entries()) {
        const snapshot = [sponsor("bronze-one", "bronze", 1), sponsor("gold-two", "gold", 2, "https://gold.example.org"), sponsor("gold-one", "gold", 1)][
          index
        ]!;
        await saveItem(db, { kind: "sponsors", id, snapshot, action: "unpublish" }, writer);
      }
      expect(await sponsorsByTier(db, "en")).toEqual([]);
    });
  });
}
