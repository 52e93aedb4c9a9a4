import { redirect } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { isSecureRequest, signInPath, staffContext } from "#app/staff/auth.server.ts";
import { endSession, sessionCookie, sessionIdFrom } from "#app/staff/sessions.server.ts";
import type { Route } from "./+types/sign-out";

/** Signing out ends the session on the server, not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const secure = isSecureRequest(request);
  const sessionId = sessionIdFrom(request.headers.get("Cookie"), secure);
  if (sessionId) await endSession(db, sessionId);
  await db.transaction((tx) => recordAudit(tx, { actor: staff.email, action: "sign-out", subject: staff.email }));
  throw redirect(signInPath(new URL(request.url).pathname, undefined, "signedOut"), { headers: { "Set-Cookie": sessionCookie(null, secure) } });
}

/** Only signing out by posting: a link a page could embed must not sign anyone out. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405 });
}
