import { KeyRound, Save, ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, redirect } from "react-router";
import { z } from "zod/mini";
import { CheckboxField, TextField } from "#app/fields/field-components.tsx";
import { checkbox, parseForm } from "#app/fields/validation.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { NewPasswordFields } from "#app/staff/security/new-password-fields.tsx";
import { RecoveryCodes } from "#app/staff/security/recovery-codes.tsx";
import {
  readSettings,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  resetSecondFactor,
  setRequireSecondFactor,
} from "#app/staff/security/second-factor.server.ts";
import { ownPasswordChecked, throttledAnswer } from "#app/staff/security/sign-in-flow.server.ts";
import { securityTexts, useSecurityTexts } from "#app/staff/security/texts.ts";
import { StaffAccountError, setStaffPassword } from "#app/staff/shared/accounts.server.ts";
import { isSecureRequest, staffContext } from "#app/staff/shared/auth.server.ts";
import { passwordRules } from "#app/staff/shared/passwords.server.ts";
import { can } from "#app/staff/shared/permissions.ts";
import { sessionIdFrom } from "#app/staff/shared/sessions.server.ts";
import { signInPath } from "#app/staff/shared/sign-in-path.ts";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/security-page";

/** A throttled password tells when to try again (Retry-After), with scripts or without. */
export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, securityTexts[langFromPath(location.pathname)].security.title);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  return {
    email: staff.email,
    hasSecondFactor: staff.hasSecondFactor,
    codesLeft: await recoveryCodesLeft(db, staff),
    requireSecondFactor: (await readSettings(db)).requireSecondFactor,
    // The site-wide rule is shown only to a role that may change it.
    mayChangeRules: can(staff.role, "security"),
    rules: passwordRules,
  };
}

const securitySchema = z.object({ intent: z.enum(["password", "recovery-codes", "remove-second-factor", "settings"]), requireSecondFactor: checkbox });
type Intent = z.infer<typeof securitySchema>["intent"];

/** Each form's field for the password asked again: names of their own, as each field's id is made of its name. */
const passwordFields = { password: "currentPassword", "recovery-codes": "codesPassword", "remove-second-factor": "removePassword" } as const;

type Problem = "badRequest" | "wrongPassword" | "mismatch" | "tooShort" | "tooLong" | "common";
const answer = (fields: { form?: Intent; problem?: Problem; recoveryCodes?: string[]; saved?: boolean; passwordChanged?: boolean }, status = 200) =>
  data({ form: null, problem: null, recoveryCodes: null, saved: false, passwordChanged: false, ...fields }, { status });

/**
 * One's own password, recovery codes and second factor, each changed only with the password given again
 * (ownPasswordChecked: throttled as a sign-in); and, for a role with `security`, the site-wide rule.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const form = await readFormBody(request);
  const parsed = form && parseForm(securitySchema, form);
  if (!form || !parsed?.ok) return answer({ problem: "badRequest" }, 400);
  const { intent } = parsed.data;
  if (intent === "settings") {
    // Everyone's own codes, but the site-wide rule only for a role with `security` (app/staff/shared/permissions.ts).
    if (!can(staff.role, "security")) return answer({}, 403);
    await setRequireSecondFactor(services.db, parsed.data.requireSecondFactor, staff.email);
    return answer({ saved: true });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (intent === "remove-second-factor" && !staff.hasSecondFactor) return answer({ form: intent, problem: "badRequest" }, 400);
  const checked = await ownPasswordChecked(services, staff, text(passwordFields[intent]));
  if (!checked.ok)
    return checked.retryAfterSeconds === undefined
      ? answer({ form: intent, problem: "wrongPassword" }, 401)
      : throttledAnswer(checked.retryAfterSeconds, { form: intent, recoveryCodes: null, saved: false, passwordChanged: false });

  if (intent === "recovery-codes") return answer({ recoveryCodes: await regenerateRecoveryCodes(services.db, staff) });
  if (intent === "remove-second-factor") {
    // Ends every session of the account, this one too: the next sign-in sets up a new factor where one is needed.
    await resetSecondFactor(services.db, staff, staff.email);
    throw redirect(signInPath(new URL(request.url).pathname, undefined, "factorRemoved"));
  }
  const password = text("newPassword");
  if (password !== text("confirmPassword")) return answer({ form: intent, problem: "mismatch" }, 400);
  try {
    // This session goes on; every other one of the account ends.
    await setStaffPassword(
      services.db,
      staff.email,
      password,
      staff.email,
      sessionIdFrom(request.headers.get("Cookie"), isSecureRequest(request)) ?? undefined,
    );
  } catch (error) {
    if (error instanceof StaffAccountError && (error.reason === "tooShort" || error.reason === "tooLong" || error.reason === "common"))
      return answer({ form: intent, problem: error.reason }, 400);
    throw error;
  }
  return answer({ passwordChanged: true });
}

/** A change to how one signs in, in a form of its own: the password asked again, then the form's button (`children`). */
function PasswordAgainForm({ intent, problem, children }: { intent: "recovery-codes" | "remove-second-factor"; problem: ReactNode; children: ReactNode }) {
  const texts = useSecurityTexts().security;
  return (
    <Form method="post" className="mt-4 space-y-5">
      {problem}
      <input type="hidden" name="intent" value={intent} />
      <TextField
        name={passwordFields[intent]}
        type="password"
        label={texts.yourPassword}
        hint={texts.passwordAgain}
        autoComplete="current-password"
        maxLength={1024}
      />
      {children}
    </Form>
  );
}

export default function Security({
  loaderData: { email, hasSecondFactor, codesLeft, requireSecondFactor, mayChangeRules, rules },
  actionData,
}: Route.ComponentProps) {
  const allTexts = useAdminTexts();
  const { security: texts, setPassword } = useSecurityTexts();
  const lang = useLang();
  const problem = actionData?.problem;
  const problemText =
    problem === "locked"
      ? fill(allTexts.signIn.locked, { minutes: actionData && "minutes" in actionData ? actionData.minutes : "" })
      : problem === "wrongPassword"
        ? texts.wrongPassword
        : problem === "mismatch"
          ? setPassword.mismatch
          : problem === "tooShort" || problem === "tooLong" || problem === "common"
            ? fill(setPassword.problems[problem], { min: rules.minLength, max: rules.maxLength })
            : problem === "badRequest"
              ? allTexts.badRequest
              : null;
  // A problem is shown in the form it came from.
  const problemIn = (form: Intent) => problemText && actionData?.form === form && <Notice tone="error">{problemText}</Notice>;
  return (
    <div className="max-w-2xl space-y-6">
      <StaffHeading title={texts.title} intro={texts.intro} />
      {actionData?.saved && <Notice>{texts.saved}</Notice>}
      {actionData?.passwordChanged && <Notice>{texts.passwordChanged}</Notice>}
      {problemText && !actionData?.form && <Notice tone="error">{problemText}</Notice>}
      <StaffSection id="password" title={texts.passwordTitle}>
        <p className="mt-2">{fill(texts.passwordIntro, { min: rules.minLength })}</p>
        <Form method="post" className="mt-4 space-y-5">
          {problemIn("password")}
          <input type="hidden" name="intent" value="password" />
          <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
          <TextField name="currentPassword" type="password" label={texts.currentPassword} autoComplete="current-password" maxLength={1024} />
          <NewPasswordFields names={["newPassword", "confirmPassword"]} labels={[texts.newPassword, texts.confirmPassword]} rules={rules} />
          <button type="submit" className="btn btn-primary">
            <KeyRound className="h-5 w-5" aria-hidden="true" />
            {texts.changePassword}
          </button>
        </Form>
      </StaffSection>
      {actionData?.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} />
      ) : (
        <StaffSection id="recovery" title={texts.recoveryTitle}>
          <p className="mt-2">{fill(texts.codesLeft, { count: formatNumber(codesLeft, lang) })}</p>
          <PasswordAgainForm intent="recovery-codes" problem={problemIn("recovery-codes")}>
            <button type="submit" className="btn btn-primary">
              <KeyRound className="h-5 w-5" aria-hidden="true" />
              {texts.regenerate}
            </button>
          </PasswordAgainForm>
        </StaffSection>
      )}
      {hasSecondFactor && (
        <StaffSection id="remove-second-factor" title={texts.removeTitle}>
          <p className="mt-2">{texts.removeIntro}</p>
          <PasswordAgainForm intent="remove-second-factor" problem={problemIn("remove-second-factor")}>
            <button type="submit" className="btn btn-outline">
              <ShieldOff className="h-5 w-5" aria-hidden="true" />
              {texts.remove}
            </button>
          </PasswordAgainForm>
        </StaffSection>
      )}
      {mayChangeRules && (
        <StaffSection id="site-rules" title={texts.siteTitle}>
          <Form method="post" className="mt-4 space-y-5">
            <input type="hidden" name="intent" value="settings" />
            <CheckboxField name="requireSecondFactor" label={texts.requireAll} hint={texts.requireAllHint} defaultChecked={requireSecondFactor} />
            <button type="submit" className="btn btn-outline">
              <Save className="h-5 w-5" aria-hidden="true" />
              {texts.save}
            </button>
          </Form>
        </StaffSection>
      )}
    </div>
  );
}
