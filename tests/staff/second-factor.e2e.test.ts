import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, inject, test } from "vitest";
import { readSettings } from "#app/staff/security/second-factor.server.ts";
import { securityTexts } from "#app/staff/security/texts.ts";
import { addStaff, findStaff, type StaffAccount, setStaffPassword, setStaffRole, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { startSession } from "#app/staff/shared/sessions.server.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { visitorAddress } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { cookieName, createStaff, halfSignedIn, request, setCookieNamed, signedInSession, signIn } from "../support/staff.ts";

afterAll(closeServerDatabases);

const recoveryCodesIn = (html: string) => [...html.matchAll(/>([a-z2-9]{5}-[a-z2-9]{5})</g)].map((match) => match[1] ?? "");

async function auditOf(backend: Backend, email: string) {
  return serverDatabase(backend).all<{ actor: string | null; action: string; detail: string }>(
    "SELECT actor, action, detail FROM audit_log WHERE subject = ? ORDER BY id",
    [email],
  );
}

describe.each(backends)("the second factor on %s", (backend) => {
  test("a new account sets one up (QR code and key, confirmed by a code) before it can see anything, and gets ten recovery codes once", async () => {
    const { email, password } = await halfSignedIn(backend);
    const address = visitorAddress();
    const passwordStep = await request(backend, "/am/admin/sign-in?next=%2Fam%2Fadmin%2Fregistrations", {
      method: "POST",
      body: new URLSearchParams({ email, password }),
      address,
    });
    expect(passwordStep.status).toBe(302);
    expect(passwordStep.headers.get("Location")).toBe("/am/admin/second-factor?next=%2Fam%2Fadmin%2Fregistrations");
    expect(setCookieNamed(passwordStep, cookieName)).toBeUndefined();
    const pending = setCookieNamed(passwordStep, "tesfa-staff-pending") ?? "";
    expect(passwordStep.headers.getSetCookie().join()).toMatch(/tesfa-staff-pending=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax/);

    // Half signed in is not signed in: no page of the staff area opens, whichever cookie name it is sent under.
    for (const cookie of [pending, `${cookieName}=${pending.split("=")[1]}`]) {
      const area = await request(backend, "/am/admin/registrations", { headers: { Cookie: cookie }, address });
      expect(area.status).toBe(302);
      expect(area.headers.get("Location")).toMatch(/^\/am\/admin\/sign-in/);
    }

    const page = await request(backend, "/am/admin/second-factor?next=%2Fam%2Fadmin%2Fregistrations", { headers: { Cookie: pending }, address });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(securityTexts.am.secondFactor.enrolTitle);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*>\s*<path d="M/);
    expect(html).toMatch(/autoComplete="one-time-code"|autocomplete="one-time-code"/);
    expect(html).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    const secret = /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replace(/ /g, "") ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Reloading shows the same key, so a half-finished set-up can be finished.
    expect(await (await request(backend, "/am/admin/second-factor", { headers: { Cookie: pending }, address })).text()).toContain(
      secret.replace(/(.{4})/g, "$1 ").trim(),
    );

    const confirm = (code: string) =>
      request(backend, "/am/admin/second-factor?next=%2Fam%2Fadmin%2Fregistrations", {
        method: "POST",
        body: new URLSearchParams({ intent: "enrol", code }),
        headers: { Cookie: pending },
        address,
      });
    const wrong = await confirm("123456" === TOTP.generate({ secret: Secret.fromBase32(secret) }) ? "654321" : "123456");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(securityTexts.am.secondFactor.wrongCode);

    const right = await confirm(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    expect(right.status).toBe(200);
    const sessionId = setCookieNamed(right, cookieName)?.split("=")[1] ?? "";
    expect(sessionId).toMatch(/^[\w-]{22}$/);
    expect(right.headers.getSetCookie().join()).toMatch(/tesfa-staff-pending=; Max-Age=0/);
    const answer = await right.text();
    const codes = recoveryCodesIn(answer);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(answer).toContain('href="/am/admin/registrations"');
    expect((await request(backend, "/am/admin/registrations", { cookie: sessionId })).status).toBe(200);

    // Stored hashed only; the secret is kept (the server must check codes), the codes are not.
    const stored = JSON.stringify(await serverDatabase(backend).all("SELECT * FROM staff_recovery_codes"));
    for (const code of codes) expect(stored).not.toContain(code);
    // And the secret is kept sealed with the server's key (decision 45): the database, or a backup of it, holds no codes.
    const kept = await serverDatabase(backend).get<{ totp_secret: string }>("SELECT totp_secret FROM staff_users WHERE email = ?", [email]);
    expect(kept?.totp_secret).toMatch(/^aes256gcm:[\w-]+$/);
    expect(kept?.totp_secret).not.toContain(secret);
    expect(Buffer.from(kept?.totp_secret.slice("aes256gcm:".length) ?? "", "base64url").toString("latin1")).not.toContain(secret);
    expect((await auditOf(backend, email)).map((entry) => entry.action)).toEqual([
      "staff.add",
      "staff.password",
      "sign-in.code-failed",
      "staff.second-factor-enrol",
      "sign-in",
    ]);

    // From now on, the password is followed by the code of the app, not by a new set-up.
    const login = { email, password, totpSecret: secret };
    expect((await signIn(backend, login)).sessionId).toBeDefined();
  });

  test("a recovery code signs in once instead of the app's code; new ones replace the old", async () => {
    const { login, sessionId } = await signedInSession(backend);
    const newCodes = () =>
      request(backend, "/admin/security", {
        method: "POST",
        cookie: sessionId,
        body: new URLSearchParams({ intent: "recovery-codes", codesPassword: login.password }),
      });
    const made = await newCodes();
    expect(made.status).toBe(200);
    const codes = recoveryCodesIn(await made.text());
    expect(codes).toHaveLength(10);

    const withCode = (code: string) => signIn(backend, login, { recovery: true, code: async () => code });
    const first = await withCode(` ${(codes[0] ?? "").toUpperCase()} `);
    expect(first.sessionId).toBeDefined();
    expect((await withCode(codes[0] ?? "")).response.status).toBe(401);
    const entries = await auditOf(backend, login.email);
    const used = entries.find((entry) => entry.action === "staff.recovery-code");
    expect(used?.actor).toBe(login.email);
    expect(JSON.parse(used?.detail ?? "{}")).toEqual({ left: 9 });
    expect(entries.map((entry) => entry.action)).toContain("staff.recovery-codes");

    const again = await newCodes();
    const fresh = recoveryCodesIn(await again.text());
    expect((await withCode(codes[1] ?? "")).response.status).toBe(401);
    expect((await withCode(fresh[0] ?? "")).sessionId).toBeDefined();
  });

  test("new recovery codes and removing the second factor ask for the password again: a wrong one changes nothing, in either language", async () => {
    const { login, sessionId } = await signedInSession(backend);
    const post = (path: string, fields: Record<string, string>) =>
      request(backend, path, { method: "POST", cookie: sessionId, body: new URLSearchParams(fields) });
    const codesBefore = await serverDatabase(backend).all(
      "SELECT code_hash FROM staff_recovery_codes r JOIN staff_users u ON u.id = r.user_id WHERE u.email = ?",
      [login.email],
    );
    for (const [path, lang] of [
      ["/admin/security", "en"],
      ["/am/admin/security", "am"],
    ] as const) {
      const attempts: Record<string, string>[] = [
        { intent: "recovery-codes", codesPassword: "not my password at all" },
        { intent: "recovery-codes" },
        { intent: "remove-second-factor", removePassword: `${login.password}x` },
      ];
      for (const fields of attempts) {
        const refused = await post(path, fields);
        expect(refused.status, JSON.stringify(fields)).toBe(401);
        const html = await refused.text();
        expect(html).toContain(securityTexts[lang].security.wrongPassword);
        expect(recoveryCodesIn(html)).toEqual([]);
      }
    }
    expect(
      await serverDatabase(backend).all("SELECT code_hash FROM staff_recovery_codes r JOIN staff_users u ON u.id = r.user_id WHERE u.email = ?", [login.email]),
    ).toEqual(codesBefore);
    expect((await findStaff(serverDatabase(backend), login.email))?.hasSecondFactor).toBe(true);
    expect((await request(backend, "/admin", { cookie: sessionId })).status).toBe(200);
    const refusals = (await auditOf(backend, login.email)).filter((entry) => entry.action === "staff.password-refused");
    expect(refusals).toHaveLength(6);
    expect(refusals.every((entry) => entry.actor === login.email)).toBe(true);

    // With the password: the factor is gone, every session of the account ends, and the next sign-in sets up a new one.
    const other = await signIn(backend, login);
    const removed = await post("/am/admin/security", { intent: "remove-second-factor", removePassword: login.password });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/am/admin/sign-in?factorRemoved=1");
    expect(await (await request(backend, "/am/admin/sign-in?factorRemoved=1")).text()).toContain(adminTexts.am.signIn.factorRemoved);
    for (const session of [sessionId, other.sessionId ?? ""]) expect((await request(backend, "/admin", { cookie: session })).status).toBe(302);
    expect((await findStaff(serverDatabase(backend), login.email))?.hasSecondFactor).toBe(false);
    expect((await auditOf(backend, login.email)).find((entry) => entry.action === "staff.second-factor-reset")?.actor).toBe(login.email);
    const next = await request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email: login.email, password: login.password }) });
    const enrol = await request(backend, "/admin/second-factor", { headers: { Cookie: setCookieNamed(next, "tesfa-staff-pending") ?? "" } });
    expect(await enrol.text()).toContain(securityTexts.en.secondFactor.enrolTitle);
  });

  test("a half-signed-in state sets up a second factor only for an account asked for one, and ends with a new password", async () => {
    // A coordinator sees children's records: without a second factor, the password leads to setting one up.
    const db = serverDatabase(backend);
    const email = `coordinator-${randomBytes(4).toString("hex")}@example.org`;
    const password = `Tesfa ${randomBytes(9).toString("base64url")} school`;
    await addStaff(db, email, null, { role: "coordinator" });
    await setStaffPassword(db, email, password, null);
    const passwordStep = () => request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email, password }) });
    const pending = setCookieNamed(await passwordStep(), "tesfa-staff-pending") ?? "";
    const page = await request(backend, "/admin/second-factor", { headers: { Cookie: pending } });
    const secret = /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(await page.text())?.[1]?.replace(/ /g, "") ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // Made an editor, it needs none (the site does not require one): the half-signed-in state sets nothing up.
    await setStaffRole(db, email, { role: "editor" }, null);
    const refused = [
      await request(backend, "/admin/second-factor", { headers: { Cookie: pending } }),
      await request(backend, "/admin/second-factor", {
        method: "POST",
        headers: { Cookie: pending },
        body: new URLSearchParams({ intent: "enrol", code: TOTP.generate({ secret: Secret.fromBase32(secret) }) }),
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/sign-in/);
      expect(setCookieNamed(response, cookieName)).toBeUndefined();
    }
    expect((await findStaff(db, email))?.hasSecondFactor).toBe(false);
    expect((await auditOf(backend, email)).map((entry) => entry.action)).not.toContain("staff.second-factor-enrol");

    // A coordinator again: a new password ends the state the old one began.
    await setStaffRole(db, email, { role: "coordinator" }, null);
    const before = setCookieNamed(await passwordStep(), "tesfa-staff-pending") ?? "";
    expect((await request(backend, "/admin/second-factor", { headers: { Cookie: before } })).status).toBe(200);
    await setStaffPassword(db, email, `${password} changed`, null);
    expect((await request(backend, "/admin/second-factor", { headers: { Cookie: before } })).status).toBe(302);
  });

  test("a made-up, tampered or expired half-signed-in cookie opens nothing", async () => {
    const login = await createStaff(backend);
    const response = await request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email: login.email, password: login.password }) });
    const pending = setCookieNamed(response, "tesfa-staff-pending")?.split("=")[1] ?? "";
    expect(Buffer.from(pending, "base64url")).toHaveLength(16);
    // Past its ten minutes, the state has ended.
    const other = await createStaff(backend);
    const otherStep = await request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email: other.email, password: other.password }) });
    const expired = setCookieNamed(otherStep, "tesfa-staff-pending")?.split("=")[1] ?? "";
    await serverDatabase(backend).run("UPDATE staff_pending_sign_ins SET expires_at = ? WHERE id_hash = ?", [
      new Date(Date.now() - 1000).toISOString(),
      tokenHash(expired),
    ]);
    const forgeries = [
      `${pending.slice(0, -1)}${pending.endsWith("A") ? "B" : "A"}`,
      randomBytes(16).toString("base64url"),
      tokenHash(pending),
      expired,
      `${pending}.`,
    ];
    for (const forged of forgeries) {
      const page = await request(backend, "/admin/second-factor", { headers: { Cookie: `tesfa-staff-pending=${forged}` } });
      expect(page.status, forged).toBe(302);
      expect(page.headers.get("Location")).toMatch(/^\/admin\/sign-in/);
    }
  });

  test("an administrator can require a second factor for all accounts, and the change is in the audit log", async () => {
    const { login, sessionId } = await signedInSession(backend, "admin");
    const page = await request(backend, "/am/admin/security", { cookie: sessionId });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(securityTexts.am.security.requireAll);
    const save = (fields: Record<string, string>) =>
      request(backend, "/admin/security", { method: "POST", cookie: sessionId, body: new URLSearchParams({ intent: "settings", ...fields }) });
    // A session begun without a second factor (as before this rule existed) ends when it is switched on.
    const without = await halfSignedIn(backend);
    const oldSession = await startSession(serverDatabase(backend), (await findStaff(serverDatabase(backend), without.email)) as StaffAccount);
    expect((await request(backend, "/admin", { cookie: oldSession })).status).toBe(200);
    expect((await save({ requireSecondFactor: "on" })).status).toBe(200);
    expect(await readSettings(serverDatabase(backend))).toEqual({ requireSecondFactor: true });
    expect((await request(backend, "/admin", { cookie: oldSession })).status).toBe(302);
    expect((await request(backend, "/admin", { cookie: sessionId })).status).toBe(200);
    expect((await save({})).status).toBe(200);
    expect(await readSettings(serverDatabase(backend))).toEqual({ requireSecondFactor: false });
    expect((await save({ intent: "everything" })).status).toBe(400);
    const changes = await serverDatabase(backend).all<{ actor: string; detail: string }>(
      "SELECT actor, detail FROM audit_log WHERE action = 'settings.second-factor' AND actor = ? ORDER BY id",
      [login.email],
    );
    expect(changes.map((change) => JSON.parse(change.detail))).toEqual([{ required: true }, { required: false }]);
  });

  test("npm run staff -- reset-second-factor ends the account's sessions; the next sign-in sets up a new one", async () => {
    const { login, sessionId } = await signedInSession(backend);
    const server = inject("servers")[backend];
    // Run without blocking this process: a blocked test would not see the server close an idle kept-alive
    // connection, and would send its next request on it.
    const run = await promisify(execFile)(process.execPath, ["scripts/ops/staff.ts", "reset-second-factor", login.email], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "" },
    });
    expect(run.stdout).toContain("no second factor now");
    expect((await request(backend, "/admin", { cookie: sessionId })).status).toBe(302);
    const next = await request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email: login.email, password: login.password }) });
    const enrol = await request(backend, "/admin/second-factor", { headers: { Cookie: setCookieNamed(next, "tesfa-staff-pending") ?? "" } });
    expect(await enrol.text()).toContain(securityTexts.en.secondFactor.enrolTitle);
    const reset = (await auditOf(backend, login.email)).find((entry) => entry.action === "staff.second-factor-reset");
    expect(reset?.actor).toBe("command line");
  });
});
