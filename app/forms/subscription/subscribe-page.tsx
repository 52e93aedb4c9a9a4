import { MailPlus, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { SubmitButton, useFocusFirstError } from "#app/fields/field-components.tsx";
import { formView } from "#app/fields/fields.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { FormFields, optionsOf } from "#app/forms/shared/form-fields.tsx";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { storeSubscription } from "#app/forms/shared/storage.server.ts";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { formToast, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { subscriptionInputs, subscriptionLayout, subscriptionSchema, subscriptionWords } from "#app/forms/subscription/fields.ts";
import { subscriptionTexts } from "#app/forms/subscription/texts.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/subscribe-page";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("subscribe", url, subscriptionTexts);
  return { ...page, form: formView(subscriptionInputs, subscriptionWords, subscriptionLayout, page.lang) };
};
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({ request, context, schema: subscriptionSchema, formName: "subscription", accept: storeSubscription });

/**
 * `?interest=events` (from the events pages) or `news` (from the news pages) ticks that interest alone;
 * a plain visit ticks them all. Known only after hydration: the page is prerendered without the query.
 */
function useRequestedInterest(interests: readonly string[]) {
  const [searchParams] = useSearchParams();
  const [interest, setInterest] = useState<string | null>(null);
  useEffect(() => setInterest(searchParams.get("interest")), [searchParams]);
  return interest !== null && interests.includes(interest) ? interest : null;
}

/** The form's rules, fetched on the first touch (useValidatedForm): a static import would bring zod with the page. */
const loadSubscriptionSchema = () => import("#app/forms/subscription/fields.ts").then((fields) => fields.subscriptionSchema);

export default function SubscribePage({ loaderData: { title, lang, form, content: texts }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const interests = optionsOf(form.fields.interests);
  const requestedInterest = useRequestedInterest(interests);
  const { formRef, formProps, result, submitting, errors, values } = useValidatedForm(loadSubscriptionSchema, actionData);
  useFocusFirstError(formRef, errors);
  const received = actionData?.status === "received" ? actionData : undefined;

  return (
    <>
      <PageHeader title={title} intro={texts.intro} />
      <Section className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Form
          method="post"
          preventScrollReset
          {...formProps}
          key={received?.receivedAt ?? requestedInterest ?? "subscribe"}
          aria-labelledby="subscribe-form-title"
          className="space-y-6 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7"
        >
          <h2 id="subscribe-form-title" className="text-2xl font-bold text-forest-800">
            {texts.formTitle}
          </h2>
          {received && <p className="rounded-xl border-s-8 border-forest-600 bg-forest-50 p-4 font-semibold text-forest-800">{texts.success}</p>}
          <FormSafeguards />
          <FormFields
            form={form}
            values={values}
            errors={errors}
            defaults={{ language: lang, interests: requestedInterest ? [requestedInterest] : interests }}
            submit={<SubmitButton submitting={submitting} label={texts.submit} icon={<MailPlus className="h-5 w-5" aria-hidden="true" />} />}
          />
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
