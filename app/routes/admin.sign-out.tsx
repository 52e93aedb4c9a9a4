import { redirect } from "react-router";
import { appServicesContext } from "~/lib/app-services.server";
import { recordAudit } from "~/lib/audit.server";
import { isSecureRequest, signInPath, staffContext } from "~/lib/staff-auth.server";
import { endSession, sessionCookie, sessionIdFrom } from "~/lib/staff-sessions.server";
import type { Route } from "./+types/admin.sign-out";

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
