import { ShieldCheck } from "lucide-react";
import { data, Form, redirect, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { z } from "zod/mini";
import { TextField } from "#app/fields/field-components.tsx";
import { requiredText } from "#app/fields/validation.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { RecoveryCodes } from "#app/staff/security/recovery-codes.tsx";
import { confirmEnrolment, enrolment, redeemRecoveryCode, verifyCode } from "#app/staff/security/second-factor.server.ts";
import { finishSignIn, logSignIn, pendingAccount, signedInCookies, throttledAnswer } from "#app/staff/security/sign-in-flow.server.ts";
import { securityTexts, useSecurityTexts } from "#app/staff/security/texts.ts";
import { releaseAttempt, reserveAttempt } from "#app/staff/security/throttle.server.ts";
import { safeNext } from "#app/staff/shared/auth.server.ts";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/second-factor-page";

/** A throttled code tells when to try again (Retry-After), with scripts or without. */
export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = securityTexts[langFromPath(location.pathname)].secondFactor;
  return privatePageMeta(location.pathname, texts.title, texts.title);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const account = await pendingAccount(request, services);
  const url = new URL(request.url);
  if (!account) throw redirect(signInPath(url.pathname, url.searchParams.get("next") ?? undefined));
  const next = safeNext(url.searchParams.get("next"), url.pathname);
  if (account.hasSecondFactor) return { next, enrolment: null };
  const { secret, qrPath, qrSize } = await enrolment(services.db, account, services.totpKey);
  return { next, enrolment: { secret, qrPath, qrSize } };
}

/** The recovery codes an enrolment answers are shown on this page: the half-signed-in state it needs has just ended. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && "recoveryCodes" in actionResult && actionResult.recoveryCodes ? false : defaultShouldRevalidate;

const codeSchema = z.object({ intent: z.enum(["code", "recovery", "enrol"]), code: requiredText(64) });

/**
 * The second step of signing in: a code from the app, a recovery code, or (for an account that must have a
 * second factor and has none yet: pendingAccount) the first code from a newly set-up app. Each takes a
 * throttle slot first, like a password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const url = new URL(request.url);
  const account = await pendingAccount(request, services);
  if (!account) throw redirect(signInPath(url.pathname, url.searchParams.get("next") ?? undefined));
  const form = await readFormBody(request);
  const parsed = codeSchema.safeParse({ intent: form?.get("intent"), code: form?.get("code") ?? form?.get("recoveryCode") });
  if (!parsed.success) return data({ problem: "wrongCode" as const, recoveryCodes: null }, { status: 400 });
  const { intent, code } = parsed.data;
  const attempt = { email: account.email, address: services.clientAddress };
  const reservation = await reserveAttempt(services.db, attempt);
  if (!reservation.ok) return throttledAnswer(reservation.retryAfterSeconds);

  if (intent === "enrol" && !account.hasSecondFactor) {
    const recoveryCodes = await confirmEnrolment(services.db, account, services.totpKey, code);
    if (!recoveryCodes) {
      await logSignIn(services.db, "sign-in.code-failed", attempt);
      return data({ problem: "wrongCode" as const, recoveryCodes: null }, { status: 401 });
    }
    await releaseAttempt(services.db, attempt);
    // Signed in now; the codes are shown once, on this answer, before going on.
    return data({ problem: null, recoveryCodes }, { headers: await signedInCookies(request, services, account, attempt) });
  }
  const passed =
    account.hasSecondFactor &&
    (intent === "recovery" ? await redeemRecoveryCode(services.db, account, code) : await verifyCode(services.db, account, services.totpKey, code));
  if (!passed) {
    await logSignIn(services.db, "sign-in.code-failed", attempt);
    return data({ problem: "wrongCode" as const, recoveryCodes: null }, { status: 401 });
  }
  await releaseAttempt(services.db, attempt);
  return finishSignIn(request, services, account, attempt);
}

/**
 * A six-digit code from the authenticator app, posted with what it is for (enrolment or sign-in): a phone
 * shows its number pad and offers a code it has just received.
 */
function CodeForm({ intent, label, submit, className = "" }: { intent: "enrol" | "code"; label: string; submit: string; className?: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className={`space-y-5 ${className}`}>
      <input type="hidden" name="intent" value={intent} />
      <TextField
        name="code"
        label={label}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        className="text-center font-mono text-2xl tracking-[0.3em]"
      />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        {submit}
      </button>
    </Form>
  );
}

export default function SecondFactorPage({ loaderData: { enrolment, next }, actionData }: Route.ComponentProps) {
  const texts = useSecurityTexts().secondFactor;
  const submitting = useNavigation().state === "submitting";
  const problem = actionData?.problem;
  if (actionData && "recoveryCodes" in actionData && actionData.recoveryCodes) {
    return (
      <StaffShell>
        <div className="mx-auto max-w-md">
          <StaffHeading title={texts.enrolled} />
          <RecoveryCodes codes={actionData.recoveryCodes} continueTo={next} />
        </div>
      </StaffShell>
    );
  }
  return (
    <StaffShell>
      <div className="mx-auto max-w-md">
        <StaffHeading title={enrolment ? texts.enrolTitle : texts.title} intro={enrolment ? texts.enrolIntro : texts.intro} />
        {problem && (
          <Notice tone="error">
            {problem === "locked" ? fill(texts.locked, { minutes: actionData && "minutes" in actionData ? actionData.minutes : "" }) : texts.wrongCode}
          </Notice>
        )}
        {enrolment ? (
          <div className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
            <ol className="list-decimal space-y-2 ps-5">
              <li>{texts.enrolStepApp}</li>
              <li>{texts.enrolStepScan}</li>
            </ol>
            <svg
              viewBox={`0 0 ${enrolment.qrSize} ${enrolment.qrSize}`}
              className="mx-auto block h-56 w-56 bg-white"
              role="img"
              aria-label={texts.qrLabel}
              shapeRendering="crispEdges"
            >
              <path d={enrolment.qrPath} fill="#000" />
            </svg>
            <div>
              <p className="font-semibold">{texts.manualEntry}</p>
              <code className="mt-1 block rounded-lg bg-sand/40 p-3 font-mono text-lg tracking-wider">{enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
            </div>
            <CodeForm intent="enrol" label={texts.enrolStepCode} submit={texts.confirm} />
          </div>
        ) : (
          <>
            <CodeForm intent="code" label={texts.code} submit={texts.submit} className="rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7" />
            <details className="mt-6 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-forest-700">{texts.useRecovery}</summary>
              <Form method="post" className="mt-4 space-y-5">
                <input type="hidden" name="intent" value="recovery" />
                <TextField name="recoveryCode" label={texts.recoveryCode} autoComplete="off" spellCheck={false} maxLength={64} hint={texts.recoveryHint} />
                <button type="submit" className="btn btn-outline w-full" disabled={submitting}>
                  {texts.submit}
                </button>
              </Form>
            </details>
          </>
        )}
      </div>
    </StaffShell>
  );
}
