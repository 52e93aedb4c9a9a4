import { type Lang, languages } from "#app/i18n/language.ts";
import { isDocumentFileName } from "#app/media/documents.ts";
import { documentFile } from "#app/media/documents-store.server.ts";
import { imageTypes, parseVariantFileName } from "#app/media/image-variants.ts";
import { mediaFile } from "#app/media/store.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/** Who asks: the public gets published files only; the staff area also drafts, for its previews. */
type Audience = "public" | "staff";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A stored file as an HTTP answer. The public's is kept by browsers and proxies for good (a file's bytes never
 * change under its name); the staff area's may be a draft, which no shared cache may keep.
 */
function storedFileResponse(bytes: Uint8Array, type: string, audience: Audience, extra: Record<string, string> = {}): Response {
  // node:sqlite and pg both hand over bytes backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": audience === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      ...extra,
    },
  });
}

/** An image variant (`/media/<file>`, `/admin/media/file/<file>`), or 404. */
export async function mediaFileResponse(db: Queryable, fileName: string | undefined, audience: Audience): Promise<Response> {
  const found = fileName && parseVariantFileName(fileName) ? await mediaFile(db, fileName, { drafts: audience === "staff" }) : undefined;
  return found ? storedFileResponse(found.bytes, imageTypes[found.format], audience) : notFound();
}

/** A document's PDF (`/documents/<file>`, `/admin/documents/file/<file>`), or 404. */
export async function documentFileResponse(db: Queryable, fileName: string | undefined, audience: Audience): Promise<Response> {
  const found = fileName && isDocumentFileName(fileName) ? await documentFile(db, fileName, { drafts: audience === "staff" }) : undefined;
  if (!found) return notFound();
  // Opened in the browser's PDF viewer; saved, it is named after its title rather than after its hash.
  return storedFileResponse(found.bytes, "application/pdf", audience, { "Content-Disposition": documentDisposition(found.titles, found.lang) });
}

/**
 * `inline` with an ASCII `filename` from the English title and the file's language ("family-handbook-am.pdf"), and
 * `filename*` with the title in the file's own language (RFC 6266), which browsers prefer: an Amharic file saves
 * under its Amharic title.
 */
export function documentDisposition(titles: Record<Lang, string>, lang: Lang): string {
  const slug =
    titles.en
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "document";
  const own = (titles[lang] || languages.map((each) => titles[each]).find(Boolean) || "document").replace(/[\\/:*?"<>|\r\n]+/g, " ").trim();
  return `inline; filename="${slug}-${lang}.pdf"; filename*=UTF-8''${rfc5987(`${own}.pdf`)}`;
}

/** Percent-encoding for `filename*`: encodeURIComponent leaves ' ( ) * as they are, which that header may not carry. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
