import type { Queryable } from "#app/storage/database.server.ts";

/**
 * What content, the media library and documents share when they change what the public sees: who writes, with the
 * audit log to write in the same transaction (the staff area's own), and the count of public changes that the render
 * cache's stamp reads (app/site/public-site.server.ts).
 */
export interface ContentWriter {
  actor: string;
  audit(q: Queryable, entry: { action: string; subject: string; detail: Record<string, string | number | boolean | null> }): Promise<void>;
}

/**
 * Counts every change the public can see; with the items whose time has come it makes `publicationStamp`. The
 * media library counts here too: a page shows an image only while it is published (app/media/store.server.ts).
 */
export const bumpPublicChanges = (q: Queryable) => q.run("UPDATE content_public_changes SET changes = changes + 1 WHERE id = 1");
