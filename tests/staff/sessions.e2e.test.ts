import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { securityTexts } from "#app/staff/security/texts.ts";
import { addStaff, createPasswordLink, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { sessionLimits } from "#app/staff/shared/sessions.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { visitorAddress } from "../support/pages.ts";
import { baseURL, createStaff, request, setCookieNamed, signedInSession, signIn } from "../support/staff.ts";

afterAll(closeServerDatabases);

/** Whether the dashboard opens with this cookie (rather than sending the visitor to sign in). */
async function letsIn(backend: (typeof backends)[number], sessionId: string): Promise<boolean> {
  const response = await request(backend, "/admin", { cookie: sessionId });
  if (response.status === 200) return true;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toMatch(/^\/admin\/sign-in\?/);
  return false;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(backends)("staff sessions on %s", (backend) => {
  const db = () => serverDatabase(backend);

  test("signing in sets an HttpOnly, SameSite=Lax cookie with a new 128-bit id; only its hash is stored", async () => {
    const login = await createStaff(backend);
    const first = await signIn(backend, login, { next: "/admin/registrations?status=new" });
    expect(first.response.status).toBe(302);
    expect(first.response.headers.get("Location")).toBe("/admin/registrations?status=new");
    expect(first.setCookie).toMatch(/; HttpOnly/);
    expect(first.setCookie).toMatch(/; SameSite=Lax/);
    expect(first.setCookie).toMatch(/; Path=\//);
    expect(Buffer.from(first.sessionId ?? "", "base64url")).toHaveLength(16);
    const stored = await db().all<{ id_hash: string }>("SELECT s.id_hash FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE u.email = ?", [
      login.email,
    ]);
    expect(stored.map((row) => row.id_hash)).toEqual([tokenHash(first.sessionId ?? "")]);
    expect(JSON.stringify(stored)).not.toContain(first.sessionId);

    // A cookie planted before sign-in (session fixation) is replaced, never adopted.
    const planted = randomBytes(16).toString("base64url");
    const second = await signIn(backend, login, { cookie: planted });
    expect(second.sessionId).toBeDefined();
    expect(second.sessionId).not.toBe(planted);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await letsIn(backend, planted)).toBe(false);
    expect(await letsIn(backend, second.sessionId ?? "")).toBe(true);
  });

  test("a one-time link lets a new staff member choose a password, sends them on to their second factor, and works only once", async () => {
    const email = `new-${randomBytes(4).toString("hex")}@example.org`;
    await addStaff(db(), email, null);
    const link = new URL(await createPasswordLink(db(), email, baseURL(backend), null));
    const path = `/am${link.pathname}${link.search}`;
    const opened = await request(backend, path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(email);
    const choose = (password: string, confirm = password) => request(backend, path, { method: "POST", body: new URLSearchParams({ password, confirm }) });
    const mismatch = await choose("a long enough password", "a different password!");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(securityTexts.am.setPassword.mismatch);
    const common = await choose("password1234");
    expect(common.status).toBe(400);
    expect(await common.text()).toContain(securityTexts.am.setPassword.problems.common);

    const chosen = await choose("ሻይ ቡና and injera at noon");
    expect(chosen.status).toBe(302);
    // Holding the link is not a session: the second factor comes first (here, setting one up).
    expect(chosen.headers.get("Location")).toBe("/am/admin/second-factor");
    expect(setCookieNamed(chosen, "tesfa-staff-pending")).toBeDefined();
    expect(setCookieNamed(chosen, "tesfa-staff")).toBeUndefined();
    const passwordStep = (password: string) =>
      request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email, password }) }).then((response) => response.status);
    expect(await passwordStep("ሻይ ቡና and injera at noon")).toBe(302);

    expect((await request(backend, path)).status).toBe(404);
    expect((await choose("another fine long password")).status).toBe(400);
    expect(await passwordStep("another fine long password")).toBe(401);
  });

  test("a forged cookie, or one from a session that has ended, is refused", async () => {
    expect(await letsIn(backend, randomBytes(16).toString("base64url"))).toBe(false);
    expect(await letsIn(backend, "")).toBe(false);
    const { sessionId } = await signedInSession(backend);
    expect(await letsIn(backend, sessionId)).toBe(true);
    // A forged session is told to sign in again, and no data comes with the answer.
    const forged = await request(backend, "/admin/registrations", { cookie: `${sessionId.slice(0, -2)}AA` });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("Location")).toContain("expired=1");
  });

  test("another staff member's session is that member's: signing out of one leaves the other", async () => {
    const alice = await signedInSession(backend, "alice");
    const bob = await signedInSession(backend, "bob");
    const signOut = await request(backend, "/admin/sign-out", { method: "POST", cookie: alice.sessionId });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.get("Set-Cookie")).toMatch(/^tesfa-staff=; Max-Age=0/);
    expect(await letsIn(backend, alice.sessionId)).toBe(false);
    expect(await letsIn(backend, bob.sessionId)).toBe(true);
    const rows = await db().get<{ n: number }>("SELECT COUNT(*) AS n FROM staff_sessions WHERE id_hash = ?", [tokenHash(alice.sessionId)]);
    expect(Number(rows?.n)).toBe(0);
  });

  test("a session ends after 30 minutes without a request, and 12 hours after sign-in in any case", async () => {
    const idle = await signedInSession(backend);
    const setTimes = (id: string, createdAt: string, lastSeenAt: string) =>
      db().transaction((tx) => tx.run("UPDATE staff_sessions SET created_at = ?, last_seen_at = ? WHERE id_hash = ?", [createdAt, lastSeenAt, tokenHash(id)]));

    await setTimes(idle.sessionId, ago(sessionLimits.idleMs), ago(sessionLimits.idleMs - 60_000));
    expect(await letsIn(backend, idle.sessionId), "29 minutes idle").toBe(true);
    await setTimes(idle.sessionId, ago(sessionLimits.idleMs + 120_000), ago(sessionLimits.idleMs + 60_000));
    expect(await letsIn(backend, idle.sessionId), "31 minutes idle").toBe(false);

    const busy = await signedInSession(backend);
    await setTimes(busy.sessionId, ago(sessionLimits.absoluteMs - 60_000), ago(1_000));
    expect(await letsIn(backend, busy.sessionId), "11 h 59 min, active").toBe(true);
    await setTimes(busy.sessionId, ago(sessionLimits.absoluteMs + 60_000), ago(1_000));
    expect(await letsIn(backend, busy.sessionId), "12 h 1 min, active").toBe(false);
    const left = await db().get<{ n: number }>("SELECT COUNT(*) AS n FROM staff_sessions WHERE id_hash IN (?, ?)", [
      tokenHash(idle.sessionId),
      tokenHash(busy.sessionId),
    ]);
    expect(Number(left?.n)).toBe(0);
  });

  test("a signed-in member changes their own password: the current one first, the rules of a new one, other sessions end, in either language", async () => {
    const { login, sessionId } = await signedInSession(backend);
    const other = await signIn(backend, login);
    expect(await letsIn(backend, other.sessionId ?? "")).toBe(true);
    const newPassword = `ሻይ ቡና ${randomBytes(6).toString("hex")} at noon`;
    const change = (path: string, fields: Record<string, string>) =>
      request(backend, path, { method: "POST", cookie: sessionId, body: new URLSearchParams({ intent: "password", ...fields }) });
    for (const [path, lang] of [
      ["/admin/security", "en"],
      ["/am/admin/security", "am"],
    ] as const) {
      const textsSecurity = securityTexts[lang];
      const refusals = [
        [{ currentPassword: "not my password at all", newPassword, confirmPassword: newPassword }, 401, textsSecurity.security.wrongPassword],
        [{ newPassword, confirmPassword: newPassword }, 401, textsSecurity.security.wrongPassword],
        [{ currentPassword: login.password, newPassword, confirmPassword: `${newPassword}!` }, 400, textsSecurity.setPassword.mismatch],
        [{ currentPassword: login.password, newPassword: "password1234", confirmPassword: "password1234" }, 400, textsSecurity.setPassword.problems.common],
      ] as const;
      for (const [fields, status, message] of refusals) {
        const refused = await change(path, fields);
        expect(refused.status, JSON.stringify(fields)).toBe(status);
        expect(await refused.text()).toContain(message);
      }
    }
    expect(await letsIn(backend, other.sessionId ?? "")).toBe(true);
    expect((await signIn(backend, { ...login, password: newPassword })).response.status).toBe(401);

    const changed = await change("/am/admin/security", { currentPassword: login.password, newPassword, confirmPassword: newPassword });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(securityTexts.am.security.passwordChanged);
    expect(await letsIn(backend, sessionId)).toBe(true);
    expect(await letsIn(backend, other.sessionId ?? "")).toBe(false);
    expect((await signIn(backend, login)).response.status).toBe(401);
    expect((await signIn(backend, { ...login, password: newPassword })).sessionId).toBeDefined();
    const entries = await db().all<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log WHERE subject = ? AND action LIKE 'staff.password%' ORDER BY id",
      [login.email],
    );
    expect(entries).toEqual([
      { actor: null, action: "staff.password" },
      ...Array(4).fill({ actor: login.email, action: "staff.password-refused" }),
      { actor: login.email, action: "staff.password" },
    ]);
    expect(JSON.stringify(await db().all("SELECT * FROM audit_log WHERE subject = ?", [login.email]))).not.toContain(newPassword);
  });

  test("a disabled account's sessions stop working at once", async () => {
    const { login, sessionId } = await signedInSession(backend);
    await db().transaction((tx) => tx.run("UPDATE staff_users SET status = 'disabled' WHERE email = ?", [login.email]));
    expect(await letsIn(backend, sessionId)).toBe(false);
    expect((await signIn(backend, login)).response.status).toBe(401);
  });

  test("every attempt is in the audit log with the address, never with the password", async () => {
    const login = await createStaff(backend);
    const address = visitorAddress();
    const wrongPassword = `not-the-password-${randomBytes(6).toString("hex")}`;
    await signIn(backend, { ...login, password: wrongPassword }, { address });
    await signIn(backend, login, { address });
    const entries = await db().all<{ actor: string | null; action: string; subject: string; detail: string }>(
      "SELECT actor, action, subject, detail FROM audit_log WHERE subject = ? AND action LIKE 'sign-in%' ORDER BY id",
      [login.email],
    );
    expect(entries.map((entry) => entry.action)).toEqual(["sign-in.failed", "sign-in"]);
    expect(entries[1]?.actor).toBe(login.email);
    for (const entry of entries) expect(JSON.parse(entry.detail)).toEqual({ address });
    const everything = JSON.stringify(await db().all("SELECT * FROM audit_log"));
    expect(everything).not.toContain(wrongPassword);
    expect(everything).not.toContain(login.password);
  });
});
