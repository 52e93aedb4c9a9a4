/**
 * Documents in a real browser on both databases (issue 15, decision 34): an editor adds a form with a PDF in English
 * and one in Amharic and publishes it; the downloads page offers the visitor's language first, in both languages, and
 * the files come back byte for byte with their type, size, name and caching; a document in Amharic only says so on the
 * English page. Without scripts, in Amharic, a photo renamed to .pdf is refused with the reason and nothing is kept,
 * not even the real PDF chosen with it. Coordinators and translators cannot add documents. The magazine page, on a
 * server of its own (the shared servers' magazine stays "coming soon" for the spec's test), lists its issues newest
 * first with their covers, and goes back to "coming soon" when the last is unpublished.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { type DocumentFields, maxDocumentBytes } from "#app/media/documents.ts";
import { checkPdf } from "#app/media/documents-pdf.ts";
import { saveDocument } from "#app/media/documents-store.server.ts";
import { processImage } from "#app/media/images.server.ts";
import { saveMediaDetails, storeImage } from "#app/media/store.server.ts";
import { magazine } from "#app/site/content/resources.ts";
import { documentsTexts } from "#app/staff/media/documents-texts.ts";
import { mediaStaffTexts } from "#app/staff/media/texts.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import { samplePdf } from "../support/pdfs.ts";
import { type Backend, startServer } from "../support/server.ts";
import { baseURL, cookieName, createStaff, pageText, request, signedInSession, signInThroughTheForm } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The links of the document titled `title` on a downloads page: address, language and text, in the page's order. */
async function linksOf(backend: Backend, pagePath: string, title: string) {
  await pageText(backend, pagePath, title);
  const { context, page } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(site.url(pagePath, backend));
  const article = page.getByTestId("document").filter({ has: page.getByRole("heading", { name: title }) });
  const links = await article
    .getByRole("link")
    .evaluateAll((anchors: HTMLAnchorElement[]) => anchors.map((a) => ({ href: a.getAttribute("href") ?? "", hreflang: a.hreflang, text: a.innerText })));
  const note = await article.innerText();
  await context.close();
  return { links, note };
}

async function expectFile(backend: Backend, href: string, bytes: Buffer, filename: RegExp) {
  const response = await fetch(`${baseURL(backend)}${href}`);
  expect(response.status, href).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toMatch(filename);
  expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
}

describe.each(backends)("documents on %s", (backend) => {
  test("an editor publishes a form in English and Amharic; each downloads page offers its language first, byte for byte", async () => {
    const t = documentsTexts.en;
    const tag = Date.now().toString(36);
    const title = `Family handbook ${tag}`;
    const english = samplePdf(`Family handbook ${tag}`, 240 * 1024);
    const amharic = samplePdf(`Family handbook ${tag} in Amharic`, 250 * 1024);
    const login = await createStaff(backend, "documents-editor", { role: "editor" });
    const { context, page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await site.open(page, "/admin/documents", backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/documents");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByText(fill(t.limits, { megabytes: maxDocumentBytes / 1024 / 1024 })).waitFor();

    await page.getByLabel(t.kinds.download).check();
    await page.getByLabel(t.group).selectOption("families");
    await page.getByLabel(t.titleEn).fill(title);
    await page.getByLabel(t.titleAm).fill(`የቤተሰብ መመሪያ መጽሐፍ ${tag}`);
    await page.getByLabel(t.descriptionEn).fill("The school day, what to bring, and who to call.");
    await page.getByLabel(t.fileEn).setInputFiles({ name: "handbook.pdf", mimeType: "application/pdf", buffer: english });
    await page.getByLabel(t.fileAm).setInputFiles({ name: "handbook-am.pdf", mimeType: "application/pdf", buffer: amharic });
    await page.getByRole("button", { name: adminTexts.en.publication.publish }).click();
    await page.waitForURL((url) => /^\/admin\/documents\/\d+$/.test(url.pathname));
    await page.getByText(mediaStaffTexts.en.media.publishedDone, { exact: true }).waitFor();
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await context.close();

    const inEnglish = await linksOf(backend, "/resources/downloads", title);
    expect(inEnglish.links.map((link) => link.hreflang)).toEqual(["en", "am"]);
    expect(inEnglish.links[0]?.text).toContain("Download in English");
    expect(inEnglish.links[0]?.text).toContain("PDF, 240 KB");
    expect(inEnglish.links[1]?.text).toContain("PDF, 250 KB");
    const inAmharic = await linksOf(backend, "/am/resources/downloads", `የቤተሰብ መመሪያ መጽሐፍ ${tag}`);
    expect(inAmharic.links.map((link) => link.hreflang)).toEqual(["am", "en"]);
    expect(inAmharic.links[0]?.text).toContain("በአማርኛ ያውርዱ");
    expect(inAmharic.links[0]?.text).toContain("PDF፣ 250 ኪሎባይት");
    // The same files from either page: the English page's second link is the Amharic page's first.
    expect(inAmharic.links[0]?.href).toBe(inEnglish.links[1]?.href);
    await expectFile(backend, inEnglish.links[0]?.href ?? "", english, new RegExp(`filename="family-handbook-${tag}-en\\.pdf"`));
    await expectFile(backend, inAmharic.links[0]?.href ?? "", amharic, /filename="family-handbook-.*-am\.pdf"; filename\*=UTF-8''%E1%8B%A8/);

    const audit = await serverDatabase(backend).all<{ action: string }>("SELECT action FROM audit_log WHERE subject = ? ORDER BY id", [`document:${id}`]);
    expect(audit.map((entry) => entry.action)).toEqual(["document.upload", "document.publish"]);
    // "Register Online" stays in the registration group.
    const { context: visitor, page: downloads } = await site.newPage({ javaScriptEnabled: false });
    await downloads.goto(site.url("/resources/downloads", backend));
    expect(await downloads.getByTestId("downloads-registration").getByRole("link", { name: "Register Online" }).getAttribute("href")).toBe("/register");
    await visitor.close();
  });

  test("a document in Amharic only says so on the English page, its link marked as Amharic", async () => {
    const tag = Date.now().toString(36);
    const title = `Volunteer application ${tag}`;
    const { sessionId } = await signedInSession(backend, "documents-amharic", { role: "editor" });
    const body = new FormData();
    for (const [name, value] of Object.entries({ intent: "publish", kind: "download", group: "volunteers", titleEn: title, titleAm: `የበጎ ፈቃደኛ ማመልከቻ ${tag}` }))
      body.append(name, value);
    const pdf = samplePdf(`Volunteer application ${tag}`);
    body.append("fileAm", new Blob([pdf], { type: "application/pdf" }), "application.pdf");
    const posted = await request(backend, "/admin/documents", { method: "POST", body, cookie: sessionId });
    expect(posted.status).toBe(302);
    const { links, note } = await linksOf(backend, "/resources/downloads", title);
    expect(note).toContain("Available in Amharic only.");
    expect(links).toEqual([expect.objectContaining({ hreflang: "am", text: expect.stringContaining("Download in Amharic") })]);
    await expectFile(backend, links[0]?.href ?? "", pdf, /-am\.pdf"/);
  });

  test("without scripts, in Amharic: a photo renamed to .pdf is refused with the reason, and nothing is kept", async () => {
    const t = documentsTexts.am;
    const tag = Date.now().toString(36);
    const login = await createStaff(backend, "documents-noscript", { role: "editor" });
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    await site.open(page, "/am/admin/documents", backend);
    await signInThroughTheForm(page, backend, login, "am");
    await page.waitForURL((url) => url.pathname === "/am/admin/documents");
    const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#c8102e" } })
      .png()
      .toBuffer();
    await page.getByLabel(t.titleEn).fill(`Pickup form ${tag}`);
    await page.getByLabel(t.titleAm).fill(`ልጅን ለመውሰድ የፈቃድ ቅጽ ${tag}`);
    await page.getByLabel(t.group).selectOption("families");
    await page.getByLabel(t.fileEn).setInputFiles({ name: "pickup-form.pdf", mimeType: "application/pdf", buffer: png });
    await page.getByLabel(t.fileAm).setInputFiles({ name: "pickup-form-am.pdf", mimeType: "application/pdf", buffer: samplePdf(`Pickup ${tag}`) });
    await page.getByRole("button", { name: adminTexts.am.publication.publish }).click();
    await page.getByText(fill(t.refused.notPdf, { name: "pickup-form.pdf" })).waitFor();
    // What was typed comes back; nothing of the document was stored.
    expect(await page.getByLabel(t.titleEn).inputValue()).toBe(`Pickup form ${tag}`);
    await context.close();
    expect(await serverDatabase(backend).get("SELECT id FROM documents WHERE title_en = ?", [`Pickup form ${tag}`])).toBeUndefined();
  });

  test("coordinators and translators cannot add documents; anonymous large bodies are refused before they are read", async () => {
    const big = new FormData();
    big.append("fileEn", new Blob([samplePdf("big", 300 * 1024)], { type: "application/pdf" }), "big.pdf");
    for (const role of ["coordinator", "translator"] as const) {
      const { sessionId } = await signedInSession(backend, `documents-${role}`, { role, translates: "am" });
      const body = new FormData();
      for (const [name, value] of Object.entries({ intent: "publish", kind: "download", group: "families", titleEn: `By a ${role}`, titleAm: "ቅጽ" }))
        body.append(name, value);
      body.append("fileEn", new Blob([samplePdf(role)], { type: "application/pdf" }), "form.pdf");
      expect((await request(backend, "/admin/documents", { cookie: sessionId })).status, role).toBe(403);
      expect((await request(backend, "/admin/documents", { method: "POST", body, cookie: sessionId })).status, role).toBe(403);
      // Signed in, but not to upload: no more than a form's body is read.
      expect((await request(backend, "/admin/documents", { method: "POST", body: big, cookie: sessionId })).status, role).toBe(413);
      expect(await serverDatabase(backend).get("SELECT id FROM documents WHERE title_en = ?", [`By a ${role}`])).toBeUndefined();
    }
    expect((await fetch(`${baseURL(backend)}/admin/documents`, { method: "POST", body: big })).status).toBe(401);
    const forged = await fetch(`${baseURL(backend)}/admin/documents`, { method: "POST", body: big, headers: { Cookie: `${cookieName}=forged` } });
    expect(forged.status).toBe(401);
  });
});

describe("the magazine, on a server of its own", () => {
  test("issues newest first with date, cover and sizes in each language; the last one unpublished brings back 'coming soon'", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-magazine-"));
    const server = await startServer({ DATA_DIR: dataDir });
    const db = openDatabase({ dataDir });
    const actor = "magazine-test@example.org";
    const writer: ContentWriter = { actor, audit: (q, entry) => recordAudit(q, { actor, ...entry }) };
    const comingSoon = 'id="coming-soon-heading"';
    const page = async (pagePath: string, wanted: string) => {
      for (let tries = 0; ; tries++) {
        const text = (await (await fetch(`${server.baseURL}${pagePath}`)).text()).replaceAll("<!-- -->", "");
        if (text.includes(wanted) || tries > 50) return text;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      const image = await processImage(
        await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#0b6b3a" } })
          .jpeg()
          .toBuffer(),
      );
      if ("refused" in image) throw new Error(image.refused);
      const { id: mediaId } = await storeImage(db, image, "cover.jpg", writer);
      const texts = { en: { alt: "The Genna issue's cover", caption: "" }, am: { alt: "የገና እትም ሽፋን", caption: "" } };
      await saveMediaDetails(db, mediaId, { texts, focal: { x: 50, y: 50 }, showsChildren: false, guardiansAgreed: false }, "publish", writer);
      const issue = (issueDate: string, en: string, am: string, coverKey: string | null): DocumentFields => ({
        kind: "magazine",
        group: null,
        issueDate,
        texts: { en: { title: en, description: "" }, am: { title: am, description: "" } },
        coverKey,
      });
      const pdf = (text: string) => {
        const bytes = samplePdf(text, 2_400 * 1024);
        const checked = checkPdf(bytes);
        if (!checked.ok) throw new Error(checked.refused);
        return { fileName: checked.fileName, originalName: `${text}.pdf`, bytes };
      };
      const older = await saveDocument(db, undefined, issue("2026-09-11", "New Year issue", "የአዲስ ዓመት እትም", null), { am: pdf("New Year") }, "publish", writer);
      await saveDocument(db, undefined, issue("2027-01-07", "Genna issue", "የገና እትም", image.key), { en: pdf("Genna"), am: pdf("Genna am") }, "publish", writer);

      const english = await page("/resources/magazine", "Genna issue");
      // The loader's data carries every word of the page; what is drawn is the list, not the "coming soon".
      expect(english).not.toContain(comingSoon);
      expect(english.indexOf("Genna issue")).toBeLessThan(english.indexOf("New Year issue"));
      expect(english).toContain("January 7, 2027");
      expect(english).toContain("PDF, 2.3 MB");
      expect(english).toContain("Available in Amharic only.");
      // The cover as a <picture>: AVIF and WebP first, every width kept, its size set; the first issue's fetched first.
      expect(english).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{20}-400\.avif 400w/);
      expect(english).toMatch(
        /<img src="\/media\/[0-9a-f]{20}-800\.jpg" srcSet="[^"]+" sizes="[^"]+" width="900" height="1200" alt="The Genna issue&#x27;s cover" loading="eager"/,
      );
      const amharic = await page("/am/resources/magazine", "የገና እትም");
      expect(amharic).toContain("ታኅሣሥ 29 ቀን 2019 ዓ.ም.");
      expect(amharic).toContain("PDF፣ 2.3 ሜጋባይት");

      // Unpublishing both: the render cache renders the page again, with the spec's "coming soon".
      const genna = await db.get<{ id: number }>("SELECT id FROM documents WHERE title_en = 'Genna issue'");
      const olderId = older && "saved" in older ? older.saved.id : 0;
      for (const id of [Number(genna?.id), olderId]) {
        const saved = await saveDocument(db, id, issue("2027-01-07", "x", "x", null), {}, "unpublish", writer);
        expect(saved && "saved" in saved && saved.saved.status).toBe("draft");
      }
      expect(await page("/resources/magazine", comingSoon)).toMatch(new RegExp(`${comingSoon}[^>]*>${magazine.en.heading}</h2>`));
    } finally {
      await db.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
