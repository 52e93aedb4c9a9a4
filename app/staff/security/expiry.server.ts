import { removeExpiredPending } from "#app/staff/security/second-factor.server.ts";
import { removeSpentThrottles } from "#app/staff/security/throttle.server.ts";
import { keptLifetimeMs, removeExpiredKeptTexts } from "#app/staff/shared/kept-posts.server.ts";
import { sessionLimits } from "#app/staff/shared/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * Deletes sessions past either limit, set-password links that were used or have expired, texts kept from a
 * post after a session ended once their hour is over (kept-posts.server.ts), expired half-signed-in states, and
 * sign-in throttle counts that no longer count (with the client addresses in their keys). Neither of the first two works
 * any more (readSession and passwordLinkAccount check the same limits), but each row still ties an account
 * to a time of use; the periodic maintenance (server/maintenance.ts) removes them, an ended session an hour
 * after its end (a text posted after the end is kept for its account).
 */
export async function removeExpiredStaffTokens(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; passwordLinks: number; keptTexts: number; pendingSignIns: number; throttles: number }> {
  return db.transaction(async (tx) => ({
    // An ended session's row stays as long as a text posted after its end may be kept for its account.
    sessions: await tx.run("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?", [
      new Date(now.getTime() - sessionLimits.idleMs - keptLifetimeMs).toISOString(),
      new Date(now.getTime() - sessionLimits.absoluteMs - keptLifetimeMs).toISOString(),
    ]),
    passwordLinks: await tx.run("DELETE FROM password_links WHERE used_at IS NOT NULL OR expires_at <= ?", [now.toISOString()]),
    keptTexts: await removeExpiredKeptTexts(tx, now),
    pendingSignIns: await removeExpiredPending(tx, now),
    throttles: await removeSpentThrottles(tx, now),
  }));
}
