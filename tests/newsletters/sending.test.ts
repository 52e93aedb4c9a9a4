/**
 * Newsletters' storage, queueing and sender on both databases, delivering through nodemailer to the loopback
 * SMTP server: only confirmed addresses, each in its language, once; the audience; the rate; pause and
 * resume; permanent failures making an address bouncing; queueing resumed or raced by two servers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { smtpSender } from "#app/email/mailer.server.ts";
import { verifyUnsubscribeToken } from "#app/forms/subscription/mailing-list-links.server.ts";
import {
  audienceSize,
  createNewsletter,
  findNewsletter,
  newsletterProgress,
  queueBatches,
  queueNextBatch,
  scheduleNewsletter,
  setNewsletterPaused,
  startNewsletter,
} from "#app/newsletters/newsletters.server.ts";
import { bounceLimit, type NewsletterSenderOptions, sendNewsletterRound } from "#app/newsletters/sending.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { seedSubscribers, testNewsletter } from "../support/newsletters.ts";
import { allMail, type ReceivedMail, startSmtpSink } from "../support/smtp-sink.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const secret = "newsletter-test-secret-that-is-long-enough";
const signing = { publicUrl: "https://tesfa.example", secret };
const workDir = mkdtempSync(path.join(tmpdir(), "tesfa-newsletters-"));
const refusedDomain = "gone.example";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let mailDir = "";

beforeAll(async () => {
  mailDir = path.join(workDir, "mail");
  sink = await startSmtpSink(mailDir, { refuse: (address) => address.endsWith(`@${refusedDomain}`) });
});
afterAll(async () => {
  await sink.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const options = (perMinute = 60_000): NewsletterSenderOptions => ({ perMinute, signing, pollMs: 1000, published: async () => {} });

/** Rounds until nothing is left to send. */
async function sendAll(db: Database, perMinute?: number) {
  const send = smtpSender(sink.url, "news@tesfa.example");
  const pace = { nextSlot: 0 };
  while ((await sendNewsletterRound(db, send, options(perMinute), pace)) > 0);
}

const mailTo = async (address: string): Promise<ReceivedMail[]> => (await allMail(mailDir)).filter((mail) => mail.to.includes(address));

for (const backend of testBackends) {
  describe(`newsletters on ${backend}`, () => {
    let db: Database;
    const at = (name: string) => `${name}-${backend}@example.org`;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("only confirmed subscribers get it, each once, in their language, with the ways out", async () => {
      await seedSubscribers(db, [
        { email: at("abebe"), lang: "en" },
        { email: at("almaz"), lang: "am" },
        { email: at("pending"), lang: "en", status: "pending" },
        { email: at("left"), lang: "am", status: "unsubscribed" },
        { email: at("bouncing"), lang: "en", status: "bouncing" },
      ]);
      const id = await createNewsletter(db, testNewsletter("first"));
      expect(await startNewsletter(db, id)).toBe(true);
      expect(await startNewsletter(db, id)).toBe(false);
      await sendAll(db);

      const [english] = await mailTo(at("abebe"));
      const [amharic] = await mailTo(at("almaz"));
      expect(await mailTo(at("abebe"))).toHaveLength(1);
      expect(await mailTo(at("almaz"))).toHaveLength(1);
      for (const other of ["pending", "left", "bouncing"]) expect(await mailTo(at(other))).toEqual([]);

      expect(english?.subject).toBe("Community news first");
      expect(amharic?.subject).toBe("የማኅበረሰብ ዜና first");
      // One source, two forms: the words and the links are in both; relative links made absolute.
      for (const part of [english?.text, english?.html]) {
        expect(part).toContain("Join us at the festival on Saturday.");
        expect(part).toContain("https://tesfa.example/events/festival");
        expect(part).toContain("Music");
      }
      expect(amharic?.text).toContain("ቅዳሜ በበዓሉ ላይ ይቀላቀሉን።");
      expect(amharic?.html).toContain('<html lang="am" dir="ltr"');
      expect(amharic?.html).toContain("https://tesfa.example/am/events/festival");

      // RFC 8058: the one-click address, signed for this address; and visible links to the page that asks and to the subscriber's choices.
      const oneClick = new URL(String(english?.headers["list-unsubscribe"]).replace(/^<|>$/g, ""));
      expect(oneClick.pathname).toBe("/unsubscribe/one-click");
      expect(verifyUnsubscribeToken(secret, oneClick.searchParams.get("token") ?? "")).toBe(at("abebe"));
      expect(english?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(english?.html).toMatch(/<a href="https:\/\/tesfa\.example\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe from the mailing list<\/a>/);
      expect(english?.html).toMatch(/<a href="https:\/\/tesfa\.example\/subscribe\/preferences\?token=[^"]+"[^>]*>Change my choices<\/a>/);
      expect(amharic?.text).toMatch(/ከኢሜይል ዝርዝሩ ይውጡ፦ https:\/\/tesfa\.example\/am\/unsubscribe\?token=/);
      expect(amharic?.text).toMatch(/ምርጫዎቼን ይቀይሩ፦ https:\/\/tesfa\.example\/am\/subscribe\/preferences\?token=/);
      expect(english?.headers["message-id"]).toMatch(new RegExp(`^<newsletter-${id}-\\d+@`));

      expect(await newsletterProgress(db, id)).toEqual({ sent: 2, waiting: 0, failed: 0, skipped: 0 });
      const sent = await findNewsletter(db, id);
      expect(sent?.status).toBe("sent");
      expect(sent?.recipients).toBe(2);
      expect(sent?.slug).toMatch(/^\d{4}-\d{2}-community-news-first$/);
    });

    test("the audience: by language, by interest", async () => {
      await seedSubscribers(db, [
        { email: at("school-en"), lang: "en", interests: ["school"] },
        { email: at("school-am"), lang: "am", interests: ["events", "school"] },
        { email: at("volunteer-am"), lang: "am", interests: ["volunteering"] },
      ]);
      const amharicOnly = testNewsletter("amharic", { language: "am" });
      const school = testNewsletter("school", { interests: ["school"] });
      expect(await audienceSize(db, amharicOnly.audience)).toBe(3); // almaz, school-am, volunteer-am
      expect(await audienceSize(db, school.audience)).toBe(2);
      const first = await createNewsletter(db, amharicOnly);
      const second = await createNewsletter(db, school);
      await startNewsletter(db, first);
      await startNewsletter(db, second);
      await sendAll(db);
      const subjects = async (name: string) => (await mailTo(at(name))).map((mail) => mail.subject).sort();
      expect(await subjects("school-en")).toEqual(["Community news school"]);
      expect(await subjects("school-am")).toEqual(["የማኅበረሰብ ዜና amharic", "የማኅበረሰብ ዜና school"]);
      expect(await subjects("volunteer-am")).toEqual(["የማኅበረሰብ ዜና amharic"]);
    });

    test("a scheduled newsletter starts at its time; the rate holds; pause stops it and resume goes on", async () => {
      await seedSubscribers(
        db,
        Array.from({ length: 12 }, (_, i) => ({ email: at(`paced-${i}`), lang: "en" as const, interests: ["volunteering"] })),
      );
      const id = await createNewsletter(db, testNewsletter("paced", { interests: ["volunteering"], language: "en" }));
      const clock = new Date();
      await scheduleNewsletter(db, id, new Date(clock.getTime() + 60_000));
      const send = smtpSender(sink.url, "news@tesfa.example");
      // Not yet its time: nothing happens.
      expect(await sendNewsletterRound(db, send, options(600))).toBe(0);
      expect((await findNewsletter(db, id))?.status).toBe("scheduled");

      const later = { ...options(600), now: () => new Date(clock.getTime() + 61_000) };
      const pace = { nextSlot: 0 };
      const started = Date.now();
      // 600 a minute: rounds of 20 (two seconds' worth), one every 100 ms.
      const first = await sendNewsletterRound(db, send, later, pace);
      expect(first).toBe(12);
      expect(Date.now() - started).toBeGreaterThanOrEqual(11 * 100 - 20);

      const id2 = await createNewsletter(db, testNewsletter("paused", { interests: ["volunteering"], language: "en" }));
      await startNewsletter(db, id2);
      await setNewsletterPaused(db, id2, true);
      expect(await sendNewsletterRound(db, send, options(), pace)).toBe(0);
      expect(await newsletterProgress(db, id2)).toEqual({ sent: 0, waiting: 12, failed: 0, skipped: 0 });
      expect((await findNewsletter(db, id2))?.status).toBe("paused");
      expect(await setNewsletterPaused(db, id2, false)).toBe(true);
      await sendAll(db);
      expect(await newsletterProgress(db, id2)).toEqual({ sent: 12, waiting: 0, failed: 0, skipped: 0 });
      for (let i = 0; i < 12; i++)
        expect((await mailTo(at(`paced-${i}`))).map((mail) => mail.subject)).toEqual(["Community news paced", "Community news paused"]);
    });

    test(`a permanent failure counts; after ${bounceLimit} the address is bouncing and skipped`, async () => {
      const gone = `nobody-${backend}@${refusedDomain}`;
      await seedSubscribers(db, [{ email: gone, lang: "en", interests: ["school"] }]);
      for (let round = 1; round <= bounceLimit; round++) {
        const id = await createNewsletter(db, testNewsletter(`bounce ${round}`, { interests: ["school"] }));
        await startNewsletter(db, id);
        await sendAll(db);
        expect((await newsletterProgress(db, id)).failed).toBe(1);
        const subscriber = await db.get<{ status: string; bounces: number }>("SELECT status, bounces FROM subscribers WHERE email = ?", [gone]);
        expect({ status: subscriber?.status, bounces: Number(subscriber?.bounces) }).toEqual({
          status: round < bounceLimit ? "subscribed" : "bouncing",
          bounces: round,
        });
      }
      const after = await createNewsletter(db, testNewsletter("after bouncing", { interests: ["school"] }));
      await startNewsletter(db, after);
      await sendAll(db);
      expect(await newsletterProgress(db, after)).toEqual({ sent: 2, waiting: 0, failed: 0, skipped: 0 });
    });

    test("an address that leaves while the newsletter waits is skipped", async () => {
      await seedSubscribers(db, [
        { email: at("stays"), lang: "en", interests: ["events"] },
        { email: at("leaves"), lang: "en", interests: ["events"] },
      ]);
      const id = await createNewsletter(db, testNewsletter("skip", { interests: ["events"], language: "en" }));
      await startNewsletter(db, id);
      await setNewsletterPaused(db, id, true);
      expect(await queueNextBatch(db, id)).toBe(2);
      await db.run("UPDATE subscribers SET status = 'unsubscribed' WHERE email = ?", [at("leaves")]);
      await setNewsletterPaused(db, id, false);
      await sendAll(db);
      expect(await newsletterProgress(db, id)).toEqual({ sent: 1, waiting: 0, failed: 0, skipped: 1 });
      expect(await mailTo(at("leaves"))).toEqual([]);
    });
  });

  test(`queueing on ${backend}: batches inside the database, each subscriber once, also with two servers at once`, { timeout: 60_000 }, async () => {
    const [first, second] = await databases.openTwice(backend);
    const total = queueBatches[backend] * 2 + 17;
    await seedSubscribers(
      first,
      Array.from({ length: total }, (_, i) => ({ email: `many-${i}@example.org`, lang: i % 2 ? ("am" as const) : ("en" as const) })),
    );
    const id = await createNewsletter(first, testNewsletter("many"));
    await startNewsletter(first, id);
    // Two servers queue at once, batch against batch.
    const queueAll = async (db: Database) => {
      let queued = 0;
      for (let batch = await queueNextBatch(db, id); batch > 0; batch = await queueNextBatch(db, id)) queued += batch;
      return queued;
    };
    const [a, b] = await Promise.all([queueAll(first), queueAll(second)]);
    expect(a + b).toBe(total);
    const rows = await first.get<{ n: number; addresses: number }>(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT recipient) AS addresses FROM outbox WHERE newsletter_id = ?",
      [id],
    );
    expect({ n: Number(rows?.n), addresses: Number(rows?.addresses) }).toEqual({ n: total, addresses: total });
    const newsletter = await findNewsletter(first, id);
    expect(newsletter?.recipients).toBe(total);
    expect(newsletter?.queuedAt).not.toBeNull();
    expect(await queueNextBatch(second, id)).toBe(0);
  });
}
