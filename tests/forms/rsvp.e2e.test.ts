/**
 * RSVP on an event's page (issue 14), in both languages on both databases, in Chromium: a reply without
 * JavaScript and its confirmation through the SMTP sink with the event's calendar file (read by ical.js); the
 * event full and the waiting list; a reply cancelled through the e-mail's link, whose place goes to the first
 * waiting, who is told; the reminder with the clock moved (the maintenance's pass, run with a `now` of the day
 * before); the event cancelled and everyone told in their language; a coordinator sees the replies and the CSV,
 * an editor is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type PublishedItem, publishedItems, saveItem } from "#app/content/store.server.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { queueRsvpEmails } from "#app/forms/rsvp/replies.server.ts";
import { rsvpFormTexts, rsvpReplyTexts } from "#app/forms/rsvp/texts.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { calendarEventIn, dayNextYear, eventFields } from "../support/events.ts";
import { backends, langs, mailTo, uniqueEmail } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import type { ReceivedMail } from "../support/smtp-sink.ts";
import { baseURL, request, signedInSession } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

const writer: ContentWriter = { actor: "hirut@example.org", audit: (q, entry) => recordAudit(q, { actor: "hirut@example.org", ...entry }) };
/** The test servers' APP_SECRET (tests/support/server.ts): the maintenance's pass, run here, signs links as they do. */
const secret = "e2e-secret-that-is-long-enough-for-the-schema";

/** The day of this file's events: May 8 next year, so they take replies whatever day the tests run on. */
const eventDay = dayNextYear("05-08");

/** Publishes an event with two places, on `eventDay` at 10:00 in Portland; its page shows within a second. */
async function publishRsvpEvent(backend: Backend, title: string, fields: Record<string, string | number | boolean> = {}) {
  const slug = `rsvp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const saved = await saveItem(
    serverDatabase(backend),
    {
      kind: "events",
      snapshot: {
        slug,
        fields: { ...eventFields({ startDate: eventDay }), rsvp: true, rsvpPlaces: 2, rsvpPartyMax: 4, ...fields },
        texts: {
          en: { title, summary: "A morning together.", place: "Alberta Park", rsvpQuestion: "Any food allergies?" },
          am: { title: `${title} (አማርኛ)`, summary: "በአንድነት የምናሳልፈው ጠዋት።", place: "አልበርታ ፓርክ", rsvpQuestion: "የምግብ አለርጂ አለዎት?" },
        },
      },
      action: "publish",
    },
    writer,
  );
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return { id: saved.id, slug };
}

const eventItem = async (backend: Backend, id: number): Promise<PublishedItem> => {
  const item = (await publishedItems(serverDatabase(backend), "events")).find((each) => each.id === id);
  if (!item) throw new Error("not published");
  return item;
};

/** Waits until the render cache serves the event's page with its form. */
async function formShown(backend: Backend, path: string, heading: string) {
  const started = Date.now();
  while (!(await (await fetch(`${baseURL(backend)}${path}`)).text()).includes(heading)) {
    expect(Date.now() - started, `${path} shows no RSVP form`).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The calendar file an e-mail carries, read by ical.js. */
function calendarEvent(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith(".ics"));
  expect(file?.mimeType).toBe("text/calendar");
  return calendarEventIn(file?.content ?? "");
}

const linkIn = (mail: ReceivedMail) => mail.text.match(/https?:\/\/\S+\/rsvp\?token=[\w.-]+/)?.[0] ?? "";

for (const backend of backends) {
  describe(`RSVP on ${backend}`, () => {
    const sessions = {} as Record<"coordinator" | "editor", string>;
    beforeAll(async () => {
      for (const role of ["coordinator", "editor"] as const) sessions[role] = (await signedInSession(backend, role, { role })).sessionId;
    });

    for (const lang of langs) {
      const texts = rsvpFormTexts[lang];
      const replyTexts = rsvpReplyTexts[lang];
      const prefix = lang === "am" ? "/am" : "";
      const subjects =
        lang === "am"
          ? { coming: "ይመጣሉ፦", promoted: "ቦታ ተገኝቶልዎታል፦", reminder: "ማስታወሻ፦", cancelled: "ተሰርዟል፦" }
          : { coming: "You are coming:", promoted: "A place for you:", reminder: "Reminder:", cancelled: "Cancelled:" };

      // One visitor's whole story: longer than one page's test.
      test(`${lang}: reply without JavaScript, the waiting list, a cancellation through the link, the reminder, the event cancelled, the staff's list`, {
        timeout: 120_000,
      }, async () => {
        const title = `Picnic ${lang} ${backend} ${Date.now()}`;
        const { id, slug } = await publishRsvpEvent(backend, title);
        const path = `${prefix}/events/${slug}`;
        await formShown(backend, path, texts.heading);
        const shownTitle = lang === "am" ? `${title} (አማርኛ)` : title;

        // 1. Two people, without JavaScript: the last two places.
        const first = uniqueEmail("almaz");
        const { context, page } = await site.newPage({ javaScriptEnabled: false });
        await site.open(page, path, backend);
        const form = page.locator("form#rsvp");
        await form.locator("[name=name]").fill("Almaz Bekele");
        await form.locator("[name=email]").fill(first);
        await form.locator("[name=people]").selectOption("2");
        await form.locator("[name=answer]").fill("No nuts, please");
        const answered = page.waitForResponse((response) => response.request().method() === "POST");
        await form.getByRole("button", { name: texts.submit }).click();
        const answer = await answered;
        expect(answer.status()).toBe(200);
        expect(answer.headers()["cache-control"]).toBe("no-store");
        await page.waitForLoadState();
        expect(await page.locator("#rsvp h2").innerText()).toBe(texts.comingTitle);
        const confirmation = await mailTo(first, subjects.coming);
        expect(confirmation.subject).toBe(`${subjects.coming} ${shownTitle}`);
        expect(confirmation.text).toContain("No nuts, please");
        const calendar = calendarEvent(confirmation);
        expect(calendar.summary).toBe(shownTitle);
        expect(calendar.startDate.toJSDate().toISOString()).toBe(`${eventDay}T17:00:00.000Z`);

        // 2. One more, with JavaScript this time: the event is full, the reply waits.
        const second = uniqueEmail("bekele");
        const withScripts = await site.newPage();
        await site.open(withScripts.page, path, backend);
        const secondForm = withScripts.page.locator("form#rsvp");
        await secondForm.locator("[name=name]").fill("Bekele Tadesse");
        await secondForm.locator("[name=email]").fill(second);
        await secondForm.getByRole("button", { name: texts.submit }).click();
        await withScripts.page.locator("#rsvp h2", { hasText: texts.waitingTitle }).waitFor();
        await withScripts.context.close();

        // 3. The first cancels through the e-mail's link: the place goes to the second, who is told.
        const link = new URL(linkIn(confirmation));
        expect(link.pathname).toBe(`${prefix}/rsvp`);
        await site.open(page, `${link.pathname}${link.search}`, backend);
        expect(await page.locator("h1").innerText()).toBe(replyTexts.title);
        await page.getByRole("button", { name: replyTexts.cancel }).click();
        await page.locator("h1", { hasText: replyTexts.cancelledTitle }).waitFor();
        await page.getByText(replyTexts.cancelled).waitFor();
        await context.close();
        const promoted = await mailTo(second, subjects.promoted);
        expect(calendarEvent(promoted).summary).toBe(shownTitle);

        // 4. The day before (the pass run with that day's clock): the reminder, to the one coming only.
        const letters = rsvpLetters({ publicUrl: baseURL(backend), secret });
        await queueRsvpEmails(serverDatabase(backend), letters, new Date(`${eventDay.slice(0, 4)}-05-07T18:00:00Z`));
        const reminder = await mailTo(second, subjects.reminder);
        expect(reminder.subject).toBe(`${subjects.reminder} ${shownTitle}`);

        // 5. A coordinator sees the replies and their CSV; an editor is refused both.
        const replies = await request(backend, `${prefix}/admin/rsvp/${slug}`, { cookie: sessions.coordinator });
        expect(replies.status).toBe(200);
        const html = await replies.text();
        for (const shown of ["Almaz Bekele", "Bekele Tadesse", first, second, "No nuts, please"]) expect(html).toContain(shown);
        const csv = await request(backend, `${prefix}/admin/rsvp/${slug}/csv`, { cookie: sessions.coordinator });
        expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        const rows = (await csv.text()).trim().split("\r\n");
        expect(rows).toHaveLength(3);
        expect(rows[1]).toContain(first);
        for (const address of [`${prefix}/admin/rsvp`, `${prefix}/admin/rsvp/${slug}`, `${prefix}/admin/rsvp/${slug}/csv`]) {
          const refused = await request(backend, address, { cookie: sessions.editor });
          expect(refused.status, address).toBe(403);
          expect(await refused.text()).not.toContain(first);
        }

        // 6. Staff cancel the event: the one coming is told, in the language of the reply.
        const event = await eventItem(backend, id);
        await saveItem(
          serverDatabase(backend),
          { kind: "events", id, snapshot: { slug, fields: { ...event.fields, status: "cancelled" }, texts: event.texts }, action: "publish" },
          writer,
        );
        await queueRsvpEmails(serverDatabase(backend), letters);
        const notice = await mailTo(second, subjects.cancelled);
        expect(notice.subject).toBe(`${subjects.cancelled} ${shownTitle}`);
      });
    }
  });
}
