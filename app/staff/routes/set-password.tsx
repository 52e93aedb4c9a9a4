import { KeyRound } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { TextField } from "#app/forms/shared/field-components.tsx";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { passwordLinkAccount, redeemPasswordLink, StaffAccountError } from "#app/staff/accounts.server.ts";
import { isSecureRequest, safeNext } from "#app/staff/auth.server.ts";
import { Notice, StaffHeading, StaffShell } from "#app/staff/components/staff-shell.tsx";
import { passwordRules } from "#app/staff/passwords.server.ts";
import { sessionCookie, startSession } from "#app/staff/sessions.server.ts";
import { adminTexts } from "#app/staff/texts.ts";
import { useAdminTexts } from "#app/staff/use-staff-texts.ts";
import { privatePageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = adminTexts[langFromPath(location.pathname)];
  return privatePageMeta(location.pathname, texts.setPassword.title, texts.setPassword.title);
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The page a one-time link (npm run staff -- add <email> --link) opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await passwordLinkAccount(context.get(appServicesContext).db, tokenOf(request));
  return data({ email: account?.email ?? null, rules: passwordRules }, { status: account ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appServicesContext);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return data({ problem: "mismatch" as const }, { status: 400 });
  try {
    const account = await redeemPasswordLink(db, tokenOf(request), password);
    // The link's owner is signed in at once: they have just proved they hold it.
    const sessionId = await startSession(db, account);
    throw redirect(safeNext(null, new URL(request.url).pathname), { headers: { "Set-Cookie": sessionCookie(sessionId, isSecureRequest(request)) } });
  } catch (error) {
    if (error instanceof StaffAccountError) return data({ problem: error.reason }, { status: 400 });
    throw error;
  }
}

export default function SetPasswordPage({ loaderData: { email, rules }, actionData }: Route.ComponentProps) {
  const texts = useAdminTexts().setPassword;
  const problem = actionData?.problem;
  const message =
    problem === "mismatch"
      ? texts.mismatch
      : problem === "tooShort" || problem === "tooLong" || problem === "common"
        ? fill(texts.problems[problem], { min: rules.minLength, max: rules.maxLength })
        : problem
          ? texts.invalidLink
          : null;
  return (
    <StaffShell>
      <div className="mx-auto max-w-md">
        <StaffHeading title={texts.title} intro={email ? fill(texts.intro, { email, min: rules.minLength }) : undefined} />
        {!email && <Notice tone="error">{texts.invalidLink}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {email && (
          <Form method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
            <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
            <TextField
              name="password"
              type="password"
              label={texts.password}
              autoComplete="new-password"
              minLength={rules.minLength}
              maxLength={rules.maxLength}
            />
            <TextField
              name="confirm"
              type="password"
              label={texts.confirm}
              autoComplete="new-password"
              minLength={rules.minLength}
              maxLength={rules.maxLength}
            />
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
