import { beforeAll, describe, expect, test } from "vitest";
import { idempotencyKey, type NewSubmission, repeatWindowHours, storeSubmission } from "#app/forms/shared/submissions.server.ts";
import { confirmationLifetimeMs } from "#app/forms/subscription/mailing-list-links.server.ts";
import { confirmSubscription, removeUnconfirmedSubscribers, requestSubscription, unsubscribe } from "#app/forms/subscription/subscribers.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { migrate, migrations } from "#app/storage/migrations.server.ts";
import { deliverDueEmails, type MailToSend, outboxConcurrency, outboxRetry, requeueEmail } from "#app/storage/outbox.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** The same tests on both databases. */
const databases = useTestDatabases();

const year = Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", year: "numeric" }).format(new Date()));

function registration(key: string, overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    kind: "registration",
    lang: "am",
    name: "Almaz Bekele",
    email: "Almaz@Example.org",
    fields: { childName: "ዳዊት", childAge: 9 },
    idempotencyKey: key,
    emails: ({ reference }) => [
      { to: "almaz@example.org", subject: `Confirmation ${reference}`, text: "t", html: "<p>t</p>" },
      { to: "school@example.org", subject: `New ${reference}`, text: "t", html: "<p>t</p>" },
    ],
    ...overrides,
  };
}

const count = async (db: Database, table: string) => Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n);

for (const backend of testBackends) {
  describe(`storage on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("migrations are applied once and recorded", async () => {
      expect(await migrate(db)).toEqual([]);
      const versions = await db.all<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.map((row) => Number(row.version))).toEqual(migrations.map((migration) => migration.version));
    });

    test("each submission gets the next reference of its kind and year, with its e-mails in the outbox", async () => {
      const first = await storeSubmission(db, registration("ref-1"));
      const second = await storeSubmission(db, registration("ref-2"));
      const donation = await storeSubmission(db, registration("ref-3", { kind: "donation" }));
      expect(first.reference).toMatch(new RegExp(`^REG-${year}-\\d{4}$`));
      expect(Number(second.reference.slice(-4))).toBe(Number(first.reference.slice(-4)) + 1);
      expect(donation.reference).toBe(`DON-${year}-0001`);
      const row = await db.get<{ email: string; payload: string; status: string }>("SELECT email, payload, status FROM submissions WHERE reference = ?", [
        first.reference,
      ]);
      expect(row).toEqual({ email: "almaz@example.org", payload: JSON.stringify({ childName: "ዳዊት", childAge: 9 }), status: "new" });
      const mail = await db.all<{ recipient: string; subject: string }>(
        "SELECT o.recipient, o.subject FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ? ORDER BY o.id",
        [first.reference],
      );
      expect(mail).toEqual([
        { recipient: "almaz@example.org", subject: `Confirmation ${first.reference}` },
        { recipient: "school@example.org", subject: `New ${first.reference}` },
      ]);
    });

    test("a repeat with the same key stores nothing new and answers with the first reference", async () => {
      const before = await count(db, "submissions");
      const first = await storeSubmission(db, registration("repeat"));
      const again = await storeSubmission(db, registration("repeat"));
      expect(again).toEqual({ ...first, duplicate: true });
      expect(await count(db, "submissions")).toBe(before + 1);
    });

    test(`a repeat counts as one only within ${repeatWindowHours} hours: the same answers a day or a year later are a new submission`, async () => {
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      const age = (reference: string, hours: number) => db.run("UPDATE submissions SET created_at = ? WHERE reference = ?", [hoursAgo(hours), reference]);
      const first = await storeSubmission(db, registration("next-summer"));
      await age(first.reference, repeatWindowHours - 1);
      expect(await storeSubmission(db, registration("next-summer"))).toMatchObject({ reference: first.reference, duplicate: true });
      await age(first.reference, 24 * 365);
      const nextYear = await storeSubmission(db, registration("next-summer"));
      expect(nextYear.duplicate).toBe(false);
      expect(nextYear.reference).not.toBe(first.reference);
      // The new one is now what a repeat finds, with its e-mails sent once; the old one is untouched.
      expect(await storeSubmission(db, registration("next-summer"))).toEqual({ ...nextYear, duplicate: true });
      const rows = await db.all<{ reference: string }>("SELECT reference FROM submissions WHERE reference IN (?, ?) ORDER BY id", [
        first.reference,
        nextYear.reference,
      ]);
      expect(rows.map((row) => row.reference)).toEqual([first.reference, nextYear.reference]);
      const mail = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ?", [
        nextYear.reference,
      ]);
      expect(Number(mail?.n)).toBe(2);
      // And after that, a third time, a year on, and again at once.
      await age(nextYear.reference, 24 * 365);
      const together = await Promise.all(Array.from({ length: 5 }, () => storeSubmission(db, registration("next-summer"))));
      expect(new Set(together.map((stored) => stored.reference)).size).toBe(1);
      expect(together.filter((stored) => !stored.duplicate)).toHaveLength(1);
    });

    test("concurrent submissions get distinct consecutive references; concurrent repeats are stored once", async () => {
      const distinct = await Promise.all(Array.from({ length: 25 }, (_, i) => storeSubmission(db, registration(`burst-${i}`, { kind: "contact" }))));
      const numbers = distinct.map((stored) => Number(stored.reference.slice(-4))).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      const before = await count(db, "submissions");
      const repeats = await Promise.all(Array.from({ length: 10 }, () => storeSubmission(db, registration("same-burst"))));
      expect(new Set(repeats.map((stored) => stored.reference)).size).toBe(1);
      expect(await count(db, "submissions")).toBe(before + 1);
    });

    test("when anything in the transaction fails, neither the submission nor its e-mails are kept", async () => {
      const [submissions, outbox] = [await count(db, "submissions"), await count(db, "outbox")];
      const failing = registration("fails", {
        emails: () => {
          throw new Error("template broke");
        },
      });
      await expect(storeSubmission(db, failing)).rejects.toThrow("template broke");
      expect([await count(db, "submissions"), await count(db, "outbox")]).toEqual([submissions, outbox]);
      // The database is still usable after the rollback.
      expect((await storeSubmission(db, registration("after-failure"))).duplicate).toBe(false);
    });

    test("the outbox retries a failed delivery later, and sends it when the server is back", async () => {
      await db.run("UPDATE outbox SET status = 'sent'");
      await storeSubmission(db, registration("outbox"));
      let now = new Date();
      const clock = () => now;
      const sent: MailToSend[] = [];
      const down = async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      };
      expect(await deliverDueEmails(db, down, clock)).toEqual({ sent: 0, failed: 2 });
      const failed = await db.all<{ attempts: number; status: string; last_error: string }>(
        "SELECT attempts, status, last_error FROM outbox WHERE status <> 'sent'",
      );
      expect(failed).toEqual([
        { attempts: 1, status: "pending", last_error: "connect ECONNREFUSED 127.0.0.1:25" },
        { attempts: 1, status: "pending", last_error: "connect ECONNREFUSED 127.0.0.1:25" },
      ]);
      // Not yet due: nothing is tried.
      expect(await deliverDueEmails(db, async (mail) => void sent.push(mail), clock)).toEqual({ sent: 0, failed: 0 });
      now = new Date(now.getTime() + outboxRetry.firstDelayMs + 1);
      expect(await deliverDueEmails(db, async (mail) => void sent.push(mail), clock)).toEqual({ sent: 2, failed: 0 });
      expect(sent.map((mail) => mail.to).sort()).toEqual(["almaz@example.org", "school@example.org"]);
      expect(sent[0]?.messageId).toMatch(/^<[0-9a-f-]+@tesfa\.example\.org>$/);
      expect(await deliverDueEmails(db, async (mail) => void sent.push(mail), clock)).toEqual({ sent: 0, failed: 0 });
    });

    test("stopped, the worker takes no further message: those in flight are sent and marked, the rest wait unclaimed", async () => {
      await db.run("UPDATE outbox SET status = 'sent'");
      for (const key of ["stop-1", "stop-2", "stop-3"]) await storeSubmission(db, registration(key));
      // The mail sender is asked to stop (or its server is gone) while its first messages are out.
      let stopped = false;
      const stop = async () => {
        stopped = true;
      };
      expect(await deliverDueEmails(db, stop, undefined, () => stopped)).toEqual({ sent: outboxConcurrency, failed: 0 });
      expect(await db.all("SELECT status, claimed_until FROM outbox WHERE status <> 'sent'")).toEqual([
        { status: "pending", claimed_until: null },
        { status: "pending", claimed_until: null },
      ]);
    });

    test("after the last attempt a message is marked failed, not retried for ever", async () => {
      await db.run("UPDATE outbox SET status = 'sent'");
      await storeSubmission(db, registration("gives-up"));
      let now = new Date();
      for (let attempt = 0; attempt < outboxRetry.maxAttempts; attempt++) {
        await deliverDueEmails(
          db,
          async () => Promise.reject(new Error("550 mailbox unavailable")),
          () => now,
        );
        now = new Date(now.getTime() + outboxRetry.maxDelayMs + 1);
      }
      const rows = await db.all<{ attempts: number; status: string }>("SELECT attempts, status FROM outbox WHERE status <> 'sent'");
      expect(rows).toEqual([
        { attempts: outboxRetry.maxAttempts, status: "failed" },
        { attempts: outboxRetry.maxAttempts, status: "failed" },
      ]);
    });

    test("a refusal that will not change (SMTP 5xx) is not retried", async () => {
      await db.run("UPDATE outbox SET status = 'sent'");
      await storeSubmission(db, registration("refused"));
      const refused = Object.assign(new Error("550 5.1.1 mailbox does not exist"), { responseCode: 550 });
      expect(await deliverDueEmails(db, async () => Promise.reject(refused))).toEqual({ sent: 0, failed: 2 });
      expect(await db.all("SELECT attempts, status FROM outbox WHERE status <> 'sent'")).toEqual([
        { attempts: 1, status: "failed" },
        { attempts: 1, status: "failed" },
      ]);
    });

    test("a given-up message sent again goes back in the queue once, never while a server is sending it, and not once sent", async () => {
      await db.run("UPDATE outbox SET status = 'sent'");
      await storeSubmission(db, registration("sent-again"));
      const refused = Object.assign(new Error("550 5.1.1 mailbox does not exist"), { responseCode: 550 });
      await deliverDueEmails(db, async () => Promise.reject(refused));
      const ids = (await db.all<{ id: number }>("SELECT id FROM outbox WHERE status = 'failed' ORDER BY id")).map((row) => Number(row.id));
      expect(ids).toHaveLength(2);
      const [first = 0, second = 0] = ids;
      expect(await requeueEmail(db, first)).toBe(true);
      // Already due, with no failed attempt since: a second click changes nothing.
      expect(await requeueEmail(db, first)).toBe(false);
      expect(await db.get("SELECT status, attempts FROM outbox WHERE id = ?", [first])).toEqual({ status: "pending", attempts: 0 });
      expect(await requeueEmail(db, second)).toBe(true);
      // Both waiting for their next attempt after a passing fault, which staff may bring forward; but while the worker
      // holds one (sending it), asking again is refused.
      await deliverDueEmails(db, async () => Promise.reject(new Error("connect ECONNREFUSED")));
      expect(await db.all("SELECT status, attempts FROM outbox WHERE status <> 'sent'")).toEqual([
        { status: "pending", attempts: 1 },
        { status: "pending", attempts: 1 },
      ]);
      const later = new Date(Date.now() + outboxRetry.firstDelayMs + 1_000);
      const whileSending: boolean[] = [];
      const sent: string[] = [];
      expect(
        await deliverDueEmails(
          db,
          async (mail) => {
            whileSending.push(await requeueEmail(db, first, later), await requeueEmail(db, second, later));
            sent.push(mail.messageId);
          },
          () => later,
        ),
      ).toEqual({ sent: 2, failed: 0 });
      expect(whileSending).toEqual([false, false, false, false]);
      expect(new Set(sent).size).toBe(2);
      // Sent, it stays sent.
      expect(await requeueEmail(db, first)).toBe(false);
    });

    test("joining waits for confirmation: one pending subscriber, one confirmation e-mail for a form sent twice, nobody else's choices changed", async () => {
      const outboxBefore = await count(db, "outbox");
      const email = (subject: string) => () => ({ to: "hanna@example.org", subject, text: "t", html: "<p>t</p>" });
      const start = new Date("2026-11-20T10:00:00.000Z");
      await requestSubscription(db, { email: "Hanna@example.org", lang: "en", interests: ["news"] }, email("Confirm"), start);
      await requestSubscription(db, { email: "hanna@example.org", lang: "am", interests: ["events"] }, email("Confirm"), new Date(start.getTime() + 60_000));
      expect(await db.all("SELECT email, lang, interests, status, confirmed_at FROM subscribers WHERE email = 'hanna@example.org'")).toEqual([
        { email: "hanna@example.org", lang: "am", interests: '["events"]', status: "pending", confirmed_at: null },
      ]);
      // The form sent twice within minutes: one e-mail; later, another.
      expect(await count(db, "outbox")).toBe(outboxBefore + 1);
      await requestSubscription(
        db,
        { email: "hanna@example.org", lang: "am", interests: ["events"] },
        email("Confirm"),
        new Date(start.getTime() + 11 * 60_000),
      );
      expect(await count(db, "outbox")).toBe(outboxBefore + 2);

      // Confirmed: on the list, welcomed once; confirming again changes the choices and sends nothing.
      const at = new Date(start.getTime() + 20 * 60_000);
      expect(await confirmSubscription(db, { email: "hanna@example.org", lang: "am", interests: ["events"] }, email("Welcome"), at)).toEqual({
        alreadySubscribed: false,
      });
      expect(await confirmSubscription(db, { email: "hanna@example.org", lang: "en", interests: ["school"] }, email("Welcome"), at)).toEqual({
        alreadySubscribed: true,
      });
      expect(await db.all("SELECT lang, interests, status, confirmed_at FROM subscribers WHERE email = 'hanna@example.org'")).toEqual([
        { lang: "en", interests: '["school"]', status: "subscribed", confirmed_at: at.toISOString() },
      ]);
      expect(await count(db, "outbox")).toBe(outboxBefore + 3);

      // Someone typing her address into the form changes nothing of hers until the link is used.
      await requestSubscription(
        db,
        { email: "hanna@example.org", lang: "am", interests: ["volunteering"] },
        email("Confirm"),
        new Date(start.getTime() + 60 * 60_000),
      );
      expect(await db.get("SELECT lang, interests, status FROM subscribers WHERE email = 'hanna@example.org'")).toEqual({
        lang: "en",
        interests: '["school"]',
        status: "subscribed",
      });

      expect(await unsubscribe(db, "HANNA@example.org")).toBe(true);
      expect(await unsubscribe(db, "hanna@example.org")).toBe(false);
      await requestSubscription(
        db,
        { email: "hanna@example.org", lang: "am", interests: ["news"] },
        email("Confirm"),
        new Date(start.getTime() + 2 * 3_600_000),
      );
      expect(await db.get("SELECT status FROM subscribers WHERE email = 'hanna@example.org'")).toEqual({ status: "unsubscribed" });
      expect(await confirmSubscription(db, { email: "hanna@example.org", lang: "am", interests: ["news"] }, email("Welcome"))).toEqual({
        alreadySubscribed: false,
      });
      expect(await db.get("SELECT status FROM subscribers WHERE email = 'hanna@example.org'")).toEqual({ status: "subscribed" });
    });

    test("an address that never confirmed is removed once its link has expired; the list is not touched", async () => {
      const now = new Date("2026-11-27T10:00:00.000Z");
      const confirm = () => ({ to: "x@example.org", subject: "Confirm", text: "t", html: "<p>t</p>" });
      await requestSubscription(
        db,
        { email: "old-pending@example.org", lang: "en", interests: ["news"] },
        confirm,
        new Date(now.getTime() - confirmationLifetimeMs - 60_000),
      );
      await requestSubscription(db, { email: "new-pending@example.org", lang: "en", interests: ["news"] }, confirm, new Date(now.getTime() - 60_000));
      await confirmSubscription(db, { email: "old-member@example.org", lang: "en", interests: ["news"] }, confirm, new Date(now.getTime() - 30 * 86_400_000));
      expect(await removeUnconfirmedSubscribers(db, now)).toBe(1);
      expect(
        (
          await db.all<{ email: string }>(
            "SELECT email FROM subscribers WHERE email IN ('old-pending@example.org', 'new-pending@example.org', 'old-member@example.org') ORDER BY email",
          )
        ).map((row) => row.email),
      ).toEqual(["new-pending@example.org", "old-member@example.org"]);
    });
  });
}

test("the idempotency key depends on the form's id and on every field", () => {
  const key = idempotencyKey("registration", "abc12345", { a: 1 });
  expect(idempotencyKey("registration", "abc12345", { a: 1 })).toBe(key);
  expect(idempotencyKey("registration", "abc12346", { a: 1 })).not.toBe(key);
  expect(idempotencyKey("registration", "abc12345", { a: 2 })).not.toBe(key);
  expect(idempotencyKey("donation", "abc12345", { a: 1 })).not.toBe(key);
});
