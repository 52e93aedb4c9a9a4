import { MailPlus, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import { useErrorMessage } from "#app/forms/shared/field-components.tsx";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { textsOf } from "#app/forms/shared/texts.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { storeSubscription } from "#app/forms/shared/storage.server.ts";
import { SelectField, TextField, useFocusFirstError } from "#app/forms/shared/field-components.tsx";
import { maxLengths } from "#app/forms/shared/validation.ts";
import { languageNames, languages } from "#app/i18n/language.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { isSubscriptionInterest, subscriptionInterests, subscriptionSchema } from "#app/forms/subscription/fields.ts";
import { formToast, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import type { Route } from "./+types/subscribe-page";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("subscribe", url, textsOf("subscribe"));
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({ request, context, schema: subscriptionSchema, formName: "subscription", accept: storeSubscription });

/**
 * `?interest=events` (from the events pages) or `news` (from the news pages) ticks that interest alone;
 * a plain visit ticks them all. Known only after hydration: the page is prerendered without the query.
 */
function useRequestedInterest() {
  const [searchParams] = useSearchParams();
  const [interest, setInterest] = useState<string | null>(null);
  useEffect(() => setInterest(searchParams.get("interest")), [searchParams]);
  return isSubscriptionInterest(interest) ? interest : null;
}

export default function SubscribePage({ loaderData: { title, lang, content: texts }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const requestedInterest = useRequestedInterest();
  const { formRef, onSubmit, result, submitting, errors, values } = useValidatedForm(subscriptionSchema, actionData);
  useFocusFirstError(formRef, errors);
  const received = actionData?.status === "received" ? actionData : undefined;
  const chosenInterests = values.interests?.split(",") ?? (requestedInterest ? [requestedInterest] : subscriptionInterests);

  return (
    <>
      <PageHeader title={title} intro={texts.intro} />
      <Section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          method="post"
          preventScrollReset
          ref={formRef}
          onSubmit={onSubmit}
          key={received?.receivedAt ?? requestedInterest ?? "subscribe"}
          aria-labelledby="subscribe-form-title"
          className="space-y-6 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="subscribe-form-title" className="text-2xl font-bold text-forest-800">
            {texts.formTitle}
          </h2>
          {received && <p className="rounded-xl border-s-8 border-forest-600 bg-forest-50 p-4 font-semibold text-forest-800">{texts.success}</p>}
          <FormSafeguards />
          <TextField name="email" type="email" label={texts.email} autoComplete="email" maxLength={maxLengths.email} defaultValue={values.email} error={errors?.email} />
          <SelectField
            name="language"
            label={texts.language}
            placeholder={t("form.choose")}
            options={languages.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
            defaultValue={values.language ?? lang}
            error={errors?.language}
          />
          <fieldset aria-describedby={errors?.interests ? "field-interests-error" : undefined}>
            <legend className="mb-2 font-semibold">{texts.interests}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {subscriptionInterests.map((interest) => (
                <label key={interest} className="flex min-h-11 items-center gap-3 rounded-lg px-1">
                  <input
                    type="checkbox"
                    name="interests"
                    value={interest}
                    defaultChecked={chosenInterests.includes(interest)}
                    aria-invalid={errors?.interests ? true : undefined}
                    className="h-6 w-6 shrink-0 accent-forest-700"
                  />
                  {texts.interestOptions[interest]}
                </label>
              ))}
            </div>
            {errors?.interests && (
              <p id="field-interests-error" className="mt-1.5 font-semibold text-ember-700">
                {errorMessage(errors.interests)}
              </p>
            )}
          </fieldset>
          <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto" disabled={submitting}>
            <MailPlus className="h-5 w-5" aria-hidden="true" />
            {submitting ? t("form.submitting") : texts.submit}
          </button>
        </Form>
        <aside className="h-fit rounded-2xl bg-forest-800 p-6 text-forest-50">
          <ShieldCheck className="h-8 w-8 text-gold-300" aria-hidden="true" />
          <p className="mt-3 text-lg">{texts.privacy}</p>
          <div className="tibeb tibeb-thin mt-6 rounded-full" aria-hidden="true" />
        </aside>
      </Section>
      <Toasts toast={formToast(result, t, { title: texts.successTitle, description: texts.success })} />
    </>
  );
}
