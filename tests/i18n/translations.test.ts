import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { languages } from "#app/i18n/language.ts";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";

type Tree = unknown;

/** Every leaf of a nested object, as "a.b.c" → value. */
function leaves(tree: Tree, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (tree !== null && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
    }
  } else {
    found.set(prefix, tree);
  }
  return found;
}

function isLocalized(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).sort().join() === [...languages].sort().join();
}

/** Every `{ en, am }` pair anywhere inside a module's exports, with where it was found. */
function localizedPairs(value: unknown, where: string): [string, Record<string, unknown>][] {
  if (isLocalized(value)) return [[where, value]];
  // Content is plain data; class instances (zod schemas) refer to themselves and are not searched.
  const plain = Array.isArray(value) || (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype);
  if (!plain) return [];
  return Object.entries(value).flatMap(([key, child]) => localizedPairs(child, `${where}.${key}`));
}

function problems(pair: Record<string, unknown>): string[] {
  const english = leaves(pair.en);
  const found: string[] = [];
  for (const lang of languages) {
    const other = leaves(pair[lang]);
    for (const path of english.keys()) if (!other.has(path)) found.push(`${lang} lacks ${path || "(value)"}`);
    for (const [path, value] of other) {
      if (!english.has(path)) found.push(`${lang} has extra ${path}`);
      if (typeof value === "string" && value.trim() === "") found.push(`${lang} ${path || "(value)"} is empty`);
    }
  }
  return found;
}

describe("interface strings", () => {
  test("English and Amharic have the same keys, none empty", () => {
    expect(problems({ en, am })).toEqual([]);
  });

  test("interpolations are the same in both languages", () => {
    const amharic = leaves(am);
    for (const [path, value] of leaves(en)) {
      const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
      expect(variables(amharic.get(path)), path).toEqual(variables(value));
    }
  });
});

describe("content in both languages", () => {
  const modules = import.meta.glob<Record<string, unknown>>(["../../app/**/*.ts", "!../../app/**/*.server.ts"], { eager: true });

  test("the content modules are found", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5);
  });

  for (const [file, exports] of Object.entries(modules)) {
    test(file.replace("../../", ""), () => {
      const pairs = localizedPairs(exports, file);
      expect(pairs.flatMap(([where, pair]) => problems(pair).map((problem) => `${where}: ${problem}`))).toEqual([]);
    });
  }

  test("a missing Amharic entry is caught", () => {
    expect(problems({ en: { title: "Hello", items: ["a", "b"] }, am: { title: "ሰላም", items: ["ሀ"] } })).toEqual(["am lacks items.1"]);
    expect(problems({ en: "Hello", am: " " })).toEqual(["am (value) is empty"]);
  });
});

describe("glossary", () => {
  const glossary = new Map(
    [...readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8").matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)]
      .map(([, english, amharic]) => [english!.replace(/\s*\(.*\)$/, "").toLowerCase(), amharic!] as const)
      .filter(([english]) => english !== "english" && !english.startsWith("---")),
  );

  test("navigation labels and buttons use the glossary's terms", async () => {
    const { pages } = await import("#app/pages/pages.ts");
    const checked: string[] = [];
    const labels = [
      ...Object.values(pages).map((page) => page.label),
      { en: en.actions.comingSoon, am: am.actions.comingSoon },
      { en: en.actions.learnMore, am: am.actions.learnMore },
      { en: en.actions.donate, am: am.actions.donate },
      { en: en.actions.register, am: am.actions.register },
    ];
    for (const label of labels) {
      const term = glossary.get(label.en.toLowerCase());
      if (term === undefined) continue;
      checked.push(label.en);
      expect(label.am, label.en).toBe(term);
    }
    expect(checked.length).toBeGreaterThan(20);
  });
});
