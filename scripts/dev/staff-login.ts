/**
 * Staff accounts for scripts and tests that talk to a running server: an account made in the server's
 * database with a password and an enrolled second factor, the codes of its authenticator app (computed with
 * `otpauth` from the enrolment's secret, as a phone would), and signing in over HTTP as a browser without
 * JavaScript does. `npm run fuzz` signs in with them; tests/support/staff.ts wraps them for the test servers.
 */
import { type KeyObject, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { confirmEnrolment, enrolment } from "#app/staff/security/second-factor.server.ts";
import { addStaff, type RoleChoice, setStaffPassword } from "#app/staff/shared/accounts.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/** The session cookie's name over plain HTTP, as the test and bench servers run (app/staff/shared/sessions.server.ts). */
export const cookieName = "tesfa-staff";

export interface StaffLogin {
  email: string;
  password: string;
  /** The base32 secret of the account's authenticator app, as a phone would hold it after scanning. */
  totpSecret: string;
}

const totpPeriodSeconds = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / totpPeriodSeconds);
const totpCode = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: totpPeriodSeconds, timestamp: step * totpPeriodSeconds * 1000 });

/**
 * A new active staff account with a password, made as `npm run staff -- add` would, in the server's
 * database, and with a second factor enrolled through the app's own enrolment: the code that confirms it is
 * the previous time-step's, so the current and the next one are left for two sign-ins at once. `totpKey` is the
 * server's (its TOTP_KEY_FILE, decision 45). An administrator unless `choice` gives another role.
 */
export async function createStaffAccount(db: Database, totpKey: KeyObject, label = "staff", choice: RoleChoice = { role: "admin" }): Promise<StaffLogin> {
  const email = `${label}-${randomBytes(5).toString("hex")}@example.org`;
  const password = `Tesfa ${randomBytes(9).toString("base64url")} school`;
  const account = await addStaff(db, email, null, choice);
  await setStaffPassword(db, email, password, null);
  const { secret } = await enrolment(db, account, totpKey);
  if (!(await confirmEnrolment(db, account, totpKey, totpCode(secret, currentStep() - 1)))) throw new Error("Enrolment refused the code");
  return { email, password, totpSecret: secret };
}

/**
 * A code the server has not seen yet for this account: a code is good for its time-step and one either
 * side, and each step is accepted once (its last used step is in the database), so this waits for the next
 * step when all three are used.
 */
export async function secondFactorCodeIn(db: Database, login: StaffLogin): Promise<string> {
  for (;;) {
    const row = await db.get<{ totp_last_step: number | null }>("SELECT totp_last_step FROM staff_users WHERE email = ?", [login.email]);
    const lastUsed = Number(row?.totp_last_step ?? 0);
    const step = [currentStep() - 1, currentStep(), currentStep() + 1].find((candidate) => candidate > lastUsed);
    if (step !== undefined) return totpCode(login.totpSecret, step);
    await new Promise((resolve) => setTimeout(resolve, (totpPeriodSeconds - ((Date.now() / 1000) % totpPeriodSeconds)) * 1000 + 50));
  }
}

export type StaffRequestInit = RequestInit & { address: string; cookie?: string };

/** A request as a browser without JavaScript would send it: no redirects followed, from `address` (X-Forwarded-For, trusted from loopback). */
export function staffRequest(origin: string, path: string, init: StaffRequestInit) {
  const { address, cookie, headers, ...rest } = init;
  return fetch(`${origin}${path}`, {
    redirect: "manual",
    ...rest,
    headers: { "X-Forwarded-For": address, ...(cookie ? { Cookie: `${cookieName}=${cookie}` } : {}), ...(headers as Record<string, string>) },
  });
}

/** A cookie's `name=value` from a response's Set-Cookie headers. */
export const setCookieNamed = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];

export interface SignInOptions {
  address: string;
  next?: string;
  /** A session cookie the browser already holds (planted, expired, …). */
  cookie?: string;
  /** Extra headers on both steps (X-Forwarded-Proto: https). */
  headers?: Record<string, string>;
  /** The code for the second step. */
  code: (login: StaffLogin) => Promise<string>;
  /** A recovery code instead of the app's. */
  recovery?: boolean;
}

/**
 * Signs in as a browser without JavaScript would: the password, then, when the server asks for it, the
 * code of the second factor. `response` is the last answer; `sessionId` the new session cookie's value when
 * the server granted one.
 */
export async function signInAt(origin: string, login: StaffLogin, options: SignInOptions) {
  const query = options.next ? `?next=${encodeURIComponent(options.next)}` : "";
  const { address } = options;
  const sessionCookie = options.cookie ? `${cookieName}=${options.cookie}` : undefined;
  let response = await staffRequest(origin, `/admin/sign-in${query}`, {
    method: "POST",
    body: new URLSearchParams({ email: login.email, password: login.password }),
    address,
    headers: { ...(sessionCookie ? { Cookie: sessionCookie } : {}), ...options.headers },
  });
  const secondStep = response.status === 302 ? new URL(response.headers.get("Location") ?? "", "http://x") : undefined;
  if (secondStep && /^\/(am\/)?admin\/second-factor$/.test(secondStep.pathname)) {
    const secure = options.headers?.["X-Forwarded-Proto"] === "https";
    const pending = setCookieNamed(response, secure ? "__Host-tesfa-staff-pending" : "tesfa-staff-pending");
    const code = await options.code(login);
    response = await staffRequest(origin, `${secondStep.pathname}${secondStep.search}`, {
      method: "POST",
      body: new URLSearchParams({ intent: options.recovery ? "recovery" : "code", code }),
      address,
      headers: { Cookie: [sessionCookie, pending].filter(Boolean).join("; "), ...options.headers },
    });
  }
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const sessionId = setCookieNamed(response, cookieName)?.slice(cookieName.length + 1) || undefined;
  return { response, setCookie, sessionId };
}
