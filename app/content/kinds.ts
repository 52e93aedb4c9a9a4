import type { Lang, Localized } from "#app/i18n/language.ts";

/**
 * What staff edit, one definition per kind (news, events, people, sponsors, school and contact facts, page
 * text): its fields are declared once, and the editor's form, the zod schema shared by the browser and the
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
  /**
   * Markdown whose page shows images of the media library on lines of their own (`![](media:12)`, app/content/markdown.ts):
   * the editor offers them, the action accepts only published ones.
   */
  images?: boolean;
}

export type ItemField =
  /** A day, YYYY-MM-DD; an optional one may be left empty. */
  | { name: string; input: "date"; label: Localized; hint?: Localized; optional?: boolean }
  /** A wall-clock time, 24-hour "HH:MM" (in the organisation's time zone); an optional one may be left empty. */
  | { name: string; input: "time"; label: Localized; hint?: Localized; optional?: boolean }
  /** A whole number between min and max (a place in a list, a capacity); a new item starts at `initial`, or `min`. */
  | { name: string; input: "number"; label: Localized; hint?: Localized; min: number; max: number; initial?: number }
  /** One line that is the same in both languages (a street address, a postcode). */
  | { name: string; input: "text"; label: Localized; hint?: Localized; max: number }
  /**
   * Contact details and links: an e-mail address, a phone number as people dial it (digits, spaces, brackets,
   * dashes, an optional leading +), or an http(s) address; an optional one may be left empty.
   */
  | { name: string; input: "email" | "phone" | "url"; label: Localized; hint?: Localized; optional?: boolean }
  | { name: string; input: "choice"; label: Localized; hint?: Localized; options: readonly string[]; optionLabels: Record<string, Localized> }
  | { name: string; input: "flag"; label: Localized; hint: Localized }
  /**
   * Published images of the media library (app/media/), kept by their ids: one (a cover, a photo, a logo; an
   * optional one may be left empty) or an ordered set (an album's photos, at least `min`, at most `max`). The
   * schema checks the form of the value; the action checks that each image is published (the schema cannot
   * read the library), and the public pages show only images still published.
   */
  | { name: string; input: "image"; label: Localized; hint?: Localized; optional?: boolean }
  | { name: string; input: "images"; label: Localized; hint?: Localized; min: number; max: number };

/** The cover photo of an article or an event: shown large on its page and small on the cards that list it. */
export const coverImageField = {
  name: "cover",
  input: "image",
  optional: true,
  label: { en: "Cover photo (optional)", am: "የሽፋን ፎቶ (አማራጭ)" },
} as const satisfies ItemField;

/** The media ids an image field holds: "12" or, for several, "12,5,7" in their order. */
export const imageIdsOf = (value: string | number | boolean | undefined): number[] =>
  String(value ?? "")
    .split(",")
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

/** The item fields of a kind that hold images. */
export const imageFieldsOf = (kind: Pick<ContentKind, "itemFields">) =>
  kind.itemFields.filter((field): field is Extract<ItemField, { input: "image" | "images" }> => field.input === "image" || field.input === "images");

export interface ContentKind {
  kind: string;
  /**
   * The public list page; an item is at `${path}/${slug}` in English and under /am. Kinds shown only inside
   * other pages (people, sponsors) have none: their slug only names them in the editor and the audit log.
   */
  path?: string;
  /** Addresses under `path` that are pages of their own (/events/calendar): no item may take them. */
  reservedSlugs?: readonly string[];
  label: Localized;
  /** The kind's name in the staff list's tabs (plural); `label` when absent. */
  listLabel?: Localized;
  /** The text field that names an item (lists, slugs, the audit log). */
  titleField: string;
  itemFields: readonly ItemField[];
  textFields: readonly TextField[];
  /**
   * Item fields that make a span of time: its end (or, without an end date, its start day) is not before its start.
   * `feast` names a choice field of annual feasts (app/i18n/ethiopian-calendar.ts): an item that chooses one takes
   * place on the feast's day every year, its dates computed for each year (app/content/span.ts), never typed.
   */
  span?: { startDate: string; startTime?: string; endDate?: string; endTime?: string; feast?: string };
  /**
   * A fixed set of entries (school facts, contact facts, page text blocks) rather than items staff create:
   * their slugs. Staff edit and publish them, but cannot create, delete, unpublish or re-address them, and
   * they have no page of their own (`path` is the page that shows them, where the editor's "view" link goes).
   */
  fixed?: readonly string[];
  /**
   * Fixed entries that each belong to a page of their own (page text): that page, where the editor's "view" link
   * goes instead of `path`, and the entry's name in the staff list (the kind's label names a kind's only entry).
   */
  entries?: Readonly<Record<string, { path: string; label: Localized }>>;
}

/** Whether a kind's items have public pages of their own, at `${path}/${slug}` (not people, sponsors or fixed entries). */
export const hasItemPages = (kind: ContentKind): kind is ContentKind & { path: string } => kind.path !== undefined && !kind.fixed;

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
