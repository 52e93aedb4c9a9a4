import { removeExpiredRateLimits } from "#app/http/shared-rate-limit.server.ts";
import { removeExpiredStaffTokens } from "#app/staff/expiry.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { redactOldEmails } from "#app/storage/outbox.server.ts";

/** How often the clean-up runs; it also runs once at start-up. */
const intervalMs = 3_600_000;

/**
 * Keeps data only as long as it is needed (README, "Forms, storage and e-mail"): erases the contents of
 * e-mails sent more than `outboxRetentionDays` ago, deletes expired staff sessions and spent set-password
 * links, and forgets passed rate-limit windows. Every server runs it: each step is a statement that only
 * touches rows still due, so two servers running it at once do the work once and wait on nothing else.
 */
export async function runMaintenance(db: Database, { outboxRetentionDays }: { outboxRetentionDays: number }, now = new Date()) {
  const emails = await redactOldEmails(db, new Date(now.getTime() - outboxRetentionDays * 86_400_000), now);
  const staff = await removeExpiredStaffTokens(db, now);
  const rateLimits = await removeExpiredRateLimits(db, now.getTime());
  return { emails, ...staff, rateLimits };
}

export function startMaintenance(db: Database, options: { outboxRetentionDays: number }): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const done = await runMaintenance(db, options);
        if (done.emails + done.sessions + done.passwordLinks + done.keptTexts > 0)
          console.log(
            `Maintenance: erased ${done.emails} sent e-mails, removed ${done.sessions} sessions, ${done.passwordLinks} password links and ${done.keptTexts} kept texts`,
          );
      } catch (error) {
        console.error(`Maintenance: ${error instanceof Error ? error.message : error}`);
      }
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
