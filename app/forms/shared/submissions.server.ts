import { createHash } from "node:crypto";
import { organisation } from "#app/config/organisation.ts";
import type { Lang } from "#app/i18n/language.ts";
import { type Database, isUniqueViolation, type Queryable } from "#app/storage/database.server.ts";
import { enqueueEmail, type OutgoingEmail } from "#app/storage/outbox.server.ts";
import { searchFold } from "#app/storage/search-text.ts";

export const submissionKinds = ["registration", "donation", "contact"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The start of the reference a visitor can quote: REG-2026-0042. */
export const referencePrefixes: Record<SubmissionKind, string> = { registration: "REG", donation: "DON", contact: "MSG" };

export interface NewSubmission {
  kind: SubmissionKind;
  lang: Lang;
  /** Who sent it: shown in lists and used to find everything about one person. */
  name: string;
  email: string;
  /** The validated fields, stored as JSON. */
  fields: object;
  idempotencyKey: string;
  /** The e-mails this submission causes, written to the outbox in the same transaction. */
  emails: (stored: StoredSubmission) => OutgoingEmail[];
}

export interface StoredSubmission {
  reference: string;
  receivedAt: string;
  /** True when this was a repeat of a submission already stored (double click, retry, resubmitted page). */
  duplicate: boolean;
}

/**
 * The key that makes a repeat harmless: the form's submission id (made when the form is shown) together
 * with what was sent. A repeat of the same form with the same content finds the stored one; without
 * scripts a form has no id, and the content alone identifies a resubmitted page.
 */
export function idempotencyKey(kind: string, submissionId: string, fields: object): string {
  return createHash("sha256")
    .update(`${kind}\n${submissionId}\n${JSON.stringify(fields)}`)
    .digest("base64url");
}

/** The year of a reference is the organisation's year (Portland), not UTC's. */
const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: organisation.timeZone, year: "numeric" });

export const mailDomain = new URL(organisation.siteUrl).hostname;

/**
 * How long the same key means the same submission (decision 21). Double clicks, retries on a poor
 * connection and a page sent again from the browser's history come within minutes or hours; a family that
 * sends the same answers a day or a year later (the same child, registered again next summer) means it.
 */
export const repeatWindowHours = 24;

/**
 * The submission stored under `key` within the repeat window; an older one under the same key is given
 * up its key (`key~id`, which no new key can be), so the new submission can take it.
 */
async function findRepeat(q: Queryable, key: string, now: Date): Promise<StoredSubmission | undefined> {
  const row = await q.get<{ id: number; reference: string; created_at: string }>(
    "SELECT id, reference, created_at FROM submissions WHERE idempotency_key = ?",
    [key],
  );
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.created_at) < repeatWindowHours * 3_600_000)
    return { reference: row.reference, receivedAt: row.created_at, duplicate: true };
  await q.run("UPDATE submissions SET idempotency_key = ? WHERE id = ?", [`${key}~${row.id}`, row.id]);
  return undefined;
}

/** The next reference of a prefix in the organisation's year: REG-2026-0042. */
export async function nextReference(tx: Queryable, prefix: string, now: Date): Promise<string> {
  const year = Number(yearFormat.format(now));
  // One row per prefix and year, updated in place: PostgreSQL locks it, so concurrent submissions
  // get consecutive numbers; SQLite writes one transaction at a time anyway.
  const counter = await tx.get<{ last: number }>(
    "INSERT INTO reference_counters (prefix, year, last) VALUES (?, ?, 1) ON CONFLICT (prefix, year) DO UPDATE SET last = reference_counters.last + 1 RETURNING last",
    [prefix, year],
  );
  return `${prefix}-${year}-${String(counter?.last).padStart(4, "0")}`;
}

/** Stores a submission and its e-mails, and resolves only once they are committed. */
export async function storeSubmission(db: Database, submission: NewSubmission): Promise<StoredSubmission> {
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const existing = await findRepeat(tx, submission.idempotencyKey, now);
      if (existing) return existing;
      const reference = await nextReference(tx, referencePrefixes[submission.kind], now);
      const receivedAt = now.toISOString();
      const inserted = await tx.get<{ id: number }>(
        `INSERT INTO submissions (kind, reference, idempotency_key, lang, name, search_name, email, payload, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          submission.kind,
          reference,
          submission.idempotencyKey,
          submission.lang,
          submission.name,
          searchFold(submission.name),
          submission.email.toLowerCase(),
          JSON.stringify(submission.fields),
          receivedAt,
          receivedAt,
        ],
      );
      const stored = { reference, receivedAt, duplicate: false };
      for (const email of submission.emails(stored)) await enqueueEmail(tx, email, mailDomain, Number(inserted?.id));
      return stored;
    });
  } catch (error) {
    // Two copies arriving at once: the second one's insert meets the first one's key.
    if (isUniqueViolation(error)) {
      const existing = await findRepeat(db, submission.idempotencyKey, new Date());
      if (existing) return existing;
    }
    throw error;
  }
}
