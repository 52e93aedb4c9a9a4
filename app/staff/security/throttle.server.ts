import { clientKey } from "#app/http/shared-rate-limit.server.ts";
import { findStaff, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";

/**
 * Sign-in throttles, counted in the database (docs/decisions/0013-sign-in-throttles-and-second-factor.md).
 * Every check of a secret (a password or a code) first takes an attempt slot, atomically, for each of
 * its keys; it is checked only when every key still had one. A wrong secret keeps its slots; a right one
 * gives them back, and a completed sign-in also forgets the failures of its (account, address) pair. So
 * however many attempts arrive together, at most `limit` of them are ever checked.
 *
 * Once a key has used its slots, it waits, longer after each lockout: the pair and the address hard and
 * soon, the account only much later and briefly, and never for an address the account has signed in from
 * before, so a stranger cannot lock staff out from their office.
 */
export const throttleRules = {
  /** One account from one address: a person mistyping, or one machine guessing. */
  pair: { limit: 5, windowMs: 15 * 60_000, firstDelayMs: 5 * 60_000, maxDelayMs: 12 * 3_600_000 },
  /** One address, whichever accounts it tries. */
  address: { limit: 20, windowMs: 15 * 60_000, firstDelayMs: 5 * 60_000, maxDelayMs: 12 * 3_600_000 },
  /** One account from addresses it has never signed in from: many machines guessing one password. */
  account: { limit: 50, windowMs: 15 * 60_000, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
} as const;
export type ThrottleScope = keyof typeof throttleRules;

/** A lockout's count is forgotten after a day without one. */
const lockoutMemoryMs = 24 * 3_600_000;
/** An address the account signed in from within this time is its own: the account-wide throttle spares it. */
const knownAddressMs = 90 * 24 * 3_600_000;

export interface SignInAttempt {
  /** The e-mail address tried, lower case. */
  email: string;
  /** The client's address. Counted by `clientKey`: an IPv6 /64, which one machine can pick a new address in for every request. */
  address: string;
}

/**
 * How the audit log and the server log name an attempt: by its e-mail and address when the e-mail is an
 * account's. An e-mail no account has is what a stranger typed (or someone's typo of their own address): it
 * is not kept, nor where it came from, which the throttle's own rows forget once spent (`removeSpentThrottles`).
 */
export async function nameForLogs(q: Queryable, attempt: SignInAttempt): Promise<{ subject?: string; detail: { address?: string }; text: string }> {
  if (!(await findStaff(q, attempt.email))) return { detail: {}, text: "for an e-mail address without an account" };
  return { subject: attempt.email, detail: { address: attempt.address }, text: `for ${attempt.email} from ${attempt.address}` };
}

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

interface ThrottleRow extends Record<string, string | number | null> {
  attempts: number;
  window_start: string;
  blocked_until: string | null;
  lockouts: number;
}

/**
 * Keys name the e-mail tried by its hash: what a stranger typed is not kept, and an erasure leaves nothing here.
 * They name the client by its /64 (or IPv4 address), so many addresses of one network count as one.
 */
const keyOf = (scope: ThrottleScope, { email, address }: SignInAttempt) =>
  scope === "pair" ? `pair:${tokenHash(email)}|${clientKey(address)}` : scope === "address" ? `address:${clientKey(address)}` : `account:${tokenHash(email)}`;

async function isKnownAddress(q: Queryable, { email, address }: SignInAttempt, now: Date): Promise<boolean> {
  const row = await q.get(
    "SELECT 1 AS known FROM sign_in_known_addresses k JOIN staff_users u ON u.id = k.user_id WHERE u.email = ? AND k.address = ? AND k.last_sign_in_at > ?",
    [email, clientKey(address), new Date(now.getTime() - knownAddressMs).toISOString()],
  );
  return row !== undefined;
}

const scopesFor = async (q: Queryable, attempt: SignInAttempt, now: Date): Promise<ThrottleScope[]> =>
  (await isKnownAddress(q, attempt, now)) ? ["pair", "address"] : ["pair", "address", "account"];

/**
 * Takes one attempt slot for each key of `attempt`, or none when any key has none left. In one transaction,
 * with each key's row locked (PostgreSQL) or the database's one writer (SQLite), always in the same order.
 * The moment a key runs out, its lockout starts and is written to the audit log: once per lockout.
 */
export async function reserveAttempt(db: Database, attempt: SignInAttempt, now = new Date()): Promise<Reservation> {
  const lock = db.dialect === "postgres" ? " FOR UPDATE" : "";
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const updates: { key: string; row: ThrottleRow }[] = [];
    let retryAfterMs = 0;
    for (const scope of await scopesFor(tx, attempt, now)) {
      const rule = throttleRules[scope];
      const key = keyOf(scope, attempt);
      await tx.run("INSERT INTO sign_in_throttles (key, attempts, window_start, lockouts) VALUES (?, 0, ?, 0) ON CONFLICT (key) DO NOTHING", [key, at]);
      const stored = (await tx.get<ThrottleRow>(`SELECT attempts, window_start, blocked_until, lockouts FROM sign_in_throttles WHERE key = ?${lock}`, [
        key,
      ])) as ThrottleRow;
      const row = { ...stored, attempts: Number(stored.attempts), lockouts: Number(stored.lockouts) };
      if (row.blocked_until && row.blocked_until > at) {
        retryAfterMs = Math.max(retryAfterMs, Date.parse(row.blocked_until) - now.getTime());
        continue;
      }
      if (Date.parse(row.window_start) <= now.getTime() - rule.windowMs) {
        // A new window; the lockouts of a quiet day are forgotten, so the next delay starts short again.
        const lastActivity = Math.max(Date.parse(row.window_start), Date.parse(row.blocked_until ?? row.window_start));
        Object.assign(row, { attempts: 0, window_start: at, lockouts: lastActivity <= now.getTime() - lockoutMemoryMs ? 0 : row.lockouts });
      }
      if (row.attempts >= rule.limit) {
        const delayMs = Math.min(rule.firstDelayMs * 2 ** row.lockouts, rule.maxDelayMs);
        const blockedUntil = new Date(now.getTime() + delayMs).toISOString();
        await tx.run("UPDATE sign_in_throttles SET attempts = 0, window_start = ?, blocked_until = ?, lockouts = ? WHERE key = ?", [
          at,
          blockedUntil,
          row.lockouts + 1,
          key,
        ]);
        const named = await nameForLogs(tx, attempt);
        await recordAudit(tx, {
          actor: null,
          action: "sign-in.throttled",
          subject: named.subject,
          detail: { ...named.detail, scope, minutes: Math.round(delayMs / 60_000) },
        });
        console.warn(`Staff sign-in throttled (${scope}) ${named.text} for ${Math.round(delayMs / 60_000)} minutes`);
        retryAfterMs = Math.max(retryAfterMs, delayMs);
        continue;
      }
      updates.push({ key, row: { ...row, attempts: row.attempts + 1 } });
    }
    if (retryAfterMs > 0) return { ok: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    for (const { key, row } of updates)
      await tx.run("UPDATE sign_in_throttles SET attempts = ?, window_start = ?, lockouts = ? WHERE key = ?", [
        row.attempts,
        row.window_start,
        row.lockouts,
        key,
      ]);
    return { ok: true };
  });
}

/** A right secret gives back the slot it took. */
export async function releaseAttempt(db: Database, attempt: SignInAttempt, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const scope of await scopesFor(tx, attempt, now))
      await tx.run("UPDATE sign_in_throttles SET attempts = attempts - 1 WHERE key = ? AND attempts > 0", [keyOf(scope, attempt)]);
  });
}

/**
 * A completed sign-in: the pair's failures are forgiven, and the address becomes one of the account's own.
 * Its slot was given back by `releaseAttempt` when its last secret was checked.
 */
export async function completeSignIn(db: Database, userId: number, attempt: SignInAttempt, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM sign_in_throttles WHERE key = ?", [keyOf("pair", attempt)]);
    await tx.run(
      "INSERT INTO sign_in_known_addresses (user_id, address, last_sign_in_at) VALUES (?, ?, ?) ON CONFLICT (user_id, address) DO UPDATE SET last_sign_in_at = excluded.last_sign_in_at",
      [userId, clientKey(attempt.address), now.toISOString()],
    );
  });
}

/**
 * Forgets the keys that no longer count for anything: their window has passed, they wait for nothing, and a
 * lockout they had is past the day it is remembered for. Run by the periodic clean-up (expiry.server.ts).
 */
export async function removeSpentThrottles(q: Queryable, now = new Date()): Promise<number> {
  const windowMs = Math.max(...Object.values(throttleRules).map((rule) => rule.windowMs));
  const at = now.toISOString();
  const forgotten = new Date(now.getTime() - lockoutMemoryMs).toISOString();
  return q.run(
    `DELETE FROM sign_in_throttles WHERE window_start <= ? AND (blocked_until IS NULL OR blocked_until <= ?)
     AND (lockouts = 0 OR (window_start <= ? AND (blocked_until IS NULL OR blocked_until <= ?)))`,
    [new Date(now.getTime() - windowMs).toISOString(), at, forgotten, forgotten],
  );
}
