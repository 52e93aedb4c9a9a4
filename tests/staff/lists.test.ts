import { beforeAll, describe, expect, test } from "vitest";
import { storeSubmission } from "#app/forms/shared/submissions.server.ts";
import { startOfDay } from "#app/i18n/zoned-day.ts";
import { listFiltersFrom, pageSize, pageWithin, registrationStatuses } from "#app/staff/shared/lists.ts";
import { listSubmissions } from "#app/staff/submissions/queries.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();

describe("a list's filters", () => {
  test("read from the query string; anything malformed is ignored", () => {
    const read = (query: string) => listFiltersFrom(new URL(`http://x/admin/registrations?${query}`), registrationStatuses);
    expect(read("status=enrolled&from=2026-06-01&to=2026-06-30&q=%20Almaz%20&page=3")).toEqual({
      status: "enrolled",
      from: "2026-06-01",
      to: "2026-06-30",
      search: "Almaz",
      page: 3,
    });
    expect(read("status=handled&from=June&to=2026-6-1&q=%20%20&page=-2")).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
      page: 1,
    });
    expect(read(`q=${"a".repeat(500)}&page=1.5`)).toMatchObject({ search: "a".repeat(100), page: 1 });
  });
});

describe("the page shown", () => {
  test("is the one asked for, or the last one past the end, and the first of an empty list", () => {
    expect(pageWithin(2, 3 * pageSize)).toBe(2);
    expect(pageWithin(4, 3 * pageSize)).toBe(3);
    expect(pageWithin(4, 3 * pageSize + 1)).toBe(4);
    expect(pageWithin(1e20, 3 * pageSize)).toBe(3);
    expect(pageWithin(7, 0)).toBe(1);
  });
});

describe("days in the organisation's time zone", () => {
  test("a day begins at local midnight, whatever the season, and across the clock changes", () => {
    expect(startOfDay("2026-11-21", "America/Los_Angeles")).toBe("2026-11-21T08:00:00.000Z");
    expect(startOfDay("2026-07-01", "America/Los_Angeles")).toBe("2026-07-01T07:00:00.000Z");
    expect(startOfDay("2026-03-08", "America/Los_Angeles")).toBe("2026-03-08T08:00:00.000Z");
    expect(startOfDay("2026-03-08", "America/Los_Angeles", 1)).toBe("2026-03-09T07:00:00.000Z");
    expect(startOfDay("2026-11-01", "America/Los_Angeles", 1)).toBe("2026-11-02T08:00:00.000Z");
    expect(startOfDay("2026-12-31", "America/Los_Angeles", 1)).toBe("2027-01-01T08:00:00.000Z");
    expect(startOfDay("2026-11-21", "Africa/Addis_Ababa")).toBe("2026-11-20T21:00:00.000Z");
  });
});

/** A message from `name`, stored as the contact form stores one. */
const send = (db: Database, name: string, email = "someone@example.org") =>
  storeSubmission(db, { kind: "contact", lang: "en", name, email, fields: { name, email }, idempotencyKey: `${name} ${email}`, emails: () => [] });

for (const backend of testBackends) {
  describe(`staff search on ${backend}`, () => {
    let db: Database;
    /** The names a search finds, sorted. */
    const found = async (search: string) =>
      (await listSubmissions(db, "contact", { search, page: 1 }, 100)).rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
    beforeAll(async () => {
      db = await databases.open(backend);
      for (const name of [
        "émile Dubois",
        "ÉMILE MARTIN",
        "Zoë Ångström",
        "50% Off Club",
        "500 Friends",
        "a_b Trading",
        "axb Trading",
        "ዳዊት በቀለ",
        "Back\\slash",
      ])
        await send(db, name);
      await send(db, "Hana", "hana_t@example.org");
      await send(db, "Hanna", "hannat@example.org");
    });

    test("finds a name in any case, accented letters too, and a letter written as e and an accent", async () => {
      expect(await found("Émile")).toEqual(["émile Dubois", "ÉMILE MARTIN"]);
      expect(await found("émile")).toEqual(["émile Dubois", "ÉMILE MARTIN"]);
      expect(await found("zoË ÅNG")).toEqual(["Zoë Ångström"]);
      expect(await found("e\u0301mile d")).toEqual(["émile Dubois"]);
    });

    test("% _ and \\ are matched as typed, not as wildcards", async () => {
      expect(await found("50%")).toEqual(["50% Off Club"]);
      expect(await found("a_b")).toEqual(["a_b Trading"]);
      expect(await found("k\\s")).toEqual(["Back\\slash"]);
      expect(await found("hana_t@")).toEqual(["Hana"]);
    });

    test("part of an Amharic name finds it", async () => {
      expect(await found("ዊት በ")).toEqual(["ዳዊት በቀለ"]);
      expect(await found("በቀለ")).toEqual(["ዳዊት በቀለ"]);
      expect(await found("በቀሌ")).toEqual([]);
    });

    test("names stored before the search column existed are found once the migration has filled it in", async () => {
      const [before] = await databases.openTwice(backend);
      await send(before, "Élodie Tesfaye");
      // Back to the schema before step 12, with the row in it, and forward again.
      await before.exec("ALTER TABLE submissions DROP COLUMN search_name");
      await before.run("DELETE FROM schema_migrations WHERE version = 12");
      expect(await migrate(before)).toEqual([12]);
      const rows = await listSubmissions(before, "contact", { search: "élodie", page: 1 });
      expect(rows.rows.map((row) => row.name)).toEqual(["Élodie Tesfaye"]);
    });
  });
}
