import { KeyRound, Save } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { CheckboxField } from "#app/forms/shared/field-components.tsx";
import { checkbox, parseForm } from "#app/forms/shared/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { staffContext } from "#app/staff/auth.server.ts";
import { RecoveryCodes } from "#app/staff/components/recovery-codes.tsx";
import { Notice, StaffHeading, StaffSection } from "#app/staff/components/staff-shell.tsx";
import { can } from "#app/staff/permissions.ts";
import { readSettings, recoveryCodesLeft, regenerateRecoveryCodes, setRequireSecondFactor } from "#app/staff/second-factor.server.ts";
import { adminTexts } from "#app/staff/texts.ts";
import { useAdminTexts } from "#app/staff/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].security.title);

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  return {
    codesLeft: await recoveryCodesLeft(db, staff),
    requireSecondFactor: (await readSettings(db)).requireSecondFactor,
    // The site-wide rule is shown only to a role that may change it.
    mayChangeRules: can(staff.role, "security"),
  };
}

const securitySchema = z.object({ intent: z.enum(["recovery-codes", "settings"]), requireSecondFactor: checkbox });

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const form = await readFormBody(request);
  const parsed = form && parseForm(securitySchema, form);
  if (!parsed?.ok) return data({ recoveryCodes: null, saved: false }, { status: 400 });
  if (parsed.data.intent === "recovery-codes") return { recoveryCodes: await regenerateRecoveryCodes(db, staff), saved: false };
  // Everyone's own codes, but the site-wide rule only for a role with `security` (app/staff/permissions.ts).
  if (!can(staff.role, "security")) return data({ recoveryCodes: null, saved: false }, { status: 403 });
  await setRequireSecondFactor(db, parsed.data.requireSecondFactor, staff.email);
  return { recoveryCodes: null, saved: true };
}

export default function Security({ loaderData: { codesLeft, requireSecondFactor, mayChangeRules }, actionData }: Route.ComponentProps) {
  const texts = useAdminTexts().security;
  const lang = useLang();
  return (
    <div className="max-w-2xl space-y-6">
      <StaffHeading title={texts.title} intro={texts.intro} />
      {actionData?.saved && <Notice>{texts.saved}</Notice>}
      {actionData?.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} />
      ) : (
        <StaffSection id="recovery" title={texts.recoveryTitle}>
          <p className="mt-2">{fill(texts.codesLeft, { count: formatNumber(codesLeft, lang) })}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="recovery-codes" />
            <button type="submit" className="btn btn-primary">
              <KeyRound className="h-5 w-5" aria-hidden="true" />
              {texts.regenerate}
            </button>
          </Form>
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
