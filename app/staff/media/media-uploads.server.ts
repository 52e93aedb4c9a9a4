import { type ImageRefusal, processImage } from "#app/media/images.server.ts";
import { storeImage } from "#app/media/store.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";

/** What became of one chosen file; `refused` names the staff text `media.refused.*`. */
export type UploadOutcome = { name: string; outcome: "added" | "existed"; id: number } | { name: string; outcome: "refused"; refused: ImageRefusal };

/**
 * The photos of an upload form (the `photos` field, one or several files), each processed and kept on its own:
 * one unreadable file never stops the others, and a refused one leaves nothing behind. Processed one at a
 * time, since each already uses every core.
 */
export async function receiveUploads(db: Database, form: FormData, writer: ContentWriter): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  for (const file of chosenFiles(form, "photos")) {
    const name = file.name.slice(0, 200) || "photo";
    const processed = await processImage(new Uint8Array(await file.arrayBuffer()));
    if ("refused" in processed) {
      outcomes.push({ name, outcome: "refused", refused: processed.refused });
      continue;
    }
    const { id, existed } = await storeImage(db, processed, name, writer);
    outcomes.push({ name, outcome: existed ? "existed" : "added", id });
  }
  return outcomes;
}

/** The files chosen in a form's file input `field` (the media library's photos, a document's PDF per language). */
export function chosenFiles(form: FormData, field: string): File[] {
  // An empty file input sends one nameless, empty file.
  return form.getAll(field).filter((file): file is File => typeof file !== "string" && (file.size > 0 || file.name !== ""));
}
