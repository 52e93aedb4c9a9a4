import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  addStaff,
  checkCredentials,
  createPasswordLink,
  passwordLinkAccount,
  redeemPasswordLink,
  StaffAccountError,
  setStaffPassword,
  setStaffStatus,
} from "#app/staff/shared/accounts.server.ts";
import { hashPassword, passwordProblem, verifyPassword } from "#app/staff/shared/passwords.server.ts";
import { endSession, readSession, sessionCookie, sessionIdFrom, sessionLimits, startSession } from "#app/staff/shared/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { openSqlite } from "#app/storage/database.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

const databases = useTestDatabases();
const goodPassword = "injera-with-shiro-2026";

describe("passwords", () => {
  test("12 to 128 characters, and none of the common ones", () => {
    expect(passwordProblem("short-pass1")).toBe("tooShort");
    expect(passwordProblem("x".repeat(129))).toBe("tooLong");
    expect(passwordProblem("qwerty123456")).toBe("common");
    expect(passwordProblem("QWERTY123456")).toBe("common");
    expect(passwordProblem("1q2w3e4r5t6y")).toBe("common");
    expect(passwordProblem(goodPassword)).toBeNull();
    // Characters, not bytes: twelve Ethiopic letters are enough.
    expect(passwordProblem("ሰላምለኢትዮጵያሕዝብሁሉ")).toBeNull();
  });

  test("argon2id with at least 19 MiB, 2 passes, 1 lane, a salt of its own, verified only by the right password", async () => {
    const hash = await hashPassword(goodPassword);
    const match = hash.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(match?.[2])).toBe(2);
    expect(Number(match?.[3])).toBe(1);
    expect(hash).not.toContain(goodPassword);
    expect(await hashPassword(goodPassword)).not.toBe(hash);
    expect(await verifyPassword(goodPassword, hash)).toBe(true);
    expect(await verifyPassword(`${goodPassword}!`, hash)).toBe(false);
    expect(await verifyPassword(goodPassword, "not a hash")).toBe(false);
  });
});

for (const backend of testBackends) {
  describe(`staff accounts on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("an account signs in with its password only while active; a new password ends its sessions", async () => {
      await addStaff(db, "Meseret@Example.org", "test");
      await expect(addStaff(db, "meseret@example.org", "test")).rejects.toThrow(StaffAccountError);
      expect(await checkCredentials(db, "meseret@example.org", goodPassword)).toBeUndefined();
      await expect(setStaffPassword(db, "meseret@example.org", "password1234", "test")).rejects.toMatchObject({ reason: "common" });
      await setStaffPassword(db, "meseret@example.org", goodPassword, "test");
      const account = await checkCredentials(db, " MESERET@example.org", goodPassword);
      expect(account?.email).toBe("meseret@example.org");
      expect(await checkCredentials(db, "meseret@example.org", "wrong-password-here")).toBeUndefined();
      expect(await checkCredentials(db, "nobody@example.org", goodPassword)).toBeUndefined();

      const session = await startSession(db, account!);
      expect(await readSession(db, session)).toMatchObject({ email: "meseret@example.org" });
      await setStaffPassword(db, "meseret@example.org", "berbere-and-mitmita-9", "test");
      expect(await readSession(db, session)).toBeUndefined();

      // Another administrator first: the last active one cannot be disabled (tests/staff/permissions.test.ts).
      await addStaff(db, "yared@example.org", "test");
      await setStaffStatus(db, "meseret@example.org", "disabled", "test");
      expect(await checkCredentials(db, "meseret@example.org", "berbere-and-mitmita-9")).toBeUndefined();
      await setStaffStatus(db, "meseret@example.org", "active", "test");
      expect(await checkCredentials(db, "meseret@example.org", "berbere-and-mitmita-9")).toBeDefined();
    });

    test("sessions: a new random id each time, only its hash stored, ended by sign-out, idle and absolute limits", async () => {
      const account = await addStaff(db, "kebede@example.org", "test");
      const first = await startSession(db, account);
      const second = await startSession(db, account);
      expect(first).not.toBe(second);
      expect(Buffer.from(first, "base64url")).toHaveLength(16);
      expect(await db.get("SELECT COUNT(*) AS n FROM staff_sessions WHERE id_hash = ?", [first])).toEqual({ n: 0 });

      await endSession(db, first);
      expect(await readSession(db, first)).toBeUndefined();
      expect(await readSession(db, second)).toBeDefined();

      const start = Date.now();
      const idle = await startSession(db, account);
      expect(await readSession(db, idle, new Date(start + sessionLimits.idleMs - 60_000))).toBeDefined();
      expect(await readSession(db, idle, new Date(start + 2 * sessionLimits.idleMs))).toBeUndefined();

      const busy = await startSession(db, account);
      // Used every 20 minutes, it still ends 12 hours after sign-in.
      let now = start;
      while (now + 20 * 60_000 < start + sessionLimits.absoluteMs) {
        now += 20 * 60_000;
        expect(await readSession(db, busy, new Date(now))).toBeDefined();
      }
      expect(await readSession(db, busy, new Date(start + sessionLimits.absoluteMs + 60_000))).toBeUndefined();
      expect(await readSession(db, "a-cookie-from-somewhere-else")).toBeUndefined();
    });

    test("a one-time link sets the password once, and not after it has been used", async () => {
      await addStaff(db, "hirut@example.org", "test");
      const link = new URL(await createPasswordLink(db, "hirut@example.org", "https://tesfa.example.org", "test"));
      expect(link.pathname).toBe("/admin/set-password");
      const token = link.searchParams.get("token") ?? "";
      expect((await passwordLinkAccount(db, token))?.email).toBe("hirut@example.org");
      await expect(redeemPasswordLink(db, token, "short")).rejects.toMatchObject({ reason: "tooShort" });
      await redeemPasswordLink(db, token, goodPassword);
      expect(await checkCredentials(db, "hirut@example.org", goodPassword)).toBeDefined();
      await expect(redeemPasswordLink(db, token, "another-good-password-1")).rejects.toMatchObject({ reason: "linkInvalid" });
    });

    test("every change to an account is in the audit log, without any password", async () => {
      const rows = await db.all<{ action: string; subject: string; detail: string }>(
        "SELECT action, subject, detail FROM audit_log WHERE subject = 'hirut@example.org' ORDER BY id",
      );
      expect(rows.map((row) => row.action)).toEqual(["staff.add", "staff.password-link", "staff.password"]);
      expect(JSON.stringify(rows)).not.toContain(goodPassword);
    });
  });
}

describe("session cookie", () => {
  test("HttpOnly and SameSite=Lax; Secure and __Host- prefixed when secure; read back by name", () => {
    expect(sessionCookie("abc", true)).toBe("__Host-tesfa-staff=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(sessionCookie("abc", false)).toBe("tesfa-staff=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax");
    expect(sessionCookie(null, true)).toContain("Max-Age=0");
    expect(sessionIdFrom("a=1; __Host-tesfa-staff=xyz; b=2", true)).toBe("xyz");
    expect(sessionIdFrom("tesfa-staff=xyz", true)).toBeNull();
    expect(sessionIdFrom(null, false)).toBeNull();
  });
});

describe("npm run staff", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-staff-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const staff = (args: string[], input = "") =>
    spawnSync(process.execPath, ["scripts/ops/staff.ts", ...args], { input, encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });

  test("adds, lists, disables and resets accounts; refuses a weak password", async () => {
    expect(staff(["add", "tigist@example.org"], "password\n")).toMatchObject({ status: 1, stderr: expect.stringContaining("too short") });
    expect(staff(["add", "tigist@example.org"], `${goodPassword}\n`)).toMatchObject({ status: 0, stdout: expect.stringContaining("Added tigist@example.org") });
    expect(staff(["add", "tigist@example.org"], `${goodPassword}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining("already exists") });
    const link = staff(["add", "abebe@example.org", "--link"]);
    expect(link.stdout).toMatch(/\/admin\/set-password\?token=[\w-]+/);
    expect(staff(["list"]).stdout).toMatch(/abebe@example\.org\tadmin\tactive\tno password yet[\s\S]*tigist@example\.org\tadmin\tactive\tpassword set/);
    expect(staff(["disable", "tigist@example.org"]).status).toBe(0);
    expect(staff(["list"]).stdout).toMatch(/tigist@example\.org\tadmin\tdisabled/);
    expect(staff(["add", "hana@example.org", "--link", "--role", "translator", "--translates", "am"]).status).toBe(0);
    expect(staff(["list"]).stdout).toMatch(/hana@example\.org\ttranslator \(am\)\tactive\tno password yet/);
    expect(staff(["add", "kebede@example.org", "--link", "--role", "janitor"])).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("The role must be one of"),
    });
    expect(staff(["reset-password", "nobody@example.org"], `${goodPassword}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining("no account") });

    const db = openSqlite(path.join(dataDir, "tesfa.sqlite"));
    expect(await checkCredentials(db, "tigist@example.org", goodPassword)).toBeUndefined();
    await setStaffStatus(db, "tigist@example.org", "active", "test");
    expect(await checkCredentials(db, "tigist@example.org", goodPassword)).toBeDefined();
    await db.close();
    expect(staff(["frobnicate"]).stderr).toContain("Usage");
  }, 60_000);
});
