import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();

describe("language switcher", () => {
  test("leads to the same page in the other language and remembers the choice", async () => {
    const { context, page } = await site.newPage();
    await site.open(page, "/about/history");
    await page.getByRole("link", { name: "አማርኛ" }).click();
    await page.waitForURL(site.url("/am/about/history"));
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("am");
    await expect.poll(() => page.locator("h1").innerText()).toBe("ታሪካችን");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("am");

    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(site.url("/about/history"));
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Our History");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    await context.close();
  });

  test("keeps the query string", async () => {
    const { context, page } = await site.newPage();
    await site.open(page, "/contact?topic=volunteer");
    await page.getByRole("link", { name: "አማርኛ" }).click();
    await page.waitForURL(site.url("/am/contact?topic=volunteer"));
    await context.close();
  });
});

describe("a choice made before the page's scripts have run, or without them, sticks", () => {
  /** Where a later visit to `/` lands, in the same browser. */
  async function landingOfHome(page: Page) {
    await page.goto(site.url("/"));
    await page.waitForLoadState("load");
    return new URL(page.url()).pathname;
  }

  test("a tap before hydration (the page's own scripts never load): the next visit to / is Amharic, then English again", async () => {
    const { context, page } = await site.newPage({ locale: "en-US" });
    // The inline head script runs; the deferred module scripts are held back, as on a slow phone.
    await context.route("**/assets/*.js", (route) => route.abort());
    await page.goto(site.url("/about/history"));
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await page.getByRole("link", { name: "አማርኛ" }).click();
    await page.waitForURL((url) => url.pathname === "/am/about/history");
    // The mark of the switcher's link is taken off the address once the choice is kept.
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("am");
    expect(await landingOfHome(page)).toBe("/am");

    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await landingOfHome(page)).toBe("/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });

  test("a tap at once, while the page is still loading its scripts, sticks too", async () => {
    const { context, page } = await site.newPage({ locale: "en-US" });
    await page.goto(site.url("/news"), { waitUntil: "commit" });
    await page.getByRole("link", { name: "አማርኛ" }).click();
    await page.waitForURL((url) => url.pathname === "/am/news");
    expect(await landingOfHome(page)).toBe("/am");
    await context.close();
  });

  test("without JavaScript: the server remembers the choice with a cookie and sends / to /am; English again undoes it", async () => {
    const { context, page } = await site.newPage({ locale: "en-US", javaScriptEnabled: false });
    await site.open(page, "/programs/education");
    await page.getByRole("link", { name: "አማርኛ" }).click();
    await page.waitForURL((url) => url.pathname === "/am/programs/education");
    expect(await landingOfHome(page)).toBe("/am");
    // Any English address, with its query.
    await page.goto(site.url("/contact?topic=volunteer"));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/am/contact?topic=volunteer");

    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
    expect(await landingOfHome(page)).toBe("/");
    await context.close();
  });

  test("the pages stay the same for everyone: the cookie changes no page, only where an English address sends a visitor", async () => {
    const cookie = { Cookie: "i18nextLng=am" };
    for (const path of ["/am", "/am/about", "/about?lang=en"]) {
      const plain = await fetch(site.url(path));
      const chosen = await fetch(site.url(path), { headers: cookie });
      expect(await chosen.text(), path).toBe(await plain.text());
    }
    const redirected = await fetch(site.url("/about"), { headers: cookie, redirect: "manual" });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/am/about");
    expect(redirected.headers.get("cache-control")).toBe("no-store");
    // Only the switcher's own mark, for the page's own language, sets the cookie.
    expect((await fetch(site.url("/am/about?lang=am"))).headers.get("set-cookie")).toMatch(/^i18nextLng=am; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect((await fetch(site.url("/about?lang=am"))).headers.get("set-cookie")).toBeNull();
    expect((await fetch(site.url("/am/about"))).headers.get("set-cookie")).toBeNull();
    // Nor do the data of client navigation redirect.
    expect((await fetch(site.url("/about.data"), { headers: cookie, redirect: "manual" })).status).toBe(200);
  });
});

describe("first visit detection", () => {
  test("a browser set to Amharic lands on the Amharic page before English is painted", async () => {
    const { context, page } = await site.newPage({ locale: "am-ET" });
    const documents: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document") documents.push(new URL(response.url()).pathname);
    });
    await site.open(page, "/programs/education");
    await page.waitForURL(site.url("/am/programs/education"));
    expect(await page.getAttribute("html", "lang")).toBe("am");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("am");
    // The English document was answered but never rendered: no stylesheet or script of it ran past the redirect.
    expect(documents).toEqual(["/programs/education", "/am/programs/education"]);
    await context.close();
  });

  test("a stored choice of English beats the browser's Amharic", async () => {
    const { context, page } = await site.newPage({ locale: "am-ET" });
    await context.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
    await site.open(page, "/programs/education");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/programs/education");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });

  test("an English browser stays on English and the choice is cached", async () => {
    const { context, page } = await site.newPage({ locale: "en-US" });
    await site.open(page, "/news");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/news");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    await context.close();
  });

  test("an explicit Amharic address is never redirected", async () => {
    const { context, page } = await site.newPage({ locale: "en-US" });
    await context.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
    await site.open(page, "/am/news");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/am/news");
    await context.close();
  });
});
