import { LogIn } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod/mini";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { TextField } from "#app/forms/shared/field-components.tsx";
import { email, maxLengths, parseForm, requiredText } from "#app/forms/shared/validation.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { checkCredentials } from "#app/staff/accounts.server.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { isSecureRequest, safeNext } from "#app/staff/auth.server.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/components/staff-shell.tsx";
import { sessionCookie, signInLimit, startSession } from "#app/staff/sessions.server.ts";
import { adminTexts } from "#app/staff/texts.ts";
import { useAdminTexts } from "#app/staff/use-staff-texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/sign-in";

const signInSchema = z.object({ email, password: requiredText(1024) });

/** A locked sign-in tells when to try again (Retry-After), with scripts or without. */
export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = adminTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, texts.signIn.title, texts.signIn.intro);
};

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { expired: params.has("expired"), signedOut: params.has("signedOut") };
}

/**
 * Five failed attempts within 15 minutes lock the account and the address for the rest of that time;
 * every attempt, right or wrong, is written to the audit log and the server log, never with the password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, signInLimiter, clientAddress } = context.get(appServicesContext);
  const url = new URL(request.url);
  const parsed = parseForm(signInSchema, await request.formData());
  if (!parsed.ok) return data({ problem: "failed" as const }, { status: 400 });
  const address = parsed.data.email.toLowerCase();
  const keys = [`account:${address}`, `address:${clientAddress}`];
  const log = async (outcome: string) => {
    await db.transaction((tx) =>
      recordAudit(tx, { actor: outcome === "sign-in" ? address : null, action: outcome, subject: address, detail: { address: clientAddress } }),
    );
    console.info(`Staff ${outcome} for ${address} from ${clientAddress}`);
  };
  if (keys.some((key) => signInLimiter.isLimited(key))) {
    await log("sign-in.locked");
    return data(
      { problem: "locked" as const, minutes: signInLimit.windowMs / 60_000 },
      { status: 429, headers: { "Retry-After": String(signInLimit.windowMs / 1000) } },
    );
  }
  const account = await checkCredentials(db, address, parsed.data.password);
  if (!account) {
    for (const key of keys) signInLimiter.hit(key);
    await log("sign-in.failed");
    return data({ problem: "failed" as const }, { status: 401 });
  }
  const sessionId = await startSession(db, account);
  await log("sign-in");
  throw redirect(safeNext(url.searchParams.get("next"), url.pathname), { headers: { "Set-Cookie": sessionCookie(sessionId, isSecureRequest(request)) } });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
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
              : texts.signIn.failed}
          </Notice>
        )}
        {!problem && loaderData.expired && <Notice tone="error">{texts.signIn.expired}</Notice>}
        {!problem && loaderData.signedOut && <Notice>{texts.signIn.signedOut}</Notice>}
        <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
          <TextField name="email" type="email" label={texts.signIn.email} autoComplete="username" maxLength={maxLengths.email} />
          <TextField name="password" type="password" label={texts.signIn.password} autoComplete="current-password" maxLength={1024} />
          <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
            <LogIn className="h-5 w-5" aria-hidden="true" />
            {texts.signIn.submit}
          </button>
        </Form>
      </div>
    </StaffShell>
  );
}
