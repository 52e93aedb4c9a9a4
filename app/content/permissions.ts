import type { Lang } from "#app/i18n/language.ts";

/**
 * Who may change what in the content store: one function. The staff area grants these from its roles
 * (app/staff/shared/permissions.ts: editors and administrators edit, a translator writes one language).
 */
export interface ContentActor {
  /** Create, publish, unpublish and change every text and field. */
  edits: boolean;
  /** Without `edits`: the one language whose text they may change. */
  translates?: Lang | null;
}

export interface ContentChange {
  /** Languages whose text the change writes (or confirms as translated). */
  langs: readonly Lang[];
  /** Slug, date, category, featured, …: the item itself. */
  itemFields: boolean;
  /** Create, publish, schedule, unpublish, restore. */
  publication: boolean;
}

export type ContentRefusal = "noContentAccess" | "otherLanguage" | "translatorItem";

/** Why `actor` may not make `change`, or null when they may. */
export function contentRefusal(actor: ContentActor, change: ContentChange): ContentRefusal | null {
  if (actor.edits) return null;
  if (!actor.translates) return "noContentAccess";
  if (change.itemFields || change.publication) return "translatorItem";
  return change.langs.every((lang) => lang === actor.translates) ? null : "otherLanguage";
}
