import { Ban, CircleCheck, Mail, Save, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, useLoaderData } from "react-router";
import { z } from "zod/mini";
import { organisation } from "#app/config/organisation.ts";
import { SelectField, TextField } from "#app/fields/field-components.tsx";
import { email, type FieldError, maxLengths, parseForm } from "#app/fields/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath, languages } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { inviteStaff, resendInvitation } from "#app/staff/accounts/invitations.server.ts";
import { accountsTexts, useAccountsTexts } from "#app/staff/accounts/texts.ts";
import { type ListedAccount, listStaff, StaffAccountError, setStaffRole, setStaffStatus } from "#app/staff/shared/accounts.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { type StaffRole, staffRoles } from "#app/staff/shared/permissions.ts";
import { Notice, StaffHeading, StaffSection } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/accounts-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, accountsTexts[langFromPath(location.pathname)].accounts.title);

/** Every account with what an administrator needs to see; never a password hash or a second factor's secret. */
export async function loader({ context }: Route.LoaderArgs) {
  const accounts = await listStaff(context.get(appServicesContext).db);
  return {
    me: context.get(staffContext).email,
    accounts: accounts.map(({ email, role, translates, status, hasPassword, hasSecondFactor, lastSignInAt }) => ({
      email,
      role,
      translates,
      status,
      hasPassword,
      hasSecondFactor,
      lastSignInAt,
    })),
  };
}

const role = z.enum(staffRoles);
const lang = z.enum(languages);
const accountSchemas = {
  invite: z.object({ email, role, translates: lang, lang }),
  resend: z.object({ email, lang }),
  role: z.object({ email, role, translates: lang }),
  status: z.object({ email, status: z.enum(["active", "disabled"]) }),
};
const intentSchema = z.enum(["invite", "resend", "role", "status"]);

type Done = { done: "invited" | "resent" | "disabled" | "enabled" | "role"; email: string; role: StaffRole | null };
type Problem = { problem: StaffAccountError["reason"] | "badRequest"; errors?: Partial<Record<"email", FieldError>> };

/** Every change is an administrator's (the route needs `accounts`) and is written to the audit log by the function that makes it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl, nudgeOutbox } = context.get(appServicesContext);
  const actor = context.get(staffContext).email;
  const form = await readFormBody(request);
  const intent = intentSchema.safeParse(form?.get("intent"));
  if (!form || !intent.success) return data<Problem>({ problem: "badRequest" }, { status: 400 });
  const parsed = parseForm(accountSchemas[intent.data], form);
  if (!parsed.ok) return data<Problem>({ problem: "badRequest", errors: intent.data === "invite" ? parsed.errors : undefined }, { status: 400 });
  const values = parsed.data as Record<string, string>;
  const address = (values.email ?? "").toLowerCase();
  try {
    switch (intent.data) {
      case "invite": {
        const { role: chosen, translates, lang: emailLang } = values as z.infer<typeof accountSchemas.invite>;
        await inviteStaff(db, { email: address, role: chosen, translates, lang: emailLang }, publicUrl, actor);
        nudgeOutbox();
        return { done: "invited", email: address, role: chosen } satisfies Done;
      }
      case "resend":
        await resendInvitation(db, address, values.lang as Lang, publicUrl, actor);
        nudgeOutbox();
        return { done: "resent", email: address, role: null } satisfies Done;
      case "role": {
        const { role: chosen, translates } = values as z.infer<typeof accountSchemas.role>;
        await setStaffRole(db, address, { role: chosen, translates }, actor);
        return { done: "role", email: address, role: chosen } satisfies Done;
      }
      case "status":
        await setStaffStatus(db, address, values.status === "disabled" ? "disabled" : "active", actor);
        return { done: values.status === "disabled" ? "disabled" : "enabled", email: address, role: null } satisfies Done;
    }
  } catch (error) {
    if (error instanceof StaffAccountError) return data<Problem>({ problem: error.reason }, { status: error.reason === "unknown" ? 404 : 409 });
    throw error;
  }
}

export default function Accounts({ actionData }: Route.ComponentProps) {
  const { accounts, me } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const textsAccounts = useAccountsTexts();
  const t = textsAccounts.accounts;
  const pageLang = useLang();
  const result = actionData && "done" in actionData ? actionData : undefined;
  const problem = actionData && "problem" in actionData ? actionData : undefined;
  const roleName = (role: StaffRole | null) => (role ? texts.roles[role] : "");
  const messages: Record<Done["done"], string> = { invited: t.invited, resent: t.resent, role: t.roleSaved, disabled: t.disabledDone, enabled: t.enabledDone };
  const problems: Partial<Record<Problem["problem"], string>> = { exists: t.exists, lastAdmin: t.lastAdmin, unknown: t.unknown, badRequest: texts.badRequest };
  return (
    <div className="max-w-4xl space-y-8">
      <StaffHeading title={t.title} intro={t.intro} />
      {result && <Notice>{fill(messages[result.done], { email: result.email, role: roleName(result.role) })}</Notice>}
      {problem && !problem.errors && <Notice tone="error">{problems[problem.problem] ?? texts.badRequest}</Notice>}
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="text-xl font-bold text-forest-800">
          {t.listTitle}
        </h2>
        <ul className="mt-4 space-y-4">
          {accounts.map((account) => (
            <AccountCard key={account.email} account={account} isMe={account.email === me} />
          ))}
        </ul>
      </section>
      <StaffSection id="invite-title" title={t.inviteTitle} className="sm:p-7">
        <p className="mt-2 text-ink-soft">{t.inviteIntro}</p>
        <Form method="post" className="mt-5 space-y-5" key={result?.done === "invited" ? result.email : "invite"}>
          <input type="hidden" name="intent" value="invite" />
          <TextField name="email" type="email" label={t.email} maxLength={maxLengths.email} autoComplete="off" error={problem?.errors?.email} />
          <RoleChoice idPrefix="invite" defaultRole="coordinator" defaultTranslates={pageLang} />
          <SelectField
            name="lang"
            label={t.emailLang}
            placeholder={t.emailLang}
            defaultValue={pageLang}
            options={languages.map((value) => ({ value, label: texts.languages[value] }))}
          />
          <button type="submit" className="btn btn-primary">
            <UserPlus className="h-5 w-5" aria-hidden="true" />
            {t.invite}
          </button>
        </Form>
      </StaffSection>
    </div>
  );
}

type AccountView = Pick<ListedAccount, "email" | "role" | "translates" | "status" | "hasPassword" | "hasSecondFactor" | "lastSignInAt">;

/** One account: what it is, and (folded away) the forms that change it. */
function AccountCard({ account, isMe }: { account: AccountView; isMe: boolean }) {
  const texts = useAdminTexts();
  const textsAccounts = useAccountsTexts();
  const t = textsAccounts.accounts;
  const lang = useLang();
  const id = account.email.replace(/[^a-z0-9]/g, "-");
  const role =
    account.role === "translator" && account.translates
      ? fill(texts.translatorOf, { language: texts.languages[account.translates] })
      : texts.roles[account.role];
  const disabled = account.status === "disabled";
  const status = disabled ? t.disabled : account.hasPassword ? t.active : t.invitedStatus;
  return (
    <li className="rounded-2xl border border-sand bg-white p-4 shadow-sm sm:p-5" data-testid="account">
      <p className="break-all font-bold text-forest-800">
        {account.email} {isMe && <span className="font-normal text-ink-soft">{t.you}</span>}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="font-semibold text-ink-soft">{t.role}</dt>
        <dd>{role}</dd>
        <dt className="font-semibold text-ink-soft">{t.status}</dt>
        <dd className={disabled ? "font-semibold text-ember-700" : ""}>{status}</dd>
        <dt className="font-semibold text-ink-soft">{t.secondFactor}</dt>
        <dd>{account.hasSecondFactor ? t.on : t.off}</dd>
        <dt className="font-semibold text-ink-soft">{t.lastSignIn}</dt>
        <dd>{account.lastSignInAt ? formatMoment(account.lastSignInAt, lang, organisation.timeZone) : t.never}</dd>
      </dl>
      <details className="mt-3 group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-forest-700">{t.manage}</summary>
        <div className="mt-3 grid gap-5 border-t border-sand pt-4 md:grid-cols-2">
          <AccountForm intent="role" email={account.email} className="space-y-4">
            <RoleChoice idPrefix={id} defaultRole={account.role} defaultTranslates={account.translates ?? lang} />
            <button type="submit" className="btn btn-primary">
              <Save className="h-5 w-5" aria-hidden="true" />
              {t.saveRole}
            </button>
          </AccountForm>
          <div className="space-y-4">
            {!account.hasPassword && account.status === "active" && (
              <AccountForm intent="resend" email={account.email} values={{ lang }}>
                <button type="submit" className="btn btn-outline">
                  <Mail className="h-5 w-5" aria-hidden="true" />
                  {t.resend}
                </button>
              </AccountForm>
            )}
            <AccountForm intent="status" email={account.email} values={{ status: disabled ? "active" : "disabled" }}>
              <button type="submit" className={`btn ${disabled ? "btn-outline" : "btn-primary bg-ember-700"}`}>
                {disabled ? <CircleCheck className="h-5 w-5" aria-hidden="true" /> : <Ban className="h-5 w-5" aria-hidden="true" />}
                {disabled ? t.enable : t.disable}
              </button>
            </AccountForm>
          </div>
        </div>
      </details>
    </li>
  );
}

/** A change to one account: which change, to which account, and its own fields. */
function AccountForm({
  intent,
  email,
  values = {},
  className,
  children,
}: {
  intent: "role" | "resend" | "status";
  email: string;
  values?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/**
 * The role, each with what it may do, and the language a translator may change. Plain radio buttons and a
 * select: they work without JavaScript, and on a phone.
 */
function RoleChoice({ idPrefix, defaultRole, defaultTranslates }: { idPrefix: string; defaultRole: StaffRole; defaultTranslates: Lang }) {
  const texts = useAdminTexts();
  const textsAccounts = useAccountsTexts();
  const t = textsAccounts.accounts;
  return (
    <>
      <fieldset>
        <legend className="mb-1.5 font-semibold">{t.role}</legend>
        <div className="space-y-2">
          {staffRoles.map((value) => (
            <label
              key={value}
              htmlFor={`${idPrefix}-role-${value}`}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-sand p-3"
            >
              <input
                id={`${idPrefix}-role-${value}`}
                type="radio"
                name="role"
                value={value}
                defaultChecked={value === defaultRole}
                required
                aria-labelledby={`${idPrefix}-role-${value}-name`}
                aria-describedby={`${idPrefix}-role-${value}-description`}
                className="mt-0.5 h-6 w-6 shrink-0 accent-forest-700"
              />
              <span>
                <span id={`${idPrefix}-role-${value}-name`} className="block font-semibold">
                  {texts.roles[value]}
                </span>
                <span id={`${idPrefix}-role-${value}-description`} className="block text-sm text-ink-soft">
                  {textsAccounts.roleDescriptions[value]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-translates`} className="mb-1.5 block font-semibold">
          {t.translates}
        </label>
        <p id={`${idPrefix}-translates-hint`} className="mb-1.5 text-sm text-ink-soft">
          {t.translatesHint}
        </p>
        <select
          id={`${idPrefix}-translates`}
          name="translates"
          defaultValue={defaultTranslates}
          aria-describedby={`${idPrefix}-translates-hint`}
          className="block min-h-12 w-full rounded-lg border-2 border-[#b9ab95] bg-white px-3 py-2 text-base"
        >
          {languages.map((value) => (
            <option key={value} value={value}>
              {texts.languages[value]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
