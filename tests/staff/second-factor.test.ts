import type { KeyObject } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readEnv } from "#app/config/env.server.ts";
import {
  confirmEnrolment,
  enrolment,
  needsSecondFactor,
  pendingLifetimeMs,
  readPending,
  startPending,
  verifyCode,
} from "#app/staff/security/second-factor.server.ts";
import { completeSignIn, releaseAttempt, reserveAttempt, throttleRules } from "#app/staff/security/throttle.server.ts";
import { loadTotpKey, openTotpSecret, readTotpKeyFile } from "#app/staff/security/totp-key.server.ts";
import { addStaff, findStaff, type StaffAccount, setStaffPassword } from "#app/staff/shared/accounts.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const keyDir = mkdtempSync(path.join(tmpdir(), "tesfa-totp-key-"));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));
const codeAt = (secret: string, ms: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms });

test("TOTP_KEY_FILE is outside DATA_DIR, by default in the user's configuration folder", () => {
  expect(readEnv({}).TOTP_KEY_FILE).toBe(path.join(homedir(), ".config", "tesfa", "totp.key"));
  expect(readEnv({ DATA_DIR: "/srv/tesfa/data", TOTP_KEY_FILE: "/etc/tesfa/totp.key" }).TOTP_KEY_FILE).toBe("/etc/tesfa/totp.key");
  for (const inside of ["/srv/tesfa/data/totp.key", "/srv/tesfa/data/keys/../totp.key"])
    expect(() => readEnv({ DATA_DIR: "/srv/tesfa/data", TOTP_KEY_FILE: inside })).toThrow(/TOTP_KEY_FILE: must be outside DATA_DIR/);
  expect(() => readEnv({ TOTP_KEY_FILE: "data/totp.key" })).toThrow(/TOTP_KEY_FILE: must be outside DATA_DIR/);
});

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
    let key: KeyObject;
    const keyFile = path.join(keyDir, backend, "config", "totp.key");
    beforeAll(async () => {
      db = await databases.open(backend);
      key = await loadTotpKey(db, keyFile);
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
      const { secret } = await enrolment(db, account, key);
      const now = Date.now();
      expect(await confirmEnrolment(db, account, key, "not a code", now)).toBeUndefined();
      expect(await confirmEnrolment(db, account, key, codeAt(secret, now - 30_000), now)).toHaveLength(10);
      account = (await findStaff(db, account.email)) as StaffAccount;
      expect(account.hasSecondFactor).toBe(true);
      // The code that confirmed the enrolment is used up.
      expect(await verifyCode(db, account, key, codeAt(secret, now - 30_000), now)).toBe(false);
      const code = codeAt(secret, now);
      const together = await Promise.all([verifyCode(db, account, key, code, now), verifyCode(db, account, key, code, now)]);
      expect(together.filter(Boolean)).toHaveLength(1);
      expect(await verifyCode(db, account, key, code, now)).toBe(false);
      // A code from two steps away is refused; the next step's is accepted (a phone a little ahead).
      expect(await verifyCode(db, account, key, codeAt(secret, now + 60_000), now)).toBe(false);
      expect(await verifyCode(db, account, key, codeAt(secret, now + 30_000), now)).toBe(true);
    });

    test("the secret is stored sealed with the key of a file made 0600 outside the data; a plain one from before is sealed at start", async () => {
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
      const account = await addStaff(db, "tsehay@example.org", "test");
      const { secret } = await enrolment(db, account, key);
      const pending = await db.get<{ totp_pending_secret: string }>("SELECT totp_pending_secret FROM staff_users WHERE id = ?", [account.id]);
      expect(pending?.totp_pending_secret).toMatch(/^aes256gcm:[\w-]+$/);
      expect(pending?.totp_pending_secret).not.toContain(secret);
      expect(await confirmEnrolment(db, account, key, codeAt(secret, Date.now()))).toHaveLength(10);
      const stored = await db.get<{ totp_secret: string }>("SELECT totp_secret FROM staff_users WHERE id = ?", [account.id]);
      expect(stored?.totp_secret).toMatch(/^aes256gcm:/);
      expect(openTotpSecret(key, account.id, stored?.totp_secret ?? "")).toBe(secret);
      // Bound to its account: copied onto another, it does not open.
      expect(() => openTotpSecret(key, account.id + 1, stored?.totp_secret ?? "")).toThrow(/does not open/);

      // As an install from before decision 45 left it: the next start seals it, with the same key, and codes go on working.
      const old = await addStaff(db, "yonas@example.org", "test");
      const oldSecret = new Secret({ size: 20 }).base32;
      await db.run("UPDATE staff_users SET totp_secret = ?, totp_enrolled_at = ? WHERE id = ?", [oldSecret, new Date().toISOString(), old.id]);
      expect(readTotpKeyFile(keyFile).export()).toEqual((await loadTotpKey(db, keyFile)).export());
      const sealed = await db.get<{ totp_secret: string }>("SELECT totp_secret FROM staff_users WHERE id = ?", [old.id]);
      expect(sealed?.totp_secret).toMatch(/^aes256gcm:/);
      expect(sealed?.totp_secret).not.toContain(oldSecret);
      expect(await verifyCode(db, old, key, codeAt(oldSecret, Date.now()))).toBe(true);
    });

    test("a missing or wrong key stops the start with a clear message; none is made over sealed secrets", async () => {
      const missing = path.join(keyDir, backend, "moved", "totp.key");
      await expect(loadTotpKey(db, missing)).rejects.toThrow(/totp\.key \(TOTP_KEY_FILE\) is missing, and the database holds second-factor secrets sealed/);
      expect(existsSync(missing)).toBe(false);
      const wrong = path.join(keyDir, backend, "wrong.key");
      writeFileSync(wrong, `${Buffer.alloc(32, 7).toString("base64")}\n`, { mode: 0o600 });
      await expect(loadTotpKey(db, wrong)).rejects.toThrow(/The TOTP key \(TOTP_KEY_FILE\) does not open the second-factor secret/);
      const account = (await findStaff(db, "almaz@example.org")) as StaffAccount;
      // Nor does a sign-in read a code with it: an error, never a guess.
      await expect(verifyCode(db, account, readTotpKeyFile(wrong), "123456")).rejects.toThrow(/does not open/);
      const garbled = path.join(keyDir, backend, "garbled.key");
      writeFileSync(garbled, "not a key\n");
      await expect(loadTotpKey(db, garbled)).rejects.toThrow(/must hold 32 random bytes in base64/);
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
