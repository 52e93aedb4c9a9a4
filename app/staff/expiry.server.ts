import { sessionLimits } from "#app/staff/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * Deletes sessions past either limit and set-password links that were used or have expired. Neither works
 * any more (readSession and passwordLinkAccount check the same limits), but each row still ties an account
 * to a time of use; the periodic maintenance (server/maintenance.ts) removes them.
 */
export async function removeExpiredStaffTokens(db: Database, now = new Date()): Promise<{ sessions: number; passwordLinks: number }> {
  return db.transaction(async (tx) => ({
    sessions: await tx.run("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?", [
      new Date(now.getTime() - sessionLimits.idleMs).toISOString(),
      new Date(now.getTime() - sessionLimits.absoluteMs).toISOString(),
    ]),
    passwordLinks: await tx.run("DELETE FROM password_links WHERE used_at IS NOT NULL OR expires_at <= ?", [now.toISOString()]),
  }));
}
