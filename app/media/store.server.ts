import type { Lang } from "#app/i18n/language.ts";
import type { ImageFormat } from "#app/media/image-variants.ts";
import type { ProcessedImage } from "#app/media/images.server.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import { bumpPublicChanges, type ContentWriter } from "#app/storage/public-changes.server.ts";

/**
 * The media library's records (migration 0015): an image, its words in both languages, the photo policy's
 * record of guardians' agreement, and its variants' bytes. An image reaches the public only once published,
 * and it can be published only with alt text in both languages and, when it shows children, the guardians'
 * agreement recorded.
 */
export interface MediaTexts {
  alt: string;
  caption: string;
}

export interface MediaItem {
  id: number;
  key: string;
  originalName: string;
  width: number;
  height: number;
  texts: Record<Lang, MediaTexts>;
  /** Where a crop should stay centred, in percent from the left and the top. */
  focal: { x: number; y: number };
  showsChildren: boolean;
  guardiansAgreed: { by: string; at: string } | null;
  status: "draft" | "published";
  uploadedBy: string;
  createdAt: string;
  variants: { fileName: string; format: ImageFormat; width: number; height: number; byteSize: number }[];
}

interface MediaRow extends Record<string, string | number | null> {
  id: number;
  media_key: string;
  original_name: string;
  width: number;
  height: number;
  alt_en: string;
  alt_am: string;
  caption_en: string;
  caption_am: string;
  focal_x: number;
  focal_y: number;
  shows_children: number;
  guardians_agreed_by: string | null;
  guardians_agreed_at: string | null;
  status: string;
  uploaded_by: string;
  created_at: string;
}

interface VariantRow extends Record<string, string | number> {
  media_id: number;
  file_name: string;
  format: string;
  width: number;
  height: number;
  byte_size: number;
}

const toItem = (row: MediaRow, variants: VariantRow[]): MediaItem => ({
  id: Number(row.id),
  key: row.media_key,
  originalName: row.original_name,
  width: row.width,
  height: row.height,
  texts: { en: { alt: row.alt_en, caption: row.caption_en }, am: { alt: row.alt_am, caption: row.caption_am } },
  focal: { x: row.focal_x, y: row.focal_y },
  showsChildren: row.shows_children === 1,
  guardiansAgreed: row.guardians_agreed_by && row.guardians_agreed_at ? { by: row.guardians_agreed_by, at: row.guardians_agreed_at } : null,
  status: row.status === "published" ? "published" : "draft",
  uploadedBy: row.uploaded_by,
  createdAt: row.created_at,
  variants: variants
    .filter((variant) => Number(variant.media_id) === Number(row.id))
    .map((variant) => ({
      fileName: variant.file_name,
      format: variant.format as ImageFormat,
      width: variant.width,
      height: variant.height,
      byteSize: variant.byte_size,
    })),
});

const mediaColumns =
  "id, media_key, original_name, width, height, alt_en, alt_am, caption_en, caption_am, focal_x, focal_y, shows_children, guardians_agreed_by, guardians_agreed_at, status, uploaded_by, created_at";
const variantColumns = "media_id, file_name, format, width, height, byte_size";

/** Keeps a processed upload as a draft, with every variant, in one transaction; the same photo again is kept once. */
export async function storeImage(db: Database, image: ProcessedImage, originalName: string, writer: ContentWriter): Promise<{ id: number; existed: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await tx.get<{ id: number }>("SELECT id FROM media WHERE media_key = ?", [image.key]);
    if (existing) return { id: Number(existing.id), existed: true };
    const now = new Date().toISOString();
    const row = await tx.get<{ id: number }>(
      `INSERT INTO media (media_key, original_name, width, height, status, uploaded_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'draft', ?, ?, ?) RETURNING id`,
      [image.key, originalName.slice(0, 200), image.width, image.height, writer.actor, now, now],
    );
    const id = Number(row?.id);
    for (const variant of image.variants)
      await tx.run("INSERT INTO media_variants (file_name, media_id, format, width, height, byte_size, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)", [
        variant.fileName,
        id,
        variant.format,
        variant.width,
        variant.height,
        variant.bytes.byteLength,
        variant.bytes,
      ]);
    await writer.audit(tx, { action: "media.upload", subject: `media:${id}`, detail: { key: image.key, width: image.width, height: image.height } });
    return { id, existed: false };
  });
}

/** The library, newest first. */
export async function listMedia(q: Queryable): Promise<MediaItem[]> {
  const rows = await q.all<MediaRow>(`SELECT ${mediaColumns} FROM media ORDER BY id DESC`);
  const variants = await q.all<VariantRow>(`SELECT ${variantColumns} FROM media_variants ORDER BY media_id, width, format`);
  return rows.map((row) => toItem(row, variants));
}

export async function loadMedia(q: Queryable, id: number): Promise<MediaItem | undefined> {
  const row = await q.get<MediaRow>(`SELECT ${mediaColumns} FROM media WHERE id = ?`, [id]);
  if (!row) return undefined;
  return toItem(row, await q.all<VariantRow>(`SELECT ${variantColumns} FROM media_variants WHERE media_id = ? ORDER BY width, format`, [id]));
}

export interface MediaDetails {
  texts: Record<Lang, MediaTexts>;
  focal: { x: number; y: number };
  showsChildren: boolean;
  /** Ticked: the guardians of the children shown agreed to publication. Recorded with who ticked it. */
  guardiansAgreed: boolean;
}

/** Why an image cannot be published: each is a staff text `media.unpublishable.*`. */
export type Unpublishable = "altEn" | "altAm" | "guardians";

export function whyUnpublishable(item: Pick<MediaItem, "texts" | "showsChildren" | "guardiansAgreed">): Unpublishable[] {
  const reasons: Unpublishable[] = [];
  if (!item.texts.en.alt.trim()) reasons.push("altEn");
  if (!item.texts.am.alt.trim()) reasons.push("altAm");
  if (item.showsChildren && !item.guardiansAgreed) reasons.push("guardians");
  return reasons;
}

/**
 * Saves an image's words and photo-policy record and, when asked, publishes or unpublishes it. Publishing is
 * refused (nothing saved) while `whyUnpublishable` names a reason; a published image that loses what it needs
 * is taken off the public site.
 */
export async function saveMediaDetails(
  db: Database,
  id: number,
  details: MediaDetails,
  publish: "publish" | "unpublish" | "keep",
  writer: ContentWriter,
): Promise<{ saved: MediaItem } | { refused: Unpublishable[] } | undefined> {
  return db.transaction(async (tx) => {
    const item = await loadMedia(tx, id);
    if (!item) return undefined;
    // The agreement stays recorded with its first author while it stays ticked.
    const guardiansAgreed =
      details.showsChildren && details.guardiansAgreed ? (item.guardiansAgreed ?? { by: writer.actor, at: new Date().toISOString() }) : null;
    const next = { ...item, texts: details.texts, focal: details.focal, showsChildren: details.showsChildren, guardiansAgreed };
    const reasons = whyUnpublishable(next);
    if (publish === "publish" && reasons.length > 0) return { refused: reasons };
    const status = publish === "publish" ? "published" : publish === "unpublish" || reasons.length > 0 ? "draft" : item.status;
    await tx.run(
      `UPDATE media SET alt_en = ?, alt_am = ?, caption_en = ?, caption_am = ?, focal_x = ?, focal_y = ?, shows_children = ?,
       guardians_agreed_by = ?, guardians_agreed_at = ?, status = ?, updated_at = ? WHERE id = ?`,
      [
        details.texts.en.alt,
        details.texts.am.alt,
        details.texts.en.caption,
        details.texts.am.caption,
        details.focal.x,
        details.focal.y,
        details.showsChildren ? 1 : 0,
        guardiansAgreed?.by ?? null,
        guardiansAgreed?.at ?? null,
        status,
        new Date().toISOString(),
        id,
      ],
    );
    // Pages that show it (a cover, an album) are rendered again when it comes or goes, or its words change.
    if (item.status === "published" || status === "published") await bumpPublicChanges(tx);
    // The audit keeps what changed of the record, never the words (they may name children).
    await writer.audit(tx, {
      action: status !== item.status ? `media.${status === "published" ? "publish" : "unpublish"}` : "media.save",
      subject: `media:${id}`,
      detail: { showsChildren: details.showsChildren, guardiansAgreed: guardiansAgreed !== null },
    });
    return { saved: { ...next, status } };
  });
}

/** The published images among `ids`, by id: an image taken off the site since it was chosen is simply absent. */
export async function publishedMedia(q: Queryable, ids: readonly number[]): Promise<Map<number, MediaItem>> {
  const wanted = [...new Set(ids)].filter(Number.isSafeInteger);
  if (!wanted.length) return new Map();
  const marks = wanted.map(() => "?").join(", ");
  const rows = await q.all<MediaRow>(`SELECT ${mediaColumns} FROM media WHERE status = 'published' AND id IN (${marks})`, wanted);
  if (!rows.length) return new Map();
  const variants = await q.all<VariantRow>(
    `SELECT ${variantColumns} FROM media_variants WHERE media_id IN (${rows.map(() => "?").join(", ")}) ORDER BY width, format`,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [Number(row.id), toItem(row, variants)]));
}

/** Every published image, newest first: what the content editor's picker offers. */
export async function listPublishedMedia(q: Queryable): Promise<MediaItem[]> {
  return (await listMedia(q)).filter((item) => item.status === "published");
}

/** A variant's bytes and type: only of a published image, unless `drafts` (the staff area's previews). */
export async function mediaFile(q: Queryable, fileName: string, { drafts = false } = {}): Promise<{ bytes: Uint8Array; format: ImageFormat } | undefined> {
  const row = await q.get<{ bytes: Uint8Array; format: string }>(
    `SELECT v.bytes, v.format FROM media_variants v JOIN media m ON m.id = v.media_id WHERE v.file_name = ?${drafts ? "" : " AND m.status = 'published'"}`,
    [fileName],
  );
  return row && { bytes: row.bytes, format: row.format as ImageFormat };
}
