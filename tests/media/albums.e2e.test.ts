/**
 * Photos in the site's content, in a real browser on both databases (issue 15): an editor uploads a phone photo
 * carrying a GPS position, describes it in both languages, publishes it, puts it in an album and publishes the
 * album; the album page serves AVIF to Chromium and no variant keeps any EXIF; a photo opens large and is
 * browsed by keyboard and swipe, in English and Amharic, and every photo is reachable without scripts. A photo
 * without its Amharic alt text cannot be chosen; a news article's cover is a `<picture>` of a set size, preloaded;
 * a photo taken off the site leaves the pages that showed it, which still work.
 */
import { randomBytes } from "node:crypto";
import type { Page, Response } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { loadMedia, saveMediaDetails } from "#app/media/store.server.ts";
import { gallery } from "#app/site/content/resources.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import { mediaStaffTexts } from "#app/staff/media/texts.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { layoutShift, useBrowser, viewports } from "../support/pages.ts";
import { expectPublicVariants, phonePhoto, variantsOf } from "../support/photos.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, cookieName, createStaff, pageText, publishedPhoto, signedInSession, signInThroughTheForm, storePhoto } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const keyOf = (fileName: string) => fileName.split("-")[0] ?? "";

/** A browser signed in as a new editor (the session cookie of a real sign-in). */
async function editorBrowser(backend: Backend, label: string) {
  const { sessionId } = await signedInSession(backend, label, { role: "editor" });
  const { context, page } = await site.newPage();
  await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
  return { context, page };
}

/** Takes a photo off the public site, as its page's "Take off the public site" does. */
async function unpublish(backend: Backend, id: number) {
  const db = serverDatabase(backend);
  const item = await loadMedia(db, id);
  if (!item) throw new Error(`no photo ${id}`);
  const details = { texts: item.texts, focal: item.focal, showsChildren: item.showsChildren, guardiansAgreed: item.guardiansAgreed !== null };
  await saveMediaDetails(db, id, details, "unpublish", { actor: "test@example.org", audit: async () => {} });
}

/** The images' responses while `open` runs: their URLs and content types. */
async function imageResponses(page: Page, open: () => Promise<unknown>) {
  const seen: { url: string; type: string }[] = [];
  const listener = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith("/media/")) seen.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
  };
  page.on("response", listener);
  await open();
  await page.waitForLoadState("networkidle");
  page.off("response", listener);
  return seen;
}

const lightboxPosition = (page: Page) => page.getByTestId("lightbox").locator("[aria-live]").innerText();

describe.each(backends)("photos in content on %s", (backend) => {
  test("a phone photo is published, put in an album, and the album shows it as AVIF without EXIF, large by keyboard and swipe", {
    timeout: 120_000,
  }, async () => {
    const tContent = contentStaffTexts.en;
    const tMedia = mediaStaffTexts.en;
    const tag = randomBytes(3).toString("hex");
    const name = `genna-${tag}.jpg`;
    const altEn = `Children in white dancing at Genna ${tag}`;
    const other = await publishedPhoto(backend, { en: `The choir at Genna ${tag}`, am: "በገና በዓል የሚዘምሩ ልጆች" }, { en: "The choir", am: "የመዘምራን ቡድን" });
    // Described in English only: not publishable, so not on offer.
    const undescribed = await storePhoto(backend);

    const login = await createStaff(backend, "album-editor", { role: "editor" });
    const { context, page } = await site.newPage();
    await site.open(page, "/admin/media", backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/media");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByLabel(tMedia.media.choose).setInputFiles({ name, mimeType: "image/jpeg", buffer: await phonePhoto(2400, 1800) });
    await page.getByRole("button", { name: tMedia.media.upload }).click();
    // Made into twelve variants on a machine other test files load too: give it time.
    await page.getByText(fill(tMedia.media.uploaded, { count: 1 })).waitFor({ timeout: 90_000 });
    const variants = await variantsOf(backend, name);
    const photoId = Number(variants[0]?.media_id);
    await page.goto(`${baseURL(backend)}/admin/media/${photoId}`);
    await page.getByLabel(tMedia.media.altEn).fill(altEn);
    await page.getByLabel(tMedia.media.altAm).fill("በገና በዓል ነጭ ለብሰው የሚጨፍሩ ልጆች");
    await page.getByLabel(tMedia.media.captionEn).fill("Genna at the community hall");
    await page.getByLabel(tMedia.media.captionAm).fill("ገና በማኅበረሰብ አዳራሹ");
    await page.getByRole("button", { name: adminTexts.en.publication.publish }).click();
    await page.getByText(tMedia.media.publishedDone, { exact: true }).waitFor();

    // The album: the picker offers published photos only, by their alt text.
    await page.goto(`${baseURL(backend)}/admin/content/albums/new`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator(`input[name="photos"][value="${undescribed.id}"]`).count()).toBe(0);
    await page.locator('[name="en.title"]').fill(`Genna 2027 ${tag}`);
    await page.locator('[name="en.description"]').fill("Our Christmas celebration at the community hall.");
    await page.locator('[name="am.title"]').fill(`ገና 2027 ${tag}`);
    await page.locator('[name="am.description"]').fill("የገና በዓላችን በማኅበረሰብ አዳራሹ።");
    await page.getByLabel(altEn).check();
    await page.getByLabel(`The choir at Genna ${tag}`).check();
    // A photo not on offer, slipped into the form anyway, is refused by the action.
    await page
      .getByTestId("picker-photos")
      .evaluate((picker, id) => picker.insertAdjacentHTML("beforeend", `<input type="checkbox" name="photos" value="${id}" checked>`), undescribed.id);
    await page.getByRole("button", { name: tContent.content.publish }).click();
    await page.getByText(tContent.content.problems.image).waitFor();
    // The answer's form holds what was sent, less the photo that is not on offer.
    await page.locator(`input[name="photos"][value="${undescribed.id}"]`).evaluateAll((inputs) => {
      for (const input of inputs) input.remove();
    });
    expect(await page.getByLabel(altEn).isChecked()).toBe(true);
    expect(await page.getByLabel(`The choir at Genna ${tag}`).isChecked()).toBe(true);
    await page.getByRole("button", { name: tContent.content.publish }).click();
    await page.waitForURL((url) => url.searchParams.get("created") === "published");
    const slug = `genna-2027-${tag}`;
    await context.close();

    // The public album: AVIF for Chromium, a size on every photo, the first one preloaded.
    const visitor = await site.newPage({ viewport: viewports.phone });
    const path = `/resources/media/${slug}`;
    const responses = await imageResponses(visitor.page, () => site.open(visitor.page, path, backend));
    const ours = responses.filter((response) => response.url.includes(keyOf(variants[0]?.file_name ?? "")));
    expect(ours.length).toBeGreaterThan(0);
    for (const response of ours) expect(response.type, response.url).toBe("image/avif");
    expect(await visitor.page.locator("main picture img").count()).toBe(2);
    for (const img of await visitor.page.locator("main picture img").all()) {
      expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
    }
    expect(await visitor.page.locator('head link[rel="preload"][as="image"][imagesrcset]').count()).toBe(1);
    // Each photo's box is reserved before its bytes arrive: nothing moves as they load.
    expect(await layoutShift(visitor.page)).toBeLessThan(0.005);
    await expectPublicVariants(baseURL(backend), variants);

    // Large: the caption, the arrow keys, a swipe, Escape, and the focus back on the photo last shown.
    await visitor.page.locator("#photo-1").click();
    const lightbox = visitor.page.getByTestId("lightbox");
    await lightbox.waitFor();
    await lightbox.getByText("Genna at the community hall").waitFor();
    expect(await lightboxPosition(visitor.page)).toBe("Photo 1 of 2");
    await visitor.page.keyboard.press("ArrowRight");
    await expect.poll(() => lightboxPosition(visitor.page)).toBe("Photo 2 of 2");
    await lightbox.getByText("The choir").waitFor();
    const swipe = (from: number, to: number) =>
      lightbox.locator("figure").evaluate(
        (figure, [start, end]) => {
          figure.dispatchEvent(new PointerEvent("pointerdown", { clientX: start, pointerType: "touch", bubbles: true }));
          figure.dispatchEvent(new PointerEvent("pointerup", { clientX: end, pointerType: "touch", bubbles: true }));
        },
        [from, to],
      );
    await swipe(300, 100);
    await expect.poll(() => lightboxPosition(visitor.page)).toBe("Photo 1 of 2");
    await swipe(100, 300);
    await expect.poll(() => lightboxPosition(visitor.page)).toBe("Photo 2 of 2");
    await visitor.page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
    expect(await visitor.page.evaluate(() => document.activeElement?.id)).toBe("photo-2");
    await visitor.context.close();

    // In Amharic: the viewer's words too.
    const amharic = await site.newPage();
    await site.open(amharic.page, `/am${path}`, backend);
    await amharic.page.locator("#photo-1").click();
    const words = gallery.am.album.lightbox;
    await amharic.page.getByRole("button", { name: words.close }).click();
    await amharic.page.getByTestId("lightbox").waitFor({ state: "detached" });
    await amharic.context.close();

    // Without scripts, each photo's link is the large photo itself.
    const plain = await site.newPage({ javaScriptEnabled: false });
    await plain.page.goto(`${baseURL(backend)}${path}`);
    const large = await plain.page.locator("#photo-1").getAttribute("href");
    const file = await fetch(`${baseURL(backend)}${large}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
    await plain.context.close();

    // In the gallery; and a photo taken off the site leaves the album, which still works.
    await pageText(backend, "/resources/media", `Genna 2027 ${tag}`);
    await unpublish(backend, other.id);
    await expect.poll(async () => (await fetch(`${baseURL(backend)}${path}`)).text(), { timeout: 5_000 }).not.toContain(keyOf(other.file));
    expect((await fetch(`${baseURL(backend)}${path}`)).status).toBe(200);
  });

  test("a news article's cover is a <picture> with its size, preloaded, and a cover taken off the site leaves the page working", async () => {
    const tag = randomBytes(3).toString("hex");
    const alt = `Volunteers painting the classroom ${tag}`;
    const cover = await publishedPhoto(backend, { en: alt, am: "ክፍሉን የሚቀቡ በጎ ፈቃደኞች" });
    const { context, page } = await editorBrowser(backend, "cover-editor");
    await page.goto(`${baseURL(backend)}/admin/content/news/new`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.locator('[name="en.title"]').fill(`Classroom ready ${tag}`);
    await page.locator('[name="en.excerpt"]').fill("The classroom is painted.");
    await page.locator('[name="en.author"]').fill("Meron");
    await page.locator('[name="en.body"]').fill("Thank you to every volunteer.");
    await page.getByLabel(alt).check();
    await page.getByRole("button", { name: contentStaffTexts.en.content.publish }).click();
    await page.waitForURL((url) => url.searchParams.get("created") === "published");
    await context.close();

    const path = `/news/classroom-ready-${tag}`;
    const visitor = await site.newPage();
    await site.open(visitor.page, path, backend);
    const picture = visitor.page.locator("main picture").first();
    expect(await picture.locator('source[type="image/avif"]').getAttribute("srcset")).toContain(keyOf(cover.file));
    expect(await picture.locator('source[type="image/webp"]').count()).toBe(1);
    const img = picture.locator("img");
    expect(await img.getAttribute("alt")).toBe(alt);
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
    expect(await img.getAttribute("fetchpriority")).toBe("high");
    expect(await img.getAttribute("loading")).not.toBe("lazy");
    const preload = visitor.page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.getAttribute("imagesrcset")).toContain(keyOf(cover.file));
    expect(await preload.getAttribute("imagesizes")).toBeTruthy();
    expect(await img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await visitor.context.close();

    await unpublish(backend, cover.id);
    await expect.poll(async () => (await fetch(`${baseURL(backend)}${path}`)).text(), { timeout: 5_000 }).not.toContain(keyOf(cover.file));
    const after = await fetch(`${baseURL(backend)}${path}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(`Classroom ready ${tag}`);
  });
});
