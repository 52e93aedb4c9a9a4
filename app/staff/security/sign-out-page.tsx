import { LogOut } from "lucide-react";
import { Form, redirect } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { isSecureRequest, staffContext } from "#app/staff/shared/auth.server.ts";
import { endSession, sessionCookie, sessionIdFrom } from "#app/staff/shared/sessions.server.ts";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/sign-out-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].nav.signOut);

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

/**
 * A page, not only an action: React Router checks the origin of posts to pages, but not to routes without
 * one (resource routes), and a post from another site must not sign anyone out. Opening the address asks
 * first: a link a page could embed never signs anyone out by itself.
 */
export default function SignOut() {
  const texts = useAdminTexts().nav;
  return (
    <>
      <StaffHeading title={texts.signOut} />
      <Form method="post">
        <button type="submit" className="btn btn-gold">
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {texts.signOut}
        </button>
      </Form>
    </>
  );
}
