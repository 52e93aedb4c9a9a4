import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, test } from "vitest";
import { addStaff, findStaff, type StaffAccount, setStaffPassword } from "#app/staff/accounts.server.ts";
import { confirmEnrolment, enrolment, needsSecondFactor, pendingLifetimeMs, readPending, startPending, verifyCode } from "#app/staff/second-factor.server.ts";
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
});

for (const backend of testBackends) {
  describe(`second factor and throttles on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("the half-signed-in state names its account until it expires or a new password is set, and is stored only hashed", async () => {
      const account = await addStaff(db, "selam@example.org", "test");
      const now = Date.now();
      const id = await startPending(db, account, now);
      expect(await readPending(db, id, now + 1000)).toBe(account.id);
      expect(await readPending(db, id, now + pendingLifetimeMs + 1)).toBeUndefined();
      expect(await readPending(db, `${id.slice(0, -2)}AA`, now)).toBeUndefined();
      expect(await readPending(db, null, now)).toBeUndefined();
      expect(JSON.stringify(await db.all("SELECT * FROM staff_pending_sign_ins"))).not.toContain(id);
      const before = await startPending(db, account);
      await setStaffPassword(db, account.email, "a new password for selam", null);
      expect(await readPending(db, before)).toBeUndefined();
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
      // An e-mail without an account is what a stranger typed: no entry names it, or where it came from.
      const lockouts = await db.all<{ subject: string | null; detail: string }>("SELECT subject, detail FROM audit_log WHERE action = 'sign-in.throttled'");
      expect(lockouts.filter((entry) => entry.subject === null && JSON.parse(entry.detail).scope === "pair")).toHaveLength(4);
      const everything = JSON.stringify(await db.all("SELECT * FROM audit_log"));
      expect(everything).not.toContain(attempt.email);
      expect(everything).not.toContain(attempt.address);
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

    test("the addresses of one IPv6 /64 count as one client", async () => {
      const now = new Date();
      const from = (host: number) => ({ email: "rotating@example.org", address: `2001:db8:77:1:${host.toString(16)}::1` });
      for (let host = 1; host <= throttleRules.pair.limit; host++) expect(await reserveAttempt(db, from(host), now)).toEqual({ ok: true });
      expect((await reserveAttempt(db, from(99), now)).ok).toBe(false);
      expect(await reserveAttempt(db, { ...from(1), address: "2001:db8:77:2::1" }, now)).toEqual({ ok: true });
    });
  });
}
