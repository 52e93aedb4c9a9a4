import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import type { StaffAccount } from "#app/staff/accounts.server.ts";
import type { Forbidden } from "#app/staff/forbidden.ts";
import { can } from "#app/staff/permissions.ts";
import { readSession, sessionIdFrom } from "#app/staff/sessions.server.ts";
import { staffPageAt } from "#app/staff/staff-pages.ts";

/** The signed-in staff member, for the loaders and actions of the staff area. */
export const staffContext = createContext<StaffAccount>();

/** A cookie can only be `Secure` over HTTPS: production sits behind TLS, local runs and tests do not. */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";

export function signInPath(pathname: string, next?: string, reason?: "expired" | "signedOut"): string {
  const params = new URLSearchParams();
  if (next) params.set("next", next);
  if (reason) params.set(reason, "1");
  const query = params.toString();
  return `${localizePath("/admin/sign-in", langFromPath(pathname))}${query ? `?${query}` : ""}`;
}

/** Where to go after signing in: only a page of the staff area, never another site. */
export function safeNext(next: string | null, pathname: string): string {
  return next && /^\/(am\/)?admin(\/[\w/-]*)?(\?[\w=&%.-]*)?$/.test(next) ? next : localizePath("/admin", langFromPath(pathname));
}

/**
 * Guards every route of the staff area (the `middleware` of staff/routes/layout.tsx). A visitor without a
 * valid session is sent to sign in when they open a page, and refused with 401 for anything else
 * (a form post, an export). A signed-in member whose role lacks the permission the route declares
 * (app/staff/staff-pages.ts) is refused with 403 before any loader or action runs, page or not.
 */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db } = context.get(appServicesContext);
  const url = new URL(request.url);
  const sessionId = sessionIdFrom(request.headers.get("Cookie"), isSecureRequest(request));
  const staff = sessionId ? await readSession(db, sessionId) : undefined;
  if (!staff) {
    const isPage = request.method === "GET" && !/\/admin\/export\//.test(url.pathname);
    if (isPage) throw redirect(signInPath(url.pathname, `${url.pathname.replace(/\.data$/, "")}${url.search}`, sessionId ? "expired" : undefined));
    throw new Response("Unauthorized", { status: 401 });
  }
  const page = staffPageAt(url.pathname);
  const needed = request.method === "GET" || request.method === "HEAD" ? page?.permission : (page?.changes ?? page?.permission);
  if (!needed || !can(staff.role, needed)) throw data({ forbidden: true, staffEmail: staff.email, role: staff.role } satisfies Forbidden, { status: 403 });
  context.set(staffContext, staff);
  return next();
};
