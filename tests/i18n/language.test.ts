import { expect, test } from "vitest";
import { formatDate, formatDollars, formatTime } from "#app/i18n/format.ts";
import { basePath, langFromPath, localizePath } from "#app/i18n/language.ts";
import { publicPaths } from "#app/pages/public-paths.ts";

test("paths move between languages", () => {
  expect(localizePath("/", "am")).toBe("/am");
  expect(localizePath("/am", "en")).toBe("/");
  expect(localizePath("/about/mission", "am")).toBe("/am/about/mission");
  expect(localizePath("/am/about/mission", "am")).toBe("/am/about/mission");
  expect(basePath("/am/news")).toBe("/news");
  expect(basePath("/am/news/")).toBe("/news");
  expect(basePath("/about/")).toBe("/about");
  expect(localizePath("/am/", "en")).toBe("/");
  expect(langFromPath("/am")).toBe("am");
  expect(langFromPath("/amharic-day")).toBe("en");
});

test("every page exists in both languages", () => {
  const paths = publicPaths();
  expect(paths).toContain("/");
  expect(paths).toContain("/am");
  expect(paths.filter((path) => path.startsWith("/am")).length * 2).toBe(paths.length);
});

test("dates, times and amounts are formatted for the language", () => {
  expect(formatDate("2026-09-28", "en")).toBe("September 28, 2026");
  expect(formatDate("2026-09-28", "am")).toMatch(/ሴፕቴምበር/);
  expect(formatTime("15:00", "en")).toBe("3:00 PM");
  expect(formatTime("15:00", "am")).toMatch(/ከሰዓት/);
  expect(formatDollars(1000, "am")).toBe("$1,000");
});
