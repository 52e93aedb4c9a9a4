import { expect, test } from "vitest";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();

for (const [path, lang, text] of [
  ["/no-such-page", "en", en],
  ["/am/no-such-page", "am", am],
  ["/about/nothing/here", "en", en],
] as const) {
  test(`${path} answers 404 in ${lang} and logs the path`, async () => {
    // A stored choice keeps the English 404 from being redirected to the Amharic one.
    const { context, page } = await site.newPage();
    await context.addInitScript(() => localStorage.setItem("i18nextLng", document.location.pathname.startsWith("/am") ? "am" : "en"));
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(site.url(path));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await page.locator("h1").innerText()).toBe("404");
    expect(await page.getByText(text.notFound.message).isVisible()).toBe(true);
    const home = page.getByRole("link", { name: text.notFound.returnHome });
    expect(await home.getAttribute("href")).toBe(lang === "am" ? "/am" : "/");
    // Logged once scripts have loaded, which waits for the page to paint (decision 4): seconds on a busy machine.
    await expect.poll(() => logged.some((line) => line.includes(path)), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
}
