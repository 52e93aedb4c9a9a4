/**
 * The pages' free text edited in the staff area (Chromium, both databases): an editor rewrites the home page's
 * introduction in Amharic and saves it (a fixed entry is published already: saving publishes); /am shows it at
 * once, without a restart, and the English home page keeps its own. The test puts the seeded text back afterwards,
 * as other test files read the pages.
 */
import { afterAll, describe, expect, test } from "vitest";
import { loadItem, publishedEntry, saveItem, type snapshotOf } from "#app/content/store.server.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, cookieName, pageText, signedInSession } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const texts = contentStaffTexts.am.content;

async function putBack(backend: Backend, snapshot: ReturnType<typeof snapshotOf>) {
  const db = serverDatabase(backend);
  const entry = await publishedEntry(db, "page-text", "home-introduction");
  const item = entry && (await loadItem(db, entry.id));
  if (item)
    await saveItem(
      db,
      { kind: "page-text", id: item.id, baseVersion: item.version, snapshot, action: "restore" },
      { actor: "test@example.org", audit: async () => {} },
    );
}

describe.each(backends)("the page text in the editor on %s", (backend) => {
  test("an editor rewrites the home introduction in Amharic: /am shows it at once, the English page keeps its own", async () => {
    const db = serverDatabase(backend);
    const entry = await publishedEntry(db, "page-text", "home-introduction");
    if (!entry) throw new Error("the page text is not seeded");
    const before = { slug: entry.slug, fields: entry.fields, texts: entry.texts };
    const english = entry.texts.en?.text ?? "";
    const amharic = "ከእ.ኤ.አ. 2007 ጀምሮ ቤተሰቦችን *እያሰባሰብን* ነው።\n\nአዲሱ አንቀጽ፦ ይቀላቀሉን።";
    const { sessionId } = await signedInSession(backend, "page-text-editor", { role: "editor" });
    const { context, page } = await site.newPage();
    await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
    try {
      await site.open(page, "/am/admin/content", backend);
      const list = page.getByTestId("page-text-entries");
      expect(await list.getByRole("heading", { name: texts.pageTextHeading }).count()).toBe(1);
      await list.getByRole("link", { name: "መነሻ ገጽ፦ መግቢያ" }).click();
      await page.waitForURL((url) => /^\/am\/admin\/content\/page-text\/\d+$/.test(url.pathname));
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      expect(await page.locator('[name="slug"]').getAttribute("type")).toBe("hidden");
      expect(await page.getByRole("button", { name: texts.unpublish }).count()).toBe(0);
      // The "view" link goes to the page that shows the entry, in the staff page's language.
      expect(await page.getByRole("link", { name: texts.viewPublic }).getAttribute("href")).toBe("/am");

      await page.locator('[name="am.text"]').fill(amharic);
      // The preview at phone width renders the Markdown as the page will.
      await page.getByTestId("preview-am").locator("em", { hasText: "እያሰባሰብን" }).waitFor();
      await page.getByRole("button", { name: texts.save }).click();
      await page.getByRole("status").filter({ hasText: texts.saved }).waitFor();

      const am = await pageText(backend, "/am", "<p>አዲሱ አንቀጽ፦ ይቀላቀሉን።</p>");
      expect(am).toContain("<p>ከእ.ኤ.አ. 2007 ጀምሮ ቤተሰቦችን <em>እያሰባሰብን</em> ነው።</p>");
      expect(am).not.toContain("የምንማርበት፣ የምናከብርበትና እርስ በርሳችን የምንረዳዳበት ቦታ");
      const en = await pageText(backend, "/", english);
      expect(en).not.toContain("እያሰባሰብን");
      expect((await publishedEntry(db, "page-text", "home-introduction"))?.texts.en?.text).toBe(english);
    } finally {
      await context.close();
      await putBack(backend, before);
    }
    await pageText(backend, "/am", "የምንማርበት፣ የምናከብርበትና እርስ በርሳችን የምንረዳዳበት ቦታ");
  });
});
