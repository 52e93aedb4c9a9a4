import { beforeAll, describe, expect, test } from "vitest";
import { markdownBlocks, markdownImageIds, renderMarkdown } from "#app/content/markdown.ts";
import { publicationStamp, saveItem } from "#app/content/store.server.ts";
import { processImage } from "#app/media/images.server.ts";
import { type MediaDetails, saveMediaDetails, storeImage } from "#app/media/store.server.ts";
import { articlePage } from "#app/site/content/news-data.server.ts";
import { editorAction } from "#app/staff/content/content.server.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import type { StaffAccount } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { phonePhoto } from "../support/photos.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/**
 * Images of the media library in the text of articles and events (issue 15), on both databases: the line that
 * shows one, the `<picture>` the page draws for it in each language, only published images accepted by the
 * editor's action, and the pages rendered again when such an image changes its words or leaves the site.
 */
const databases = useTestDatabases();
const selam: ContentWriter = { actor: "selam@example.org", audit: (q, entry) => recordAudit(q, { actor: "selam@example.org", ...entry }) };

const details = (altEn: string): MediaDetails => ({
  texts: { en: { alt: altEn, caption: "Genna at the hall" }, am: { alt: "በገና በዓል የሚጨፍሩ ልጆች", caption: "ገና በአዳራሹ" } },
  focal: { x: 50, y: 50 },
  showsChildren: false,
  guardiansAgreed: false,
});

async function photo(db: Database, publish: boolean) {
  const processed = await processImage(await phonePhoto(1200, 900));
  if ("refused" in processed) throw new Error(processed.refused);
  const { id } = await storeImage(db, processed, "genna.jpg", selam);
  if (publish) await saveMediaDetails(db, id, details("Children dancing at Genna"), "publish", selam);
  return id;
}

describe("an image line in the text", () => {
  test("a line of its own is an image of the library; anything else stays text", () => {
    expect(markdownBlocks("Intro\n\n![](media:12)\n\nMore\n![](media:5)  ")).toEqual([
      { markdown: "Intro\n" },
      { mediaId: 12 },
      { markdown: "\nMore" },
      { mediaId: 5 },
    ]);
    expect(markdownImageIds("![](media:12)\n\nMore\n\n![](media:5)")).toEqual([12, 5]);
    // Inside a sentence, with a typed description, or from elsewhere: text, never an image.
    for (const text of ["See ![](media:12) here", "![Children at Genna](media:12)", "![](https://example.org/a.jpg)"]) {
      expect(markdownBlocks(text)).toEqual([{ markdown: text }]);
      expect(renderMarkdown(text)).not.toContain("<img");
    }
    // A text without image lines is one block, rendered as before.
    expect(markdownBlocks("# Title\n\n- one\n- two")).toEqual([{ markdown: "# Title\n\n- one\n- two" }]);
  });
});

for (const backend of testBackends) {
  describe(`images in an article's text on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("a published image is a lazy <picture> with its size, alt and caption in the page's language; its new words and its leaving show at once", {
      timeout: 60_000,
    }, async () => {
      const id = await photo(db, true);
      const slug = `genna-photos-${backend}`;
      const body = (lang: string) => `${lang} before.\n\n![](media:${id})\n\n${lang} after.`;
      await saveItem(
        db,
        {
          kind: "news",
          snapshot: {
            slug,
            fields: { date: "2027-01-10", category: "community", featured: false, cover: "" },
            texts: {
              en: { title: "Genna", excerpt: "Our Genna.", author: "Selam", body: body("English") },
              am: { title: "ገና", excerpt: "የገና በዓላችን።", author: "ሰላም", body: body("Amharic") },
            },
          },
          action: "publish",
        },
        selam,
      );
      const html = async (lang: "en" | "am") => {
        const found = await articlePage(db, slug, lang);
        return found && "page" in found ? found.page.article.bodyHtml : "";
      };
      const english = await html("en");
      expect(english).toMatch(/<p>English before\.<\/p>\s*<figure class="my-8"><picture><source type="image\/avif" srcset="[^"]+" sizes="[^"]+"\/>/i);
      expect(english).toMatch(
        /<img src="\/media\/[^"]+\.jpg" srcset="[^"]+" sizes="\(min-width: 800px\) 48rem, 100vw" width="\d+" height="\d+" alt="Children dancing at Genna" loading="lazy" decoding="async"/i,
      );
      expect(english).toContain('<figcaption class="mt-2 text-sm text-ink-soft">Genna at the hall</figcaption></figure><p>English after.</p>');
      const amharic = await html("am");
      expect(amharic).toContain('alt="በገና በዓል የሚጨፍሩ ልጆች"');
      expect(amharic).toContain(">ገና በአዳራሹ</figcaption>");

      // New words: the stamp changes (the render cache renders again) and the page says them.
      const before = await publicationStamp(db);
      await saveMediaDetails(db, id, details("Children in white dancing at Genna"), "keep", selam);
      const renamed = await publicationStamp(db);
      expect(renamed).not.toBe(before);
      expect(await html("en")).toContain('alt="Children in white dancing at Genna"');

      // Taken off the site: the text stays, the image leaves it.
      await saveMediaDetails(db, id, details("Children in white dancing at Genna"), "unpublish", selam);
      expect(await publicationStamp(db)).not.toBe(renamed);
      const without = await html("en");
      expect(without).not.toContain("<picture");
      expect(without).toContain("<p>English before.</p>");
      expect(without).toContain("<p>English after.</p>");
    });

    test("the editor's action accepts a published image in a text and refuses one not published, with the reason in each language", {
      timeout: 60_000,
    }, async () => {
      const published = await photo(db, true);
      const draft = await photo(db, false);
      const staff: StaffAccount = {
        id: 1,
        email: "selam@example.org",
        status: "active",
        role: "editor",
        translates: null,
        createdAt: "2026-11-27T08:00:00.000Z",
        hasPassword: true,
        hasSecondFactor: true,
      };
      const post = (path: string, amharicBody: string) =>
        editorAction(
          new Request(`http://localhost${path}`, {
            method: "POST",
            body: new URLSearchParams({
              intent: "publish",
              version: "0",
              slug: `images-${backend}-${amharicBody.length}`,
              date: "2027-01-10",
              category: "community",
              cover: "",
              "en.title": "Genna",
              "en.excerpt": "Our Genna.",
              "en.author": "Selam",
              "en.body": `Before.\n\n![](media:${published})`,
              "am.title": "ገና",
              "am.excerpt": "የገና በዓላችን።",
              "am.author": "ሰላም",
              "am.body": amharicBody,
            }),
          }),
          { db, publicSiteChanged: async () => {} },
          staff,
          "news",
          undefined,
        ).catch((thrown: unknown) => thrown);
      const refused = await post("/am/admin/content/news/new", `በፊት።\n\n![](media:${draft})`);
      expect(refused).toMatchObject({ init: { status: 400 }, data: { problems: { "am.body": "textImage" } } });
      expect(contentStaffTexts.am.content.problems.textImage).toMatch(/አልታተመም/);
      expect(contentStaffTexts.en.content.problems.textImage).toMatch(/not published/);
      // Accepted: a new item's editor opens at its own address.
      const accepted = await post("/admin/content/news/new", `በፊት።\n\n![](media:${published})`);
      expect(accepted).toBeInstanceOf(Response);
      expect((accepted as Response).headers.get("Location")).toMatch(/created=published/);
    });
  });
}
