import { CalendarDays, Clock, GraduationCap, Languages, MailCheck, Phone, UserPlus, Utensils } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { schoolFacts } from "#app/content/facts.server.ts";
import { SubmitButton, useFocusFirstError } from "#app/fields/field-components.tsx";
import { formView } from "#app/fields/fields.ts";
import { householdFields, registrationInputs, registrationLayout, registrationSchema, registrationWords } from "#app/forms/registration/fields.ts";
import { registrationTexts } from "#app/forms/registration/texts.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { FormFields } from "#app/forms/shared/form-fields.tsx";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { storeFormSubmission } from "#app/forms/shared/storage.server.ts";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { formToast, receivedText, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { keptThroughOutages } from "#app/storage/kept-through-outages.server.ts";
import { useContactFacts } from "#app/ui/contact-facts.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import type { Route } from "./+types/register-page";

const schoolFactsKept = keptThroughOutages(schoolFacts, (_db, lang) => lang);

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("register", url, registrationTexts);
  const { lang, content: texts } = page;
  const school = await schoolFactsKept(context.get(appServicesContext).db, lang);
  const facts = {
    hours: school.hours,
    days: school.days,
    ages: fill(texts.facts.ages, { min: formatNumber(school.ages.min, lang), max: formatNumber(school.ages.max, lang) }),
  };
  return { ...page, form: formView(registrationInputs, registrationWords, registrationLayout, lang), facts };
};
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({
    request,
    context,
    schema: registrationSchema,
    formName: "registration",
    keptAfterSuccess: householdFields,
    accept: (input) => storeFormSubmission("registration", input),
  });

/** The form's rules, fetched on the first touch (useValidatedForm): a static import would bring zod with the page. */
const loadRegistrationSchema = () => import("#app/forms/registration/fields.ts").then((fields) => fields.registrationSchema);

export default function RegisterPage({ loaderData: { title, content: texts, form: formFields, facts }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After a registration, the answer carries the family's details only (householdFields), for the next child.
  const { formRef, formProps, result, submitting, errors, values } = useValidatedForm(loadRegistrationSchema, actionData, { keepAfterSuccess: true });
  useFocusFirstError(formRef, errors);
  const toast = errors?.agreement
    ? { variant: "error" as const, title: texts.agreementRequiredTitle, description: t("form.errors.agreementRequired") }
    : formToast(result, t, { title: texts.successTitle, description: texts.successToast });
  const received = actionData?.status === "received" ? actionData : undefined;
  // The form is put away after a registration, so the page gets shorter: bring the confirmation and the
  // "Register another child" button under it into view (without scripts the new page starts at the top).
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!received) return;
    confirmationRef.current?.focus({ preventScroll: true });
    confirmationRef.current?.scrollIntoView({ block: "start" });
  }, [received]);
  const form = (
    <Form method="post" preventScrollReset {...formProps} className="space-y-10" aria-labelledby="registration-form-title">
      <h2 id="registration-form-title" className="sr-only">
        {title}
      </h2>
      <FormSafeguards />
      <FormFields
        form={formFields}
        legends={texts}
        values={values}
        errors={errors}
        renderLabel={(label) => (
          <RichText
            text={label}
            elements={{
              terms: <LocalLink to="/terms" className="text-forest-700 underline underline-offset-4" />,
              privacy: <LocalLink to="/privacy" className="text-forest-700 underline underline-offset-4" />,
            }}
          />
        )}
        submit={<SubmitButton submitting={submitting} label={texts.submit} />}
      />
    </Form>
  );

  return (
    <>
      <PageHeader title={title} intro={texts.intro} />
      <Section className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {received && (
            <p
              ref={confirmationRef}
              tabIndex={-1}
              className="mb-8 scroll-mt-32 rounded-xl border-s-8 border-forest-600 bg-forest-50 p-5 text-lg font-semibold text-forest-800 focus:outline-none"
            >
              {receivedText(received, t, texts.success)}
            </p>
          )}
          {received ? (
            // A new key after each registration: closed again, with a new submission id. Works without scripts too.
            <details
              key={received.receivedAt}
              className="another-child"
              onToggle={(event) => {
                if (event.currentTarget.open) formRef.current?.querySelector<HTMLInputElement>('[name="childName"]')?.focus();
              }}
            >
              <summary className="btn btn-primary cursor-pointer text-lg">
                <UserPlus className="h-5 w-5" aria-hidden="true" />
                {texts.anotherChild}
              </summary>
              <p className="mb-6 text-lg">{texts.anotherChildIntro}</p>
              {form}
            </details>
          ) : (
            form
          )}
        </div>
        <ProgramFacts texts={texts.facts} formatted={facts} />
      </Section>
      <Toasts toast={toast} />
    </>
  );
}

/** The facts a parent wants beside the form: when, who, what is provided, and how to ask. */
function ProgramFacts({ texts, formatted }: { texts: (typeof registrationTexts)["en"]["facts"]; formatted: { hours: string; ages: string; days: string } }) {
  const { phone } = useContactFacts();
  const facts = [
    { icon: CalendarDays, text: formatted.days || texts.days },
    { icon: Clock, text: formatted.hours },
    { icon: GraduationCap, text: formatted.ages },
    { icon: Languages, text: texts.language },
    { icon: Utensils, text: texts.meals },
    { icon: MailCheck, text: texts.reply },
  ];
  return (
    <aside aria-labelledby="facts-title" className="h-fit rounded-2xl bg-forest-800 p-6 text-forest-50 lg:sticky lg:top-32">
      <h2 id="facts-title" className="text-xl font-bold text-white">
        {texts.title}
      </h2>
      <ul className="mt-4 space-y-3">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon className="mt-1 h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <div className="tibeb tibeb-thin my-5 rounded-full" aria-hidden="true" />
      <p>{texts.questions}</p>
      <a href={phone.href} className="mt-1 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white underline underline-offset-4">
        <Phone className="h-5 w-5 text-gold-300" aria-hidden="true" />
        {phone.display}
      </a>
    </aside>
  );
}
