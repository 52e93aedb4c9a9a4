import { queueRsvpEmails, type RsvpLetters, removeOldReplies } from "#app/forms/rsvp/replies.server.ts";
import { removeUnconfirmedSubscribers } from "#app/forms/subscription/subscribers.server.ts";
import { removeExpiredRateLimits } from "#app/http/shared-rate-limit.server.ts";
import { removeExpiredStaffTokens } from "#app/staff/security/expiry.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { redactOldEmails } from "#app/storage/outbox.server.ts";

/** How often the clean-up runs; it also runs once at start-up. */
const intervalMs = 3_600_000;
/** How often the RSVP pass looks for reminders due and events cancelled or moved: people hear of a change within minutes. */
const rsvpIntervalMs = 60_000;

/**
 * Keeps data only as long as it is needed (docs/forms-and-email.md, "Forms"): erases the contents of
 * e-mails sent more than `outboxRetentionDays` ago, deletes expired staff sessions, half-finished sign-ins,
 * spent set-password links and sign-in counts (which hold client addresses), forgets passed rate-limit windows, removes addresses that asked to join the mailing list but never
 * confirmed, once their link has expired, and the replies to events that ended four weeks ago. Every server runs it: each step is a statement that only
 * touches rows still due, so two servers running it at once do the work once and wait on nothing else.
 */
export async function runMaintenance(db: Database, { outboxRetentionDays }: { outboxRetentionDays: number }, now = new Date()) {
  const emails = await redactOldEmails(db, new Date(now.getTime() - outboxRetentionDays * 86_400_000), now);
  const staff = await removeExpiredStaffTokens(db, now);
  const rateLimits = await removeExpiredRateLimits(db, now.getTime());
  const unconfirmedSubscribers = await removeUnconfirmedSubscribers(db, now);
  const replies = await removeOldReplies(db, now);
  return { emails, ...staff, rateLimits, unconfirmedSubscribers, replies };
}

export interface MaintenanceOptions {
  outboxRetentionDays: number;
  /** The e-mails of events' replies, with links at the site's public address (app/forms/rsvp/emails.server.ts). */
  rsvpLetters: RsvpLetters;
  /** Tells the e-mail worker that the RSVP pass queued messages. */
  nudgeOutbox(): void;
}

export function startMaintenance(db: Database, options: MaintenanceOptions): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  // One task at a time, in order: a clean-up and an RSVP pass never run at once on one server.
  const queue = (task: () => Promise<void>) => {
    running = running.then(async () => {
      try {
        await task();
      } catch (error) {
        console.error(`Maintenance: ${error instanceof Error ? error.message : error}`);
      }
    });
  };
  const cleanUp = () =>
    queue(async () => {
      const done = await runMaintenance(db, options);
      if (
        done.emails + done.sessions + done.passwordLinks + done.keptTexts + done.pendingSignIns + done.throttles + done.unconfirmedSubscribers + done.replies >
        0
      )
        console.log(
          `Maintenance: erased ${done.emails} sent e-mails, removed ${done.sessions} sessions, ${done.passwordLinks} password links, ${done.keptTexts} kept texts, ${done.pendingSignIns} half-finished sign-ins, ${done.throttles} spent sign-in counts, ${done.unconfirmedSubscribers} unconfirmed subscribers and ${done.replies} replies to past events`,
        );
    });
  const rsvpPass = () =>
    queue(async () => {
      const { notices, reminders } = await queueRsvpEmails(db, options.rsvpLetters);
      if (notices + reminders > 0) options.nudgeOutbox();
    });
  const timers = [setInterval(cleanUp, intervalMs), setInterval(rsvpPass, rsvpIntervalMs)];
  for (const timer of timers) timer.unref();
  cleanUp();
  rsvpPass();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
