/**
 * The media library in a real browser on both databases (issue 15): an editor uploads a phone photo carrying a
 * GPS position, describes it, and cannot publish it before it has Amharic alt text and, as a photo of children,
 * the guardians' agreement; once published, the public gets every variant with no EXIF left, kept for good,
 * from a second server sharing the database too. Without scripts, a HEIC photo is refused in Amharic while the
 * photo chosen with it is kept.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, inject, test } from "vitest";
import { maxImageBytes } from "#app/media/images.server.ts";
import { mediaStaffTexts } from "#app/staff/media/texts.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import { expectPublicVariants, phonePhoto, variantsOf } from "../support/photos.ts";
import { startServer } from "../support/server.ts";
import { baseURL, cookieName, createStaff, signInThroughTheForm } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe.each(backends)("the media library on %s", (backend) => {
  test("an editor uploads a phone photo, cannot publish it undescribed, publishes it, and the public gets it without its EXIF", async () => {
    const t = mediaStaffTexts.en.media;
    const name = `genna-${Date.now()}.jpg`;
    const login = await createStaff(backend, "media-editor", { role: "editor" });
    const { context, page } = await site.newPage();
    await site.open(page, "/admin/media", backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/media");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect.poll(() => page.getByText(fill(t.limits, { megabytes: maxImageBytes / 1024 / 1024 })).count()).toBe(1);

    await page.getByLabel(t.choose).setInputFiles({ name, mimeType: "image/jpeg", buffer: await phonePhoto(2400, 1800) });
    await page.getByRole("button", { name: t.upload }).click();
    await page.getByText(fill(t.uploaded, { count: 1 })).waitFor();
    const variants = await variantsOf(backend, name);
    expect(variants).toHaveLength(12);
    // A draft: previewed in the staff area, not on the public site.
    expect((await fetch(`${baseURL(backend)}/media/${variants[0]?.file_name}`)).status).toBe(404);

    await page.locator(`a[href="/admin/media/${variants[0]?.media_id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/admin/media/${variants[0]?.media_id}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    // The preview loads after the page: wait for it rather than read it mid-flight.
    const preview = page.locator("img[src^='/admin/media/file/']");
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await page.getByLabel(t.altEn).fill("Children dancing in white at Genna");
    await page.getByLabel(t.captionEn).fill("Genna 2027 at the community hall");
    await page.getByLabel(t.showsChildren).check();
    await page.getByRole("button", { name: adminTexts.en.publication.publish }).click();
    await page.getByText(t.unpublishable.altAm).waitFor();
    await page.getByText(t.unpublishable.guardians).waitFor();
    // Nothing typed is lost by the refusal.
    expect(await page.getByLabel(t.altEn).inputValue()).toBe("Children dancing in white at Genna");
    expect((await fetch(`${baseURL(backend)}/media/${variants[0]?.file_name}`)).status).toBe(404);

    await page.getByLabel(t.altAm).fill("በገና በዓል ነጭ ለብሰው የሚጨፍሩ ልጆች");
    await page.getByLabel(t.guardiansAgreed).check();
    await page.getByRole("button", { name: adminTexts.en.publication.publish }).click();
    await page.getByText(t.publishedDone, { exact: true }).waitFor();
    await page.getByText(fill(t.guardiansRecorded, { email: login.email, date: "" }).trim(), { exact: false }).waitFor();
    await context.close();

    await expectPublicVariants(baseURL(backend), variants);
    const audit = await serverDatabase(backend).all<{ action: string }>("SELECT action FROM audit_log WHERE subject = ? ORDER BY id", [
      `media:${variants[0]?.media_id}`,
    ]);
    expect(audit.map((entry) => entry.action)).toEqual(["media.upload", "media.publish"]);

    if (backend === "postgres") {
      // Several servers share PostgreSQL: one that never saw the upload serves it too.
      const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-media-second-"));
      const second = await startServer({ DATABASE_URL: inject("servers").postgres.databaseUrl ?? "", DATA_DIR: dataDir });
      try {
        await expectPublicVariants(second.baseURL, variants);
      } finally {
        await second.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });

  test("without scripts, in Amharic: a HEIC photo is refused with what to do, the PNG chosen with it is kept", async () => {
    const t = mediaStaffTexts.am.media;
    const login = await createStaff(backend, "media-noscript", { role: "editor" });
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    await site.open(page, "/am/admin/media", backend);
    await signInThroughTheForm(page, backend, login, "am");
    await page.waitForURL((url) => url.pathname === "/am/admin/media");
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: `#${Date.now().toString(16).slice(-6)}` } })
      .png()
      .toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(4000)]);
    await page.getByLabel(t.choose).setInputFiles([
      { name: "IMG_1001.HEIC", mimeType: "image/heic", buffer: heic },
      { name: "flag.png", mimeType: "image/png", buffer: png },
    ]);
    await page.getByRole("button", { name: t.upload }).click();
    await page.getByText(fill(t.refused.heic, { name: "IMG_1001.HEIC" })).waitFor();
    await page.getByText(fill(t.uploaded, { count: 1 })).waitFor();
    await context.close();
  });

  test("the upload address takes a large body only from a session that may upload, checked before the body is read", async () => {
    const body = new FormData();
    body.append("photos", new Blob([Buffer.alloc(300 * 1024)], { type: "image/jpeg" }), "big.jpg");
    const url = `${baseURL(backend)}/admin/media/upload`;
    for (const headers of [{}, { Cookie: `${cookieName}=forged` }] as Record<string, string>[]) {
      const refused = await fetch(url, { method: "POST", body, headers });
      expect(refused.status).toBe(401);
      expect(await refused.text()).toMatch(/sign in again/);
    }
    const amharic = await fetch(`${baseURL(backend)}/am/admin/media/upload`, { method: "POST", body, headers: { Cookie: `${cookieName}=forged` } });
    expect(amharic.status).toBe(401);
    expect(await amharic.text()).toMatch(/^[\u1200-\u137F\s፣።]+$/);
    // A 60 MB body declared, and only its first kilobyte sent: answered at once, the server waiting for none of the rest.
    expect(await declaredButUnsent(url, 60 * 1024 * 1024, `${cookieName}=forged`)).toBe(401);
  });
});

/** Posts headers declaring `bytes` and sends only a kilobyte of them; resolves to the status the server answers with meanwhile. */
function declaredButUnsent(url: string, bytes: number, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const post = request(url, { method: "POST", headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": bytes } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
      post.destroy();
    });
    post.once("error", reject);
    post.write(Buffer.alloc(1024));
  });
}
