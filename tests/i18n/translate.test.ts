import { beforeAll, describe, expect, test } from "vitest";
import { languages } from "#app/i18n/language.ts";
import { en } from "#app/i18n/locales/en.ts";
import { loadMessages, type MessageKey, translator } from "#app/i18n/translate.ts";

/** Every dotted path to a string in the English messages. */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`)));
}

describe("interface strings", () => {
  // Each language is a chunk of its own (decision 31), loaded before use as the server does at start.
  beforeAll(() => Promise.all(languages.map(loadMessages)));

  test("each key gives that language's text, with its {{places}} filled", () => {
    expect(translator("en")("navigation.showSubmenu", { section: "About" })).toBe("Show About pages");
    expect(translator("am")("navigation.showSubmenu", { section: "ስለ እኛ" })).toBe("ስለ እኛ፦ ገጾቹን ያሳዩ");
    expect(translator("am")("navigation.menu")).toBe("ማውጫ");
    expect(translator("en")("navigation.menu")).toBe(en.navigation.menu);
  });

  test("every key of the English messages has a non-empty text in both languages, none left with an unfilled place", () => {
    const all = keys(en) as MessageKey[];
    expect(all.length).toBeGreaterThan(40);
    for (const lang of languages) {
      const t = translator(lang);
      for (const key of all) {
        const places = Object.fromEntries([...translator("en")(key).matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [name, "value"]));
        const text = t(key, places);
        expect(text.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(text, `${lang} ${key}`).not.toMatch(/\{\{|^undefined$/);
      }
    }
  });
});
