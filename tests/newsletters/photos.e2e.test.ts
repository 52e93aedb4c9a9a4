/**
 * A newsletter with a heading, a photo of the media library, a photo that is not in it and a link to an event, sent
 * by a running server through the loopback SMTP sink to one English and one Amharic subscriber, on both databases:
 * each e-mail has the heading as an element, the photo at an absolute address the server answers with a JPEG, its
 * description in the subscriber's language, the link to the event's page in their language, and in its plain text
 * the heading's line and the photo's; the missing photo leaves nothing. The editor's page offers the library's
 * photos and says which one its e-mails leave out; the preview and the public archive show the photo.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createNewsletter, findNewsletter, startNewsletter } from "#app/newsletters/newsletters.server.ts";
import { addStaff } from "#app/staff/shared/accounts.server.ts";
import { sessionCookieName, startSession } from "#app/staff/shared/sessions.server.ts";
import { useNewsletterSites, waitFor } from "../support/newsletter-sites.ts";
import { seedSubscribers } from "../support/newsletters.ts";
import { findMail, type ReceivedMail } from "../support/smtp-sink.ts";
import { publishedPhoto } from "../support/staff.ts";

const newSite = useNewsletterSites("newsletter-photos");
const runId = randomBytes(4).toString("hex");
const alt = { en: "Children singing at Genna", am: "በገና የሚዘምሩ ልጆች" };

/** The `<img>` elements of an e-mail's HTML, with their attributes. */
const imagesOf = (html: string) =>
  [...html.matchAll(/<img\b([^>]*)>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([a-z-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]])),
  );

describe("a newsletter's headings, photos and links, as each subscriber receives it", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(backend, { timeout: 120_000 }, async () => {
      const { db, mailDir, start } = await newSite(backend);
      const { id: photo } = await publishedPhoto(db, alt);
      const gone = photo + 1000;
      const readers = { en: `photo-reader-en-${runId}@example.org`, am: `photo-reader-am-${runId}@example.org` };
      await seedSubscribers(db, [
        { email: readers.en, lang: "en" },
        { email: readers.am, lang: "am" },
      ]);
      const id = await createNewsletter(db, {
        subjectEn: `Genna ${runId}`,
        subjectAm: `ገና ${runId}`,
        bodyEn: `Dear friends,\n\n## Genna at the hall\n\n![](media:${photo})\n\nSee [the event](/events/genna-2027).\n\n![](media:${gone})\n\nSee you there.`,
        bodyAm: `ውድ ወዳጆች፣\n\n## ገና በአዳራሹ\n\n![](media:${photo})\n\n[ዝግጅቱን](/events/genna-2027) ይመልከቱ።\n\n![](media:${gone})\n\nእዚያ እንገናኝ።`,
        audience: { language: "all", interests: [] },
      });
      const server = await start({ NEWSLETTER_SENDS_PER_MINUTE: "600" });

      // The editor's page: the library's photo on offer under each text, and the missing one named beside the previews.
      const editor = await addStaff(db, `photo-editor-${runId}@example.org`, null, { role: "editor" });
      const headers = { Cookie: `${sessionCookieName(false)}=${await startSession(db, editor)}` };
      const composer = await (await fetch(`${server.baseURL}/admin/newsletters/${id}`, { headers })).text();
      expect(composer.match(new RegExp(`!\\[\\]\\(media:${photo}\\)</code>`, "g"))).toHaveLength(2);
      expect(composer).toContain(`The English text shows photos not published under Photos, or no longer: ![](media:${gone}).`);
      expect(composer).toContain(`The Amharic text shows photos not published under Photos, or no longer: ![](media:${gone}).`);
      const preview = await fetch(`${server.baseURL}/admin/newsletters/${id}/preview/am`, { headers });
      expect(imagesOf(await preview.text()).map((image) => image.alt)).toEqual([alt.am]);

      expect(await startNewsletter(db, id)).toBe(true);
      const received: Record<"en" | "am", ReceivedMail> = {
        en: await findMail(mailDir, (mail) => mail.to.includes(readers.en), 30_000),
        am: await findMail(mailDir, (mail) => mail.to.includes(readers.am), 30_000),
      };
      const expected = {
        en: { heading: "Genna at the hall", link: `${server.baseURL}/events/genna-2027`, photoLine: `[Photo: ${alt.en}]` },
        am: { heading: "ገና በአዳራሹ", link: `${server.baseURL}/am/events/genna-2027`, photoLine: `[ፎቶ፦ ${alt.am}]` },
      };
      for (const lang of ["en", "am"] as const) {
        const mail = received[lang];
        const own = expected[lang];
        expect(mail.html).toMatch(new RegExp(`<h2 [^>]*>${own.heading}</h2>`));
        // One picture: the library's, the missing one leaves none (and no line of Markdown).
        const images = imagesOf(mail.html);
        expect(images).toHaveLength(1);
        const [image] = images;
        expect(image?.alt).toBe(alt[lang]);
        // The JPEG a browser without <picture> gets, 800 px at most: this 640 px photo's own width.
        expect(image?.src).toMatch(new RegExp(`^${server.baseURL}/media/[0-9a-f]{20}-640\\.jpg$`));
        // The letter's text width (600 px less the card's padding and borders), the photo's ratio kept.
        expect([image?.width, image?.height]).toEqual(["534", "401"]);
        const fetched = await fetch(String(image?.src));
        expect(fetched.status).toBe(200);
        expect(fetched.headers.get("content-type")).toBe("image/jpeg");
        expect(mail.html).toContain(`href="${own.link}"`);
        expect(mail.html).not.toContain("media:");

        expect(mail.text).toMatch(new RegExp(`^${own.heading}\\n=+$`, "m"));
        expect(mail.text.split("\n")).toContain(own.photoLine);
        expect(mail.text).toContain(own.link);
        expect(mail.text).not.toContain("media:");
      }

      // The public archive draws the photo as an article's text does, once the newsletter is sent in full.
      await waitFor("the newsletter to be sent", async () => (await findNewsletter(db, id))?.status === "sent", 30_000);
      const slug = (await findNewsletter(db, id))?.slug;
      for (const lang of ["en", "am"] as const) {
        const url = `${server.baseURL}${lang === "am" ? "/am" : ""}/news/newsletters/${slug}`;
        // The render cache renders the archive again once the last message is settled.
        await waitFor(`${url} to be in the archive`, async () => (await fetch(url)).status === 200, 15_000);
        const html = await (await fetch(url)).text();
        expect(html).toMatch(/<picture>.*<source type="image\/avif"/s);
        expect(imagesOf(html).filter((each) => each.alt === alt[lang])).toHaveLength(1);
        expect(html).not.toContain("media:");
        // The event's link opens its page in the archive page's language, as in the e-mail.
        expect(html).toContain(`href="${new URL(expected[lang].link).pathname}"`);
      }
    });
  }
});
