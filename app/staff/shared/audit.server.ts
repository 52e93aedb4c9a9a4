import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The audit log: who did what, when, to which record. Entries name records by reference or account,
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
