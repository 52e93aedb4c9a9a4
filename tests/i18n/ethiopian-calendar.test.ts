import { describe, expect, test } from "vitest";
import { type Feast, feastDate, feastOn, feasts, fromEthiopian, toEthiopian } from "#app/i18n/ethiopian-calendar.ts";
import { formatDate, formatTime, formatTimeRange } from "#app/i18n/format.ts";

/** ICU's Ethiopian calendar (Amete Mihret), the independent check. */
const icu = new Intl.DateTimeFormat("en-u-ca-ethiopic", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });

function everyDay(fromYear: number, toYear: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(fromYear, 0, 1); time < Date.UTC(toYear + 1, 0, 1); time += 86_400_000) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

describe("the Ethiopian calendar", () => {
  // 2018–2032 holds four six-day Pagumes (2019, 2023, 2027, 2031) and the Gregorian leap days after them.
  test("every day of fifteen years converts as ICU converts it, and back", () => {
    const days = everyDay(2018, 2032);
    expect(days).toHaveLength(5479);
    for (const iso of days) {
      const parts = Object.fromEntries(icu.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]));
      expect(toEthiopian(iso), iso).toEqual({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
      expect(fromEthiopian(toEthiopian(iso)), iso).toBe(iso);
    }
  });

  // 2100 is no Gregorian leap year but the Ethiopian year before it has its six-day Pagume: from then on the
  // Ethiopian new year is a day later in the Gregorian calendar (September 12), as ICU counts it.
  test("every day around 2100, where the two calendars' leap years part, converts as ICU converts it", () => {
    for (const iso of everyDay(2098, 2102)) {
      const parts = Object.fromEntries(icu.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]));
      expect(toEthiopian(iso), iso).toEqual({ year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) });
    }
    expect(feastDate("enkutatash", 2101)).toBe("2101-09-12");
    expect(feastDate("genna", 2101)).toBe("2101-01-08");
  });

  test("Pagume has six days in the year before a Gregorian leap year, five otherwise", () => {
    expect(toEthiopian("2027-09-11")).toEqual({ year: 2019, month: 13, day: 6 });
    expect(toEthiopian("2027-09-12")).toEqual({ year: 2020, month: 1, day: 1 });
    expect(toEthiopian("2026-09-10")).toEqual({ year: 2018, month: 13, day: 5 });
    expect(toEthiopian("2026-09-11")).toEqual({ year: 2019, month: 1, day: 1 });
  });

  test("the annual celebrations fall on their published dates", () => {
    const published: Record<number, Record<Feast, string>> = {
      2024: { enkutatash: "2024-09-11", meskel: "2024-09-27", genna: "2024-01-07", timket: "2024-01-20", adwa: "2024-03-02", fasika: "2024-05-05" },
      2025: { enkutatash: "2025-09-11", meskel: "2025-09-27", genna: "2025-01-07", timket: "2025-01-19", adwa: "2025-03-02", fasika: "2025-04-20" },
      2026: { enkutatash: "2026-09-11", meskel: "2026-09-27", genna: "2026-01-07", timket: "2026-01-19", adwa: "2026-03-02", fasika: "2026-04-12" },
      2027: { enkutatash: "2027-09-12", meskel: "2027-09-28", genna: "2027-01-07", timket: "2027-01-19", adwa: "2027-03-02", fasika: "2027-05-02" },
      2028: { enkutatash: "2028-09-11", meskel: "2028-09-27", genna: "2028-01-07", timket: "2028-01-20", adwa: "2028-03-02", fasika: "2028-04-16" },
    };
    for (const [year, dates] of Object.entries(published))
      for (const feast of feasts) expect(feastDate(feast, Number(year)), `${feast} ${year}`).toBe(dates[feast]);
    expect(feastOn("2027-05-02")).toBe("fasika");
    expect(feastOn("2027-05-03")).toBeUndefined();
    // Each feast is found again on its day, every year of the fifteen.
    for (let year = 2018; year <= 2032; year++) for (const feast of feasts) expect(feastOn(feastDate(feast, year)), `${feast} ${year}`).toBe(feast);
  });
});

describe("dates and times as Amharic readers count them", () => {
  test("the Ethiopian date first, in Amharic, the Gregorian beside it, each with its era", () => {
    expect(formatDate("2026-11-24", "am")).toBe("ኅዳር 15 ቀን 2019 ዓ.ም. (ኖቬምበር 24 ቀን 2026 እ.ኤ.አ.)");
    expect(formatDate("2026-09-11", "am", { dateStyle: "full" })).toBe("ዓርብ፣ መስከረም 1 ቀን 2019 ዓ.ም. (ሴፕቴምበር 11 ቀን 2026 እ.ኤ.አ.)");
    expect(formatDate("2026-11-24", "en")).toBe("November 24, 2026");
  });

  test("times with the part of the day an Amharic reader names before the hour", () => {
    expect(formatTime("00:30", "am")).toBe("ሌሊት 12:30");
    expect(formatTime("09:00", "am")).toBe("ጠዋት 9:00");
    expect(formatTime("12:15", "am")).toBe("ከሰዓት በኋላ 12:15");
    expect(formatTime("14:00", "am")).toBe("ከሰዓት በኋላ 2:00");
    expect(formatTime("18:30", "am")).toBe("ምሽት 6:30");
    expect(formatTimeRange("10:00", "20:00", "am")).toBe("ጠዋት 10:00 – ምሽት 8:00");
    expect(formatTime("18:30", "en")).toBe("6:30 PM");
  });
});
