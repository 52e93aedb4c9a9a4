import { Trash2 } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { CheckboxField, TextField } from "#app/fields/field-components.tsx";
import { checkbox, email, maxLengths, parseForm } from "#app/fields/validation.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { Notice, StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { eraseEmail } from "#app/staff/submissions/queries.server.ts";
import { submissionsTexts, useSubmissionsTexts } from "#app/staff/submissions/texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/erasure-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, submissionsTexts[langFromPath(location.pathname)].erasure.title);

const erasureSchema = z.object({ email, confirm: checkbox.check(z.refine((confirmed) => confirmed, "required")) });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ erased: null, errors: null, badRequest: true }, { status: 400 });
  const parsed = parseForm(erasureSchema, form);
  if (!parsed.ok) return data({ erased: null, errors: parsed.errors, badRequest: false }, { status: 400 });
  const erased = await eraseEmail(context.get(appServicesContext).db, parsed.data.email, context.get(staffContext).email);
  return { erased, errors: null, badRequest: false };
}

export default function Erasure({ actionData }: Route.ComponentProps) {
  const allTexts = useAdminTexts();
  const texts = useSubmissionsTexts().erasure;
  const lang = useLang();
  const erased = actionData?.erased;
  const nothing = erased && erased.submissions + erased.subscribers + erased.emails === 0;
  return (
    <div className="max-w-2xl">
      <StaffHeading title={texts.title} intro={texts.intro} />
      {actionData?.badRequest && <Notice tone="error">{allTexts.badRequest}</Notice>}
      {erased && (
        <Notice>
          {nothing
            ? texts.nothing
            : fill(allTexts.audit.erased, {
                submissions: formatNumber(erased.submissions, lang),
                subscribers: formatNumber(erased.subscribers, lang),
                emails: formatNumber(erased.emails, lang),
              })}
        </Notice>
      )}
      <Form method="post" key={erased ? JSON.stringify(erased) : "erasure"} className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
        <TextField name="email" type="email" label={texts.email} maxLength={maxLengths.email} error={actionData?.errors?.email} />
        <CheckboxField name="confirm" label={texts.confirm} error={actionData?.errors?.confirm} />
        <button type="submit" className="btn btn-primary bg-ember-700">
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          {texts.submit}
        </button>
      </Form>
    </div>
  );
}
