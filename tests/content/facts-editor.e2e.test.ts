/**
 * The school's facts and the office hours edited in the staff area (Chromium, both databases): a save changes
 * the public pages and the staff overview at once, without a restart; a wrong value is refused in place.
 * The test puts the seeded values back afterwards, as other test files read them.
 */
import type { Page } from "playwright-core";
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
const texts = contentStaffTexts.en.content;

async function putBack(backend: Backend, kind: "school-facts" | "contact-facts", slug: string, snapshot: ReturnType<typeof snapshotOf>) {
  const db = serverDatabase(backend);
  const entry = await publishedEntry(db, kind, slug);
  const item = entry && (await loadItem(db, entry.id));
  if (item)
    await saveItem(db, { kind, id: item.id, baseVersion: item.version, snapshot, action: "restore" }, { actor: "test@example.org", audit: async () => {} });
}

async function editorOf(backend: Backend, page: Page, label: string) {
  await site.open(page, "/admin/content", backend);
  await page.getByTestId("fixed-entries").getByRole("link", { name: label }).click();
  await page.waitForURL((url) => /^\/admin\/content\/(school|contact)-facts\/\d+$/.test(url.pathname));
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

describe.each(backends)("the site facts in the editor on %s", (backend) => {
  test("the school's capacity, its waitlist and the office hours change the pages at once; a wrong time is refused", async () => {
    const db = serverDatabase(backend);
    const school = await publishedEntry(db, "school-facts", "summer-school");
    const contact = await publishedEntry(db, "contact-facts", "organisation");
    if (!school || !contact) throw new Error("the facts are not seeded");
    const schoolBefore = { slug: school.slug, fields: school.fields, texts: school.texts };
    const contactBefore = { slug: contact.slug, fields: contact.fields, texts: contact.texts };
    const { sessionId } = await signedInSession(backend, "facts-editor");
    const { context, page } = await site.newPage();
    await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
    try {
      await editorOf(backend, page, "School facts");
      expect(await page.locator('[name="slug"]').getAttribute("type")).toBe("hidden");
      expect(await page.getByRole("button", { name: texts.unpublish }).count()).toBe(0);
      await page.locator('[name="capacity"]').fill("137");
      await page.locator('[name="waitlist"]').fill("241");
      await page.getByRole("button", { name: texts.save }).click();
      await page.getByRole("status").filter({ hasText: texts.saved }).waitFor();
      await pageText(backend, "/programs/education", ">241<");
      await pageText(backend, "/am/programs/education", "241");
      const overview = await fetch(`${baseURL(backend)}/admin`, { headers: { cookie: `${cookieName}=${sessionId}` } });
      expect((await overview.text()).replaceAll("<!-- -->", "")).toContain("of 137 places");

      await editorOf(backend, page, "Contact details and office hours");
      await page.locator('[name="weekdaysCloses"]').fill("17:45");
      await page.locator('[name="otherDaysOpens"]').fill("");
      await page.locator('[name="otherDaysCloses"]').fill("");
      await page.getByRole("button", { name: texts.save }).click();
      await page.getByRole("status").filter({ hasText: texts.saved }).waitFor();
      const home = await pageText(backend, "/", "9:00 AM – 5:45 PM");
      expect(home).not.toContain("Saturday:");
      await pageText(backend, "/contact", "9:00 AM – 5:45 PM");

      await page.locator('[name="weekdaysOpens"]').fill("9 o'clock");
      await page.getByRole("button", { name: texts.save }).click();
      await page.getByText(contentStaffTexts.en.content.problems.time).waitFor();
      expect(await page.locator('[name="weekdaysOpens"]').getAttribute("aria-invalid")).toBe("true");
    } finally {
      await context.close();
      await putBack(backend, "school-facts", "summer-school", schoolBefore);
      await putBack(backend, "contact-facts", "organisation", contactBefore);
    }
    await pageText(backend, "/", "Saturday:");
  });
});
