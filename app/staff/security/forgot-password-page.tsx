import { ArrowLeft, Mail } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { TextField } from "#app/fields/field-components.tsx";
import { email, maxLengths, parseForm } from "#app/fields/validation.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { requestPasswordReset } from "#app/staff/accounts/invitations.server.ts";
import { securityTexts, useSecurityTexts } from "#app/staff/security/texts.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/forgot-password-page";

/** A throttled request says when to try again (Retry-After). */
export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = securityTexts[langFromPath(location.pathname)].forgotPassword;
  return privatePageMeta(location.pathname, texts.title, texts.intro);
};

const forgotSchema = z.object({ email });

/**
 * Always the same answer for any well-formed address, whether it has an account, an active one, or was just
 * sent a link (no one learns which addresses are staff); the link goes out by e-mail, in the page's
 * language (app/staff/accounts/invitations.server.ts). Only the per-address throttle answers otherwise (429).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, clientAddress, publicUrl, nudgeOutbox } = context.get(appServicesContext);
  const form = await readFormBody(request);
  const parsed = form && parseForm(forgotSchema, form);
  if (!parsed?.ok) return data({ sent: false, minutes: 0, emailError: parsed?.errors.email ?? { key: "email" as const } }, { status: 400 });
  const outcome = await requestPasswordReset(db, {
    email: parsed.data.email,
    address: clientAddress,
    lang: langFromPath(new URL(request.url).pathname),
    publicUrl,
  });
  if (outcome.throttled)
    return data(
      { sent: false, minutes: Math.ceil(outcome.retryAfterSeconds / 60), emailError: null },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  nudgeOutbox();
  return { sent: true, minutes: 0, emailError: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const textsSecurity = useSecurityTexts();
  const t = textsSecurity.forgotPassword;
  return (
    <StaffShell>
      <div className="mx-auto max-w-md">
        <StaffHeading title={t.title} intro={t.intro} />
        {actionData?.sent && <Notice>{t.sent}</Notice>}
        {actionData?.minutes ? <Notice tone="error">{fill(t.locked, { minutes: actionData.minutes })}</Notice> : null}
        {!actionData?.sent && (
          <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
            <TextField
              name="email"
              type="email"
              label={t.email}
              autoComplete="username"
              maxLength={maxLengths.email}
              error={actionData?.emailError ?? undefined}
            />
            <button type="submit" className="btn btn-primary w-full">
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t.submit}
            </button>
          </Form>
        )}
        <LocalLink to="/admin/sign-in" className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {t.back}
        </LocalLink>
      </div>
    </StaffShell>
  );
}
