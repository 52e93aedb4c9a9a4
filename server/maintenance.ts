import { removeUnconfirmedSubscribers } from "#app/forms/subscription/subscribers.server.ts";
import { removeExpiredRateLimits } from "#app/http/shared-rate-limit.server.ts";
import { removeExpiredStaffTokens } from "#app/staff/expiry.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { redactOldEmails } from "#app/storage/outbox.server.ts";

/** How often the clean-up runs; it also runs once at start-up. */
const intervalMs = 3_600_000;

/**
 * Keeps data only as long as it is needed (README, "Forms, storage and e-mail"): erases the contents of
 * e-mails sent more than `outboxRetentionDays` ago, deletes expired staff sessions and spent set-password
 * links, forgets passed rate-limit windows, and removes addresses that asked to join the mailing list but never
 * confirmed, once their link has expired. Every server runs it: each step is a statement that only
 * touches rows still due, so two servers running it at once do the work once and wait on nothing else.
 */
export async function runMaintenance(db: Database, { outboxRetentionDays }: { outboxRetentionDays: number }, now = new Date()) {
  const emails = await redactOldEmails(db, new Date(now.getTime() - outboxRetentionDays * 86_400_000), now);
  const staff = await removeExpiredStaffTokens(db, now);
  const rateLimits = await removeExpiredRateLimits(db, now.getTime());
  const unconfirmedSubscribers = await removeUnconfirmedSubscribers(db, now);
  return { emails, ...staff, rateLimits, unconfirmedSubscribers };
}

export function startMaintenance(db: Database, options: { outboxRetentionDays: number }): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const done = await runMaintenance(db, options);
        if (done.emails + done.sessions + done.passwordLinks + done.keptTexts + done.unconfirmedSubscribers > 0)
          console.log(
            `Maintenance: erased ${done.emails} sent e-mails, removed ${done.sessions} sessions, ${done.passwordLinks} password links, ${done.keptTexts} kept texts and ${done.unconfirmedSubscribers} unconfirmed subscribers`,
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
