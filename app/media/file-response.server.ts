import { imageTypes, parseVariantFileName } from "#app/media/image-variants.ts";
import { mediaFile } from "#app/media/store.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * An image variant as an HTTP answer, or 404. The public gets published images, kept by browsers for good (a
 * file's bytes never change under its name); the staff area also drafts, which no shared cache may keep.
 */
export async function mediaFileResponse(db: Queryable, fileName: string | undefined, audience: "public" | "staff"): Promise<Response> {
  const found = fileName && parseVariantFileName(fileName) ? await mediaFile(db, fileName, { drafts: audience === "staff" }) : undefined;
  if (!found) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  // node:sqlite and pg both hand over bytes backed by a plain ArrayBuffer.
  return new Response(found.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": imageTypes[found.format],
      "Content-Length": String(found.bytes.byteLength),
      "Cache-Control": audience === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
    },
  });
}
