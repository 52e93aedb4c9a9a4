import { Trash2 } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod/mini";
import { CheckboxField, TextField } from "~/components/form-fields";
import { Notice, StaffHeading } from "~/components/staff-shell";
import { adminTexts } from "~/content/admin-texts";
import { appServicesContext } from "~/lib/app-services.server";
import { fill } from "~/lib/fill";
import { checkbox, email, maxLengths, parseForm } from "~/lib/form-validation";
import { formatNumber } from "~/lib/format";
import { langFromPath } from "~/lib/language";
import { staffPageMeta } from "~/lib/meta";
import { staffContext } from "~/lib/staff-auth.server";
import { eraseEmail } from "~/lib/staff-data.server";
import { useAdminTexts } from "~/lib/use-admin-texts";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/admin.erasure";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].erasure.title);

const erasureSchema = z.object({ email, confirm: checkbox.check(z.refine((confirmed) => confirmed, "required")) });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(erasureSchema, await request.formData());
  if (!parsed.ok) return data({ erased: null, errors: parsed.errors }, { status: 400 });
  const erased = await eraseEmail(context.get(appServicesContext).db, parsed.data.email, context.get(staffContext).email);
  return { erased, errors: null };
}

export default function Erasure({ actionData }: Route.ComponentProps) {
  const texts = useAdminTexts().erasure;
  const lang = useLang();
  const erased = actionData?.erased;
  const nothing = erased && erased.submissions + erased.subscribers + erased.emails === 0;
  return (
    <div className="max-w-2xl">
      <StaffHeading title={texts.title} intro={texts.intro} />
      {erased && (
        <Notice>
          {nothing
            ? texts.nothing
            : fill(texts.done, { submissions: formatNumber(erased.submissions, lang), subscribers: formatNumber(erased.subscribers, lang), emails: formatNumber(erased.emails, lang) })}
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
