import { describe, expect, test } from "vitest";
import { startOfDay } from "#app/i18n/zoned-day.ts";
import { listFiltersFrom, pageSize, pageWithin, registrationStatuses } from "#app/staff/lists.ts";

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
