import { beforeAll, describe, expect, test } from "vitest";
import { processImage } from "#app/media/images.server.ts";
import { listMedia, loadMedia, type MediaDetails, mediaFile, saveMediaDetails, storeImage } from "#app/media/store.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { phonePhoto } from "../support/photos.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** The media library's records on both databases: bytes kept whole, drafts private, the publication rules. */
const databases = useTestDatabases();
const editor: ContentWriter = { actor: "selam@example.org", audit: (q, entry) => recordAudit(q, { actor: "selam@example.org", ...entry }) };

const details = (overrides: Partial<MediaDetails> = {}): MediaDetails => ({
  texts: { en: { alt: "Children dancing at Genna", caption: "Genna 2027" }, am: { alt: "በገና በዓል የሚጨፍሩ ልጆች", caption: "ገና 2019 ዓ.ም." } },
  focal: { x: 40, y: 30 },
  showsChildren: false,
  guardiansAgreed: false,
  ...overrides,
});

for (const backend of testBackends) {
  describe(`the media library on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("an upload is kept once, as a draft, every variant's bytes whole, and reaches the public only when published", { timeout: 60_000 }, async () => {
      const processed = await processImage(await phonePhoto(1200, 900));
      if ("refused" in processed) throw new Error(processed.refused);
      const { id, existed } = await storeImage(db, processed, "IMG_0042.jpg", editor);
      expect(existed).toBe(false);
      expect(await storeImage(db, processed, "copy.jpg", editor)).toEqual({ id, existed: true });
      const item = await loadMedia(db, id);
      expect(item).toMatchObject({ status: "draft", originalName: "IMG_0042.jpg", uploadedBy: editor.actor, width: 900, height: 1200 });
      expect(item?.variants).toHaveLength(processed.variants.length);
      const variant = processed.variants[0];
      if (!variant) throw new Error("no variant");
      expect(await mediaFile(db, variant.fileName)).toBeUndefined();
      const draft = await mediaFile(db, variant.fileName, { drafts: true });
      expect(Buffer.from(draft?.bytes ?? []).equals(Buffer.from(variant.bytes))).toBe(true);

      const saved = await saveMediaDetails(db, id, details(), "publish", editor);
      expect(saved).toMatchObject({ saved: { status: "published", focal: { x: 40, y: 30 } } });
      expect((await mediaFile(db, variant.fileName))?.format).toBe(variant.format);
      expect((await listMedia(db)).map((each) => each.id)).toContain(id);
      const audit = await db.all<{ action: string; detail: string }>("SELECT action, detail FROM audit_log WHERE subject = ? ORDER BY id", [`media:${id}`]);
      expect(audit.map((entry) => entry.action)).toEqual(["media.upload", "media.publish"]);
      // The words may name a child: never in the audit log.
      expect(audit.map((entry) => entry.detail).join()).not.toContain("Genna");
    });

    test("without alt text in both languages, or a photo of children without the guardians' agreement, it cannot be published", {
      timeout: 60_000,
    }, async () => {
      const processed = await processImage(await phonePhoto(640, 480));
      if ("refused" in processed) throw new Error(processed.refused);
      const { id } = await storeImage(db, processed, "children.jpg", editor);
      const noAmharic = details({ texts: { en: { alt: "A class", caption: "" }, am: { alt: " ", caption: "" } } });
      expect(await saveMediaDetails(db, id, noAmharic, "publish", editor)).toEqual({ refused: ["altAm"] });
      expect(await saveMediaDetails(db, id, details({ showsChildren: true }), "publish", editor)).toEqual({ refused: ["guardians"] });
      expect((await loadMedia(db, id))?.status).toBe("draft");

      const agreed = await saveMediaDetails(db, id, details({ showsChildren: true, guardiansAgreed: true }), "publish", editor);
      expect(agreed).toMatchObject({ saved: { status: "published", guardiansAgreed: { by: editor.actor } } });
      // Losing what publication needs takes the image off the public site.
      const withdrawn = await saveMediaDetails(db, id, details({ showsChildren: true, guardiansAgreed: false }), "keep", editor);
      expect(withdrawn).toMatchObject({ saved: { status: "draft", guardiansAgreed: null } });
    });
  });
}
