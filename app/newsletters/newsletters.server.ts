import { randomUUID } from "node:crypto";
import { slugify } from "#app/content/slug.ts";
import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import type { Lang } from "#app/i18n/language.ts";
import type { NewsletterAudience, NewsletterInput } from "#app/newsletters/fields.ts";
import type { Database, Queryable, SqlValue } from "#app/storage/database.server.ts";

/**
 * Newsletters' storage (migration 0019, decision 35): a newsletter is a row with both languages' subject and
 * Markdown and its audience; sending it queues one outbox row per subscriber of the audience, linked to it,
 * in batches of `queueBatches` made inside the database (INSERT … SELECT from subscribers), each batch in a
 * transaction with the newsletter's `queued_through`, so queueing resumes after a restart and never queues
 * an address twice (the Message-ID, unique, is made of the newsletter and the subscriber). The outbox rows'
 * statuses are its counts.
 */
export const newsletterStatuses = ["draft", "scheduled", "sending", "paused", "sent"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface Newsletter {
  id: number;
  slug: string;
  subject: Record<Lang, string>;
  body: Record<Lang, string>;
  audience: NewsletterAudience;
  status: NewsletterStatus;
  sendAt: string | null;
  recipients: number;
  queuedAt: string | null;
  startedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface NewsletterRow extends Record<string, SqlValue> {
  id: number;
  slug: string;
  subject_en: string;
  subject_am: string;
  body_en: string;
  body_am: string;
  audience: string;
  status: string;
  send_at: string | null;
  recipients: number;
  queued_at: string | null;
  started_at: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

const columns =
  "id, slug, subject_en, subject_am, body_en, body_am, audience, status, send_at, recipients, queued_at, started_at, sent_at, created_at, updated_at";

const toNewsletter = (row: NewsletterRow): Newsletter => ({
  id: Number(row.id),
  slug: row.slug,
  subject: { en: row.subject_en, am: row.subject_am },
  body: { en: row.body_en, am: row.body_am },
  audience: JSON.parse(row.audience) as NewsletterAudience,
  status: row.status as NewsletterStatus,
  sendAt: row.send_at,
  recipients: Number(row.recipients),
  queuedAt: row.queued_at,
  startedAt: row.started_at,
  sentAt: row.sent_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Subscribers queued per statement: large enough to be quick, small enough that no statement holds the database
 * long. SQLite's statements (and their sync to disk) run on the server's one thread, so there a batch must be short
 * enough not to delay the pages answered meanwhile (`npm run bench:newsletter`).
 */
export const queueBatches = { sqlite: 500, postgres: 2_000 } as const;

/** Only a draft or a scheduled newsletter can still change. */
const editable = "status IN ('draft', 'scheduled')";

/** A new draft; its address (slug) is made when it is sent. */
export async function createNewsletter(db: Database, input: NewsletterInput, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const row = await db.transaction((tx) =>
    tx.get<{ id: number }>(
      `INSERT INTO newsletters (slug, subject_en, subject_am, body_en, body_am, audience, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'draft', ?, ?) RETURNING id`,
      [`draft-${randomUUID()}`, input.subjectEn, input.subjectAm, input.bodyEn, input.bodyAm, JSON.stringify(input.audience), at, at],
    ),
  );
  return Number(row?.id);
}

/** Saves a draft or scheduled newsletter's words and audience; false once it is being sent. */
export async function updateNewsletter(db: Database, id: number, input: NewsletterInput, now = new Date()): Promise<boolean> {
  const changed = await db.transaction((tx) =>
    tx.run(`UPDATE newsletters SET subject_en = ?, subject_am = ?, body_en = ?, body_am = ?, audience = ?, updated_at = ? WHERE id = ? AND ${editable}`, [
      input.subjectEn,
      input.subjectAm,
      input.bodyEn,
      input.bodyAm,
      JSON.stringify(input.audience),
      now.toISOString(),
      id,
    ]),
  );
  return changed === 1;
}

export async function findNewsletter(q: Queryable, id: number): Promise<Newsletter | undefined> {
  const row = await q.get<NewsletterRow>(`SELECT ${columns} FROM newsletters WHERE id = ?`, [id]);
  return row ? toNewsletter(row) : undefined;
}

/** Every newsletter, newest first. */
export async function listNewsletters(q: Queryable): Promise<Newsletter[]> {
  return (await q.all<NewsletterRow>(`SELECT ${columns} FROM newsletters ORDER BY created_at DESC, id DESC`)).map(toNewsletter);
}

/** Sends at `sendAt` (the sender starts it then), or back to a draft with null. */
export async function scheduleNewsletter(db: Database, id: number, sendAt: Date | null, now = new Date()): Promise<boolean> {
  const changed = await db.transaction((tx) =>
    tx.run(`UPDATE newsletters SET status = ?, send_at = ?, updated_at = ? WHERE id = ? AND ${editable}`, [
      sendAt ? "scheduled" : "draft",
      sendAt?.toISOString() ?? null,
      now.toISOString(),
      id,
    ]),
  );
  return changed === 1;
}

/** Its address in the archive: the month and the English subject, unique with the id when taken. */
async function archiveSlug(q: Queryable, newsletter: Newsletter, now: Date): Promise<string> {
  const base = `${now.toISOString().slice(0, 7)}-${slugify(newsletter.subject.en, 60) || "newsletter"}`;
  const taken = await q.get("SELECT 1 AS taken FROM newsletters WHERE slug = ? AND id <> ?", [base, newsletter.id]);
  return taken ? `${base}-${newsletter.id}` : base;
}

/**
 * Starts sending: the newsletter leaves draft (or its schedule) for 'sending', once, with its address in the
 * archive. The sender then queues its audience and delivers. False when it had already started.
 */
export async function startNewsletter(db: Database, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const newsletter = await findNewsletter(tx, id);
    if (!newsletter || (newsletter.status !== "draft" && newsletter.status !== "scheduled")) return false;
    const changed = await tx.run(`UPDATE newsletters SET status = 'sending', slug = ?, started_at = ?, updated_at = ? WHERE id = ? AND ${editable}`, [
      await archiveSlug(tx, newsletter, now),
      now.toISOString(),
      now.toISOString(),
      id,
    ]);
    return changed === 1;
  });
}

/** Scheduled newsletters whose time has come start sending; their ids. */
export async function startDueNewsletters(db: Database, now = new Date()): Promise<number[]> {
  const due = await db.all<{ id: number }>("SELECT id FROM newsletters WHERE status = 'scheduled' AND send_at <= ? ORDER BY send_at", [now.toISOString()]);
  const started: number[] = [];
  for (const { id } of due) if (await startNewsletter(db, Number(id), now)) started.push(Number(id));
  return started;
}

/** The subscribers a newsletter goes to: confirmed addresses only, of its languages and interests. */
function audienceFilter(audience: NewsletterAudience): { sql: string; params: SqlValue[] } {
  const parts = ["s.status = 'subscribed'"];
  const params: SqlValue[] = [];
  if (audience.language !== "all") {
    parts.push("s.lang = ?");
    params.push(audience.language);
  }
  if (audience.interests.length > 0) {
    // Interests are a JSON array of ids as text: `["news","events"]`.
    parts.push(`(${audience.interests.map(() => "s.interests LIKE ?").join(" OR ")})`);
    params.push(...audience.interests.map((interest) => `%"${interest}"%`));
  }
  return { sql: parts.join(" AND "), params };
}

/** How many confirmed subscribers an audience has now. */
export async function audienceSize(q: Queryable, audience: NewsletterAudience): Promise<number> {
  const filter = audienceFilter(audience);
  const row = await q.get<{ n: number }>(`SELECT COUNT(*) AS n FROM subscribers s WHERE ${filter.sql}`, filter.params);
  return Number(row?.n ?? 0);
}

/**
 * Queues the next batch of a started newsletter's audience; the number of rows queued, 0 when every
 * subscriber is (and `queued_at` is then set). The batch takes the newsletter's row first and checks its
 * `queued_through`: two servers queueing at once queue each batch once.
 */
export async function queueNextBatch(db: Database, id: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const newsletter = await tx.get<{ audience: string; queued_through: number; status: string }>(
      "SELECT audience, queued_through, status FROM newsletters WHERE id = ? AND queued_at IS NULL AND status IN ('sending', 'paused')",
      [id],
    );
    if (!newsletter) return 0;
    const from = Number(newsletter.queued_through);
    const filter = audienceFilter(JSON.parse(newsletter.audience) as NewsletterAudience);
    const last = await tx.get<{ last: number | null }>(
      `SELECT MAX(id) AS last FROM (SELECT s.id FROM subscribers s WHERE ${filter.sql} AND s.id > ? ORDER BY s.id LIMIT ${queueBatches[db.dialect]}) batch`,
      [...filter.params, from],
    );
    const at = now.toISOString();
    if (last?.last === null || last?.last === undefined) {
      await tx.run("UPDATE newsletters SET queued_at = ?, updated_at = ? WHERE id = ? AND queued_through = ?", [at, at, id, from]);
      return 0;
    }
    const through = Number(last.last);
    const claimed = await tx.run("UPDATE newsletters SET queued_through = ?, updated_at = ? WHERE id = ? AND queued_through = ?", [through, at, id, from]);
    if (claimed !== 1) return 0;
    // The body is written at send time (app/newsletters/sending.server.ts): the row holds who and which.
    const queued = await tx.run(
      `INSERT INTO outbox (newsletter_id, message_id, recipient, subject, text_body, html_body, headers, next_attempt_at, created_at)
       SELECT CAST(? AS BIGINT), '<newsletter-' || CAST(? AS TEXT) || '-' || CAST(s.id AS TEXT) || '@' || CAST(? AS TEXT) || '>', s.email, '', '', '', '{}', ?, ?
       FROM subscribers s WHERE ${filter.sql} AND s.id > ? AND s.id <= ?`,
      [id, String(id), mailDomain, at, at, ...filter.params, from, through],
    );
    await tx.run("UPDATE newsletters SET recipients = recipients + ? WHERE id = ?", [queued, id]);
    return queued;
  });
}

/** Queues every started newsletter's remaining audience, batch by batch; the number of rows queued. */
export async function queueStartedNewsletters(db: Database, now = new Date()): Promise<number> {
  const unqueued = await db.all<{ id: number }>("SELECT id FROM newsletters WHERE queued_at IS NULL AND status IN ('sending', 'paused') ORDER BY id");
  let total = 0;
  for (const { id } of unqueued) {
    for (;;) {
      const queued = await queueNextBatch(db, Number(id), now);
      total += queued;
      if (queued === 0) break;
      // Between batches, requests waiting for the database (or, on SQLite, for this thread) go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return total;
}

/** Pauses a newsletter being sent (messages in flight finish), or resumes a paused one. */
export async function setNewsletterPaused(db: Database, id: number, paused: boolean, now = new Date()): Promise<boolean> {
  const changed = await db.transaction((tx) =>
    tx.run("UPDATE newsletters SET status = ?, updated_at = ? WHERE id = ? AND status = ?", [
      paused ? "paused" : "sending",
      now.toISOString(),
      id,
      paused ? "sending" : "paused",
    ]),
  );
  return changed === 1;
}

/**
 * Newsletters whose every message is settled (sent, given up on, or skipped) are sent: they join the archive.
 * Returns how many did.
 */
export async function finishSentNewsletters(db: Database, now = new Date()): Promise<number> {
  return db.transaction((tx) =>
    tx.run(
      `UPDATE newsletters SET status = 'sent', sent_at = ?, updated_at = ? WHERE status = 'sending' AND queued_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.newsletter_id = newsletters.id AND o.status = 'pending')`,
      [now.toISOString(), now.toISOString()],
    ),
  );
}

/** Where a newsletter's messages are: sent, waiting (to be sent, or for another attempt), failed, or skipped (the address left or bounces). */
export interface NewsletterProgress {
  sent: number;
  waiting: number;
  failed: number;
  skipped: number;
}

/** Counted from the outbox's index of the newsletter's rows alone. */
export async function newsletterProgress(q: Queryable, id: number): Promise<NewsletterProgress> {
  const rows = await q.all<{ status: string; n: number }>("SELECT status, COUNT(*) AS n FROM outbox WHERE newsletter_id = ? GROUP BY status", [id]);
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { sent: count("sent"), waiting: count("pending"), failed: count("failed"), skipped: count("skipped") };
}
