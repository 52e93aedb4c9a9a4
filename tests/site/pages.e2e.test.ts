import { describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { publicPaths, useBrowser } from "../support/pages.ts";

const site = useBrowser();

describe("every page in both languages", () => {
  for (const path of publicPaths()) {
    test(path, async () => {
      const lang = langFromPath(path);
      const { context, page } = await site.newPage();
      const response = await page.goto(site.url(path));
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);

      const headings = page.locator("h1");
      expect(await headings.count()).toBe(1);
      expect((await headings.innerText()).trim().length).toBeGreaterThan(1);

      expect(await page.title()).toContain(organisation.name[lang]);
      const description = await page.getAttribute('meta[name="description"]', "content");
      expect(description?.length).toBeGreaterThan(20);
      const canonical = await page.getAttribute('link[rel="canonical"]', "href");
      expect(canonical).toBe(new URL(path, organisation.siteUrl).href);
      for (const [hreflang, target] of [
        ["en", localizePath(path, "en")],
        ["am", localizePath(path, "am")],
        ["x-default", localizePath(path, "en")],
      ]) {
        expect(await page.getAttribute(`link[rel="alternate"][hreflang="${hreflang}"]`, "href")).toBe(new URL(target!, organisation.siteUrl).href);
      }
      await context.close();
    });
  }
});
