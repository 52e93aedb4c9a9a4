import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Permission } from "#app/staff/shared/permissions.ts";
import type { Database, Queryable, SqlValue } from "#app/storage/database.server.ts";
import { requeueEmail } from "#app/storage/outbox.server.ts";

/**
 * E-mails the outbox could not deliver (given up) or is still trying to (a failed attempt, or waiting longer
 * than a sending round should take), for the staff overview: who it was for, its subject, the reason the
 * mail server gave. Never the message itself.
 */
export interface UndeliveredEmail {
  id: number;
  status: "pending" | "failed";
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  /** The submission it is about (a family's confirmation, the staff notification, an outcome), if any. */
  reference: string | null;
  /** Who may see and resend it: an e-mail about a submission or to a subscriber is people's data (`submissions`); one to a staff account (an invitation, a password link) is the accounts' (`accounts`). */
  permission: Permission;
}

/** A message that waits this long without an attempt is worth a look (e-mail switched off, the worker stopped). */
const staleAfterMs = 15 * 60_000;
const shownAtMost = 50;

interface Row extends Record<string, SqlValue> {
  id: number;
  status: string;
  recipient: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  reference: string | null;
  /** 0 or 1 in SQLite, false or true in PostgreSQL. */
  to_staff: number;
}

const select = `SELECT o.id, o.status, o.recipient, o.subject, o.attempts, o.last_error, o.next_attempt_at, o.created_at, s.reference,
    EXISTS (SELECT 1 FROM staff_users u WHERE u.email = o.recipient) AS to_staff
  FROM outbox o LEFT JOIN submissions s ON s.id = o.submission_id`;

const toEmail = (row: Row): UndeliveredEmail => ({
  id: Number(row.id),
  status: row.status === "failed" ? "failed" : "pending",
  recipient: row.recipient,
  subject: row.subject,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
  reference: row.reference,
  permission: row.reference === null && row.to_staff ? "accounts" : "submissions",
});

/** The undelivered e-mails a role with `allowed` permissions may see, newest first. */
export async function undeliveredEmails(db: Database, allowed: (permission: Permission) => boolean, now = new Date()): Promise<UndeliveredEmail[]> {
  const rows = await db.all<Row>(
    `${select} WHERE o.redacted_at IS NULL AND o.newsletter_id IS NULL
       AND (o.status = 'failed' OR (o.status = 'pending' AND (o.attempts > 0 OR o.created_at < ?)))
     ORDER BY o.id DESC LIMIT 500`,
    [new Date(now.getTime() - staleAfterMs).toISOString()],
  );
  return rows
    .map(toEmail)
    .filter((email) => allowed(email.permission))
    .slice(0, shownAtMost);
}

/** One message not yet sent nor erased, for the check before resending it. */
async function findEmail(q: Queryable, id: number): Promise<UndeliveredEmail | undefined> {
  const row = await q.get<Row>(`${select} WHERE o.id = ? AND o.redacted_at IS NULL AND o.status IN ('pending', 'failed')`, [id]);
  return row ? toEmail(row) : undefined;
}

export type ResendOutcome = "queued" | "busy" | "gone" | "forbidden";

/**
 * Puts a message back in the outbox queue (app/storage/outbox.server.ts, `requeueEmail`) and writes the audit
 * entry in the same transaction: the message's number and the submission's reference, never the address.
 */
export async function resendEmail(db: Database, id: number, allowed: (permission: Permission) => boolean, actor: string): Promise<ResendOutcome> {
  return db.transaction(async (tx) => {
    const email = await findEmail(tx, id);
    if (!email) return "gone";
    if (!allowed(email.permission)) return "forbidden";
    if (!(await requeueEmail(tx, id))) return "busy";
    await recordAudit(tx, {
      actor,
      action: "email.resend",
      subject: email.reference ?? undefined,
      detail: { email: id, status: email.status, attempts: email.attempts },
    });
    return "queued";
  });
}
