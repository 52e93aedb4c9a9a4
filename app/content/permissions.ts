import type { Lang } from "#app/i18n/language.ts";

/**
 * Who may change what in the content store: one function, so the staff roles (admin, coordinator, editor,
 * translator) are wired to it in one place. Today every signed-in staff member is an administrator.
 */
export type StaffRole = "admin" | "coordinator" | "editor" | "translator";

export interface ContentActor {
  role: StaffRole;
  /** The one language a translator writes. */
  translates?: Lang;
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
  if (actor.role === "admin" || actor.role === "editor") return null;
  if (actor.role !== "translator" || !actor.translates) return "noContentAccess";
  if (change.itemFields || change.publication) return "translatorItem";
  return change.langs.every((lang) => lang === actor.translates) ? null : "otherLanguage";
}
