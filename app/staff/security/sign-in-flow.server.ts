import { data, redirect } from "react-router";
import type { RequestServices } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { needsSecondFactor, pendingCookie, pendingCookieName, readPending, readSettings, startPending } from "#app/staff/security/second-factor.server.ts";
import { completeSignIn, nameForLogs, releaseAttempt, reserveAttempt, type SignInAttempt } from "#app/staff/security/throttle.server.ts";
import { accountColumns, checkCredentials, type StaffAccount, type StaffRow, toAccount } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { isSecureRequest, safeNext } from "#app/staff/shared/auth.server.ts";
import { sessionCookie, sessionIdFrom, startSession } from "#app/staff/shared/sessions.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * The steps of signing in that sign-in, the one-time password link and the second factor share: from a
 * right password to the second factor (or, for an account that needs none, a session), and from there to
 * a session. See docs/staff.md, "Staff accounts".
 */

/** Writes a sign-in step to the audit log and the server log: who, from where, never a secret (nor a stranger's typing: `nameForLogs`). */
export async function logSignIn(db: Database, outcome: string, attempt: SignInAttempt, actor: string | null = null): Promise<void> {
  const named = await db.transaction(async (tx) => {
    const { subject, detail, text } = await nameForLogs(tx, attempt);
    await recordAudit(tx, { actor, action: outcome, subject, detail });
    return text;
  });
  console.info(`Staff ${outcome} ${named}`);
}

/** A throttled attempt: when to try again, in the header and in the page's words (with what else the page shows, `also`). */
export const throttledAnswer = <Also extends object = Record<never, never>>(retryAfterSeconds: number, also?: Also) =>
  data(
    { ...(also as Also), problem: "locked" as const, minutes: Math.ceil(retryAfterSeconds / 60) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

export async function accountById(db: Database, id: number): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(`SELECT ${accountColumns} FROM staff_users u WHERE u.id = ?`, [id]);
  return row ? toAccount(row) : undefined;
}

/**
 * The active account whose password this browser gave, from its pending cookie, while a second factor is
 * asked of it: the one it has, or, for an account that must have one (needsSecondFactor) and has none yet,
 * setting one up. Any other account signs in with its password alone, and has nothing to enrol here.
 */
export async function pendingAccount(request: Request, services: RequestServices): Promise<StaffAccount | undefined> {
  const secure = isSecureRequest(request);
  const userId = await readPending(services.db, sessionIdFrom(request.headers.get("Cookie"), secure, pendingCookieName(secure)));
  const account = userId === undefined ? undefined : await accountById(services.db, userId);
  if (account?.status !== "active" || !account.hasPassword) return undefined;
  return needsSecondFactor(account, await readSettings(services.db)) ? account : undefined;
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
  throw redirect(secondFactorPath(url), { headers: { "Set-Cookie": pendingCookie(await startPending(services.db, account), isSecureRequest(request)) } });
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

/**
 * A signed-in member's own password, asked again before a change to how they sign in (new recovery codes,
 * removing the second factor, a new password): checked as at sign-in, under the same throttles, so that a
 * session left open, or stolen, cannot guess it. A wrong one is in the audit log.
 */
export async function ownPasswordChecked(
  services: RequestServices,
  staff: StaffAccount,
  password: string,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds?: number }> {
  const attempt = { email: staff.email, address: services.clientAddress };
  const reservation = await reserveAttempt(services.db, attempt);
  if (!reservation.ok) return reservation;
  if (!(await checkCredentials(services.db, staff.email, password))) {
    await logSignIn(services.db, "staff.password-refused", attempt, staff.email);
    return { ok: false };
  }
  await releaseAttempt(services.db, attempt);
  return { ok: true };
}
