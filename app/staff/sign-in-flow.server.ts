import { data, redirect } from "react-router";
import type { RequestServices } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { accountColumns, type StaffAccount, type StaffRow, toAccount } from "#app/staff/accounts.server.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { isSecureRequest, safeNext } from "#app/staff/auth.server.ts";
import { needsSecondFactor, pendingCookie, pendingCookieName, pendingToken, readPendingToken, readSettings } from "#app/staff/second-factor.server.ts";
import { sessionCookie, sessionIdFrom, startSession } from "#app/staff/sessions.server.ts";
import { completeSignIn, type SignInAttempt } from "#app/staff/throttle.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * The steps of signing in that sign-in, the one-time password link and the second factor share: from a
 * right password to the second factor (or, for an account that needs none, a session), and from there to
 * a session. See docs/staff.md, "Staff accounts".
 */

/** Writes a sign-in step to the audit log and the server log: who, from where, never a secret. */
export async function logSignIn(db: Database, outcome: string, attempt: SignInAttempt, actor: string | null = null): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, { actor, action: outcome, subject: attempt.email, detail: { address: attempt.address } }));
  console.info(`Staff ${outcome} for ${attempt.email} from ${attempt.address}`);
}

/** A throttled attempt: when to try again, in the header and in the page's words. */
export const throttledAnswer = (retryAfterSeconds: number) =>
  data({ problem: "locked" as const, minutes: Math.ceil(retryAfterSeconds / 60) }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });

export async function accountById(db: Database, id: number): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(`SELECT ${accountColumns} FROM staff_users u WHERE u.id = ?`, [id]);
  return row ? toAccount(row) : undefined;
}

/** The active account whose password this browser gave, from its pending cookie. */
export async function pendingAccount(request: Request, services: RequestServices): Promise<StaffAccount | undefined> {
  const secure = isSecureRequest(request);
  const userId = readPendingToken(services.secret, sessionIdFrom(request.headers.get("Cookie"), secure, pendingCookieName(secure)));
  const account = userId === undefined ? undefined : await accountById(services.db, userId);
  return account?.status === "active" && account.hasPassword ? account : undefined;
}

/** Where the second step is, keeping the page asked for (`next`) and the language. */
const secondFactorPath = (url: URL) => {
  const next = url.searchParams.get("next");
  return `${localizePath("/admin/second-factor", langFromPath(url.pathname))}${next ? `?${new URLSearchParams({ next })}` : ""}`;
};

/**
 * After a right password: the second factor for an account that needs it (half signed in, not a session),
 * otherwise a session at once.
 */
export async function afterPassword(request: Request, services: RequestServices, account: StaffAccount, attempt: SignInAttempt): Promise<never> {
  const url = new URL(request.url);
  if (!needsSecondFactor(account, await readSettings(services.db))) await finishSignIn(request, services, account, attempt);
  throw redirect(secondFactorPath(url), { headers: { "Set-Cookie": pendingCookie(pendingToken(services.secret, account.id), isSecureRequest(request)) } });
}

/** The cookies that sign a browser in: a new session, and the end of its half-signed-in state. */
export async function signedInCookies(request: Request, services: RequestServices, account: StaffAccount, attempt: SignInAttempt): Promise<Headers> {
  const secure = isSecureRequest(request);
  const sessionId = await startSession(services.db, account);
  await completeSignIn(services.db, account.id, attempt);
  await logSignIn(services.db, "sign-in", attempt, account.email);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(sessionId, secure));
  headers.append("Set-Cookie", pendingCookie(null, secure));
  return headers;
}

/** Signs in and goes on to the page asked for. */
export async function finishSignIn(request: Request, services: RequestServices, account: StaffAccount, attempt: SignInAttempt): Promise<never> {
  const url = new URL(request.url);
  throw redirect(safeNext(url.searchParams.get("next"), url.pathname), { headers: await signedInCookies(request, services, account, attempt) });
}
