import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, test } from "vitest";
import { resetLimits } from "#app/staff/accounts/invitations.server.ts";
import { accountsTexts } from "#app/staff/accounts/texts.ts";
import { securityTexts } from "#app/staff/security/texts.ts";
import { findStaff } from "#app/staff/shared/accounts.server.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends, ethiopic, mailTo } from "../support/forms.ts";
import { useBrowser, viewports, visitorAddress } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { cookieName, createStaff, request, type StaffLogin, secondFactorCode, setCookieNamed, signedInSession, signIn } from "../support/staff.ts";

/** Inviting, roles, disabling and the forgotten password, through the pages, with the e-mails from the SMTP sink. */
afterAll(closeServerDatabases);

const linkIn = (text: string) => new URL(/https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/.exec(text)?.[0] ?? "http://x/none");
const newAddress = (name: string) => `${name}.${randomBytes(4).toString("hex")}@example.org`;

/** Chooses a password on a link's page; for a role that needs one, sets up the second factor there too. Answers the new session. */
async function acceptLink(backend: Backend, link: URL, password: string, login?: StaffLogin): Promise<string> {
  const address = visitorAddress();
  const page = await request(backend, `${link.pathname}${link.search}`, { address });
  expect(page.status).toBe(200);
  const chosen = await request(backend, `${link.pathname}${link.search}`, {
    method: "POST",
    body: new URLSearchParams({ password, confirm: password }),
    address,
  });
  expect(chosen.status).toBe(302);
  const next = new URL(chosen.headers.get("Location") ?? "", "http://x");
  const direct = setCookieNamed(chosen, cookieName)?.split("=")[1];
  if (direct) return direct;
  expect(next.pathname).toMatch(/\/admin\/second-factor$/);
  const pending = setCookieNamed(chosen, "tesfa-staff-pending") ?? "";
  if (login) {
    // An account with a second factor gives its code, as after a password.
    const signedIn = await request(backend, next.pathname, {
      method: "POST",
      body: new URLSearchParams({ intent: "code", code: await secondFactorCode(backend, login) }),
      headers: { Cookie: pending },
      address,
    });
    return setCookieNamed(signedIn, cookieName)?.split("=")[1] ?? "";
  }
  const html = await (await request(backend, next.pathname, { headers: { Cookie: pending }, address })).text();
  const secret = /<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replace(/ /g, "") ?? "";
  const enrolled = await request(backend, next.pathname, {
    method: "POST",
    body: new URLSearchParams({ intent: "enrol", code: TOTP.generate({ secret: Secret.fromBase32(secret) }) }),
    headers: { Cookie: pending },
    address,
  });
  return setCookieNamed(enrolled, cookieName)?.split("=")[1] ?? "";
}

describe.each(backends)("account management on %s", (backend) => {
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    request(backend, path, { method: "POST", cookie, body: new URLSearchParams(fields) });

  test("an invitation in Amharic: the e-mail arrives, its link sets the password once, and the account signs in with its role", async () => {
    const { sessionId: admin, login } = await signedInSession(backend, "admin");
    const email = newAddress("hana");
    const invite = await post("/am/admin/accounts", admin, { intent: "invite", email, role: "coordinator", translates: "en", lang: "am" });
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain(accountsTexts.am.accounts.invited.replace("{{email}}", email));
    const mail = await mailTo(email, "የሠራተኞች ክፍል");
    expect(mail.subject).toMatch(ethiopic);
    expect(mail.text).toContain(adminTexts.am.roles.coordinator);
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/am/admin/set-password");
    const expires = await serverDatabase(backend).get<{ expires_at: string }>(
      "SELECT l.expires_at FROM password_links l JOIN staff_users u ON u.id = l.user_id WHERE u.email = ?",
      [email],
    );
    expect(Date.parse(expires?.expires_at ?? "") - Date.now()).toBeGreaterThan(71 * 3_600_000);

    const session = await acceptLink(backend, link, "injera-with-shiro-2026");
    expect((await request(backend, "/am/admin/registrations", { cookie: session })).status).toBe(200);
    expect((await request(backend, "/am/admin/accounts", { cookie: session })).status).toBe(403);
    // Once only.
    expect((await request(backend, `${link.pathname}${link.search}`)).status).toBe(404);

    // The list shows it, and the audit log tells what happened in both languages.
    const list = await (await request(backend, "/admin/accounts", { cookie: admin })).text();
    expect(list).toContain(email);
    expect(list).toContain(adminTexts.en.roles.coordinator);
    for (const lang of ["en", "am"] as const) {
      const audit = await (await request(backend, lang === "am" ? "/am/admin/audit" : "/admin/audit", { cookie: admin })).text();
      expect(audit).toContain(adminTexts[lang].audit.actions["staff.invite"]);
    }
    const entry = await serverDatabase(backend).get<{ actor: string }>("SELECT actor FROM audit_log WHERE action = 'staff.invite' AND subject = ?", [email]);
    expect(entry?.actor).toBe(login.email);
  });

  test("an invitation sent again replaces the first link; an address with an account cannot be invited twice", async () => {
    const { sessionId: admin } = await signedInSession(backend, "admin");
    const email = newAddress("dawit");
    await post("/admin/accounts", admin, { intent: "invite", email, role: "translator", translates: "am", lang: "en" });
    const first = linkIn((await mailTo(email, "staff area")).text);
    expect((await findStaff(serverDatabase(backend), email))?.translates).toBe("am");
    expect((await post("/admin/accounts", admin, { intent: "resend", email, lang: "am" })).status).toBe(200);
    const second = linkIn((await mailTo(email, "የሠራተኞች ክፍል")).text);
    expect(second.search).not.toBe(first.search);
    expect((await request(backend, `${first.pathname}${first.search}`)).status).toBe(404);
    expect((await request(backend, `${second.pathname}${second.search}`)).status).toBe(200);

    const again = await post("/admin/accounts", admin, { intent: "invite", email, role: "admin", translates: "en", lang: "en" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(accountsTexts.en.accounts.exists);
    expect((await findStaff(serverDatabase(backend), email))?.role).toBe("translator");
  });

  test("a new role holds from the next request; disabling ends every session; enabling lets the account sign in again", async () => {
    const { sessionId: admin } = await signedInSession(backend, "admin");
    const login = await createStaff(backend, "volunteer", { role: "coordinator" });
    const { sessionId } = await signIn(backend, login);
    const cookie = sessionId ?? "";
    expect((await request(backend, "/admin/registrations", { cookie })).status).toBe(200);

    const demoted = await post("/admin/accounts", admin, { intent: "role", email: login.email, role: "editor", translates: "en" });
    expect(demoted.status).toBe(200);
    expect(await demoted.text()).toContain(adminTexts.en.roles.editor);
    expect((await request(backend, "/admin/registrations", { cookie })).status).toBe(403);
    expect((await request(backend, "/admin", { cookie })).status).toBe(200);
    await post("/admin/accounts", admin, { intent: "role", email: login.email, role: "coordinator", translates: "en" });
    expect((await request(backend, "/admin/registrations", { cookie })).status).toBe(200);

    expect((await post("/admin/accounts", admin, { intent: "status", email: login.email, status: "disabled" })).status).toBe(200);
    const after = await request(backend, "/admin/registrations", { cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/admin\/sign-in/);
    expect(
      await serverDatabase(backend).get("SELECT 1 AS found FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE u.email = ?", [login.email]),
    ).toBeUndefined();
    expect((await signIn(backend, login)).sessionId).toBeUndefined();
    const list = await (await request(backend, "/admin/accounts", { cookie: admin })).text();
    expect(list).toContain(accountsTexts.en.accounts.disabled);

    await post("/admin/accounts", admin, { intent: "status", email: login.email, status: "active" });
    expect((await signIn(backend, login)).sessionId).toBeDefined();
    const actions = await serverDatabase(backend).all<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject = ? AND action LIKE 'staff.%' ORDER BY id",
      [login.email],
    );
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["staff.role", "staff.disable", "staff.enable"]));
  });

  test("forgot your password: the same answer for every address; a link by e-mail only to an active account; throttled per account and per address", async () => {
    const login = await createStaff(backend, "forgetful", { role: "editor" });
    const ask = (email: string, address = visitorAddress(), path = "/am/admin/forgot-password") =>
      request(backend, path, { method: "POST", body: new URLSearchParams({ email }), address });
    const known = await ask(login.email);
    const unknown = await ask(newAddress("nobody"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const notice = (html: string) => /role="status"[^>]*>([^<]+)</.exec(html)?.[1];
    const knownNotice = notice(await known.text());
    expect(knownNotice).toBe(securityTexts.am.forgotPassword.sent);
    expect(notice(await unknown.text())).toBe(knownNotice);

    const mail = await mailTo(login.email, "አዲስ የይለፍ ቃል");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/am/admin/set-password");
    const expires = await serverDatabase(backend).get<{ expires_at: string }>(
      "SELECT l.expires_at FROM password_links l JOIN staff_users u ON u.id = l.user_id WHERE u.email = ? AND l.used_at IS NULL",
      [login.email],
    );
    expect(Date.parse(expires?.expires_at ?? "") - Date.now()).toBeLessThanOrEqual(3_600_000);
    const session = await acceptLink(backend, link, "a-brand-new-password-2026", login);
    expect((await request(backend, "/admin", { cookie: session })).status).toBe(200);
    expect((await request(backend, `${link.pathname}${link.search}`)).status).toBe(404);

    // Per account: after three links in an hour, asking again (from anywhere) sends nothing, with the same answer.
    const outbox = async () =>
      Number((await serverDatabase(backend).get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?", [login.email]))?.n);
    const before = await outbox();
    for (let i = 1; i < resetLimits.account[0].limit; i++) expect((await ask(login.email)).status).toBe(200);
    const throttled = await ask(login.email);
    expect(throttled.status).toBe(200);
    expect(notice(await throttled.text())).toBe(knownNotice);
    expect(await outbox()).toBe(before + resetLimits.account[0].limit - 1);

    // A disabled account gets nothing either.
    const disabled = await createStaff(backend, "disabled", { role: "editor" });
    await serverDatabase(backend).run("UPDATE staff_users SET status = 'disabled' WHERE email = ?", [disabled.email]);
    expect((await ask(disabled.email)).status).toBe(200);

    // Per address: a sixth request within 15 minutes waits, whatever it asks for (and says so in the page's language).
    const address = visitorAddress();
    for (let i = 0; i < resetLimits.address[0].limit; i++) expect((await ask(newAddress("guess"), address, "/admin/forgot-password")).status).toBe(200);
    const locked = await ask(newAddress("guess"), address, "/admin/forgot-password");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await locked.text()).toContain("Too many requests");
    expect(Number((await serverDatabase(backend).get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?", [disabled.email]))?.n)).toBe(0);
  });

  test("the sign-in page links to the forgotten-password page, in both languages", async () => {
    for (const [path, lang] of [
      ["/admin/sign-in", "en"],
      ["/am/admin/sign-in", "am"],
    ] as const) {
      const html = await (await request(backend, path)).text();
      expect(html).toContain(`href="${lang === "am" ? "/am" : ""}/admin/forgot-password"`);
      expect(html).toContain(adminTexts[lang].signIn.forgot);
    }
  });
});

describe("inviting on a phone, in Amharic", () => {
  const site = useBrowser();
  test("an administrator invites a translator at 390 px: the form fits, the notice and the e-mail follow", async () => {
    const { sessionId } = await signedInSession("sqlite", "admin");
    const { context, page } = await site.newPage({ viewport: viewports.phone });
    await context.addCookies([{ name: cookieName, value: sessionId, url: site.url("/") }]);
    await site.open(page, "/am/admin/accounts");
    const t = accountsTexts.am.accounts;
    await page.getByRole("heading", { name: t.inviteTitle }).scrollIntoViewIfNeeded();
    const email = newAddress("selam");
    const invite = page.locator("form", { has: page.locator('input[name="intent"][value="invite"]') });
    await invite.getByLabel(t.email).fill(email);
    await invite.getByLabel(adminTexts.am.roles.translator, { exact: true }).check();
    await invite.getByLabel(t.translates).selectOption("am");
    await invite.getByLabel(t.emailLang).selectOption("am");
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await invite.getByRole("button", { name: t.invite }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain(email);
    expect(await page.locator('[data-testid="account"]', { hasText: email }).textContent()).toContain(
      adminTexts.am.translatorOf.replace("{{language}}", "አማርኛ"),
    );
    const mail = await mailTo(email, "የሠራተኞች ክፍል");
    expect(mail.text).toContain(adminTexts.am.roles.translator);
    expect(await findStaff(serverDatabase("sqlite"), email)).toMatchObject({ role: "translator", translates: "am" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await context.close();
  });
});
