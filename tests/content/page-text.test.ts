import { beforeAll, describe, expect, test } from "vitest";
import { renderMarkdown } from "#app/content/markdown.ts";
import { pageTextEntries, pageTextKind } from "#app/content/page-text-kind.ts";
import { snapshotSchema } from "#app/content/schema.ts";
import { loadItem, publicationStamp, publishedEntry, publishedPaths, saveItem, snapshotOf } from "#app/content/store.server.ts";
import { pages } from "#app/pages/pages.ts";
import { pageText, withoutLinks } from "#app/site/page-text.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** The pages' free text: fixed entries of the content store (kind "page-text"), seeded by migration 0011. */
const databases = useTestDatabases();
const writer: ContentWriter = { actor: "pages@example.org", audit: (q, entry) => recordAudit(q, { actor: "pages@example.org", ...entry }) };

describe("the page text kind", () => {
  test("every fixed entry has a page of the site and a name in both languages", () => {
    const paths = Object.values(pages).map((page) => page.path);
    expect(Object.keys(pageTextEntries)).toEqual(pageTextKind.fixed);
    for (const [slug, entry] of Object.entries(pageTextEntries)) {
      expect(paths, slug).toContain(entry.path);
      expect(entry.label.en && entry.label.am, slug).toBeTruthy();
    }
  });

  test("a language is either absent or has its name and its text", () => {
    const schema = snapshotSchema(pageTextKind);
    const entry = (am: Record<string, string>) => ({ slug: "home-introduction", fields: {}, texts: { en: { title: "Home", text: "Hello." }, am } });
    const absent = schema.safeParse(entry({ title: "", text: "" }));
    expect(absent.success && absent.data.texts.am).toBeNull();
    expect(schema.safeParse(entry({ title: "መነሻ", text: "" })).success).toBe(false);
    expect(schema.safeParse(entry({ title: "መነሻ", text: "ሰላም።" })).success).toBe(true);
  });

  test("English Markdown marks its Amharic words; a block inside a link loses its links", () => {
    expect(renderMarkdown("Tesfa (ተስፋ) means *hope*.", { text: "en" })).toBe('<p>Tesfa (<span lang="am">ተስፋ</span>) means <em>hope</em>.</p>\n');
    expect(renderMarkdown("ሀ ሁ ሂ ሃ and more", { text: "en" })).toBe('<p><span lang="am">ሀ ሁ ሂ ሃ</span> and more</p>\n');
    expect(renderMarkdown("ተስፋ ማለት", { text: "am" })).toBe("<p>ተስፋ ማለት</p>\n");
    expect(renderMarkdown("<b>raw</b>", { text: "en" })).toBe("<p>&lt;b&gt;raw&lt;/b&gt;</p>\n");
    expect(withoutLinks({ html: '<p>See <a href="/about">about us</a>.</p>' }).html).toBe("<p>See about us.</p>");
  });
});

for (const backend of testBackends) {
  describe(`the page text on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("every entry is seeded, published, in both languages, with the words the pages had; none has an address of its own", async () => {
      for (const slug of pageTextKind.fixed) {
        const entry = await publishedEntry(db, "page-text", slug);
        expect(entry?.texts.en?.text, slug).toBeTruthy();
        expect(entry?.texts.am?.text, slug).toMatch(/[\u1200-\u137F]/u);
        expect(entry?.texts.en?.title).toBe(pageTextEntries[slug].label.en);
        expect(entry?.texts.am?.title).toBe(pageTextEntries[slug].label.am);
      }
      expect((await pageText(db, "home-introduction", "en")).html).toBe(
        "<p>Since 2007 we have been a meeting place for Ethiopian families across Oregon and Southwest Washington: a place to learn, to celebrate, and to help one another.</p>",
      );
      expect((await pageText(db, "home-introduction", "am")).html).toBe(
        "<p>ከእ.ኤ.አ. 2007 ጀምሮ በኦሪገንና በደቡብ ምዕራብ ዋሽንግተን ለሚኖሩ የኢትዮጵያ ቤተሰቦች መገናኛ ሆነናል፤ የምንማርበት፣ የምናከብርበትና እርስ በርሳችን የምንረዳዳበት ቦታ።</p>",
      );
      const name = await pageText(db, "about-name", "en");
      expect(name.html).toMatch(/^<p>Tesfa \(<span lang="am">ተስፋ<\/span>\) means “hope” in Amharic\. .*<\/p>\n<p>We are based in Portland .*<\/p>$/u);
      expect(name.textLang).toBeUndefined();
      expect((await pageText(db, "history-story", "am")).html.match(/<p>/g)).toHaveLength(2);
      expect((await publishedPaths(db)).filter((path) => Object.keys(pageTextEntries).some((slug) => path.includes(slug)))).toEqual([]);
    });

    test("an edit is a revision and changes the publication stamp; a missing translation falls back, marked, with a note", async () => {
      const entry = await publishedEntry(db, "page-text", "history-introduction");
      const item = entry && (await loadItem(db, entry.id));
      if (!item) throw new Error("no history introduction");
      const stamp = await publicationStamp(db);
      const before = snapshotOf(item);
      const english = { title: "History: introduction", text: "Our story, in *three* words.\n\n- one\n- two" };
      const changed = { ...before, texts: { en: english, am: null } };
      const result = await saveItem(db, { kind: "page-text", id: item.id, baseVersion: item.version, snapshot: changed, action: "save" }, writer);
      expect(result.outcome).toBe("saved");
      expect(await publicationStamp(db)).not.toBe(stamp);
      expect(await pageText(db, "history-introduction", "en")).toEqual({
        html: "<p>Our story, in <em>three</em> words.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
      });
      expect(await pageText(db, "history-introduction", "am")).toEqual({
        html: "<p>Our story, in <em>three</em> words.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        textLang: "en",
        note: "ይህ ጽሑፍ ገና ወደ አማርኛ አልተተረጎመም፤ ስለዚህ በእንግሊዝኛ ቀርቧል።",
      });
      if (result.outcome !== "saved") throw new Error("not saved");
      await saveItem(db, { kind: "page-text", id: item.id, baseVersion: result.version, snapshot: before, action: "restore" }, writer);
      expect((await pageText(db, "history-introduction", "am")).textLang).toBeUndefined();
    });
  });
}
