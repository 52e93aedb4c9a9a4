import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { confirmTexts, listCardTexts, subscriptionTexts, unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import { formatDate, formatMoment, formatMonth, formatTime, formatYear } from "#app/i18n/format.ts";
import { colon } from "#app/i18n/language.ts";
import { amharicStyleProblems, registrationWords } from "../support/amharic-style.ts";

const root = new URL("../..", import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file)));
}

/** Every Amharic text the migrations seed into the database (content staff edit from then on). */
function seededAmharic(): { file: string; text: string }[] {
  const folder = "app/storage/migrations";
  return readdirSync(join(root, folder)).flatMap((name) =>
    // Comments first: their apostrophes are no quotes.
    [
      ...readFileSync(join(root, folder, name), "utf8")
        .replace(/^--.*$/gm, "")
        .matchAll(/'((?:[^']|'')*)'/g),
    ].flatMap(([, quoted]) => {
      const text = (quoted ?? "").replaceAll("''", "'");
      return (text.startsWith("{") ? leaves(JSON.parse(text)) : [text])
        .filter((leaf) => /[\u1200-\u137F]/u.test(leaf))
        .map((leaf) => ({ file: `${folder}/${name}`, text: leaf }));
    }),
  );
}

/** Every string literal with an Amharic letter in it, in the app's and the server's source. */
function amharicLiterals(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
    const source = readFileSync(join(root, file), "utf8");
    for (const [, double, template] of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      const text = double ?? template ?? "";
      if (/[\u1200-\u137F]/u.test(text)) found.push({ file, text });
    }
  }
  return found;
}

function leaves(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree !== null && typeof tree === "object") return Object.values(tree).flatMap(leaves);
  return [];
}

describe("Amharic follows the glossary's writing rules", () => {
  const literals = amharicLiterals();

  test("the Amharic strings are found", () => {
    expect(literals.length).toBeGreaterThan(800);
  });

  test("every Amharic string of the app and the server", () => {
    expect(literals.flatMap(({ file, text }) => amharicStyleProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  test("every Amharic text the migrations seed", () => {
    const seeded = seededAmharic();
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded.flatMap(({ file, text }) => amharicStyleProblems(text).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });

  test("the rules catch what they are for", () => {
    for (const wrong of [
      "የጠዋት ክበብ፤ በሳምንት አንድ ጥዋት",
      "በመልዕክትዎ ውስጥ",
      "ለአረጋውያኖቻችን",
      "ለዋና መምህራኖቻችን",
      "በዓላቶቻችን",
      "አዲስ መጪዎች",
      "ስለ የትኛው ጉዳይ",
      "በ<terms>ደንቦቹ</terms> እንዲሁም በየግላዊነት ፖሊሲው",
      "ማሳወቂያውን ዝጋ",
      "የ{{section}} ገጾችን አሳይ",
      "ያነጋግሩን",
      "ፕሬስና ሚዲያ",
      "የምስል ማዕከሉ",
      "በሰሜን ምዕራብ ቤቱ ያደረገ",
      "ነሐስ፣ ብር ወይም ወርቅ",
      "የብርና የወርቅ",
      "ቅዳሜ: 10:00",
      "ከ2007 ጀምሮ",
    ]) {
      expect(amharicStyleProblems(wrong), wrong).not.toEqual([]);
    }
    for (const right of [
      "የጠዋት ክበብ",
      "መልእክትዎ",
      "ለአረጋውያን ወገኖቻችን",
      "ከእ.ኤ.አ. 2007 ጀምሮ",
      "በሰሜን ምዕራብ አሜሪካ",
      "በደቡብ ምዕራብ ዋሽንግተን",
      "የብር ደረጃ ጥቅሞች",
      "ሁለት ቋንቋ",
      "የማኅበራዊ ሚዲያ መከታተያዎች",
      "ማሳወቂያውን ይዝጉ",
      "2026-11-16",
      "ፖርትላንድ፣ ኦሪገን 97218",
    ]) {
      expect(amharicStyleProblems(right), right).toEqual([]);
    }
  });

  test("the mailing list does not use the words of child registration", () => {
    const texts = [subscriptionTexts, unsubscribeTexts, confirmTexts, listCardTexts].flatMap((each) => leaves(each.am));
    expect(texts.filter((text) => registrationWords.test(text))).toEqual([]);
  });

  test("dates, times and years written by the site: the Ethiopian date first, day before month in short dates, ጠዋት, years marked", () => {
    const long = [formatDate("2026-09-28", "am"), formatDate("2026-09-28", "am", { dateStyle: "full" })];
    for (const date of long) expect(date, date).toMatch(/^(?:[\u1200-\u137F]+፣ )?መስከረም 18 ቀን 2019 ዓ\.ም\. \(ሴፕቴምበር 28 ቀን 2026 እ\.ኤ\.አ\.\)$/u);
    const dates = [
      formatDate("2026-09-28", "am", { dateStyle: "medium" }),
      formatDate("2026-09-28", "am", { month: "long", day: "numeric" }),
      formatDate("2026-09-28", "am", { month: "short", day: "numeric" }),
      formatMoment("2026-09-28T16:30:00Z", "am", "America/Los_Angeles"),
    ];
    for (const date of dates) expect(date, date).toMatch(/^(?:[\u1200-\u137F]+ )?28 [\u1200-\u137F]+/u);
    for (const text of [...long, ...dates, formatTime("09:00", "am"), formatTime("15:00", "am"), formatMonth(9, "am")]) {
      expect(amharicStyleProblems(text), text).toEqual([]);
    }
    expect(formatTime("09:00", "am")).toBe("ጠዋት 9:00");
    expect(formatYear(2007, "am")).toBe("እ.ኤ.አ. 2007");
    expect(formatYear(2007, "en")).toBe("2007");
  });

  test("labels written by the pages end in the Ethiopic colon", () => {
    expect(colon.am).toBe("፦");
    expect(colon.en).toBe(":");
  });
});
