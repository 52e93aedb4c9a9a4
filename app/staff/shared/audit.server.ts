import type { Database, Queryable } from "#app/storage/database.server.ts";

/**
 * The audit log (the one module that reads and writes its table): who did what, when, to which record. Entries name records by reference or account,
 * and say what changed; they never copy a person's details (an erasure must not survive in its own record).
 */
export interface AuditEntry {
  /** The staff member's e-mail, or null for the system and for anonymous sign-in attempts. */
  actor: string | null;
  action: string;
  /** What it was done to: a reference (REG-2026-0042), a staff account, … */
  subject?: string;
  detail?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.run("INSERT INTO audit_log (at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?)", [
    new Date().toISOString(),
    entry.actor,
    entry.action,
    entry.subject ?? null,
    JSON.stringify(entry.detail ?? {}),
  ]);
}

export interface AuditRow {
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown>;
}

export async function auditEntries(db: Database, { subject, limit, offset = 0 }: { subject?: string; limit: number; offset?: number }): Promise<AuditRow[]> {
  const rows = await db.all<{ at: string; actor: string | null; action: string; subject: string | null; detail: string }>(
    `SELECT at, actor, action, subject, detail FROM audit_log ${subject ? "WHERE subject = ?" : ""} ORDER BY id DESC LIMIT ? OFFSET ?`,
    [...(subject ? [subject] : []), limit, offset],
  );
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

export async function countAudit(db: Database): Promise<number> {
  return Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log"))?.n ?? 0);
}
