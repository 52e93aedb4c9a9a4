/**
 * What a copy of the database, and the server's log, give someone who is not staff (decision 47): servers of
 * this file's own, on SQLite and on PostgreSQL, without APP_SECRET (so the signing secret is in the database
 * and in every backup, as on an install that sets none), their output captured.
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addStaff, setStaffPassword } from "#app/staff/shared/accounts.server.ts";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { createPostgresDatabase, dropCreatedDatabases } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { visitorAddress } from "../support/pages.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { cookieName, setCookieNamed } from "../support/staff.ts";

const dirs: string[] = [];
afterAll(async () => {
  await dropCreatedDatabases();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)("a copy of the database and the log, on %s", (backend) => {
  let server: RunningServer;
  let db: Database;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-backup-holder-"));
    dirs.push(dataDir);
    const databaseUrl = backend === "postgres" ? await createPostgresDatabase(`holder_${randomBytes(4).toString("hex")}`) : undefined;
    // Info, as production logs: sign-in steps are written at that level.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { captureOutput: true });
    db = openDatabase({ databaseUrl, dataDir });
  }, 90_000);
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.baseURL}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": visitorAddress(), ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });

  test("a half-signed-in cookie signed with the database's secret is refused: no second factor is set up without the password", async () => {
    // An administrator who has not signed in yet: no second factor, so the password would lead to setting one up.
    const email = `not-yet-${randomBytes(4).toString("hex")}@example.org`;
    await addStaff(db, email, null);
    await setStaffPassword(db, email, `Tesfa ${randomBytes(9).toString("base64url")} school`, null);
    const { id } = (await db.get<{ id: number }>("SELECT id FROM staff_users WHERE email = ?", [email])) as { id: number };
    // What a backup holds, and how the cookie was signed before decision 47.
    const secret = (await db.get<{ value: string }>("SELECT value FROM settings WHERE name = 'app_secret'"))?.value ?? "";
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const payload = `${id}.${Date.now() + 10 * 60_000}`;
    const forged = `tesfa-staff-pending=${payload}.${createHmac("sha256", secret).update(`staff-pending\n${payload}`).digest("base64url")}`;

    const page = await fetch(`${server.baseURL}/admin/second-factor`, { redirect: "manual", headers: { Cookie: forged } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/admin\/sign-in/);
    // Nor does a code for a secret of the forger's own enrol anything.
    const enrol = await post("/admin/second-factor", { intent: "enrol", code: TOTP.generate({ secret: new Secret({ size: 20 }) }) }, forged);
    expect(enrol.status).toBe(302);
    expect(setCookieNamed(enrol, cookieName)).toBeUndefined();
    const row = await db.get<{ totp_pending_secret: string | null; totp_enrolled_at: string | null }>(
      "SELECT totp_pending_secret, totp_enrolled_at FROM staff_users WHERE id = ?",
      [id],
    );
    expect(row).toEqual({ totp_pending_secret: null, totp_enrolled_at: null });
  });

  test("a failed sign-in with an address that has no account leaves that address in no audit entry and no log line, nor where it came from", async () => {
    const typed = `someone-${randomBytes(5).toString("hex")}@example.org`;
    const address = visitorAddress();
    const refused = await fetch(`${server.baseURL}/admin/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "X-Forwarded-For": address },
      body: new URLSearchParams({ email: typed, password: "a guess at a password" }),
    });
    expect(refused.status).toBe(401);
    const entries = await db.all<{ actor: string | null; action: string; subject: string | null; detail: string }>(
      "SELECT actor, action, subject, detail FROM audit_log WHERE action = 'sign-in.failed'",
    );
    // The attempt is counted, named by nothing.
    expect(entries).toContainEqual({ actor: null, action: "sign-in.failed", subject: null, detail: "{}" });
    const everything = JSON.stringify(await db.all("SELECT * FROM audit_log"));
    expect(everything).not.toContain(typed);
    expect(everything).not.toContain(address);
    expect(server.output()).toContain("Staff sign-in.failed for an e-mail address without an account");
    expect(server.output()).not.toContain(typed);
    expect(server.output()).not.toContain(address);
  });
});
