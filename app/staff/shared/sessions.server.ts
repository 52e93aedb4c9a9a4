import { accountColumns, newToken, type StaffAccount, type StaffRow, toAccount, tokenHash } from "#app/staff/shared/accounts.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/** A session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const sessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 } as const;

/**
 * In production the cookie is `Secure` and `__Host-` prefixed (HTTPS only, this host only, path /).
 * Over plain HTTP in development and tests a browser would refuse such a cookie, so it is plain there.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-tesfa-staff" : "tesfa-staff";
}

export function sessionCookie(id: string | null, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  // The cookie lives as long as the session could: the server decides when it has ended.
  const lifetime = id ? `Max-Age=${sessionLimits.absoluteMs / 1000}` : "Max-Age=0";
  return [`${sessionCookieName(secure)}=${id ?? ""}`, lifetime, ...attributes].join("; ");
}

/** The session cookie's value (or another cookie's, by `name`). */
export function sessionIdFrom(cookieHeader: string | null, secure: boolean, name = sessionCookieName(secure)): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** A new session (a new random id at every sign-in); the id goes into the cookie, its hash into the database. */
export async function startSession(db: Database, account: StaffAccount): Promise<string> {
  const id = newToken();
  const now = new Date().toISOString();
  await db.transaction((tx) =>
    tx.run("INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)", [tokenHash(id), account.id, now, now]),
  );
  return id;
}

/** The signed-in account, if the session exists, its account is active and neither limit has passed. */
export async function readSession(db: Database, id: string, now = new Date()): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow & { session_created_at: string; last_seen_at: string }>(
    `SELECT ${accountColumns}, s.created_at AS session_created_at, s.last_seen_at
     FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE s.id_hash = ?`,
    [tokenHash(id)],
  );
  if (!row) return undefined;
  const expired =
    now.getTime() - Date.parse(row.last_seen_at) > sessionLimits.idleMs || now.getTime() - Date.parse(row.session_created_at) > sessionLimits.absoluteMs;
  if (expired || row.status !== "active") {
    await endSession(db, id);
    return undefined;
  }
  // Written at most once a minute: a page and its data requests need not each cost a write.
  if (now.getTime() - Date.parse(row.last_seen_at) > 60_000) {
    await db.transaction((tx) => tx.run("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?", [now.toISOString(), tokenHash(id)]));
  }
  return toAccount(row);
}

export async function endSession(db: Database, id: string): Promise<void> {
  await db.transaction((tx) => tx.run("DELETE FROM staff_sessions WHERE id_hash = ?", [tokenHash(id)]));
}
