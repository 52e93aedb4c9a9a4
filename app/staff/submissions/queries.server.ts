import { organisation } from "#app/config/organisation.ts";
import type { SubmissionKind } from "#app/forms/shared/submissions.server.ts";
import { startOfDay } from "#app/i18n/zoned-day.ts";
import { type AuditRow, auditEntries, recordAudit } from "#app/staff/shared/audit.server.ts";
import { pageSize, pageWithin, type SubmissionStatus, statusesOf } from "#app/staff/shared/lists.ts";
import type { Database, Queryable, SqlValue } from "#app/storage/database.server.ts";
import { containsPattern } from "#app/storage/search-text.ts";

/** What staff can narrow a list by; every value comes from the query string, already checked. */
export interface ListFilters {
  status?: string;
  /** YYYY-MM-DD, both inclusive, days as the organisation counts them (its time zone). */
  from?: string;
  to?: string;
  /** Part of a name or an e-mail address, any case. */
  search?: string;
  page: number;
}

export interface SubmissionRow {
  id: number;
  reference: string;
  kind: SubmissionKind;
  lang: string;
  name: string;
  email: string;
  status: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

interface RawSubmission extends Record<string, SqlValue> {
  id: number;
  reference: string;
  kind: string;
  lang: string;
  name: string;
  email: string;
  status: string;
  payload: string;
  created_at: string;
}

const toSubmission = (row: RawSubmission): SubmissionRow => ({
  id: Number(row.id),
  reference: row.reference,
  kind: row.kind as SubmissionKind,
  lang: row.lang,
  name: row.name,
  email: row.email,
  status: row.status,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  createdAt: row.created_at,
});

/** The WHERE clause of a filtered list, shared by the page, its count and its CSV export. */
function where(table: "submissions" | "subscribers", filters: Omit<ListFilters, "page">, kind?: SubmissionKind) {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  if (kind) {
    clauses.push("kind = ?");
    params.push(kind);
  }
  if (filters.status) {
    clauses.push("status = ?");
    params.push(filters.status);
  }
  if (filters.from) {
    clauses.push("created_at >= ?");
    params.push(startOfDay(filters.from, organisation.timeZone));
  }
  if (filters.to) {
    clauses.push("created_at < ?");
    params.push(startOfDay(filters.to, organisation.timeZone, 1));
  }
  if (filters.search) {
    // Both sides folded by the same JavaScript (search-text.ts), so the two databases agree: e-mail
    // addresses are stored in lower case, names with their folded copy. What was typed is matched as typed.
    const pattern = containsPattern(filters.search);
    clauses.push(table === "submissions" ? "(search_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')" : "email LIKE ? ESCAPE '\\'");
    if (table === "submissions") params.push(pattern);
    params.push(pattern);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export async function listSubmissions(
  db: Database,
  kind: SubmissionKind,
  filters: ListFilters,
  limit = pageSize,
): Promise<{ rows: SubmissionRow[]; total: number; page: number }> {
  const { sql, params } = where("submissions", filters, kind);
  const total = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM submissions ${sql}`, params))?.n ?? 0);
  const page = pageWithin(filters.page, total, limit);
  const rows = await db.all<RawSubmission>(`SELECT * FROM submissions ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    (page - 1) * limit,
  ]);
  return { rows: rows.map(toSubmission), total, page };
}

/** Every row of a filtered list, for its CSV export. */
export async function allSubmissions(db: Database, kind: SubmissionKind, filters: Omit<ListFilters, "page">): Promise<SubmissionRow[]> {
  const { sql, params } = where("submissions", filters, kind);
  return (await db.all<RawSubmission>(`SELECT * FROM submissions ${sql} ORDER BY created_at DESC, id DESC`, params)).map(toSubmission);
}

export async function countsByStatus(db: Database, kind: SubmissionKind): Promise<Record<string, number>> {
  const rows = await db.all<{ status: string; n: number }>("SELECT status, COUNT(*) AS n FROM submissions WHERE kind = ? GROUP BY status", [kind]);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export interface Note {
  author: string;
  body: string;
  createdAt: string;
}

export async function findSubmission(db: Database, reference: string): Promise<{ submission: SubmissionRow; notes: Note[]; history: AuditRow[] } | undefined> {
  const row = await db.get<RawSubmission>("SELECT * FROM submissions WHERE reference = ?", [reference]);
  if (!row) return undefined;
  const notes = await db.all<{ author: string; body: string; created_at: string }>(
    "SELECT author, body, created_at FROM submission_notes WHERE submission_id = ? ORDER BY id",
    [row.id],
  );
  return {
    submission: toSubmission(row),
    notes: notes.map((note) => ({ author: note.author, body: note.body, createdAt: note.created_at })),
    history: await auditEntries(db, { subject: reference, limit: 100 }),
  };
}

export async function setSubmissionStatus(db: Database, reference: string, status: SubmissionStatus, actor: string): Promise<boolean> {
  return db.transaction((tx) => changeSubmissionStatus(tx, reference, status, actor));
}

/** `setSubmissionStatus` inside a transaction of the caller's (an outcome e-mail sets the status it announces). */
export async function changeSubmissionStatus(tx: Queryable, reference: string, status: SubmissionStatus, actor: string): Promise<boolean> {
  const row = await tx.get<{ kind: SubmissionKind; status: string }>("SELECT kind, status FROM submissions WHERE reference = ?", [reference]);
  if (!row || !statusesOf(row.kind).includes(status)) return false;
  if (row.status === status) return true;
  await tx.run("UPDATE submissions SET status = ?, updated_at = ? WHERE reference = ?", [status, new Date().toISOString(), reference]);
  await recordAudit(tx, { actor, action: "submission.status", subject: reference, detail: { from: row.status, to: status } });
  return true;
}

export async function addNote(db: Database, reference: string, body: string, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ id: number }>("SELECT id FROM submissions WHERE reference = ?", [reference]);
    if (!row) return false;
    await tx.run("INSERT INTO submission_notes (submission_id, author, body, created_at) VALUES (?, ?, ?, ?)", [row.id, actor, body, new Date().toISOString()]);
    // The note's words stay with the note: erasing the submission erases them, the log keeps only that one was added.
    await recordAudit(tx, { actor, action: "submission.note", subject: reference });
    return true;
  });
}

export interface SubscriberRow {
  email: string;
  lang: string;
  interests: string[];
  status: string;
  createdAt: string;
}

export async function listSubscribers(
  db: Database,
  filters: ListFilters,
  limit: number | null = pageSize,
): Promise<{ rows: SubscriberRow[]; total: number; page: number }> {
  const { sql, params } = where("subscribers", filters);
  const total = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM subscribers ${sql}`, params))?.n ?? 0);
  const shown = limit === null ? 1 : pageWithin(filters.page, total, limit);
  const page = limit === null ? "" : ` LIMIT ${Number(limit)} OFFSET ${(shown - 1) * Number(limit)}`;
  const rows = await db.all<{ email: string; lang: string; interests: string; status: string; created_at: string }>(
    `SELECT email, lang, interests, status, created_at FROM subscribers ${sql} ORDER BY created_at DESC, id DESC${page}`,
    params,
  );
  return {
    rows: rows.map((row) => ({
      email: row.email,
      lang: row.lang,
      interests: JSON.parse(row.interests) as string[],
      status: row.status,
      createdAt: row.created_at,
    })),
    total,
    page: shown,
  };
}

/**
 * Deletes everything held about one e-mail address: its submissions (with their notes and e-mails), its
 * replies to events, its subscription, and any other e-mail to it. The audit log records the counts, not the address.
 */
export async function eraseEmail(db: Database, email: string, actor: string): Promise<{ submissions: number; subscribers: number; emails: number }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const emails = Number(
      (
        await tx.get<{ n: number }>(
          "SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? OR reply_to = ? OR submission_id IN (SELECT id FROM submissions WHERE email = ?)",
          [address, address, address],
        )
      )?.n ?? 0,
    );
    await tx.run("DELETE FROM outbox WHERE recipient = ? OR reply_to = ? OR submission_id IN (SELECT id FROM submissions WHERE email = ?)", [
      address,
      address,
      address,
    ]);
    await tx.run("DELETE FROM submission_notes WHERE submission_id IN (SELECT id FROM submissions WHERE email = ?)", [address]);
    // An event's replies (RSVP) are counted with the submissions: each is a form that person sent.
    const submissions =
      (await tx.run("DELETE FROM submissions WHERE email = ?", [address])) + (await tx.run("DELETE FROM rsvp_replies WHERE email = ?", [address]));
    const subscribers = await tx.run("DELETE FROM subscribers WHERE email = ?", [address]);
    // Earlier entries about the address (a sign-in attempt with it, say) keep what happened, not to whom.
    await tx.run("UPDATE audit_log SET subject = NULL WHERE subject = ?", [address]);
    const counts = { submissions, subscribers, emails };
    await recordAudit(tx, { actor, action: "erasure", detail: counts });
    return counts;
  });
}

/** Enrollment at a glance: enrolled and waitlisted registrations, against the program's places. */
export async function enrollment(db: Database): Promise<{ enrolled: number; waitlisted: number }> {
  const counts = await countsByStatus(db, "registration");
  return { enrolled: counts.enrolled ?? 0, waitlisted: counts.waitlisted ?? 0 };
}
