import type { ContentKind, ContentSnapshot } from "#app/content/kinds.ts";
import { type Lang, languages } from "#app/i18n/language.ts";

export type DiffPart = { change: "same" | "added" | "removed"; text: string };

/** What changed between two texts, word by word (whitespace kept with its word). */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = before.match(/\s*\S+\s*|\s+/g) ?? [];
  const b = after.match(/\s*\S+\s*|\s+/g) ?? [];
  // Longest common subsequence, trimmed of the common start and end first; texts here are articles, not books.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lengths[i]![j] = midA[i] === midB[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (change: DiffPart["change"], text: string) => {
    const last = parts.at(-1);
    if (last?.change === change) last.text += text;
    else if (text) parts.push({ change, text });
  };
  push("same", a.slice(0, start).join(""));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      push("same", midA[i++]!);
      j++;
    } else if (j < midB.length && (i >= midA.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) push("added", midB[j++]!);
    else push("removed", midA[i++]!);
  }
  push("same", a.slice(endA).join(""));
  return parts;
}

export interface FieldChange {
  /** `slug`, an item field's name, or `en.title`-style for text. */
  name: string;
  lang?: Lang;
  field: string;
  parts: DiffPart[];
}

/** Every field that differs between two snapshots, in the definition's order, with its word diff. */
export function snapshotChanges(kind: ContentKind, before: ContentSnapshot | null, after: ContentSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (name: string, field: string, was: string, now: string, lang?: Lang) => {
    if (was !== now) changes.push({ name, field, lang, parts: diffWords(was, now) });
  };
  compare("slug", "slug", before?.slug ?? "", after.slug);
  for (const field of kind.itemFields) compare(field.name, field.name, String(before?.fields[field.name] ?? ""), String(after.fields[field.name] ?? ""));
  for (const lang of languages)
    for (const field of kind.textFields)
      compare(`${lang}.${field.name}`, field.name, before?.texts[lang]?.[field.name] ?? "", after.texts[lang]?.[field.name] ?? "", lang);
  return changes;
}
