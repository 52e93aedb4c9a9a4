import { type ContentSnapshot, hasItemPages, type ItemValues, type PublicStatus, type TextValues, type TranslationState } from "#app/content/kinds.ts";
import { type ContentKindName, contentKinds } from "#app/content/registry.ts";
import { hasEnded, occurrences } from "#app/content/span.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import { bumpPublicChanges, type ContentWriter } from "#app/storage/public-changes.server.ts";

/**
 * The content store (tables of migration 0006): items of every kind with their text per language, revisions,
 * old slugs, drafts and the translation state. Staff routes write through `saveItem`, which checks the
 * version the editor started from (two people never overwrite each other silently), keeps a revision of
 * every change and calls the caller's audit log in the same transaction; public pages read only published
 * items whose time has come.
 */

export type Publication = "draft" | "published" | "unpublished";

export interface TextState {
  fields: TextValues;
  revision: number;
  /** The other language's text this one was written from or confirmed against. */
  sourceFields: TextValues | null;
  translation: TranslationState;
}

export interface ContentItem {
  id: number;
  kind: ContentKindName;
  slug: string;
  fields: ItemValues;
  status: Publication;
  publishAt: string | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  texts: Record<Lang, TextState | null>;
}

/** The editor's form as it was typed (input name → value), complete or not. */
export type DraftValues = Record<string, string>;

export interface ContentDraft {
  baseVersion: number;
  values: DraftValues;
  savedAt: string;
  savedBy: string | null;
}

interface ItemRow extends Record<string, string | number | null> {
  id: number;
  kind: string;
  slug: string;
  fields: string;
  status: string;
  publish_at: string | null;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

interface TextRow extends Record<string, string | number | null> {
  item_id: number;
  lang: string;
  fields: string;
  revision: number;
  source_revision: number | null;
  source_fields: string | null;
}

const itemColumns = "id, kind, slug, fields, status, publish_at, version, updated_at, updated_by";
const textColumns = "item_id, lang, fields, revision, source_revision, source_fields";

const other = (lang: Lang): Lang => (lang === "en" ? "am" : "en");
const sameText = (a: TextValues | null | undefined, b: TextValues | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a language's text is missing, current, or older than the other language's latest change. */
function translationOf(own: TextRow | undefined, otherRow: TextRow | undefined): TranslationState {
  if (!own) return otherRow ? "missing" : "absent";
  if (!otherRow) return "current";
  return Number(own.source_revision ?? 0) < Number(otherRow.revision) ? "outdated" : "current";
}

function toItem(row: ItemRow, textRows: TextRow[]): ContentItem {
  const byLang = (lang: Lang) => textRows.find((text) => text.lang === lang);
  const texts = Object.fromEntries(
    languages.map((lang) => {
      const row = byLang(lang);
      if (!row) return [lang, null];
      return [
        lang,
        {
          fields: JSON.parse(row.fields) as TextValues,
          revision: Number(row.revision),
          sourceFields: row.source_fields ? (JSON.parse(row.source_fields) as TextValues) : null,
          translation: translationOf(row, byLang(other(lang))),
        },
      ];
    }),
  ) as Record<Lang, TextState | null>;
  return {
    id: Number(row.id),
    kind: row.kind as ContentKindName,
    slug: row.slug,
    fields: JSON.parse(row.fields) as ItemValues,
    status: row.status as Publication,
    publishAt: row.publish_at,
    version: Number(row.version),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    texts,
  };
}

async function itemsWhere(q: Queryable, where: string, params: (string | number)[]): Promise<ContentItem[]> {
  const rows = await q.all<ItemRow>(`SELECT ${itemColumns} FROM content_items WHERE ${where}`, params);
  if (!rows.length) return [];
  const texts = await q.all<TextRow>(`SELECT ${textColumns} FROM content_texts WHERE item_id IN (SELECT id FROM content_items WHERE ${where})`, params);
  return rows.map((row) =>
    toItem(
      row,
      texts.filter((text) => Number(text.item_id) === Number(row.id)),
    ),
  );
}

export async function loadItem(q: Queryable, id: number): Promise<ContentItem | undefined> {
  return (await itemsWhere(q, "id = ?", [id]))[0];
}

export const snapshotOf = (item: Pick<ContentItem, "slug" | "fields" | "texts">): ContentSnapshot => ({
  slug: item.slug,
  fields: item.fields,
  texts: { en: item.texts.en?.fields ?? null, am: item.texts.am?.fields ?? null },
});

/** Draft, scheduled (published, but its time has not come), published or unpublished, at `now`. */
export function publicStatus(item: Pick<ContentItem, "status" | "publishAt">, now: Date): PublicStatus {
  if (item.status !== "published") return item.status;
  return item.publishAt && item.publishAt > now.toISOString() ? "scheduled" : "published";
}

/** Every item of a kind for the staff list: newest date first, or by their `order` (people, sponsors). */
export async function listItems(q: Queryable, kind: ContentKindName): Promise<ContentItem[]> {
  const items = await itemsWhere(q, "kind = ?", [kind]);
  return items.sort(
    (a, b) =>
      Number(a.fields.order ?? 0) - Number(b.fields.order ?? 0) ||
      String(b.fields.date ?? b.updatedAt).localeCompare(String(a.fields.date ?? a.updatedAt)) ||
      b.id - a.id,
  );
}

/** Items whose text in one language is missing or older than the other's latest change, for the dashboard. */
export async function translationQueue(q: Queryable): Promise<ContentItem[]> {
  const items = await itemsWhere(q, "id IN (SELECT item_id FROM content_texts)", []);
  return items.filter((item) => languages.some((lang) => ["missing", "outdated"].includes(item.texts[lang]?.translation ?? "missing")) && hasAnyText(item));
}

const hasAnyText = (item: ContentItem) => languages.some((lang) => item.texts[lang]);

// --- Writing ------------------------------------------------------------------------------------------------

export type SaveAction = "create" | "save" | "publish" | "schedule" | "unpublish" | "restore" | "confirm";

export interface SaveRequest {
  kind: ContentKindName;
  /** Undefined to create a new item. */
  id?: number;
  /** The version the editor started from; a different current version is a conflict. */
  baseVersion?: number;
  snapshot: ContentSnapshot;
  action: SaveAction;
  /** For publish and schedule: when the item becomes public (ISO UTC). */
  publishAt?: string;
  /** For confirm: the language whose translation is confirmed as matching the other. */
  confirm?: Lang;
  now?: Date;
}

export type SaveResult =
  | { outcome: "saved"; id: number; version: number; slug: string }
  | { outcome: "slugTaken" }
  | { outcome: "missing" }
  | { outcome: "conflict"; current: ContentItem; mine: ContentSnapshot };

async function writeTexts(q: Queryable, itemId: number, before: ContentItem | undefined, snapshot: ContentSnapshot, at: string, confirm?: Lang) {
  const revisions: Partial<Record<Lang, number>> = {};
  const changed: Partial<Record<Lang, boolean>> = {};
  for (const lang of languages) {
    const was = before?.texts[lang];
    const now = snapshot.texts[lang];
    changed[lang] = !sameText(was?.fields, now);
    if (now) revisions[lang] = changed[lang] ? (was?.revision ?? 0) + 1 : (was?.revision ?? 1);
  }
  for (const lang of languages) {
    const now = snapshot.texts[lang];
    const was = before?.texts[lang];
    if (!now) {
      if (was) await q.run("DELETE FROM content_texts WHERE item_id = ? AND lang = ?", [itemId, lang]);
      continue;
    }
    const otherLang = other(lang);
    const otherText = snapshot.texts[otherLang];
    // A text written (or confirmed) now matches the other language as it is now; so does the original
    // when its first translation appears. Otherwise it keeps what it was written from.
    const matchesOther = changed[lang] || confirm === lang || (otherText && !before?.texts[otherLang]);
    const sourceRevision = matchesOther ? (revisions[otherLang] ?? null) : (await sourceOf(q, itemId, lang)).revision;
    const sourceFields = matchesOther ? (otherText ? JSON.stringify(otherText) : null) : (await sourceOf(q, itemId, lang)).fields;
    await q.run(
      `INSERT INTO content_texts (item_id, lang, fields, revision, source_revision, source_fields, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (item_id, lang) DO UPDATE SET fields = excluded.fields, revision = excluded.revision, source_revision = excluded.source_revision,
         source_fields = excluded.source_fields, updated_at = CASE WHEN content_texts.fields = excluded.fields THEN content_texts.updated_at ELSE excluded.updated_at END`,
      [itemId, lang, JSON.stringify(now), revisions[lang] ?? 1, sourceRevision, sourceFields, at],
    );
  }
  return languages.filter((lang) => changed[lang]);
}

async function sourceOf(q: Queryable, itemId: number, lang: Lang) {
  const row = await q.get<{ source_revision: number | null; source_fields: string | null }>(
    "SELECT source_revision, source_fields FROM content_texts WHERE item_id = ? AND lang = ?",
    [itemId, lang],
  );
  return { revision: row?.source_revision ?? null, fields: row?.source_fields ?? null };
}

/** A slug in use by another item of the kind, now or as an old address. */
async function slugOwner(q: Queryable, kind: string, slug: string): Promise<number | undefined> {
  const row = await q.get<{ id: number }>("SELECT id FROM content_items WHERE kind = ? AND slug = ?", [kind, slug]);
  return row ? Number(row.id) : undefined;
}

/**
 * Creates or changes an item, in one transaction: the version check, the item, its texts and their
 * translation state, the old slug kept for redirects, a revision with the full snapshot, the draft
 * cleared, the public-change counter and the audit log. A stale `baseVersion` changes nothing but keeps
 * the text that lost as a revision marked "conflict", so both texts survive.
 */
export async function saveItem(db: Database, request: SaveRequest, writer: ContentWriter): Promise<SaveResult> {
  const now = (request.now ?? new Date()).toISOString();
  const { snapshot, kind } = request;
  return db.transaction(async (tx) => {
    const before = request.id === undefined ? undefined : await loadItem(tx, request.id);
    if (request.id !== undefined && (!before || before.kind !== kind)) return { outcome: "missing" };
    if (before && request.baseVersion !== undefined && request.baseVersion !== before.version) {
      await tx.run("INSERT INTO content_revisions (item_id, version, at, actor, action, snapshot) VALUES (?, ?, ?, ?, 'conflict', ?)", [
        before.id,
        before.version,
        now,
        writer.actor,
        JSON.stringify({ ...snapshot, status: before.status, publishAt: before.publishAt }),
      ]);
      await writer.audit(tx, {
        action: "content.conflict",
        subject: `${kind}/${before.slug}`,
        detail: { version: before.version, tried: request.baseVersion },
      });
      return { outcome: "conflict", current: before, mine: snapshot };
    }
    const owner = await slugOwner(tx, kind, snapshot.slug);
    if (owner !== undefined && owner !== before?.id) return { outcome: "slugTaken" };

    const status: Publication =
      request.action === "publish" || request.action === "schedule"
        ? "published"
        : request.action === "unpublish"
          ? "unpublished"
          : (before?.status ?? "draft");
    const publishAt = request.action === "publish" ? now : request.action === "schedule" ? (request.publishAt ?? now) : (before?.publishAt ?? null);
    const version = (before?.version ?? 0) + 1;
    let id: number;
    if (before) {
      id = before.id;
      await tx.run("UPDATE content_items SET slug = ?, fields = ?, status = ?, publish_at = ?, version = ?, updated_at = ?, updated_by = ? WHERE id = ?", [
        snapshot.slug,
        JSON.stringify(snapshot.fields),
        status,
        publishAt,
        version,
        now,
        writer.actor,
        id,
      ]);
      if (before.slug !== snapshot.slug) {
        await tx.run("DELETE FROM content_slugs WHERE kind = ? AND slug IN (?, ?)", [kind, before.slug, snapshot.slug]);
        await tx.run("INSERT INTO content_slugs (kind, slug, item_id) VALUES (?, ?, ?)", [kind, before.slug, id]);
      }
    } else {
      const row = await tx.get<{ id: number }>(
        "INSERT INTO content_items (kind, slug, fields, status, publish_at, version, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        [kind, snapshot.slug, JSON.stringify(snapshot.fields), status, publishAt, version, now, now, writer.actor],
      );
      id = Number(row?.id);
      await tx.run("DELETE FROM content_slugs WHERE kind = ? AND slug = ?", [kind, snapshot.slug]);
    }
    const changedLangs = await writeTexts(tx, id, before, snapshot, now, request.confirm);
    await tx.run("INSERT INTO content_revisions (item_id, version, at, actor, action, snapshot) VALUES (?, ?, ?, ?, ?, ?)", [
      id,
      version,
      now,
      writer.actor,
      before ? request.action : "create",
      JSON.stringify({ ...snapshot, status, publishAt }),
    ]);
    await tx.run("DELETE FROM content_drafts WHERE item_id = ?", [id]);
    if (before?.status === "published" || status === "published") await bumpPublicChanges(tx);
    await writer.audit(tx, {
      action: `content.${before ? request.action : "create"}`,
      subject: `${kind}/${snapshot.slug}`,
      detail: {
        version,
        languages: changedLangs.join(",") || null,
        ...(before && before.slug !== snapshot.slug ? { oldSlug: before.slug } : {}),
        ...(request.action === "schedule" ? { publishAt } : {}),
        ...(request.confirm ? { confirmed: request.confirm } : {}),
      },
    });
    return { outcome: "saved", id, version, slug: snapshot.slug };
  });
}

// --- Drafts ---------------------------------------------------------------------------------------------------

/** The editor's autosave: the item's unsaved text, kept on the server (never public) until it is saved. */
export async function saveDraft(db: Database, id: number, baseVersion: number, values: DraftValues, by: string, now = new Date()) {
  const savedAt = now.toISOString();
  const changed = await db.run(
    `INSERT INTO content_drafts (item_id, base_version, snapshot, saved_at, saved_by) SELECT id, ?, ?, ?, ? FROM content_items WHERE id = ?
     ON CONFLICT (item_id) DO UPDATE SET base_version = excluded.base_version, snapshot = excluded.snapshot, saved_at = excluded.saved_at, saved_by = excluded.saved_by`,
    [baseVersion, JSON.stringify(values), savedAt, by, id],
  );
  return changed > 0 ? { savedAt } : undefined;
}

export async function loadDraft(q: Queryable, id: number): Promise<ContentDraft | undefined> {
  const row = await q.get<{ base_version: number; snapshot: string; saved_at: string; saved_by: string | null }>(
    "SELECT base_version, snapshot, saved_at, saved_by FROM content_drafts WHERE item_id = ?",
    [id],
  );
  return row && { baseVersion: Number(row.base_version), values: JSON.parse(row.snapshot) as DraftValues, savedAt: row.saved_at, savedBy: row.saved_by };
}

/** Removes an item's draft as it was read (saved at `savedAt`), not one saved since. */
export const discardDraft = (db: Database, id: number, savedAt: string) =>
  db.run("DELETE FROM content_drafts WHERE item_id = ? AND saved_at = ?", [id, savedAt]);

// --- Revisions ---------------------------------------------------------------------------------------------------

export interface Revision {
  id: number;
  version: number;
  at: string;
  actor: string | null;
  action: SaveAction | "conflict";
  snapshot: ContentSnapshot & { status: Publication; publishAt: string | null };
}

type RevisionRow = { id: number; version: number; at: string; actor: string | null; action: string; snapshot: string };
const revisionColumns = "id, version, at, actor, action, snapshot";
const toRevision = (row: RevisionRow): Revision => ({
  id: Number(row.id),
  version: Number(row.version),
  at: row.at,
  actor: row.actor,
  action: row.action as Revision["action"],
  snapshot: JSON.parse(row.snapshot) as Revision["snapshot"],
});

/** An item's revisions, newest first: all of them, or one page. */
export async function listRevisions(q: Queryable, itemId: number, page?: { limit: number; offset: number }): Promise<Revision[]> {
  const rows = await q.all<RevisionRow>(
    `SELECT ${revisionColumns} FROM content_revisions WHERE item_id = ? ORDER BY id DESC${page ? " LIMIT ? OFFSET ?" : ""}`,
    page ? [itemId, page.limit, page.offset] : [itemId],
  );
  return rows.map(toRevision);
}

export async function countRevisions(q: Queryable, itemId: number): Promise<number> {
  const row = await q.get<{ count: number }>("SELECT COUNT(*) AS count FROM content_revisions WHERE item_id = ?", [itemId]);
  return Number(row?.count ?? 0);
}

/**
 * What a revision is compared with: a conflict with the version it lost to, every other revision with the one
 * saved before it (saved versions only grow, so both are the newest earlier saved one of at most its version).
 */
export async function revisionBefore(q: Queryable, itemId: number, revision: Pick<Revision, "id" | "version">): Promise<Revision | undefined> {
  const row = await q.get<RevisionRow>(
    `SELECT ${revisionColumns} FROM content_revisions WHERE item_id = ? AND id < ? AND action <> 'conflict' AND version <= ? ORDER BY id DESC LIMIT 1`,
    [itemId, revision.id, revision.version],
  );
  return row && toRevision(row);
}

/** Puts an earlier revision's content back, as a new revision (publication unchanged). */
export async function restoreRevision(db: Database, itemId: number, revisionId: number, baseVersion: number, writer: ContentWriter): Promise<SaveResult> {
  const revision = (await listRevisions(db, itemId)).find((each) => each.id === revisionId);
  const item = await loadItem(db, itemId);
  if (!revision || !item) return { outcome: "missing" };
  const { slug, fields, texts } = revision.snapshot;
  return saveItem(db, { kind: item.kind, id: itemId, baseVersion, snapshot: { slug, fields, texts }, action: "restore" }, writer);
}

// --- Public reading -----------------------------------------------------------------------------------------------

export interface PublishedItem {
  id: number;
  slug: string;
  fields: ItemValues;
  texts: Record<Lang, TextValues | null>;
  /** Raised by every save: a calendar file's SEQUENCE. */
  version: number;
  updatedAt: string;
  /** When it became public: an annual event's first year (app/content/span.ts, `occurrences`). */
  publishAt: string;
}

/** A published item's text in the page's language, or in the other one while it is not translated (`textLang` says which). */
export function textInLanguage(item: Pick<PublishedItem, "texts">, lang: Lang): { text: TextValues; textLang: Lang | undefined } {
  const own = item.texts[lang];
  if (own) return { text: own, textLang: undefined };
  return { text: item.texts[other(lang)] ?? {}, textLang: other(lang) };
}

const toPublished = (item: ContentItem): PublishedItem => ({
  id: item.id,
  slug: item.slug,
  fields: item.fields,
  texts: snapshotOf(item).texts,
  version: item.version,
  updatedAt: item.updatedAt,
  // Never null here: only items published by `now` are read.
  publishAt: item.publishAt ?? item.updatedAt,
});

const published = (kind: ContentKindName, now: Date): [string, (string | number)[]] => [
  "kind = ? AND status = 'published' AND publish_at <= ?",
  [kind, now.toISOString()],
];

/** The items of a kind the public sees at `now`. */
export async function publishedItems(q: Queryable, kind: ContentKindName, now = new Date()): Promise<PublishedItem[]> {
  const [where, params] = published(kind, now);
  return (await itemsWhere(q, where, params)).map(toPublished);
}

/** A published item by its slug; an old slug gives the current one to redirect to. */
export async function findPublished(
  q: Queryable,
  kind: ContentKindName,
  slug: string,
  now = new Date(),
): Promise<{ item: PublishedItem } | { redirectTo: string } | undefined> {
  const [where, params] = published(kind, now);
  const item = (await publishedItems(q, kind, now)).find((each) => each.slug === slug);
  if (item) return { item };
  const moved = await q.get<{ slug: string }>(
    `SELECT slug FROM content_items WHERE id = (SELECT item_id FROM content_slugs WHERE kind = ? AND slug = ?) AND ${where}`,
    [kind, slug, ...params],
  );
  return moved ? { redirectTo: moved.slug } : undefined;
}

/** One entry of a kind with fixed entries (school facts, contact facts), as the public sees it at `now`. */
export async function publishedEntry(q: Queryable, kind: ContentKindName, slug: string, now = new Date()): Promise<PublishedItem | undefined> {
  const [where, params] = published(kind, now);
  const item = (await itemsWhere(q, `${where} AND slug = ?`, [...params, slug]))[0];
  return item && toPublished(item);
}

/** Every public URL of every kind's published items, in both languages (the sitemap, the render cache). */
export async function publishedPaths(q: Queryable, now = new Date()): Promise<string[]> {
  const paths: string[] = [];
  for (const kind of Object.values(contentKinds)) {
    if (!hasItemPages(kind)) continue;
    for (const item of await publishedItems(q, kind.kind, now)) paths.push(...languages.map((lang) => localizePath(`${kind.path}/${item.slug}`, lang)));
  }
  return paths;
}

/** The old addresses of published items, in both languages: each answers 301 to the item's current one. */
export async function movedPaths(q: Queryable, now = new Date()): Promise<string[]> {
  const paths: string[] = [];
  for (const kind of Object.values(contentKinds)) {
    if (!hasItemPages(kind)) continue;
    const rows = await q.all<{ slug: string }>(
      "SELECT s.slug FROM content_slugs s JOIN content_items i ON i.id = s.item_id WHERE s.kind = ? AND i.status = 'published' AND i.publish_at <= ?",
      [kind.kind, now.toISOString()],
    );
    for (const { slug } of rows) paths.push(...languages.map((lang) => localizePath(`${kind.path}/${slug}`, lang)));
  }
  return paths;
}

/**
 * A string that changes whenever what the public sees may have changed: every publish, unpublish, change
 * of a published item or its slug (counted in the same transaction), and every scheduled item whose time
 * has come by `now`, and every event that has ended by `now` (it moves to the archive), each year's feast day
 * of an annual one too (its pages then show next year's date). A few indexed reads, cheap enough to ask every
 * second.
 */
export async function publicationStamp(q: Queryable, now = new Date()): Promise<string> {
  const changes = await q.get<{ changes: number }>("SELECT changes FROM content_public_changes WHERE id = 1");
  const arrived = await q.get<{ n: number }>("SELECT COUNT(*) AS n FROM content_items WHERE status = 'published' AND publish_at <= ?", [now.toISOString()]);
  return `${Number(changes?.changes ?? 0)}.${Number(arrived?.n ?? 0)}.${await endedCount(q, now)}`;
}

/**
 * How many times published items that span time (events) have ended by `now`, an annual one's once a year: a page
 * listing them changes as each ends.
 */
async function endedCount(q: Queryable, now: Date): Promise<number> {
  let ended = 0;
  for (const kind of Object.values(contentKinds)) {
    if (!("span" in kind)) continue;
    const rows = await q.all<{ fields: string; publish_at: string }>(
      "SELECT fields, publish_at FROM content_items WHERE kind = ? AND status = 'published' AND publish_at <= ?",
      [kind.kind, now.toISOString()],
    );
    for (const row of rows)
      ended += occurrences(kind, JSON.parse(row.fields) as ItemValues, row.publish_at, now).filter((fields) => hasEnded(kind, fields, now)).length;
  }
  return ended;
}
