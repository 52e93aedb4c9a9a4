import { beforeEach, describe, expect, test } from "vitest";
import { type PublishedItem, publishedItems, saveItem } from "#app/content/store.server.ts";
import { rsvpLetters } from "#app/forms/rsvp/emails.server.ts";
import { replyUrl, verifyReplyToken } from "#app/forms/rsvp/links.server.ts";
import { changeReply, eventReplies, eventsWithReplies, queueRsvpEmails, removeOldReplies, storeReply } from "#app/forms/rsvp/replies.server.ts";
import { unsubscribeToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import type { Lang } from "#app/i18n/language.ts";
import { repliesCsv } from "#app/staff/rsvp/replies-csv.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { eraseEmail } from "#app/staff/submissions/queries.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { calendarEventIn, eventFields } from "../support/events.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** Replies to events' RSVP (issue 14) on both databases: places and the waiting list, the e-mails, reminders and notices, keeping. */
const databases = useTestDatabases();
const writer: ContentWriter = { actor: "hirut@example.org", audit: (q, entry) => recordAudit(q, { actor: "hirut@example.org", ...entry }) };
const secret = "a-test-secret-that-is-long-enough-for-signing";
const publicUrl = "https://tesfa.example.org";
const letters = rsvpLetters({ publicUrl, secret });
/** Before every event of this file: March 2027's are days ahead. */
const today = new Date("2027-03-01T18:00:00Z");

let slugs = 0;
/** Publishes an event that asks for RSVP: Saturday March 6, 2027, 10:00 in Portland (18:00 UTC), unless `fields` say otherwise. */
async function rsvpEvent(db: Database, fields: Record<string, string | number | boolean> = {}, question = ""): Promise<PublishedItem> {
  const slug = `picnic-${++slugs}`;
  const saved = await saveItem(
    db,
    {
      kind: "events",
      snapshot: {
        slug,
        fields: { ...eventFields(), rsvp: true, rsvpPlaces: 4, rsvpPartyMax: 4, ...fields },
        texts: {
          en: { title: "Picnic", summary: "A picnic in the park.", place: "Alberta Park", rsvpQuestion: question },
          am: { title: "ሽርሽር", summary: "በፓርኩ ውስጥ ሽርሽር።", place: "አልበርታ ፓርክ", rsvpQuestion: question && "ጥያቄ?" },
        },
      },
      action: "publish",
      now: new Date("2027-01-01T00:00:00Z"),
    },
    writer,
  );
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return eventOf(db, saved.id);
}

async function eventOf(db: Database, id: number): Promise<PublishedItem> {
  const event = (await publishedItems(db, "events", today)).find((item) => item.id === id);
  if (!event) throw new Error("not published");
  return event;
}

/** Changes a published event's fields (its status, its date) as the editor saves them, on `today` (as of which the file reads the events). */
async function editEvent(db: Database, event: PublishedItem, fields: Record<string, string>, statusNote = "") {
  const texts = { en: { ...event.texts.en, statusNote }, am: { ...event.texts.am, statusNote: statusNote && "ተቀይሯል።" } } as PublishedItem["texts"];
  await saveItem(
    db,
    { kind: "events", id: event.id, snapshot: { slug: event.slug, fields: { ...event.fields, ...fields }, texts }, action: "publish", now: today },
    writer,
  );
  return eventOf(db, event.id);
}

const reply = (name: string, people: number, answer = "") => ({ name, email: `${name.toLowerCase()}@example.org`, people, answer });

async function outboxTo(db: Database, email: string) {
  return db.all<{ subject: string; text_body: string; html_body: string; attachments: string }>(
    "SELECT subject, text_body, html_body, attachments FROM outbox WHERE recipient = ? ORDER BY id",
    [email],
  );
}

/** The calendar file among a queued e-mail's attachments, read by ical.js. */
function calendarOf(attachments: string) {
  const [file] = JSON.parse(attachments) as { filename: string; contentType: string; content: string }[];
  expect(file?.contentType).toBe("text/calendar; charset=utf-8");
  return calendarEventIn(file?.content ?? "");
}

describe("a reply's link", () => {
  test("carries the reference, signed for RSVP only: a changed token or another purpose's is refused", () => {
    const url = new URL(replyUrl(publicUrl, secret, "RSVP-2027-0001", "am"));
    expect(url.pathname).toBe("/am/rsvp");
    const token = url.searchParams.get("token") ?? "";
    expect(verifyReplyToken(secret, token)).toBe("RSVP-2027-0001");
    expect(verifyReplyToken("another-secret-that-is-long-enough-too", token)).toBeNull();
    expect(
      verifyReplyToken(
        secret,
        token.replace(/^./, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBeNull();
    expect(verifyReplyToken(secret, unsubscribeToken(secret, "RSVP-2027-0001"))).toBeNull();
  });
});

for (const backend of testBackends) {
  // Each test makes and migrates a database of its own and writes many transactions: more than Vitest's 5 s on a busy machine.
  describe(`RSVP on ${backend}`, { timeout: 30_000 }, () => {
    // A database of each test's own: the passes below look at every reply in it.
    let db: Database;
    beforeEach(async () => {
      db = await databases.open(backend);
    });

    test("a reply is coming with its confirmation in its language, carrying the event's calendar file and the link", async () => {
      const event = await rsvpEvent(db, {}, "Any food allergies?");
      const stored = await storeReply(db, { event, reply: reply("Almaz", 2, "No nuts, please"), lang: "am", submissionId: "" }, letters, today);
      expect(stored).toMatchObject({ status: "coming", duplicate: false });
      expect(stored.reference).toMatch(/^RSVP-2027-\d{4}$/);
      const [mail] = await outboxTo(db, "almaz@example.org");
      expect(mail?.subject).toBe("ይመጣሉ፦ ሽርሽር");
      expect(mail?.text_body).toContain("ጤና ይስጥልኝ Almaz፣");
      expect(mail?.text_body).toContain("No nuts, please");
      expect(mail?.text_body).toContain(stored.reference);
      const link = mail?.text_body.match(/https:\/\/tesfa\.example\.org\/am\/rsvp\?token=\S+/)?.[0] ?? "";
      expect(verifyReplyToken(secret, new URL(link).searchParams.get("token") ?? "")).toBe(stored.reference);
      const calendarEvent = calendarOf(mail?.attachments ?? "[]");
      expect(calendarEvent.summary).toBe("ሽርሽር");
      expect(calendarEvent.startDate.toJSDate().toISOString()).toBe("2027-03-06T18:00:00.000Z");
      // The same reply sent twice within a day (a double click, a reloaded answer) is stored once.
      const again = await storeReply(db, { event, reply: reply("Almaz", 2, "No nuts, please"), lang: "am", submissionId: "" }, letters, today);
      expect(again).toMatchObject({ reference: stored.reference, duplicate: true });
      expect(await outboxTo(db, "almaz@example.org")).toHaveLength(1);
    });

    test("beyond the places a reply waits; a cancellation gives its places to the first waiting, who is told", async () => {
      const event = await rsvpEvent(db, { rsvpPlaces: 4 });
      const store = (name: string, people: number) => storeReply(db, { event, reply: reply(name, people), lang: "en", submissionId: "" }, letters, today);
      const first = await store("Bekele", 3);
      const second = await store("Chaltu", 2);
      const third = await store("Dawit", 1);
      expect([first.status, second.status, third.status]).toEqual(["coming", "waiting", "coming"]);
      const [waitingMail] = await outboxTo(db, "chaltu@example.org");
      expect(waitingMail?.subject).toBe("Waiting list: Picnic");
      expect(JSON.parse(waitingMail?.attachments ?? "")).toEqual([]);
      // More people than the places left is refused; fewer is fine.
      expect(await changeReply(db, third.reference, { people: 2 }, letters, today)).toBe("full");
      expect(await changeReply(db, first.reference, "cancel", letters, today)).toBe("cancelled");
      const statuses = Object.fromEntries((await eventReplies(db, event.id)).map((each) => [each.name, each.status]));
      expect(statuses).toEqual({ Bekele: "cancelled", Chaltu: "coming", Dawit: "coming" });
      const [, promoted] = await outboxTo(db, "chaltu@example.org");
      expect(promoted?.subject).toBe("A place for you: Picnic");
      expect(calendarOf(promoted?.attachments ?? "[]").summary).toBe("Picnic");
      // A cancelled reply stays cancelled; the staff counts and CSV say where each stands.
      expect(await changeReply(db, first.reference, "cancel", letters, today)).toBe("closed");
      const [counts] = (await eventsWithReplies(db, today)).filter((each) => each.event.id === event.id).map((each) => each.counts);
      expect(counts).toEqual({ coming: 2, people: 3, waiting: 0, waitingPeople: 0, cancelled: 1 });
      const csv = repliesCsv(await eventReplies(db, event.id), "am");
      expect(csv.split("\r\n")[0]).toBe("\uFEFFየማመሳከሪያ ቁጥር,የደረሰበት ጊዜ (የፖርትላንድ ሰዓት),ሁኔታ,ቋንቋ,ስም,የኢሜይል አድራሻ,የሰዎች ብዛት,ለዝግጅቱ ጥያቄ የተሰጠ መልስ");
      expect(csv).toContain(",ተሰርዟል,እንግሊዝኛ,Bekele,bekele@example.org,3,");
    });

    test("two replies for the last place at once: one is coming, the other waits", async () => {
      // Two connections, as two servers sharing the database have.
      const [one, other] = await databases.openTwice(backend);
      const event = await rsvpEvent(one, { rsvpPlaces: 2 });
      const results = await Promise.all(
        ["Eleni", "Fikru", "Genet"].map((name, index) =>
          storeReply(index % 2 ? other : one, { event, reply: reply(name, 2), lang: "en", submissionId: "" }, letters, today),
        ),
      );
      expect(results.map((each) => each.status).sort()).toEqual(["coming", "waiting", "waiting"]);
    });

    test("the reminder goes out once, the day before, never for a cancelled reply or event; replies made within the day get none", async () => {
      const event = await rsvpEvent(db);
      const coming = await storeReply(db, { event, reply: reply("Hana", 1), lang: "am", submissionId: "" }, letters, today);
      const cancelled = await storeReply(db, { event, reply: reply("Isayas", 1), lang: "en", submissionId: "" }, letters, today);
      const late = await storeReply(db, { event, reply: reply("Kebede", 1), lang: "en", submissionId: "" }, letters, today);
      await changeReply(db, cancelled.reference, "cancel", letters, today);
      expect(await queueRsvpEmails(db, letters, today)).toEqual({ notices: 0, reminders: 0 });
      const dayBefore = new Date("2027-03-05T19:00:00Z");
      expect(await queueRsvpEmails(db, letters, dayBefore)).toEqual({ notices: 0, reminders: 2 });
      expect(await queueRsvpEmails(db, letters, dayBefore)).toEqual({ notices: 0, reminders: 0 });
      const reminders = (await outboxTo(db, "hana@example.org")).filter((mail) => mail.subject.startsWith("ማስታወሻ"));
      expect(reminders.map((mail) => mail.subject)).toEqual(["ማስታወሻ፦ ሽርሽር"]);
      // Its date as Amharic pages give it: the Ethiopian calendar's first.
      expect(reminders[0]?.text_body).toContain("ዓ.ም.");
      // A cancelled reply: what still waited to be sent about it is withdrawn, and no reminder is queued. Nor is one
      // sent that waited when its reply was cancelled.
      expect(await outboxTo(db, "isayas@example.org")).toEqual([]);
      await changeReply(db, late.reference, "cancel", letters, dayBefore);
      expect(await outboxTo(db, "kebede@example.org")).toEqual([]);
      const sameDay = await storeReply(db, { event, reply: reply("Kidist", 1), lang: "en", submissionId: "" }, letters, dayBefore);
      expect([coming.status, sameDay.status]).toEqual(["coming", "coming"]);
      expect(await queueRsvpEmails(db, letters, new Date("2027-03-06T10:00:00Z"))).toEqual({ notices: 0, reminders: 0 });

      // A reminder waiting when the event is cancelled is withdrawn; the cancellation is told once, and no reminder follows it.
      const called = await rsvpEvent(db, { startDate: "2027-03-13" });
      await storeReply(db, { event: called, reply: reply("Lemlem", 1), lang: "en", submissionId: "" }, letters, today);
      const weekLater = new Date("2027-03-12T19:00:00Z");
      expect(await queueRsvpEmails(db, letters, weekLater)).toEqual({ notices: 0, reminders: 1 });
      await editEvent(db, called, { status: "cancelled" }, "Rain");
      expect(await queueRsvpEmails(db, letters, weekLater)).toEqual({ notices: 1, reminders: 0 });
      expect(await queueRsvpEmails(db, letters, weekLater)).toEqual({ notices: 0, reminders: 0 });
      const [notice, ...others] = await outboxTo(db, "lemlem@example.org");
      expect(others).toEqual([]);
      expect(notice?.subject).toBe("Cancelled: Picnic");
      expect(notice?.text_body).toContain("Rain");
    });

    test("a moved event is told in each one's language, and its reminder goes out before the new date", async () => {
      const event = await rsvpEvent(db);
      const langs: Lang[] = ["en", "am"];
      for (const [index, lang] of langs.entries()) await storeReply(db, { event, reply: reply(`Mulu${index}`, 1), lang, submissionId: "" }, letters, today);
      expect(await queueRsvpEmails(db, letters, new Date("2027-03-05T19:00:00Z"))).toEqual({ notices: 0, reminders: 2 });
      await editEvent(db, event, { status: "moved", startDate: "2027-03-13" }, "Moved a week");
      expect(await queueRsvpEmails(db, letters, new Date("2027-03-05T20:00:00Z"))).toEqual({ notices: 2, reminders: 0 });
      expect((await outboxTo(db, "mulu0@example.org")).at(-1)?.subject).toBe("Changed: Picnic");
      expect((await outboxTo(db, "mulu1@example.org")).at(-1)?.subject).toBe("ተቀይሯል፦ ሽርሽር");
      expect(await queueRsvpEmails(db, letters, new Date("2027-03-12T19:00:00Z"))).toEqual({ notices: 0, reminders: 2 });
    });

    test("replies are kept until four weeks after their event, and erased with everything about their address", async () => {
      const event = await rsvpEvent(db);
      await storeReply(db, { event, reply: reply("Negash", 1), lang: "en", submissionId: "" }, letters, today);
      await storeReply(db, { event, reply: reply("Rahel", 1), lang: "en", submissionId: "" }, letters, today);
      expect(await eraseEmail(db, "RAHEL@example.org", "hirut@example.org")).toMatchObject({ submissions: 1 });
      expect((await eventReplies(db, event.id)).map((each) => each.name)).toEqual(["Negash"]);
      expect(await removeOldReplies(db, new Date("2027-04-02T12:00:00Z"))).toBe(0);
      expect(await removeOldReplies(db, new Date("2027-04-04T12:00:00Z"))).toBe(1);
      expect(await eventReplies(db, event.id)).toEqual([]);
    });
  });
}
