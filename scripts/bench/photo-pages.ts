/**
 * Pages with photographs for the Lighthouse bench (`npm run bench -- --photos`): a data folder whose database
 * holds, besides the seeded content, an album of phone photos and a news article with a cover photo, all put
 * through the media library as an upload is (every variant, published with alt texts in both languages).
 * Answers the pages to measure, in both languages: the gallery, the album and the article.
 */
import { saveItem } from "#app/content/store.server.ts";
import { processImage } from "#app/media/images.server.ts";
import { saveMediaDetails, storeImage } from "#app/media/store.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { phonePhoto } from "./phone-photo.ts";

const actor = "bench@example.org";
const writer = {
  actor,
  audit: (q: Parameters<typeof recordAudit>[0], entry: Omit<Parameters<typeof recordAudit>[1], "actor">) => recordAudit(q, { actor, ...entry }),
};
const albumSize = 12;

export async function seedPhotoPages(dataDir: string): Promise<string[]> {
  const db = openDatabase({ dataDir });
  try {
    await migrate(db);
    const photoIds: number[] = [];
    for (let index = 0; index <= albumSize; index++) {
      const processed = await processImage(await phonePhoto(4000, 3000, index * 20));
      if ("refused" in processed) throw new Error(`photo refused: ${processed.refused}`);
      const { id } = await storeImage(db, processed, `phone-${index}.jpg`, writer);
      const texts = {
        en: { alt: `Families at the Genna celebration, photo ${index + 1}`, caption: "" },
        am: { alt: `ቤተሰቦች በገና በዓል፣ ፎቶ ${index + 1}`, caption: "" },
      };
      const saved = await saveMediaDetails(db, id, { texts, focal: { x: 50, y: 50 }, showsChildren: false, guardiansAgreed: false }, "publish", writer);
      if (!saved || "refused" in saved) throw new Error("photo not published");
      photoIds.push(id);
    }
    const [coverId, ...albumIds] = photoIds;
    const album = await saveItem(
      db,
      {
        kind: "albums",
        action: "publish",
        snapshot: {
          slug: "genna-photos",
          fields: { date: "2026-01-07", photos: albumIds.join(",") },
          texts: {
            en: { title: "Genna photos", description: "Our Genna celebration with families from across the region." },
            am: { title: "የገና ፎቶዎች", description: "ከአካባቢው ሁሉ ከመጡ ቤተሰቦች ጋር ያከበርነው የገና በዓል።" },
          },
        },
      },
      writer,
    );
    const paragraph = {
      en: "Families from Portland, Beaverton and Vancouver came together for a day of food, music and the children's performances.",
      am: "ከፖርትላንድ፣ ከቢቨርተንና ከቫንኩቨር የመጡ ቤተሰቦች ለምግብ፣ ለሙዚቃና ለልጆቹ ትርኢት በአንድነት ተሰበሰቡ።",
    };
    const article = await saveItem(
      db,
      {
        kind: "news",
        action: "publish",
        snapshot: {
          slug: "genna-with-photos",
          fields: { date: "2026-01-10", category: "community", featured: false, cover: String(coverId) },
          texts: {
            en: { title: "Genna together", excerpt: paragraph.en, author: "Communications team", body: Array(6).fill(paragraph.en).join("\n\n") },
            am: { title: "ገናን በአንድነት", excerpt: paragraph.am, author: "የኮሙኒኬሽን ቡድን", body: Array(6).fill(paragraph.am).join("\n\n") },
          },
        },
      },
      writer,
    );
    if (album.outcome !== "saved" || article.outcome !== "saved") throw new Error(`content not saved: ${album.outcome}, ${article.outcome}`);
    const paths = ["/resources/media", `/resources/media/${album.slug}`, `/news/${article.slug}`];
    return paths.flatMap((path) => [path, `/am${path}`]);
  } finally {
    await db.close();
  }
}
