import { describe, expect, test } from "vitest";
import { publicPaths, useBrowser } from "../support/pages.ts";

const site = useBrowser();

describe("every page reads completely with JavaScript off", () => {
  // 80 pages in one test: about 20 s on an idle machine, several times that when the other browser tests share its two cores.
  test("each page has its heading, body text, navigation and footer in the HTML", { timeout: 240_000 }, async () => {
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    for (const path of publicPaths()) {
      await page.goto(site.url(path));
      const main = await page.locator("main").innerText();
      expect((await page.locator("h1").innerText()).length, path).toBeGreaterThan(1);
      expect(main.length, `${path} main text`).toBeGreaterThan(150);
      expect(await page.locator("header nav a[href]").count(), path).toBeGreaterThan(25);
      expect(await page.locator("footer a[href$='/privacy']").count(), path).toBe(1);
    }
    await context.close();
  });

  test("links lead from page to page", async () => {
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto(site.url("/"));
    await page
      .locator("footer")
      .getByRole("link", { name: "Staff Directory" })
      .or(page.locator("footer").getByRole("link", { name: "Resources" }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith("/resources"));
    await page.getByRole("link", { name: "Staff Directory" }).first().click();
    await page.waitForURL(site.url("/resources/staff"));
    expect(await page.locator("h1").innerText()).toBe("Staff Directory");
    await context.close();
  });
});
