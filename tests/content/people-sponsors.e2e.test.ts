/**
 * People and sponsors on the public pages, against the production servers on both databases: the seeded
 * people show as before, a board member added and published in the editor appears on /about/leadership in
 * both languages, and a sponsor appears on /support/sponsors once published and disappears when unpublished.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { saveItem } from "#app/content/store.server.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, createStaff, signInThroughTheForm } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const texts = contentStaffTexts.en.content;
const writer: ContentWriter = { actor: "people-test@example.org", audit: async () => {} };
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Asks until the page shows (or no longer shows) `text`. */
async function waitForText(backend: Backend, path: string, text: string, present = true, timeoutMs = 10_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${baseURL(backend)}${path}`);
    const body = await response.text();
    if (response.status === 200 && body.includes(text) === present) return body;
    if (Date.now() - started > timeoutMs) throw new Error(`${path} ${present ? "lacks" : "still shows"} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(backends)("people and sponsors on %s", (backend) => {
  test("the seeded people are on the leadership page and in the staff directory, in both languages", async () => {
    const leadership = await waitForText(backend, "/about/leadership", "Meseret Alemu");
    for (const text of ["Board Chair", "Selamawit Bekele", "Executive Director", "paediatric nurse"]) expect(leadership).toContain(text);
    const amLeadership = await waitForText(backend, "/am/about/leadership", "መሠረት ዓለሙ");
    expect(amLeadership).toContain("ሰላማዊት በቀለ");
    expect(amLeadership).not.toContain("Meseret Alemu");
    const directory = await waitForText(backend, "/resources/staff", "Tigist Gebremariam");
    for (const text of ["Curriculum Coordinator", "Nahom Fikre", "Elizabeth Moore"]) expect(directory).toContain(text);
    await waitForText(backend, "/am/resources/staff", "ትዕግሥት ገብረማርያም");
  });

  test("a board member added and published in the editor appears on /about/leadership in both languages", async () => {
    const tag = randomBytes(3).toString("hex");
    const login = await createStaff(backend, "editor");
    const { context, page } = await site.newPage();
    await site.open(page, "/admin/content?kind=people", backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/content");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // The list shows people, and its button makes a new person.
    await expect.poll(() => page.getByTestId("content-row").count()).toBeGreaterThanOrEqual(23);
    await page.getByRole("link", { name: texts.newTitle.replace("{{kind}}", "person") }).click();
    await page.waitForURL((url) => url.pathname === "/admin/content/people/new");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    await page.selectOption('[name="section"]', "board");
    await page.selectOption('[name="team"]', "none");
    await field(page, "order").fill("65");
    await field(page, "en.name").fill(`Almaz Kebede ${tag}`);
    await field(page, "en.role").fill("Board Member");
    await field(page, "en.bio").fill("A retired teacher who leads our reading circle.");
    await field(page, "am.name").fill(`አልማዝ ከበደ ${tag}`);
    await field(page, "am.role").fill("የቦርድ አባል");
    expect(await field(page, "slug").inputValue()).toBe(`almaz-kebede-${tag}`);
    await expect.poll(() => page.getByTestId("preview-en").innerText()).toContain(`Almaz Kebede ${tag}`);
    // A wrong e-mail is refused before anything is saved.
    await field(page, "email").fill("almaz at example");
    await page.getByRole("button", { name: texts.publish }).click();
    await page.getByText(texts.problems.email).waitFor();
    await field(page, "email").fill("");
    await page.getByRole("button", { name: texts.publish }).click();
    await page.waitForURL((url) => /^\/admin\/content\/people\/\d+$/.test(url.pathname));

    const english = await waitForText(backend, "/about/leadership", `Almaz Kebede ${tag}`);
    expect(english).toContain("A retired teacher who leads our reading circle.");
    // Between Yonas Tadesse (60) and Rahel Assefa (70).
    expect(english.indexOf("Yonas Tadesse")).toBeLessThan(english.indexOf(`Almaz Kebede ${tag}`));
    expect(english.indexOf(`Almaz Kebede ${tag}`)).toBeLessThan(english.indexOf("Rahel Assefa"));
    // The Amharic page: the Amharic name and role; the biography is not translated, so nothing is shown for it.
    const amharic = await waitForText(backend, "/am/about/leadership", `አልማዝ ከበደ ${tag}`);
    expect(amharic).toContain("የቦርድ አባል");
    expect(amharic).not.toContain("reading circle");
    await context.close();
  });

  test("a sponsor appears on /support/sponsors by tier once published, and disappears when unpublished", async () => {
    const tag = randomBytes(3).toString("hex");
    const snapshot: ContentSnapshot = {
      slug: `test-sponsor-${tag}`,
      fields: { tier: "silver", order: 1, website: "https://market.example.org" },
      texts: { en: { name: `Blue Nile Market ${tag}`, description: "Our neighbourhood grocer." }, am: null },
    };
    const db = serverDatabase(backend);
    const created = await saveItem(db, { kind: "sponsors", snapshot, action: "publish" }, writer);
    if (created.outcome !== "saved") throw new Error(created.outcome);
    try {
      const english = await waitForText(backend, "/support/sponsors", `Blue Nile Market ${tag}`);
      expect(english).toContain("Silver sponsors");
      expect(english).toContain('href="https://market.example.org"');
      expect(english).not.toContain('id="sponsors-empty"');
      // Not translated: the English name, marked as English, with the note in Amharic.
      const amharic = await waitForText(backend, "/am/support/sponsors", `Blue Nile Market ${tag}`);
      expect(amharic).toMatch(new RegExp(`lang="en"[^>]*>Blue Nile Market ${tag}`));
      expect(amharic).toContain("ገና ወደ አማርኛ አልተተረጎመም።");
    } finally {
      await saveItem(db, { kind: "sponsors", id: created.id, snapshot, action: "unpublish" }, writer);
    }
    await waitForText(backend, "/support/sponsors", `Blue Nile Market ${tag}`, false);
    await waitForText(backend, "/am/support/sponsors", `Blue Nile Market ${tag}`, false);
  });
});
