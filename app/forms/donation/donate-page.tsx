import { HeartHandshake } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { SubmitButton, useFocusFirstError } from "#app/fields/field-components.tsx";
import { formView } from "#app/fields/fields.ts";
import { donationInputs, donationLayout, donationPresets, donationSchema, donationWords, impactTiers } from "#app/forms/donation/fields.ts";
import { impact } from "#app/forms/donation/impact.ts";
import { donationTexts } from "#app/forms/donation/texts.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { FormFields } from "#app/forms/shared/form-fields.tsx";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { storeFormSubmission } from "#app/forms/shared/storage.server.ts";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { formToast, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { formatDollars } from "#app/i18n/format.ts";
import { combineLocalized } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/donate-page";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("donate", url, combineLocalized({ impact, texts: donationTexts }));
  const dollars: Record<number, string> = Object.fromEntries(
    [...new Set([...donationPresets, ...impactTiers])].map((amount) => [amount, formatDollars(amount, page.lang)]),
  );
  // The amounts travel with the page's data: fields.ts, where they are declared, would bring zod with the page.
  return { ...page, dollars, presets: donationPresets, tiers: impactTiers, form: formView(donationInputs, donationWords, donationLayout, page.lang) };
};
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({
    request,
    context,
    schema: donationSchema,
    formName: "donation request",
    accept: (input) => storeFormSubmission("donation", input),
  });

/** "$100", "100" and "100.00" all mean the $100 preset. */
const presetOf = (amount: string) => Number(amount.replace(/[$,\s]/g, "")) || null;

/** The form's rules, fetched on the first touch (useValidatedForm): a static import would bring zod with the page. */
const loadDonationSchema = () => import("#app/forms/donation/fields.ts").then((fields) => fields.donationSchema);

export default function DonatePage({
  loaderData: {
    title,
    dollars,
    presets,
    tiers,
    form,
    content: { impact: impactTexts, texts },
  },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  // The spec keeps the donation form filled in after sending.
  const { formRef, formProps, result, submitting, errors, values } = useValidatedForm(loadDonationSchema, actionData, { keepAfterSuccess: true });
  useFocusFirstError(formRef, errors);
  const [amount, setAmount] = useState(values.amount ?? "");

  return (
    <>
      <PageHeader title={title} intro={texts.intro} />
      <Section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          method="post"
          preventScrollReset
          {...formProps}
          aria-labelledby="donation-form-title"
          className="space-y-6 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="donation-form-title" className="text-2xl font-bold text-forest-800">
            {texts.formTitle}
          </h2>
          <FormSafeguards />
          <div className="js-only">
            <p id="presets-label" className="mb-2 font-semibold">
              {texts.presets}
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the label is the paragraph above, shown only with scripts. */}
            <div role="group" aria-labelledby="presets-label" className="grid grid-cols-3 gap-3">
              {presets.map((preset) => {
                const pressed = presetOf(amount) === preset;
                return (
                  <button
                    key={preset}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setAmount(String(preset))}
                    className={`min-h-14 rounded-xl border-2 text-xl font-bold transition ${
                      pressed ? "border-forest-700 bg-forest-700 text-white shadow-inner" : "border-[#b9ab95] bg-cream text-ink hover:border-forest-600"
                    }`}
                  >
                    {dollars[preset]}
                  </button>
                );
              })}
            </div>
          </div>
          <FormFields
            form={form}
            values={values}
            errors={errors}
            controlled={{ amount: { value: amount, onChange: setAmount } }}
            submit={<SubmitButton submitting={submitting} label={texts.submit} icon={<HeartHandshake className="h-5 w-5" aria-hidden="true" />} tone="gold" />}
          />
        </Form>
        <aside aria-labelledby="impact-title" className="h-fit rounded-2xl bg-forest-800 p-6 text-forest-50">
          <h2 id="impact-title" className="text-xl font-bold text-white">
            {texts.impactTitle}
          </h2>
          <dl className="mt-4 space-y-4">
            {tiers.map((tier) => (
              <div key={tier} className="flex gap-4">
                <dt className="w-20 shrink-0 text-2xl font-bold text-gold-300">{dollars[tier]}</dt>
                <dd>{impactTexts[tier]}</dd>
              </div>
            ))}
          </dl>
          <div className="tibeb tibeb-thin mt-6 rounded-full" aria-hidden="true" />
        </aside>
      </Section>
      <Toasts toast={formToast(result, t, { title: texts.successTitle, description: texts.success })} />
    </>
  );
}
