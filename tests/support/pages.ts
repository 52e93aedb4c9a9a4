import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { launchBrowser } from "./browser.ts";

export { publicPaths } from "../../app/content/public-paths.ts";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

const withoutScripts = new WeakSet<Page>();

/** A Chromium for the test file, closed after it; `url(path)` is the test server's address for a path. */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    url: (path: string) => `${inject("baseURL")}${path}`,
    get browser(): Browser {
      if (!state.browser) throw new Error("browser not started");
      return state.browser;
    },
    /** A fresh context (own storage) with the given options; closed by the caller via `context.close()`. */
    async newPage(options: Parameters<Browser["newContext"]>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({ viewport: viewports.desktop, locale: "en-US", ...options });
      const page = await context.newPage();
      if (options.javaScriptEnabled === false) withoutScripts.add(page);
      return { context, page };
    },
    /** Opens a page and, when scripts run, waits until React has hydrated it (scripts load after `load`). */
    async open(page: Page, path: string) {
      const response = await page.goto(`${inject("baseURL")}${path}`);
      if (!withoutScripts.has(page)) await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      return response;
    },
  };
}
