import { type Lang, languages } from "#app/i18n/language.ts";
import {
  type DocumentFields,
  type DocumentKind,
  type DocumentUnpublishable,
  documentKinds,
  downloadGroups,
  whyDocumentUnpublishable,
} from "#app/media/documents.ts";
import { loadMedia, type MediaItem } from "#app/media/store.server.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";

/**
 * Documents' records and files (migration 0017, decision 34): a magazine issue or a download, its words in both
 * languages and a PDF per language, all in the database. A document reaches the public once published, and only
 * with what `whyDocumentUnpublishable` asks for.
 */
export interface DocumentFileInfo {
  fileName: string;
  originalName: string;
  byteSize: number;
}

export interface DocumentRecord extends DocumentFields {
  id: number;
  status: "draft" | "published";
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  files: Partial<Record<Lang, DocumentFileInfo>>;
}

/** A checked PDF for one language (`checkPdf`), with the name it was uploaded under. */
export interface DocumentUpload {
  fileName: string;
  originalName: string;
  bytes: Uint8Array;
}

interface DocumentRow extends Record<string, string | number | null> {
  id: number;
  kind: string;
  download_group: string | null;
  issue_date: string | null;
  title_en: string;
  title_am: string;
  description_en: string;
  description_am: string;
  cover_media_key: string | null;
  status: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

interface FileRow extends Record<string, string | number> {
  document_id: number;
  lang: string;
  file_name: string;
  original_name: string;
  byte_size: number;
}

const documentColumns =
  "id, kind, download_group, issue_date, title_en, title_am, description_en, description_am, cover_media_key, status, created_by, created_at, updated_at";
const fileColumns = "document_id, lang, file_name, original_name, byte_size";

const toRecord = (row: DocumentRow, files: FileRow[]): DocumentRecord => ({
  id: Number(row.id),
  kind: documentKinds.find((kind) => kind === row.kind) ?? "download",
  group: downloadGroups.find((group) => group === row.download_group) ?? null,
  issueDate: row.issue_date,
  texts: { en: { title: row.title_en, description: row.description_en }, am: { title: row.title_am, description: row.description_am } },
  coverKey: row.cover_media_key,
  status: row.status === "published" ? "published" : "draft",
  createdBy: row.created_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  files: Object.fromEntries(
    files
      .filter((file) => Number(file.document_id) === Number(row.id))
      .map((file) => [file.lang, { fileName: file.file_name, originalName: file.original_name, byteSize: Number(file.byte_size) }]),
  ),
});

async function recordsWhere(q: Queryable, where: string, params: (string | number)[], order: string): Promise<DocumentRecord[]> {
  const rows = await q.all<DocumentRow>(`SELECT ${documentColumns} FROM documents ${where} ORDER BY ${order}`, params);
  if (rows.length === 0) return [];
  const files = await q.all<FileRow>(`SELECT ${fileColumns} FROM document_files WHERE document_id IN (SELECT id FROM documents ${where})`, params);
  return rows.map((row) => toRecord(row, files));
}

/** Every document, newest first: the staff list. */
export const listDocuments = (q: Queryable) => recordsWhere(q, "", [], "id DESC");

export async function loadDocument(q: Queryable, id: number): Promise<DocumentRecord | undefined> {
  return (await recordsWhere(q, "WHERE id = ?", [id], "id"))[0];
}

/** The published documents of a kind: magazine issues newest issue first, downloads in the order they were added. */
export const publishedDocuments = (q: Queryable, kind: DocumentKind) =>
  recordsWhere(q, "WHERE status = 'published' AND kind = ?", [kind], kind === "magazine" ? "issue_date DESC, id DESC" : "id");

/**
 * Creates a document (no `id`) or saves one, with the files chosen for it, and publishes or unpublishes it when
 * asked, all in one transaction. Publishing is refused, and nothing saved, while a reason remains; a published
 * document that loses what it needs goes back to being a draft. The audit log records what happened and to which
 * languages' files, never the words.
 */
export async function saveDocument(
  db: Database,
  id: number | undefined,
  fields: DocumentFields,
  /** A new file for a language, or "remove" to take that language's file away. */
  uploads: Partial<Record<Lang, DocumentUpload | "remove">>,
  publish: "publish" | "unpublish" | "keep",
  writer: ContentWriter,
): Promise<{ saved: DocumentRecord } | { refused: DocumentUnpublishable[] } | undefined> {
  return db.transaction(async (tx) => {
    const before = id === undefined ? undefined : await loadDocument(tx, id);
    if (id !== undefined && !before) return undefined;
    const withFiles = languages.filter((lang) => (uploads[lang] && uploads[lang] !== "remove") || (before?.files[lang] && uploads[lang] !== "remove"));
    const reasons = whyDocumentUnpublishable(fields, withFiles);
    if (publish === "publish" && reasons.length > 0) return { refused: reasons };
    const status = publish === "publish" ? "published" : publish === "unpublish" || reasons.length > 0 ? "draft" : (before?.status ?? "draft");
    const now = new Date().toISOString();
    const values = [
      fields.kind,
      fields.kind === "download" ? fields.group : null,
      fields.kind === "magazine" ? fields.issueDate : null,
      fields.texts.en.title,
      fields.texts.am.title,
      fields.texts.en.description,
      fields.texts.am.description,
      fields.coverKey,
      status,
      now,
    ];
    let documentId: number;
    if (before) {
      documentId = before.id;
      await tx.run(
        `UPDATE documents SET kind = ?, download_group = ?, issue_date = ?, title_en = ?, title_am = ?, description_en = ?, description_am = ?,
         cover_media_key = ?, status = ?, updated_at = ? WHERE id = ?`,
        [...values, documentId],
      );
    } else {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO documents (kind, download_group, issue_date, title_en, title_am, description_en, description_am, cover_media_key, status, updated_at,
         created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [...values, writer.actor, now],
      );
      documentId = Number(row?.id);
    }
    const removed = languages.filter((lang) => uploads[lang] === "remove");
    for (const lang of removed) await tx.run("DELETE FROM document_files WHERE document_id = ? AND lang = ?", [documentId, lang]);
    const added = languages.flatMap((lang) => {
      const upload = uploads[lang];
      return upload && upload !== "remove" ? [{ lang, upload }] : [];
    });
    for (const { lang, upload } of added)
      await tx.run(
        `INSERT INTO document_files (document_id, lang, file_name, original_name, byte_size, bytes) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (document_id, lang) DO UPDATE SET file_name = excluded.file_name, original_name = excluded.original_name,
           byte_size = excluded.byte_size, bytes = excluded.bytes`,
        [documentId, lang, upload.fileName, upload.originalName.slice(0, 200), upload.bytes.byteLength, upload.bytes],
      );
    // Which languages' files came or went, never the words (a form's title may name a family).
    const detail = { kind: fields.kind, files: added.map((each) => each.lang).join(" "), removed: removed.join(" "), status };
    const action = !before ? "document.upload" : status !== before.status ? `document.${status === "published" ? "publish" : "unpublish"}` : "document.save";
    await writer.audit(tx, { action, subject: `document:${documentId}`, detail });
    // A new document created straight to "published" is recorded as uploaded and published.
    if (!before && status === "published") await writer.audit(tx, { action: "document.publish", subject: `document:${documentId}`, detail });
    return { saved: (await loadDocument(tx, documentId)) as DocumentRecord };
  });
}

/** A file's bytes and the document's words, for its HTTP answer: only of a published document, unless `drafts` (staff previews). */
export async function documentFile(
  q: Queryable,
  fileName: string,
  { drafts = false } = {},
): Promise<{ bytes: Uint8Array; lang: Lang; titles: Record<Lang, string> } | undefined> {
  const row = await q.get<{ bytes: Uint8Array; lang: string; title_en: string; title_am: string }>(
    `SELECT f.bytes, f.lang, d.title_en, d.title_am FROM document_files f JOIN documents d ON d.id = f.document_id
     WHERE f.file_name = ?${drafts ? "" : " AND d.status = 'published'"} ORDER BY d.id LIMIT 1`,
    [fileName],
  );
  return row && { bytes: row.bytes, lang: row.lang === "am" ? "am" : "en", titles: { en: row.title_en, am: row.title_am } };
}

/** The published media library image a cover names, if it is still published. */
export async function coverImage(q: Queryable, key: string | null): Promise<MediaItem | undefined> {
  if (!key) return undefined;
  const row = await q.get<{ id: number }>("SELECT id FROM media WHERE media_key = ? AND status = 'published'", [key]);
  return row ? loadMedia(q, Number(row.id)) : undefined;
}

/**
 * Changes whenever a document is added, saved, published or unpublished, or a media library image changes (a
 * magazine cover may appear or go): with `publicationStamp`, what tells the render cache to render the magazine
 * and downloads pages again.
 */
export async function documentsStamp(q: Queryable): Promise<string> {
  const documents = await q.get<{ n: number; at: string | null }>("SELECT COUNT(*) AS n, MAX(updated_at) AS at FROM documents");
  const media = await q.get<{ at: string | null }>("SELECT MAX(updated_at) AS at FROM media");
  return `${Number(documents?.n ?? 0)}.${documents?.at ?? ""}.${media?.at ?? ""}`;
}
