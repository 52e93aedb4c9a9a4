import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "#app/storage/database.server.ts";

/** An e-mail to send. It is written to the outbox in the same transaction as what it is about. */
export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with it, as text (an event's calendar file). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailToSend extends OutgoingEmail {
  /** Stable across retries, so a receiving server can drop a copy it already has. */
  messageId: string;
}

/** Delivers one e-mail or throws. app/email/mailer.server.ts sends through SMTP. */
export type SendMail = (mail: MailToSend) => Promise<void>;

/** Retry timing: 30 s, 1 min, 2 min, … at most 1 h apart; after `maxAttempts` the message is marked failed. */
export const outboxRetry = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12, claimMs: 120_000 } as const;

/** Messages sent at once (and SMTP connections kept open, app/email/mailer.server.ts). */
export const outboxConcurrency = 4;
/** Messages looked at per round; a full round is followed at once by another. */
const outboxBatch = 50;

export function retryDelayMs(attempts: number): number {
  return Math.min(outboxRetry.firstDelayMs * 2 ** (attempts - 1), outboxRetry.maxDelayMs);
}

/** Queues an e-mail; `submissionId` or `rsvpReplyId` names what it is about. */
export async function enqueueEmail(
  tx: Queryable,
  email: OutgoingEmail,
  domain: string,
  submissionId: number | null = null,
  rsvpReplyId: number | null = null,
): Promise<void> {
  const now = new Date().toISOString();
  await tx.run(
    `INSERT INTO outbox (submission_id, rsvp_reply_id, message_id, recipient, reply_to, subject, text_body, html_body, headers, attachments, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      submissionId,
      rsvpReplyId,
      `<${randomUUID()}@${domain}>`,
      email.to,
      email.replyTo ?? null,
      email.subject,
      email.text,
      email.html,
      JSON.stringify(email.headers ?? {}),
      JSON.stringify(email.attachments ?? []),
      now,
      now,
    ],
  );
}

interface OutboxRow extends Record<string, string | number | null> {
  id: number;
  message_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
  attachments: string;
  attempts: number;
}

/** What became of one message: sent, waiting for its next attempt, given up on, or claimed by another server first. */
export type DeliveryOutcome = { sent: true } | { sent: false; taken: true } | { sent: false; taken: false; gaveUp: boolean; permanent: boolean };

/**
 * Sends one outbox message. It is claimed first (so two servers sharing a database do not both send it) for
 * `claimMs`, then sent, then marked sent in a transaction of its own as soon as the mail server accepted it,
 * or given its next attempt time. A crash between the mail server's acceptance and that mark sends the
 * message again once the claim has run out, with the same Message-ID: at least once, never lost.
 */
export async function deliverOutboxMessage(
  db: Database,
  row: { id: number; attempts: number },
  mail: MailToSend,
  send: SendMail,
  { claimMs = outboxRetry.claimMs, now = () => new Date() }: { claimMs?: number; now?: () => Date } = {},
): Promise<DeliveryOutcome> {
  const claimed = await db.transaction((tx) =>
    tx.run("UPDATE outbox SET claimed_until = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)", [
      new Date(now().getTime() + claimMs).toISOString(),
      row.id,
      now().toISOString(),
    ]),
  );
  if (claimed !== 1) return { sent: false, taken: true };
  const attempts = Number(row.attempts) + 1;
  try {
    await send(mail);
  } catch (error) {
    // An SMTP 5xx answer (no such mailbox, address refused) will not change by trying again; a refused
    // STARTTLS (ETLS) says nothing of the message or its address: it waits, unsent, until TLS works again.
    const { responseCode, code } = error as { responseCode?: number; code?: string };
    const permanent = Number(responseCode) >= 500 && code !== "ETLS";
    const gaveUp = permanent || attempts >= outboxRetry.maxAttempts;
    // The SMTP server's reason, never the message itself: it may hold a child's details.
    const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
    await db.transaction((tx) =>
      tx.run("UPDATE outbox SET status = ?, attempts = ?, next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?", [
        gaveUp ? "failed" : "pending",
        attempts,
        new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
        reason,
        row.id,
      ]),
    );
    // Mail servers often name the refused address in their answer: never in the log.
    console.warn(`E-mail ${row.id}: attempt ${attempts} failed (${reason.replace(/[^\s<>@]+@[^\s<>@]+/g, "<address>")})${gaveUp ? "; giving up" : ""}`);
    return { sent: false, taken: false, gaveUp, permanent };
  }
  await db.transaction((tx) =>
    tx.run("UPDATE outbox SET status = 'sent', attempts = ?, sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?", [
      attempts,
      now().toISOString(),
      row.id,
    ]),
  );
  return { sent: true };
}

/**
 * Sends every message that is due, a few at a time, each through `deliverOutboxMessage`. Newsletters' rows
 * are left to their own sender (app/newsletters/), which keeps to their rate. Once `stopped`, no further
 * message is taken; those in flight are finished.
 */
export async function deliverDueEmails(
  db: Database,
  send: SendMail,
  now: () => Date = () => new Date(),
  stopped: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  const due = await db.all<OutboxRow>(
    `SELECT id, message_id, recipient, reply_to, subject, text_body, html_body, headers, attachments, attempts FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND newsletter_id IS NULL AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY id LIMIT ${outboxBatch}`,
    [now().toISOString(), now().toISOString()],
  );
  // A few at a time: one slow or refused address does not hold up the rest.
  const queue = [...due];
  const deliverNext = async (): Promise<void> => {
    const row = stopped() ? undefined : queue.shift();
    if (!row) return;
    const mail: MailToSend = {
      messageId: row.message_id,
      to: row.recipient,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attachments: JSON.parse(row.attachments) as EmailAttachment[],
    };
    const outcome = await deliverOutboxMessage(db, row, mail, send, { now });
    if (outcome.sent) counts.sent++;
    else if (!outcome.taken) counts.failed++;
    return deliverNext();
  };
  await Promise.all(Array.from({ length: outboxConcurrency }, deliverNext));
  return counts;
}

/**
 * Makes a given-up message, or one waiting for its next attempt, due now with a fresh round of attempts, for
 * the worker to send: staff asking for it again. Refused (false) while a server holds its claim (it is being
 * sent) and when no attempt has failed since it was queued (it is already due): two requests, or a request
 * and the worker, never send it twice at once. Only the worker sends, and a sent or erased message stays as it is.
 */
export async function requeueEmail(tx: Queryable, id: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const changed = await tx.run(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_until = NULL
     WHERE id = ? AND redacted_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)
       AND (status = 'failed' OR (status = 'pending' AND attempts > 0))`,
    [at, id, at],
  );
  return changed === 1;
}

export interface OutboxWorker {
  /** Look now (a submission was just stored) rather than at the next poll. */
  nudge(): void;
  /** Finishes the delivery in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `round` at once, every `pollMs` and whenever nudged, one round at a time, and again at once while a
 * round says there is more. `stopped` lets a long round end early. Errors are logged under `name`.
 */
export function startPolling(name: string, round: (stopped: () => boolean) => Promise<boolean>, pollMs: number): OutboxWorker {
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          if (await round(() => stopped)) again = true;
        } catch (error) {
          console.error(`${name}: ${error instanceof Error ? error.message : error}`);
        }
      }
    });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export function startOutboxWorker(db: Database, send: SendMail, pollMs: number): OutboxWorker {
  return startPolling(
    "Outbox",
    async (stopped) => {
      const { sent, failed } = await deliverDueEmails(db, send, undefined, stopped);
      return sent + failed >= outboxBatch;
    },
    pollMs,
  );
}

/** Messages whose contents are erased per statement, so a first run on a large outbox never holds a long lock. */
const redactBatch = 500;

/**
 * Erases what a message said and to whom (body, subject, headers, attachments, addresses) once it was sent, given up
 * on, or skipped (a newsletter's row whose address left the list), before `before`: a registration's e-mails repeat a child's medical notes, and no one reads them after
 * delivery. The row stays, with its status, attempts and times, so the history of what was sent is kept.
 * Each statement only touches messages not yet erased (checked again on PostgreSQL after waiting for another
 * server's statement on the same rows), so two servers doing it at once erase each message once.
 */
export async function redactOldEmails(db: Database, before: Date, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await db.transaction((tx) =>
      tx.run(
        `UPDATE outbox SET recipient = '', reply_to = NULL, subject = '', text_body = '', html_body = '', headers = '{}', attachments = '[]', last_error = NULL, redacted_at = ?
         WHERE redacted_at IS NULL AND id IN (SELECT id FROM outbox WHERE redacted_at IS NULL
           AND ((status = 'sent' AND sent_at < ?) OR (status IN ('failed', 'skipped') AND next_attempt_at < ?)) ORDER BY id LIMIT ${redactBatch})`,
        [now.toISOString(), before.toISOString(), before.toISOString()],
      ),
    );
    total += changed;
    if (changed < redactBatch) return total;
  }
}
