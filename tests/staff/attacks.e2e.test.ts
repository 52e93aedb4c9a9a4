import { randomBytes, randomInt } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { throttleRules } from "#app/staff/security/throttle.server.ts";
import { addStaff, createPasswordLink, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { visitorAddress } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, createStaff, request, type StaffLogin, secondFactorCode, setCookieNamed, signedInSession, signIn } from "../support/staff.ts";

afterAll(closeServerDatabases);

/** The password step alone, as an attacker without the phone would send it. */
const passwordStep = (backend: Backend, email: string, password: string, address: string) =>
  request(backend, "/admin/sign-in", { method: "POST", body: new URLSearchParams({ email, password }), address });

/** The attempts that got as far as a check of the password: refused as wrong (401), or accepted (302). */
const checked = (responses: Response[]) => responses.filter((response) => response.status === 401 || response.status === 302);

/**
 * 199 wrong passwords and the right one, shuffled, the right one in the last quarter: requests sent together
 * arrive roughly in the order sent, so the limit's few slots go to wrong ones first.
 */
function guesses(login: StaffLogin): string[] {
  const wrong = Array.from({ length: 199 }, (_, i) => `wrong guess ${i} ${randomBytes(3).toString("hex")}`);
  for (let i = wrong.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [wrong[i], wrong[j]] = [wrong[j] as string, wrong[i] as string];
  }
  wrong.splice(150 + randomInt(50), 0, login.password);
  return wrong;
}

async function auditActions(backend: Backend, email: string): Promise<string[]> {
  const rows = await serverDatabase(backend).all<{ action: string }>("SELECT action FROM audit_log WHERE subject = ? AND action LIKE 'sign-in%' ORDER BY id", [
    email,
  ]);
  return rows.map((row) => row.action);
}

/** Lets a throttle's wait run out, as if the time had passed. */
const endWait = (backend: Backend, key: string) =>
  serverDatabase(backend).transaction((tx) =>
    tx.run("UPDATE sign_in_throttles SET blocked_until = ? WHERE key = ?", [new Date(Date.now() - 1000).toISOString(), key]),
  );

describe.each(backends)("staff accounts under attack, on %s", (backend) => {
  test("200 guesses at once from one address: no more than the limit are checked, and the right password among them opens nothing", async () => {
    const login = await createStaff(backend);
    const address = visitorAddress();
    const responses = await Promise.all(guesses(login).map((password) => passwordStep(backend, login.email, password, address)));

    expect(checked(responses).length).toBeLessThanOrEqual(throttleRules.pair.limit);
    expect(responses.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(200 - throttleRules.pair.limit);
    for (const response of responses) {
      expect(setCookieNamed(response, "tesfa-staff")).toBeUndefined();
      expect(setCookieNamed(response, "tesfa-staff-pending")).toBeUndefined();
    }
    const actions = await auditActions(backend, login.email);
    expect(actions.filter((action) => action === "sign-in.failed").length).toBeLessThanOrEqual(throttleRules.pair.limit);
    expect(actions).not.toContain("sign-in");
    // One entry for the lockout, not one for each of the ~195 refusals.
    expect(actions.filter((action) => action === "sign-in.throttled")).toHaveLength(1);
    // And the right password from there now waits too.
    expect((await passwordStep(backend, login.email, login.password, address)).status).toBe(429);
  });

  test("200 guesses at once from 200 addresses: the account slows down for strangers, never for an address it signed in from", async () => {
    const login = await createStaff(backend);
    const office = visitorAddress();
    expect((await signIn(backend, login, { address: office })).sessionId).toBeDefined();

    const responses = await Promise.all(guesses(login).map((password) => passwordStep(backend, login.email, password, visitorAddress())));
    // Up to the account's limit are checked, the right one perhaps among them: a password alone opens no session.
    expect(checked(responses).length).toBeLessThanOrEqual(throttleRules.account.limit);
    for (const response of responses) expect(setCookieNamed(response, "tesfa-staff")).toBeUndefined();
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(200 - throttleRules.account.limit);
    // A short wait (give or take the second a request spent waiting for its turn), not a lockout.
    for (const response of refused) expect(Number(response.headers.get("Retry-After"))).toBeLessThanOrEqual(throttleRules.account.firstDelayMs / 1000 + 1);
    expect((await auditActions(backend, login.email)).filter((action) => action === "sign-in.throttled")).toHaveLength(1);

    // A stranger's address waits; the staff member at the office signs in as usual.
    expect((await passwordStep(backend, login.email, login.password, visitorAddress())).status).toBe(429);
    expect((await signIn(backend, login, { address: office })).sessionId).toBeDefined();
  });

  test(`${throttleRules.pair.limit} wrong passwords from one address make that address wait, longer each time; the staff member elsewhere is not locked out`, async () => {
    const login = await createStaff(backend);
    const attacker = visitorAddress();
    for (let attempt = 0; attempt < throttleRules.pair.limit; attempt++)
      expect((await passwordStep(backend, login.email, `wrong password ${attempt}`, attacker)).status).toBe(401);

    const waits = async (minutes: number) => {
      const locked = await passwordStep(backend, login.email, login.password, attacker);
      expect(locked.status).toBe(429);
      expect(locked.headers.get("Retry-After")).toBe(String(minutes * 60));
      expect(setCookieNamed(locked, "tesfa-staff-pending")).toBeUndefined();
      return locked;
    };
    const firstWait = throttleRules.pair.firstDelayMs / 60_000;
    expect(await (await waits(firstWait)).text()).toContain(`${firstWait} minutes`);
    // Refusals while it waits are not logged one by one, and the wait does not start again.
    for (let i = 0; i < 3; i++) expect((await passwordStep(backend, login.email, login.password, attacker)).status).toBe(429);
    // Amharic visitors are told in Amharic.
    const amharic = await request(backend, "/am/admin/sign-in", {
      method: "POST",
      body: new URLSearchParams({ email: login.email, password: login.password }),
      address: attacker,
    });
    expect(amharic.status).toBe(429);
    expect(await amharic.text()).toMatch(/ደቂቃ/);
    expect((await auditActions(backend, login.email)).filter((action) => action === "sign-in.throttled")).toHaveLength(1);

    // The real staff member, at another address, signs in.
    expect((await signIn(backend, login, { address: visitorAddress() })).sessionId).toBeDefined();

    // When the wait is over, the next five failures bring a wait twice as long.
    await endWait(backend, `pair:${tokenHash(login.email)}|${attacker}`);
    for (let attempt = 0; attempt < throttleRules.pair.limit; attempt++)
      expect((await passwordStep(backend, login.email, `again wrong ${attempt}`, attacker)).status).toBe(401);
    await waits(2 * firstWait);
    expect((await auditActions(backend, login.email)).filter((action) => action === "sign-in.throttled")).toHaveLength(2);
  });

  test("guesses from many addresses of one IPv6 /64 count as one client: the network waits, and another /64 goes on", async () => {
    const login = await createStaff(backend);
    // A /64 of its own for each run, as one home or phone is given; every guess from a new address in it.
    const network = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    const from = (host: number) => `${network}:${host.toString(16)}:${randomInt(0x10000).toString(16)}::1`;
    const answers = [];
    for (let host = 1; host <= throttleRules.pair.limit + 3; host++)
      answers.push((await passwordStep(backend, login.email, `wrong password ${host}`, from(host))).status);
    expect(answers).toEqual([...Array(throttleRules.pair.limit).fill(401), 429, 429, 429]);
    expect((await passwordStep(backend, login.email, login.password, from(99))).status).toBe(429);
    expect((await auditActions(backend, login.email)).filter((action) => action === "sign-in.throttled")).toHaveLength(1);
    expect((await signIn(backend, login, { address: `2001:db8:${randomInt(0x10000).toString(16)}:1::1` })).sessionId).toBeDefined();
  });

  test(`${throttleRules.address.limit} failures from one address make it wait, whichever accounts it tries; other addresses go on`, async () => {
    const address = visitorAddress();
    for (let attempt = 0; attempt < throttleRules.address.limit; attempt++) {
      const email = `nobody-${attempt}-${randomBytes(3).toString("hex")}@example.org`;
      expect((await passwordStep(backend, email, "guessing a password", address)).status).toBe(401);
    }
    const login = await createStaff(backend);
    expect((await passwordStep(backend, login.email, login.password, address)).status).toBe(429);
    expect((await signIn(backend, login, { address: visitorAddress() })).sessionId).toBeDefined();
  });

  test("a wrong code from the app counts as a failed attempt; a code already used is refused", async () => {
    const login = await createStaff(backend);
    const address = visitorAddress();
    const wrong = await signIn(backend, login, { address, code: async () => "000000" });
    // A right code could also be 000000 once in a million: then this account would be signed in.
    expect(wrong.response.status).toBe(401);
    expect(wrong.sessionId).toBeUndefined();
    expect(await auditActions(backend, login.email)).toEqual(["sign-in.code-failed"]);

    let used = "";
    const first = await signIn(backend, login, {
      address,
      code: async (each) => {
        used = await secondFactorCode(backend, each);
        return used;
      },
    });
    expect(first.sessionId).toBeDefined();
    const replay = await signIn(backend, login, { address, code: async () => used });
    expect(replay.response.status).toBe(401);
    expect(replay.sessionId).toBeUndefined();
  });

  test("a one-time link used by two requests at the same moment sets a password once", async () => {
    const email = `race-${randomBytes(4).toString("hex")}@example.org`;
    await addStaff(serverDatabase(backend), email, null);
    const link = new URL(await createPasswordLink(serverDatabase(backend), email, baseURL(backend), null));
    const passwords = ["first racer's long password", "second racer's long password"];
    const answers = await Promise.all(
      passwords.map((password) =>
        request(backend, `${link.pathname}${link.search}`, { method: "POST", body: new URLSearchParams({ password, confirm: password }) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 302)] ?? "";
    const loser = passwords.find((password) => password !== winner) ?? "";
    expect((await passwordStep(backend, email, winner, visitorAddress())).status).toBe(302);
    expect((await passwordStep(backend, email, loser, visitorAddress())).status).toBe(401);
    const changes = await serverDatabase(backend).all("SELECT action FROM audit_log WHERE subject = ? AND action = 'staff.password'", [email]);
    expect(changes).toHaveLength(1);
  });

  test("signing out from another site's page is refused, and the session goes on", async () => {
    const { sessionId } = await signedInSession(backend);
    for (const path of ["/admin/sign-out", "/admin/sign-out.data"]) {
      const forged = await request(backend, path, { method: "POST", cookie: sessionId, headers: { Origin: "https://evil.example" } });
      expect(forged.status, path).toBeGreaterThanOrEqual(400);
      expect(forged.status, path).toBeLessThan(500);
      expect(setCookieNamed(forged, "tesfa-staff")).toBeUndefined();
    }
    expect((await request(backend, "/admin", { cookie: sessionId })).status).toBe(200);
    // From the site itself, it works.
    const own = await request(backend, "/admin/sign-out", { method: "POST", cookie: sessionId, headers: { Origin: baseURL(backend) } });
    expect(own.status).toBe(302);
    expect((await request(backend, "/admin", { cookie: sessionId })).status).toBe(302);
  });
});
