import type { LinkSigning } from "#app/forms/subscription/emails.server.ts";
import { isLang } from "#app/i18n/language.ts";
import { type NewsletterPhotos, type NewsletterWords, newsletterMessage, newsletterPhotos } from "#app/newsletters/emails.server.ts";
import { finishSentNewsletters, queueStartedNewsletters, startDueNewsletters } from "#app/newsletters/newsletters.server.ts";
import type { Database, SqlValue } from "#app/storage/database.server.ts";
import { deliverOutboxMessage, type OutboxWorker, type SendMail, startPolling } from "#app/storage/outbox.server.ts";

/**
 * The newsletters' sender (decision 35), one per server beside the outbox worker, both in the server's mail
 * sender process (decision 42): it starts scheduled newsletters when their time comes, queues their
 * audiences, and delivers their outbox rows at `perMinute`, each written at send time in the subscriber's
 * language (their language and status as they are then: an address that left or bounces since is skipped).
 * Each row is claimed, sent, and marked sent in a transaction of its own as soon as the mail server accepted
 * it (app/storage/outbox.server.ts); stopped, the sender finishes the message in flight. So a web server killed
 * at any moment sends every remaining message exactly once; only a kill of the sender process itself, in the
 * instant between the mail server's acceptance and the mark, sends that one message again (same Message-ID).
 */

/** A claimed row's send must be over by then (the mailer's timeouts are shorter), or another server may send it. */
const newsletterClaimMs = 30_000;

/** Permanent failures (SMTP 5xx) after which an address is 'bouncing': skipped by newsletters, shown to staff. */
export const bounceLimit = 3;

interface DueRow extends Record<string, SqlValue> {
  id: number;
  message_id: string;
  recipient: string;
  attempts: number;
  newsletter_id: number;
  lang: string | null;
  subscriber_status: string | null;
}

export interface NewsletterSenderOptions {
  perMinute: number;
  signing: LinkSigning;
  pollMs: number;
  /** A newsletter was sent in full: it joins the public archive. */
  published: () => Promise<void>;
  now?: () => Date;
}

/** Rows taken per round: about two seconds' worth, so a round's figures are fresh. */
const roundSize = (perMinute: number) => Math.min(200, Math.ceil(perMinute / 30));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One round: starts due newsletters, queues, delivers up to a round's rows at the rate (`nextSlot` carries
 * the pace over from round to round), finishes the newsletters with nothing left. Returns the rows handled.
 */
export async function sendNewsletterRound(
  db: Database,
  send: SendMail,
  options: NewsletterSenderOptions,
  pace: { nextSlot: number } = { nextSlot: 0 },
  stopped: () => boolean = () => false,
): Promise<number> {
  const now = options.now ?? (() => new Date());
  await startDueNewsletters(db, now());
  await queueStartedNewsletters(db, now());
  const at = now().toISOString();
  const rows = await db.all<DueRow>(
    `SELECT o.id, o.message_id, o.recipient, o.attempts, o.newsletter_id, s.lang, s.status AS subscriber_status
     FROM newsletters n JOIN outbox o ON o.newsletter_id = n.id AND o.status = 'pending'
     LEFT JOIN subscribers s ON s.email = o.recipient
     WHERE n.status = 'sending' AND o.next_attempt_at <= ? AND (o.claimed_until IS NULL OR o.claimed_until < ?)
     ORDER BY o.id LIMIT ${roundSize(options.perMinute)}`,
    [at, at],
  );
  // Each newsletter's words and photos, read once a round: a photo taken off the library meanwhile is left out of what follows.
  const letters = new Map<number, Promise<{ words: NewsletterWords; photos: NewsletterPhotos } | undefined>>();
  const letterOf = (id: number) => {
    let found = letters.get(id);
    if (!found) {
      found = db
        .get<{ subject_en: string; subject_am: string; body_en: string; body_am: string }>(
          "SELECT subject_en, subject_am, body_en, body_am FROM newsletters WHERE id = ?",
          [id],
        )
        .then(async (row) => {
          if (!row) return undefined;
          const words = { subject: { en: row.subject_en, am: row.subject_am }, body: { en: row.body_en, am: row.body_am } };
          return { words, photos: await newsletterPhotos(db, words.body) };
        });
      letters.set(id, found);
    }
    return found;
  };
  const deliver = async (row: DueRow) => {
    const newsletter = await letterOf(Number(row.newsletter_id));
    if (row.subscriber_status !== "subscribed" || !isLang(row.lang) || !newsletter) {
      const skippedAt = now().toISOString();
      await db.transaction((tx) =>
        tx.run(
          "UPDATE outbox SET status = 'skipped', next_attempt_at = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)",
          [skippedAt, row.id, skippedAt],
        ),
      );
      return;
    }
    const mail = { ...newsletterMessage(options.signing, newsletter.words, newsletter.photos, row.lang, row.recipient), messageId: row.message_id };
    const outcome = await deliverOutboxMessage(db, row, mail, send, { claimMs: newsletterClaimMs, now });
    if (!outcome.sent && !outcome.taken && outcome.permanent) {
      await db.transaction((tx) =>
        tx.run(
          `UPDATE subscribers SET bounces = bounces + 1, status = CASE WHEN bounces + 1 >= ${bounceLimit} THEN 'bouncing' ELSE status END, updated_at = ?
           WHERE email = ? AND status = 'subscribed'`,
          [now().toISOString(), row.recipient],
        ),
      );
    }
  };
  const interval = 60_000 / options.perMinute;
  const stillSending = async (id: number) => Boolean(await db.get("SELECT 1 AS sending FROM newsletters WHERE id = ? AND status = 'sending'", [id]));
  // One message at a time: on SQLite a commit's sync to disk holds the server's one thread, and a mail server's
  // "accepted" that arrives meanwhile waits unread, so with several in flight a kill finds each of them accepted
  // and unmarked. One at a time, nothing else is written while a message is out, and its mark is written (which
  // a kill -9 does not undo, even before the sync) a fraction of a millisecond after the acceptance is read.
  for (const row of rows) {
    const wait = pace.nextSlot - Date.now();
    if (wait > 0) await sleep(wait);
    // Stopped (by the server, or the server is gone): the message in flight was finished, no other starts.
    if (stopped()) break;
    // Paused meanwhile: the rest of the round waits.
    if (!(await stillSending(Number(row.newsletter_id)))) continue;
    pace.nextSlot = Math.max(pace.nextSlot, Date.now()) + interval;
    await deliver(row).catch((error) => console.error(`Newsletter e-mail ${row.id}: ${error instanceof Error ? error.message : error}`));
  }
  if ((await finishSentNewsletters(db, now())) > 0) await options.published();
  return rows.length;
}

/** Sends newsletters from now on; `nudge` when staff start or resume one. */
export function startNewsletterSender(db: Database, send: SendMail, options: NewsletterSenderOptions): OutboxWorker {
  const pace = { nextSlot: 0 };
  return startPolling("Newsletters", async (stopped) => (await sendNewsletterRound(db, send, options, pace, stopped)) > 0, options.pollMs);
}
