import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import type { StaffAccount } from "#app/staff/shared/accounts.server.ts";
import type { Forbidden } from "#app/staff/shared/forbidden.ts";
import { keepPostedFields, sessionOwner } from "#app/staff/shared/kept-posts.server.ts";
import { can } from "#app/staff/shared/permissions.ts";
import { readSession, sessionIdFrom } from "#app/staff/shared/sessions.server.ts";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { type StaffPage, staffPageAt } from "#app/staff/shared/staff-pages.ts";
import type { Database } from "#app/storage/database.server.ts";

/** The signed-in staff member, for the loaders and actions of the staff area. */
export const staffContext = createContext<StaffAccount>();

/** A cookie can only be `Secure` over HTTPS: production sits behind TLS, local runs and tests do not. */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";

/** Any origin will do: a return path is read as the browser reads it, then must have stayed on this one. */
const thisSite = "http://staff.invalid";

/**
 * Where to go after signing in: only a page of the staff area, never another site. The path is read as a
 * browser would read it (`//evil`, `/\\evil`, tabs and encoded slashes included) and refused unless it stays
 * on this site under `/admin` or `/am/admin`; what is returned is that reading, so the browser cannot read
 * it differently. A search's `+`, `%20`, an accented or Amharic name in the query are kept.
 */
export function safeNext(next: string | null, pathname: string): string {
  const fallback = localizePath("/admin", langFromPath(pathname));
  if (!next?.startsWith("/") || next.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(next, thisSite);
  } catch {
    return fallback;
  }
  if (url.origin !== thisSite || !/^\/(am\/)?admin(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** The permission a request to a staff page needs: opening it, or posting to it. */
const permissionNeeded = (page: StaffPage | undefined, method: string) =>
  method === "GET" || method === "HEAD" ? page?.permission : (page?.changes ?? page?.permission);

/**
 * What a post may send before its session is checked: a form's body, or at a page that takes uploads an upload's for
 * a signed-in member of staff whose role may post there ("upload"), and nothing large without a session ("signInFirst").
 * The HTTP server asks before it reads more than a form's body (server/react-router-handler.ts), so that nobody
 * without a session, a made-up cookie included, can make the server hold a large body. The middleware below still
 * checks the request.
 */
export async function postAllowance(db: Database, pathname: string, cookieHeader: string | null, secure: boolean): Promise<PostAllowance> {
  const page = staffPageAt(pathname);
  if (!page?.uploads) return "form";
  const sessionId = sessionIdFrom(cookieHeader, secure);
  const staff = sessionId ? await readSession(db, sessionId) : undefined;
  const needed = permissionNeeded(page, "POST");
  if (!staff) return "signInFirst";
  return needed && can(staff.role, needed) ? "upload" : "form";
}
export type PostAllowance = "form" | "upload" | "signInFirst";

/**
 * Guards every route of the staff area (the `middleware` of staff/shared/layout.tsx). A visitor without a
 * valid session is sent to sign in when they open a page, and refused with 401 for anything else
 * (a form post, an export). A signed-in member whose role lacks the permission the route declares
 * (app/staff/shared/staff-pages.ts) is refused with 403 before any loader or action runs, page or not.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db } = context.get(appServicesContext);
  const url = new URL(request.url);
  const sessionId = sessionIdFrom(request.headers.get("Cookie"), isSecureRequest(request));
  const page = staffPageAt(url.pathname);
  // A form posted without scripts (with scripts, `.data`, the tab keeps the text) to a page that keeps what was
  // typed: whose session this is, read before readSession removes an ended one.
  const keeps = request.method === "POST" && !url.pathname.endsWith(".data") ? page?.keeps : undefined;
  const owner = sessionId && keeps ? await sessionOwner(db, sessionId) : undefined;
  const staff = sessionId ? await readSession(db, sessionId) : undefined;
  if (!staff) {
    const isPage = request.method === "GET" && !/\/admin\/export\//.test(url.pathname);
    if (isPage) throw redirect(signInPath(url.pathname, `${url.pathname.replace(/\.data$/, "")}${url.search}`, sessionId ? "expired" : undefined));
    // Its session ended: keep the text for its author and lead through sign-in back to the page, where it is put back.
    if (owner !== undefined && keeps) {
      const cookie = await keepPostedFields(db, request, { userId: owner, fields: keeps, secure: isSecureRequest(request) });
      if (cookie) throw redirect(signInPath(url.pathname, `${url.pathname}${url.search}`, "kept"), { status: 303, headers: { "Set-Cookie": cookie } });
    }
    throw new Response("Unauthorized", { status: 401 });
  }
  const needed = permissionNeeded(page, request.method);
  if (!needed || !can(staff.role, needed)) throw data({ forbidden: true, staffEmail: staff.email, role: staff.role } satisfies Forbidden, { status: 403 });
  context.set(staffContext, staff);
  return next();
};
