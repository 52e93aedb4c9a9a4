import { basePath } from "#app/i18n/language.ts";
import { newToken, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { sessionIdFrom } from "#app/staff/shared/sessions.server.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";

/**
 * What a staff member typed survives a session that ends before they post it, without scripts too. With
 * scripts the browser tab keeps the text (components/kept-text.ts); without them the post itself is all there
 * is, so the server keeps the fields its page names (`keeps` in staff-pages.ts) for an hour, for the account
 * whose session it was, under a random token in a cookie of its own, and the page puts them back after
 * signing in again, once. A note may be about a child: the row goes as soon as it is read, or within the hour.
 */
export const keptLifetimeMs = 3_600_000;

const cookieName = (secure: boolean) => (secure ? "__Host-tesfa-kept" : "tesfa-kept");

function keptCookie(token: string | null, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${cookieName(secure)}=${token ?? ""}`, `Max-Age=${token ? keptLifetimeMs / 1000 : 0}`, ...attributes].join("; ");
}

/** The account a session belonged to, ended or not: whose text a post after its end is. */
export async function sessionOwner(db: Database, sessionId: string): Promise<number | undefined> {
  const row = await db.get<{ user_id: number }>("SELECT user_id FROM staff_sessions WHERE id_hash = ?", [tokenHash(sessionId)]);
  return row ? Number(row.user_id) : undefined;
}

/**
 * Keeps the named fields of a post (those with text) for `userId`; returns the cookie that finds them again,
 * or undefined when there was nothing to keep.
 */
export async function keepPostedFields(
  db: Database,
  request: Request,
  { userId, fields, secure, now = new Date() }: { userId: number; fields: readonly string[]; secure: boolean; now?: Date },
): Promise<string | undefined> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return undefined;
  }
  const kept = Object.fromEntries(
    fields.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" && value.trim() ? [[name, value]] : [];
    }),
  );
  if (Object.keys(kept).length === 0) return undefined;
  const token = newToken();
  await db.transaction(async (tx) => {
    await removeExpiredKeptTexts(tx, now);
    await tx.run("INSERT INTO kept_texts (token_hash, user_id, path, fields, created_at) VALUES (?, ?, ?, ?, ?)", [
      tokenHash(token),
      userId,
      basePath(new URL(request.url).pathname),
      JSON.stringify(kept),
      now.toISOString(),
    ]);
  });
  return keptCookie(token, secure);
}

/**
 * The fields kept for this page and this account, taken once: the row is deleted and the cookie cleared. A
 * kept text of another page stays for its own page; another account's is never shown.
 */
export async function takeKeptFields(
  db: Database,
  request: Request,
  { userId, secure, now = new Date() }: { userId: number; secure: boolean; now?: Date },
): Promise<{ fields: Record<string, string>; setCookie: string } | undefined> {
  const token = sessionIdFrom(request.headers.get("Cookie"), secure, cookieName(secure));
  if (!token) return undefined;
  const row = await db.get<{ user_id: number; path: string; fields: string; created_at: string }>(
    "SELECT user_id, path, fields, created_at FROM kept_texts WHERE token_hash = ?",
    [tokenHash(token)],
  );
  if (!row || Number(row.user_id) !== userId || row.path !== basePath(new URL(request.url).pathname)) return undefined;
  await db.transaction((tx) => tx.run("DELETE FROM kept_texts WHERE token_hash = ?", [tokenHash(token)]));
  if (now.getTime() - Date.parse(row.created_at) > keptLifetimeMs) return undefined;
  return { fields: JSON.parse(row.fields) as Record<string, string>, setCookie: keptCookie(null, secure) };
}

/** Deletes kept texts past their hour: at each new one, and in the periodic maintenance (expiry.server.ts). */
export const removeExpiredKeptTexts = (tx: Queryable, now: Date) =>
  tx.run("DELETE FROM kept_texts WHERE created_at < ?", [new Date(now.getTime() - keptLifetimeMs).toISOString()]);
