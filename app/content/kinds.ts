import type { Lang, Localized } from "#app/i18n/language.ts";

/**
 * What staff edit, one definition per kind (news today; events, people, sponsors, school facts and page text
 * later): its fields are declared once, and the editor's form, the zod schema shared by the browser and the
 * action, the preview, the revisions' diff and the public reading all derive from the definition.
 */
export interface TextField {
  name: string;
  /** A one-line input, a plain paragraph, or Markdown (headings, lists, links, emphasis, paragraphs). */
  input: "line" | "paragraph" | "markdown";
  label: Localized;
  hint?: Localized;
  /** Required whenever the language has any text: a language is either absent or complete. */
  required: boolean;
  max: number;
}

export type ItemField =
  | { name: string; input: "date"; label: Localized }
  | { name: string; input: "choice"; label: Localized; options: readonly string[]; optionLabels: Record<string, Localized> }
  | { name: string; input: "flag"; label: Localized; hint: Localized }
  /** A whole number, such as an item's place in its list (smaller first). */
  | { name: string; input: "number"; label: Localized; hint?: Localized; min: number; max: number; initial: number }
  /** Optional contact details and links: empty, or a valid e-mail address, phone number or http(s) address. */
  | { name: string; input: "email" | "tel" | "url"; label: Localized; hint?: Localized };

export interface ContentKind {
  kind: string;
  /**
   * The public list page; an item is at `${path}/${slug}` in English and under /am. Kinds shown only inside
   * other pages (people, sponsors) have none: their slug only names them in the editor and the audit log.
   */
  path?: string;
  label: Localized;
  /** The kind's name in the staff list's tabs (plural); `label` when absent. */
  listLabel?: Localized;
  /** The text field that names an item (lists, slugs, the audit log). */
  titleField: string;
  itemFields: readonly ItemField[];
  textFields: readonly TextField[];
}

/** One language's text of an item: field name → text. */
export type TextValues = Record<string, string>;
/** Non-text fields: dates as YYYY-MM-DD, choices as their key, flags as booleans, numbers as numbers. */
export type ItemValues = Record<string, string | boolean | number>;

/** An item's content as a revision keeps it, and as the editor sends it. A missing language is null. */
export interface ContentSnapshot {
  slug: string;
  fields: ItemValues;
  texts: Record<Lang, TextValues | null>;
}

export type PublicStatus = "draft" | "scheduled" | "published" | "unpublished";
export type TranslationState = "current" | "missing" | "outdated" | "absent";
