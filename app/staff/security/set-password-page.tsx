import { KeyRound } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { NewPasswordFields } from "#app/staff/security/new-password-fields.tsx";
import { afterPassword } from "#app/staff/security/sign-in-flow.server.ts";
import { securityTexts, useSecurityTexts } from "#app/staff/security/texts.ts";
import { passwordLinkAccount, redeemPasswordLink, type StaffAccount, StaffAccountError } from "#app/staff/shared/accounts.server.ts";
import { passwordRules } from "#app/staff/shared/passwords.server.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/set-password-page";

export const meta: Route.MetaFunction = ({ location }) => {
  const textsSecurity = securityTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, textsSecurity.setPassword.title, textsSecurity.setPassword.title);
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The page a one-time link (npm run staff -- add <email> --link) opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await passwordLinkAccount(context.get(appServicesContext).db, tokenOf(request));
  return data({ email: account?.email ?? null, rules: passwordRules }, { status: account ? 200 : 404 });
}

const setPasswordSchema = z.object({ password: z.string(), confirm: z.string() });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const form = await readFormBody(request);
  const parsed = form && setPasswordSchema.safeParse({ password: form.get("password"), confirm: form.get("confirm") });
  if (!parsed?.success) return data({ problem: "badRequest" as const }, { status: 400 });
  const { password, confirm } = parsed.data;
  if (password !== confirm) return data({ problem: "mismatch" as const }, { status: 400 });
  let account: StaffAccount;
  try {
    account = await redeemPasswordLink(services.db, tokenOf(request), password);
  } catch (error) {
    if (error instanceof StaffAccountError) return data({ problem: error.reason }, { status: 400 });
    throw error;
  }
  // The link's owner has just proved they hold it: they go on to their second factor, as after a password.
  return afterPassword(request, services, account, { email: account.email, address: services.clientAddress });
}

export default function SetPasswordPage({ loaderData: { email, rules }, actionData }: Route.ComponentProps) {
  const {
    badRequest,
    signIn: { forgot },
  } = useAdminTexts();
  const texts = useSecurityTexts().setPassword;
  const problem = actionData?.problem;
  const message =
    problem === "mismatch"
      ? texts.mismatch
      : problem === "badRequest"
        ? badRequest
        : problem === "tooShort" || problem === "tooLong" || problem === "common"
          ? fill(texts.problems[problem], { min: rules.minLength, max: rules.maxLength })
          : problem
            ? texts.invalidLink
            : null;
  return (
    <StaffShell>
      <div className="mx-auto max-w-md">
        <StaffHeading title={texts.title} intro={email ? fill(texts.intro, { email, min: rules.minLength }) : undefined} />
        {!email && (
          <>
            <Notice tone="error">{texts.invalidLink}</Notice>
            <LocalLink to="/admin/forgot-password" className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline">
              {forgot}
            </LocalLink>
          </>
        )}
        {message && <Notice tone="error">{message}</Notice>}
        {email && (
          <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
            <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
            <NewPasswordFields names={["password", "confirm"]} labels={[texts.password, texts.confirm]} rules={rules} />
            <button type="submit" className="btn btn-primary w-full">
              <KeyRound className="h-5 w-5" aria-hidden="true" />
              {texts.submit}
            </button>
          </Form>
        )}
      </div>
    </StaffShell>
  );
}
