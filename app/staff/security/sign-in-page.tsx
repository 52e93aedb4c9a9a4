import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod/mini";
import { TextField } from "#app/fields/field-components.tsx";
import { email, maxLengths, parseForm, requiredText } from "#app/fields/validation.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { afterPassword, logSignIn, throttledAnswer } from "#app/staff/security/sign-in-flow.server.ts";
import { releaseAttempt, reserveAttempt } from "#app/staff/security/throttle.server.ts";
import { checkCredentials } from "#app/staff/shared/accounts.server.ts";
import { forgetKeptTexts } from "#app/staff/shared/kept-text.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/sign-in-page";

const signInSchema = z.object({ email, password: requiredText(1024) });

/** A locked sign-in tells when to try again (Retry-After), with scripts or without. */
export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = adminTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, texts.signIn.title, texts.signIn.intro);
};

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { expired: params.has("expired"), kept: params.has("kept"), signedOut: params.has("signedOut"), factorRemoved: params.has("factorRemoved") };
}

/**
 * Every attempt first takes a slot of the throttles (app/staff/security/throttle.server.ts): once they are used up,
 * no password is checked at all, however many attempts arrive together. Refusals are in the audit log and
 * the server log, never with the password; a lockout is logged once, when it starts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const { db, clientAddress } = services;
  const form = await readFormBody(request);
  if (!form) return data({ problem: "badRequest" as const }, { status: 400 });
  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) return data({ problem: "failed" as const }, { status: 400 });
  const attempt = { email: parsed.data.email.toLowerCase(), address: clientAddress };
  const reservation = await reserveAttempt(db, attempt);
  if (!reservation.ok) return throttledAnswer(reservation.retryAfterSeconds);
  const account = await checkCredentials(db, attempt.email, parsed.data.password);
  if (!account) {
    await logSignIn(db, "sign-in.failed", attempt);
    return data({ problem: "failed" as const }, { status: 401 });
  }
  await releaseAttempt(db, attempt);
  return afterPassword(request, services, account, attempt);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  // Signed out (also by removing the second factor): texts kept for the tab's next sign-in (a note the session ended on) go with the session.
  const endedHere = loaderData.signedOut || loaderData.factorRemoved;
  useEffect(() => {
    if (endedHere) forgetKeptTexts();
  }, [endedHere]);
  const texts = useAdminTexts();
  const submitting = useNavigation().state === "submitting";
  const problem = actionData?.problem;
  return (
    <StaffShell>
      <div className="mx-auto max-w-md">
        <StaffHeading title={texts.signIn.title} intro={texts.signIn.intro} />
        {problem && (
          <Notice tone="error">
            {problem === "locked"
              ? fill(texts.signIn.locked, { minutes: actionData && "minutes" in actionData ? actionData.minutes : "" })
              : problem === "badRequest"
                ? texts.badRequest
                : texts.signIn.failed}
          </Notice>
        )}
        {!problem && loaderData.expired && <Notice tone="error">{texts.signIn.expired}</Notice>}
        {!problem && loaderData.kept && <Notice tone="error">{texts.signIn.keptOnServer}</Notice>}
        {!problem && loaderData.signedOut && <Notice>{texts.signIn.signedOut}</Notice>}
        {!problem && loaderData.factorRemoved && <Notice>{texts.signIn.factorRemoved}</Notice>}
        <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
          <TextField name="email" type="email" label={texts.signIn.email} autoComplete="username" maxLength={maxLengths.email} />
          <TextField name="password" type="password" label={texts.signIn.password} autoComplete="current-password" maxLength={1024} />
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            <LogIn className="h-5 w-5" aria-hidden="true" />
            {texts.signIn.submit}
          </button>
        </Form>
        <LocalLink to="/admin/forgot-password" className="mt-4 inline-flex min-h-11 items-center font-semibold text-forest-700 underline">
          {texts.signIn.forgot}
        </LocalLink>
      </div>
    </StaffShell>
  );
}
