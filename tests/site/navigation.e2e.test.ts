import { describe, expect, test } from "vitest";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import { useBrowser, viewports } from "../support/pages.ts";

const site = useBrowser();

describe("mobile menu", () => {
  test("opens, closes, and closes when a link is chosen", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.phone });
    await site.open(page, "/");
    const menu = page.locator("header details").first();
    const toggle = menu.locator("summary").first();
    const nav = menu.getByRole("navigation");
    expect(await nav.isVisible()).toBe(false);

    await toggle.click();
    expect(await nav.isVisible()).toBe(true);
    await toggle.click();
    expect(await nav.isVisible()).toBe(false);

    await toggle.click();
    await nav.getByRole("link", { name: "News" }).click();
    await page.waitForURL(site.url("/news"));
    await expect.poll(() => page.locator("h1").innerText()).toBe("News");
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });

  test("opens and navigates with JavaScript off", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.phone, javaScriptEnabled: false });
    await site.open(page, "/am");
    const menu = page.locator("header details").first();
    await menu.locator("summary").first().click();
    const nav = menu.getByRole("navigation");
    expect(await nav.isVisible()).toBe(true);
    await nav.locator("summary", { hasText: "ስለ እኛ" }).click();
    await nav.getByRole("link", { name: "ታሪክ" }).click();
    await page.waitForURL(site.url("/am/about/history"));
    expect(await page.locator("h1").innerText()).toBe("ታሪካችን");
    await context.close();
  });
});

describe("desktop drop-down menus", () => {
  test("open with Enter and Space, close with Escape, keep focus sensible", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.desktop });
    await site.open(page, "/");
    const button = page.getByRole("button", { name: "Show About Us pages" });
    const panel = page.locator("#nav-panel-about");
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.isVisible()).toBe(true);

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Mission");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Space");
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await panel.isVisible()).toBe(false);
    await context.close();
  });

  test("open on hover and on touch, and lead to the page", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.desktop, hasTouch: true });
    await site.open(page, "/");
    const panel = page.locator("#nav-panel-programs");
    await page.getByRole("button", { name: "Show Programs pages" }).tap();
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole("link", { name: "Education" }).tap();
    await page.waitForURL(site.url("/programs/education"));
    await expect.poll(() => page.locator("h1").innerText()).toBe("Education Program");
    expect(await panel.isVisible()).toBe(false);

    await page.getByRole("link", { name: "Events", exact: true }).first().hover();
    expect(await page.locator("#nav-panel-events").isVisible()).toBe(true);
    await page.mouse.move(600, 700);
    expect(await page.locator("#nav-panel-events").isVisible()).toBe(false);
    await context.close();
  });

  test("a click outside closes an open menu", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.desktop });
    await site.open(page, "/");
    const button = page.getByRole("button", { name: "Show Support pages" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await page.locator("#nav-panel-support").isVisible()).toBe(true);
    await page.mouse.click(600, 700);
    expect(await page.locator("#nav-panel-support").isVisible()).toBe(false);
    await context.close();
  });
});

describe("section tab bars", () => {
  for (const [path, current, others] of [
    ["/events/calendar", "Event Calendar", ["Training Programs", "Annual Events"]],
    ["/events/annual", "Annual Events", ["Event Calendar", "Training Programs"]],
    ["/resources/downloads", "Downloads & Forms", ["Staff Directory", "Magazine", "Archive", "Pictures & Videos"]],
    ["/am/resources/staff", "የሠራተኞች ማውጫ", ["መጽሔት", "ማህደር"]],
  ] as const) {
    test(`${path} marks "${current}"`, async () => {
      const { context, page } = await site.newPage();
      await site.open(page, path);
      const tabs = page.getByRole("navigation", { name: path.startsWith("/am") ? am.navigation.sectionPages : en.navigation.sectionPages });
      expect(await tabs.getByRole("link", { name: current }).getAttribute("aria-current")).toBe("page");
      for (const other of others) expect(await tabs.getByRole("link", { name: other }).getAttribute("aria-current")).toBeNull();
      expect(await tabs.locator('[aria-current="page"]').count()).toBe(1);
      await context.close();
    });
  }

  test("the calendar's category views and archive keep its tab marked as the part they belong to", async () => {
    const { context, page } = await site.newPage();
    for (const path of ["/events/calendar/school", "/events/calendar/past"]) {
      await site.open(page, path);
      const tabs = page.getByRole("navigation", { name: en.navigation.sectionPages });
      expect(await tabs.getByRole("link", { name: "Event Calendar" }).getAttribute("aria-current"), path).toBe("true");
      expect(await tabs.locator('[aria-current="page"]').count(), path).toBe(0);
    }
    await context.close();
  });

  test("the overview pages mark no tab", async () => {
    const { context, page } = await site.newPage();
    for (const path of ["/events", "/resources"]) {
      await site.open(page, path);
      const tabs = page.getByRole("navigation", { name: en.navigation.sectionPages });
      expect(await tabs.getByRole("link").count()).toBeGreaterThan(2);
      expect(await tabs.locator('[aria-current="page"]').count()).toBe(0);
    }
    await context.close();
  });
});

describe("coming soon", () => {
  test("programs other than Education are disabled cards, not links", async () => {
    const { context, page } = await site.newPage();
    await site.open(page, "/programs");
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: /Education/ }).count()).toBeGreaterThan(0);
    const cards = main.locator("[data-coming-soon]");
    expect(await cards.count()).toBe(5);
    for (const name of ["Public Health", "Housing", "Seniors", "Women", "Sports"]) {
      const card = cards.filter({ hasText: name });
      expect(await card.count()).toBe(1);
      expect(await card.locator("a").count()).toBe(0);
      expect(await card.evaluate((element) => element.closest("a"))).toBeNull();
      expect(await card.innerText()).toContain("Coming Soon");
    }
    await context.close();
  });
});
