import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { languages, localizePath } from "#app/i18n/language.ts";
import { calendarViews, publicPaths as pagePaths } from "#app/pages/public-paths.ts";
import { launchBrowser } from "../../scripts/dev/browser.ts";
import type { Backend } from "./server.ts";

/** The news articles migration 0007 puts in every new database (published), read from the migration itself. */
export const seededArticleSlugs = [
  ...readFileSync(new URL("../../app/storage/migrations/0007-news-articles-seeded.sql", import.meta.url), "utf8").matchAll(
    /INSERT INTO content_items .*? VALUES \('news', '([a-z0-9-]+)'/g,
  ),
].map((match) => match[1] as string);

/**
 * Every public URL in both languages: the pages, a category's view of the event calendar and the first page of
 * its archive, the newsletters' archive (every database has them), and the seeded news articles.
 */
export const publicPaths = (): string[] => [
  ...pagePaths(),
  ...[calendarViews.category("school"), calendarViews.archive(1), "/news/newsletters"].flatMap((path) => languages.map((lang) => localizePath(path, lang))),
  ...seededArticleSlugs.flatMap((slug) => languages.map((lang) => localizePath(`/news/${slug}`, lang))),
];

/**
 * For the browser tests that measure one page at a time (page load, axe at two widths): every page once, in English
 * and Amharic by turns, so each template is seen and both languages are half of it; the other half adds minutes to
 * CI and checks no other code (a page's two languages are one route module). `ALL_PAGES=1` measures every page in
 * both languages.
 */
export const sampledPublicPaths = (): string[] => {
  const all = publicPaths();
  if (process.env.ALL_PAGES === "1") return all;
  const pages = [...new Set(all.map((path) => path.replace(/^\/am(?=\/|$)/, "") || "/"))];
  return pages.map((path, index) => (index % 2 === 0 ? path : localizePath(path, "am")));
};

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

const withoutScripts = new WeakSet<Page>();

/**
 * Where this test process's addresses start in 10.0.0.0/8: random, so two processes running at once (test
 * files in parallel) practically never share an address, as a pid-based start could.
 */
let visitors = randomInt(0, 2 ** 24);
/**
 * A client address of its own for each browser context (sent as X-Forwarded-For, which the test servers
 * trust from loopback), so the per-address rate limits and sign-in throttles count each test as a separate
 * visitor.
 */
export function visitorAddress(): string {
  visitors = (visitors + 1) % 2 ** 24;
  return `10.${visitors >> 16}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

const baseURL = (backend: Backend) => inject("servers")[backend].baseURL;

/**
 * A Chromium for the test file, closed after it. `url(path)` is the address of a path on the test server
 * of `backend`: SQLite unless asked, as the same build also runs on PostgreSQL.
 */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    url: (path: string, backend: Backend = "sqlite") => `${baseURL(backend)}${path}`,
    get browser(): Browser {
      if (!state.browser) throw new Error("browser not started");
      return state.browser;
    },
    /** A fresh context (own storage) with the given options; closed by the caller via `context.close()`. */
    async newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({
        viewport: viewports.desktop,
        locale: "en-US",
        ...options,
        extraHTTPHeaders: { "X-Forwarded-For": visitorAddress(), ...options.extraHTTPHeaders },
      });
      const page = await context.newPage();
      if (options.javaScriptEnabled === false) withoutScripts.add(page);
      return { context, page };
    },
    /**
     * Opens a page and, when scripts run, waits until React has hydrated it (scripts load after `load`): on the
     * shared test server of `backend`, or on a server of the test's own.
     */
    async open(page: Page, path: string, backend: Backend | { baseURL: string } = "sqlite") {
      const response = await page.goto(`${typeof backend === "string" ? baseURL(backend) : backend.baseURL}${path}`);
      if (!withoutScripts.has(page)) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      return response;
    },
  };
}

/** The page's layout shifts so far (the sum of their values): what moved as its images loaded, if anything. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
