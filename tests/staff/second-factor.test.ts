import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, test } from "vitest";
import { addStaff, findStaff, type StaffAccount } from "#app/staff/accounts.server.ts";
import {
  confirmEnrolment,
  enrolment,
  needsSecondFactor,
  pendingLifetimeMs,
  pendingToken,
  readPendingToken,
  verifyCode,
} from "#app/staff/second-factor.server.ts";
import { completeSignIn, releaseAttempt, reserveAttempt, throttleRules } from "#app/staff/throttle.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const codeAt = (secret: string, ms: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms });

describe("the rule for a second factor", () => {
  test("always once enrolled, always for a role that sees children's records, and for everyone when the site requires it", () => {
    expect(needsSecondFactor({ role: "admin", hasSecondFactor: false }, { requireSecondFactor: false })).toBe(true);
    expect(needsSecondFactor({ role: "admin", hasSecondFactor: true }, { requireSecondFactor: false })).toBe(true);
    expect(needsSecondFactor({ role: "admin", hasSecondFactor: false }, { requireSecondFactor: true })).toBe(true);
  });

  test("the half-signed-in token is signed, names its account, and expires", () => {
    const now = Date.now();
    const token = pendingToken("a secret long enough for signing tokens", 42, now);
    expect(readPendingToken("a secret long enough for signing tokens", token, now + 1000)).toBe(42);
    expect(readPendingToken("a secret long enough for signing tokens", token, now + pendingLifetimeMs + 1)).toBeUndefined();
    expect(readPendingToken("another secret, of another server", token, now)).toBeUndefined();
    expect(readPendingToken("a secret long enough for signing tokens", token.replace(/^42\./, "43."), now)).toBeUndefined();
    expect(readPendingToken("a secret long enough for signing tokens", null, now)).toBeUndefined();
  });
});

for (const backend of testBackends) {
  describe(`second factor and throttles on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("a code is accepted once: the same one twice, even at the same moment, passes once", async () => {
      let account: StaffAccount = await addStaff(db, "almaz@example.org", "test");
      const { secret } = await enrolment(db, account);
      const now = Date.now();
      expect(await confirmEnrolment(db, account, "not a code", now)).toBeUndefined();
      expect(await confirmEnrolment(db, account, codeAt(secret, now - 30_000), now)).toHaveLength(10);
      account = (await findStaff(db, account.email)) as StaffAccount;
      expect(account.hasSecondFactor).toBe(true);
      // The code that confirmed the enrolment is used up.
      expect(await verifyCode(db, account, codeAt(secret, now - 30_000), now)).toBe(false);
      const code = codeAt(secret, now);
      const together = await Promise.all([verifyCode(db, account, code, now), verifyCode(db, account, code, now)]);
      expect(together.filter(Boolean)).toHaveLength(1);
      expect(await verifyCode(db, account, code, now)).toBe(false);
      // A code from two steps away is refused; the next step's is accepted (a phone a little ahead).
      expect(await verifyCode(db, account, codeAt(secret, now + 60_000), now)).toBe(false);
      expect(await verifyCode(db, account, codeAt(secret, now + 30_000), now)).toBe(true);
    });

    test("a pair's waits grow with each lockout and start short again after a quiet day", async () => {
      const attempt = { email: "guess@example.org", address: "192.0.2.1" };
      const rule = throttleRules.pair;
      let now = Date.parse("2026-06-01T08:00:00Z");
      const lockOut = async () => {
        for (let i = 0; i < rule.limit; i++) expect(await reserveAttempt(db, attempt, new Date(now))).toEqual({ ok: true });
        return reserveAttempt(db, attempt, new Date(now));
      };
      expect(await lockOut()).toEqual({ ok: false, retryAfterSeconds: rule.firstDelayMs / 1000 });
      now += rule.firstDelayMs + 1000;
      expect(await lockOut()).toEqual({ ok: false, retryAfterSeconds: (2 * rule.firstDelayMs) / 1000 });
      now += 2 * rule.firstDelayMs + 1000;
      expect(await lockOut()).toEqual({ ok: false, retryAfterSeconds: (4 * rule.firstDelayMs) / 1000 });
      now += 24 * 3_600_000 + 4 * rule.firstDelayMs + 1000;
      expect(await lockOut()).toEqual({ ok: false, retryAfterSeconds: rule.firstDelayMs / 1000 });
      const lockouts = await db.all("SELECT action FROM audit_log WHERE action = 'sign-in.throttled' AND subject = ?", [attempt.email]);
      expect(lockouts).toHaveLength(4);
    });

    test("a right secret gives its slot back, and a completed sign-in forgets the pair's failures", async () => {
      const account = await addStaff(db, "hana@example.org", "test");
      const attempt = { email: account.email, address: "192.0.2.2" };
      const now = new Date();
      for (let i = 0; i < throttleRules.pair.limit - 1; i++) await reserveAttempt(db, attempt, now);
      expect(await reserveAttempt(db, attempt, now)).toEqual({ ok: true });
      await releaseAttempt(db, attempt, now);
      expect(await reserveAttempt(db, attempt, now)).toEqual({ ok: true });
      expect((await reserveAttempt(db, attempt, now)).ok).toBe(false);
      await completeSignIn(db, account.id, attempt, now);
      expect(await reserveAttempt(db, attempt, now)).toEqual({ ok: true });
    });
  });
}
