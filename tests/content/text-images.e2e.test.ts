/**
 * A library photo inside an article's text, in a real browser on both databases (issue 15): an editor inserts it
 * into the English and the Amharic text with "Insert a photo" and publishes; the public page shows a `<picture>`
 * with the page's language's alt text, lazy, with its width and height, and nothing moves as it loads. Without
 * scripts the picker shows the line to copy.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import { closeServerDatabases } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { layoutShift, useBrowser, viewports } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, cookieName, publishedPhoto, signedInSession } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

/** The layout shifts of the page so far, once the text's photo is in view and loaded. */
async function shiftAfterPhotoLoads(page: Page) {
  const img = page.locator("main .prose-page picture img");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return layoutShift(page);
}

describe.each(backends)("a photo in an article's text on %s", (backend: Backend) => {
  test("inserted in both languages' text and published, it is a lazy <picture> with each language's alt and its size", { timeout: 90_000 }, async () => {
    const t = contentStaffTexts.en.content;
    const tag = randomBytes(3).toString("hex");
    const alt = { en: `Children in white dancing at Genna ${tag}`, am: `በገና በዓል ነጭ ለብሰው የሚጨፍሩ ልጆች ${tag}` };
    const photo = await publishedPhoto(backend, alt, { en: "Genna at the community hall", am: "ገና በማኅበረሰብ አዳራሹ" });
    const line = `![](media:${photo.id})`;
    const { sessionId } = await signedInSession(backend, "text-photo-editor", { role: "editor" });

    // Without scripts, "Insert a photo" shows each photo's line to copy.
    const plain = await site.newPage({ javaScriptEnabled: false });
    await plain.context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
    await plain.page.goto(`${baseURL(backend)}/admin/content/news/new`);
    const plainPicker = plain.page.getByTestId("insert-image-field-en-body");
    await plainPicker.locator("summary").click();
    await plainPicker.locator("li", { hasText: alt.en }).getByText(line, { exact: true }).waitFor();
    expect(await plainPicker.getByRole("button").count()).toBe(0);
    await plain.context.close();

    const { context, page } = await site.newPage();
    await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
    await site.open(page, "/admin/content/news/new", backend);
    const title = `Genna photos ${tag}`;
    await page.locator('[name="en.title"]').fill(title);
    await page.locator('[name="en.excerpt"]').fill("Our Genna, in pictures.");
    await page.locator('[name="en.author"]').fill("Selam");
    await page.locator('[name="am.title"]').fill(`የገና ፎቶዎች ${tag}`);
    await page.locator('[name="am.excerpt"]').fill("የገና በዓላችን በፎቶ።");
    await page.locator('[name="am.author"]').fill("ሰላም");
    for (const [lang, intro] of [
      ["en", "The hall was full."],
      ["am", "አዳራሹ ሞልቶ ነበር።"],
    ] as const) {
      const body = page.locator(`[name="${lang}.body"]`);
      await body.fill(intro);
      const picker = page.getByTestId(`insert-image-field-${lang}-body`);
      await picker.locator("summary").click();
      // The button names its photo too (its alt text after the word, for screen readers).
      await picker.locator("li", { hasText: alt.en }).getByRole("button", { name: t.insertImage.insert }).click();
      expect(await body.inputValue()).toBe(`${intro}\n\n${line}`);
      // The preview shows it, by the library's words in the text's language.
      await page.getByTestId(`preview-${lang}`).getByRole("img", { name: alt[lang] }).waitFor();
    }
    await page.getByRole("button", { name: t.publish }).click();
    await page.waitForURL((url) => url.searchParams.get("created") === "published");
    await context.close();

    for (const lang of ["en", "am"] as const) {
      const visitor = await site.newPage({ viewport: viewports.phone });
      await site.open(visitor.page, `${lang === "am" ? "/am" : ""}/news/genna-photos-${tag}`, backend);
      const picture = visitor.page.locator("main .prose-page figure picture");
      expect(await picture.count()).toBe(1);
      expect(await picture.locator('source[type="image/avif"]').getAttribute("srcset")).toMatch(/\/media\/\S+ \d+w/);
      expect(await picture.locator('source[type="image/webp"]').count()).toBe(1);
      const img = picture.locator("img");
      expect(await img.getAttribute("alt")).toBe(alt[lang]);
      expect(await img.getAttribute("loading")).toBe("lazy");
      expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
      expect(await visitor.page.locator("main .prose-page figcaption").innerText()).toBe(lang === "en" ? "Genna at the community hall" : "ገና በማኅበረሰብ አዳራሹ");
      expect(await shiftAfterPhotoLoads(visitor.page)).toBeLessThan(0.005);
      await visitor.context.close();
    }
  });
});
