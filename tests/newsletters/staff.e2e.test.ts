/**
 * An editor, in Chromium, writes a newsletter in English and Amharic, previews each language as it will
 * arrive, sends a test to themselves, sends it to every subscriber, watches the figures, pauses and resumes;
 * each subscriber receives it once, in their language, and it joins the public archive in both languages.
 * On both databases, each with a server and an SMTP sink of the test's own (a newsletter goes to every
 * subscriber of the database: the shared servers' subscribers belong to other tests).
 */
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { addStaff } from "#app/staff/shared/accounts.server.ts";
import { sessionCookieName, startSession } from "#app/staff/shared/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { useNewsletterSites, waitFor } from "../support/newsletter-sites.ts";
import { seedSubscribers } from "../support/newsletters.ts";
import { useBrowser } from "../support/pages.ts";
import { allMail, findMail } from "../support/smtp-sink.ts";

const site = useBrowser();
const newSite = useNewsletterSites("newsletter-staff");
const runId = randomBytes(4).toString("hex");
const subscribers = 24;

const statusOf = async (db: Database, subject: string) =>
  (await db.get<{ status: string; slug: string }>("SELECT status, slug FROM newsletters WHERE subject_en = ?", [subject])) ?? { status: "", slug: "" };
const sentCount = async (db: Database) =>
  Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE newsletter_id IS NOT NULL AND status = 'sent'"))?.n);

describe("an editor writes, tests and sends a newsletter, pausing and resuming it", () => {
  for (const backend of ["sqlite", "postgres"] as const) {
    test(backend, { timeout: 180_000 }, async () => {
      const { db, mailDir, start } = await newSite(backend);
      const reader = (i: number) => `staff-reader-${i}@example.org`;
      await seedSubscribers(
        db,
        Array.from({ length: subscribers }, (_, i) => ({ email: reader(i), lang: i % 2 ? ("am" as const) : ("en" as const) })),
      );
      const server = await start({ NEWSLETTER_SENDS_PER_MINUTE: "60" });
      const editor = await addStaff(db, `editor-${runId}@example.org`, null, { role: "editor" });
      const { context, page } = await site.newPage();
      await context.addCookies([{ name: sessionCookieName(false), value: await startSession(db, editor), url: server.baseURL }]);

      // Writing, both languages side by side.
      const subject = `Harvest festival ${runId} ${backend}`;
      await page.goto(`${server.baseURL}/admin/newsletters`);
      await page.getByRole("link", { name: "Write a newsletter" }).click();
      await page.locator("#field-subjectEn").fill(subject);
      await page.locator("#field-bodyEn").fill("Join us on **Saturday**.\n\n- Food\n- Music\n\nSee [the calendar](/events/calendar).");
      await page.locator("#field-subjectAm").fill(`የመኸር በዓል ${runId}`);
      await page.locator("#field-bodyAm").fill("ቅዳሜ ይቀላቀሉን።\n\n- ምግብ\n- ሙዚቃ");
      await page.getByRole("button", { name: "Save the draft" }).click();
      await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      const newsletterUrl = page.url().replace(/\?.*$/, "");
      expect(newsletterUrl).toMatch(/\/admin\/newsletters\/\d+$/);

      // Each language as it will arrive.
      const hrefOf = async (name: string) => new URL(String(await page.getByRole("link", { name }).getAttribute("href")), server.baseURL).href;
      const previewEn = await page.request.get(await hrefOf("The English e-mail"));
      expect(previewEn.status()).toBe(200);
      const englishHtml = await previewEn.text();
      expect(englishHtml).toContain('<html lang="en" dir="ltr"');
      expect(englishHtml).toContain("Join us on Saturday.");
      const previewAm = await page.request.get(await hrefOf("Amharic as plain text"));
      expect(await previewAm.text()).toContain("ቅዳሜ ይቀላቀሉን።");

      // A test to oneself, in both languages.
      await page.getByRole("button", { name: "Send a test to me" }).click();
      await page.getByRole("status").filter({ hasText: editor.email }).waitFor();
      const test = await findMail(mailDir, (mail) => mail.to.includes(editor.email) && mail.subject === `[Test] ${subject}`, 20_000);
      expect(test.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      await findMail(mailDir, (mail) => mail.to.includes(editor.email) && mail.subject === `[ሙከራ] የመኸር በዓል ${runId}`, 20_000);

      // To everyone, then the figures, a pause and a resume.
      await page.getByRole("button", { name: "Send now" }).click();
      await page.getByRole("status").filter({ hasText: "Sending has started." }).waitFor();
      const audited = await db.all<{ action: string }>("SELECT action FROM audit_log WHERE actor = ? AND action LIKE 'newsletter.%' ORDER BY id", [
        editor.email,
      ]);
      expect(audited.map((entry) => entry.action)).toEqual(["newsletter.send"]);
      await waitFor("a few sent", async () => (await sentCount(db)) >= 3, 60_000);
      await page.getByRole("button", { name: "Pause sending" }).click();
      await page.getByText("Paused: nothing more is sent until you resume.").first().waitFor();
      expect((await statusOf(db, subject)).status).toBe("paused");
      // A message in flight at the pause finishes; then nothing more goes.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const atPause = await sentCount(db);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await sentCount(db)).toBe(atPause);
      expect(atPause).toBeLessThan(subscribers);
      await page.reload();
      expect(await page.getByTestId("progress-sent").locator("dd").textContent()).toBe(String(atPause));
      await page.getByRole("button", { name: "Resume sending" }).click();
      await page.getByRole("status").filter({ hasText: "Sending again." }).waitFor();
      await waitFor("the newsletter to be sent", async () => (await statusOf(db, subject)).status === "sent", 90_000);
      // The page reads its figures again by itself.
      await page.getByText("Sent in full.").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("progress-sent").locator("dd").textContent()).toBe(String(subscribers));

      const mails = (await allMail(mailDir)).filter((mail) => mail.subject === subject || mail.subject === `የመኸር በዓል ${runId}`);
      expect(mails).toHaveLength(subscribers);
      for (let i = 0; i < subscribers; i++) {
        const own = mails.filter((mail) => mail.to.includes(reader(i)));
        expect(own.map((mail) => mail.subject)).toEqual([i % 2 ? `የመኸር በዓል ${runId}` : subject]);
      }

      // The public archive, in both languages, once sent.
      const { slug } = await statusOf(db, subject);
      // The render cache renders the archive again when the last message is settled.
      await waitFor("the archive to list it", async () => (await (await fetch(`${server.baseURL}/news/newsletters`)).text()).includes(subject), 15_000);
      await page.goto(`${server.baseURL}/news/newsletters`);
      await page.getByRole("link", { name: subject }).click();
      await page.getByRole("heading", { level: 1, name: subject }).waitFor();
      expect(await page.locator(".prose-page").textContent()).toContain("Join us on Saturday.");
      const amharic = await fetch(`${server.baseURL}/am/news/newsletters/${slug}`);
      expect(amharic.status).toBe(200);
      expect(await amharic.text()).toContain(`የመኸር በዓል ${runId}`);
      await context.close();
    });
  }
});
