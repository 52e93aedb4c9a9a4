import { CalendarDays, Clock, GraduationCap, Languages, MailCheck, Phone, Utensils } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField, useFocusFirstError } from "#app/forms/shared/field-components.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import { FormSafeguards } from "#app/forms/shared/safeguards.tsx";
import { Toasts } from "#app/forms/shared/toast.tsx";
import { organisation } from "#app/config/organisation.ts";
import { formHeaders, handleFormSubmission } from "#app/forms/shared/action.server.ts";
import { storeFormSubmission } from "#app/forms/shared/storage.server.ts";
import { textsOf, type FormTexts } from "#app/forms/shared/texts.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { formToast, useValidatedForm } from "#app/forms/shared/use-validated-form.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { formatSchoolHours } from "#app/site/school-facts.ts";
import { amharicLevels, childAge, grades, registrationSchema } from "#app/forms/registration/fields.ts";
import type { Route } from "./+types/register-page";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("register", url, textsOf("register"));
  const { lang, content: texts } = page;
  const gradeLabels = grades.map((grade) => (grade === "k" ? texts.grades.k : fill(texts.grades.grade, { grade: formatNumber(Number(grade), lang) })));
  const facts = {
    hours: formatSchoolHours(lang),
    ages: fill(texts.facts.ages, { min: formatNumber(childAge.min, lang), max: formatNumber(childAge.max, lang) }),
  };
  return { ...page, gradeLabels, facts };
};
export const meta: Route.MetaFunction = pageMeta;
export const headers = formHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleFormSubmission({
    request,
    context,
    schema: registrationSchema,
    formName: "registration",
    accept: (input) => storeFormSubmission("registration", input, { name: input.data.parentName, email: input.data.parentEmail }),
  });

export default function RegisterPage({ loaderData: { title, content: texts, gradeLabels, facts }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { formRef, onSubmit, result, submitting, errors, values } = useValidatedForm(registrationSchema, actionData);
  useFocusFirstError(formRef, errors);
  const toast =
    errors?.agreement
      ? { variant: "error" as const, title: texts.agreementRequiredTitle, description: t("form.errors.agreementRequired") }
      : formToast(result, t, { title: texts.successTitle, description: texts.successToast });
  const received = actionData?.status === "received" ? actionData : undefined;

  return (
    <>
      <PageHeader title={title} intro={texts.intro} />
      <Section className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {received && (
            <p className="mb-8 rounded-xl border-s-8 border-forest-600 bg-forest-50 p-5 text-lg font-semibold text-forest-800">
              {texts.success} {received.reference && t("form.reference", { reference: received.reference })}
            </p>
          )}
          {/* A new key after each accepted registration gives a fresh, empty form. */}
          <Form
            method="post"
            preventScrollReset
            ref={formRef}
            onSubmit={onSubmit}
            key={received ? received.receivedAt : "registration"}
            className="space-y-10"
            aria-labelledby="registration-form-title"
          >
            <h2 id="registration-form-title" className="sr-only">
              {title}
            </h2>
            <FormSafeguards />
            <fieldset className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
              <legend className="px-2 text-xl font-bold text-forest-800">{texts.parentSection}</legend>
              <TextField name="parentName" label={texts.parentName} autoComplete="name" maxLength={120} placeholder={texts.placeholders.parentName} defaultValue={values.parentName} error={errors?.parentName} />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField name="parentEmail" type="email" label={texts.parentEmail} autoComplete="email" maxLength={254} placeholder={texts.placeholders.parentEmail} defaultValue={values.parentEmail} error={errors?.parentEmail} />
                <TextField name="parentPhone" type="tel" label={texts.parentPhone} autoComplete="tel" maxLength={40} placeholder={texts.placeholders.parentPhone} defaultValue={values.parentPhone} error={errors?.parentPhone} />
              </div>
            </fieldset>

            <fieldset className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
              <legend className="px-2 text-xl font-bold text-forest-800">{texts.childSection}</legend>
              <TextField name="childName" label={texts.childName} maxLength={120} placeholder={texts.placeholders.childName} defaultValue={values.childName} error={errors?.childName} />
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField
                  name="childAge"
                  type="number"
                  inputMode="numeric"
                  min={childAge.min}
                  max={childAge.max}
                  step={1}
                  label={texts.childAge}
                  hint={texts.childAgeHint}
                  defaultValue={values.childAge}
                  error={errors?.childAge}
                />
                <SelectField
                  name="childGrade"
                  label={texts.childGrade}
                  placeholder={t("form.choose")}
                  options={grades.map((grade, index) => ({ value: grade, label: gradeLabels[index]! }))}
                  defaultValue={values.childGrade}
                  error={errors?.childGrade}
                />
                <SelectField
                  name="amharicLevel"
                  label={texts.amharicLevel}
                  placeholder={t("form.choose")}
                  options={amharicLevels.map((level) => ({ value: level, label: texts.levels[level] }))}
                  defaultValue={values.amharicLevel}
                  error={errors?.amharicLevel}
                />
              </div>
              <TextAreaField name="medicalInfo" optional label={texts.medicalInfo} hint={texts.medicalInfoHint} maxLength={2000} defaultValue={values.medicalInfo} error={errors?.medicalInfo} />
              <CheckboxField name="scholarshipNeeded" label={texts.scholarshipNeeded} hint={texts.scholarshipHint} defaultChecked={values.scholarshipNeeded === "on"} />
            </fieldset>

            <fieldset className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
              <legend className="px-2 text-xl font-bold text-forest-800">{texts.emergencySection}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField name="emergencyContact" label={texts.emergencyContact} maxLength={120} placeholder={texts.placeholders.emergencyContact} defaultValue={values.emergencyContact} error={errors?.emergencyContact} />
                <TextField name="emergencyPhone" type="tel" label={texts.emergencyPhone} maxLength={40} placeholder={texts.placeholders.parentPhone} defaultValue={values.emergencyPhone} error={errors?.emergencyPhone} />
              </div>
            </fieldset>

            <div className="space-y-6">
              <CheckboxField
                name="agreement"
                label={
                  <RichText
                    text={texts.agreement}
                    elements={{
                      terms: <LocalLink to="/terms" className="text-forest-700 underline underline-offset-4" />,
                      privacy: <LocalLink to="/privacy" className="text-forest-700 underline underline-offset-4" />,
                    }}
                  />
                }
                defaultChecked={values.agreement === "on"}
                error={errors?.agreement}
              />
              <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto" disabled={submitting}>
                {submitting ? t("form.submitting") : texts.submit}
              </button>
            </div>
          </Form>
        </div>
        <ProgramFacts texts={texts.facts} formatted={facts} />
      </Section>
      <Toasts toast={toast} />
    </>
  );
}

/** The facts a parent wants beside the form: when, who, what is provided, and how to ask. */
function ProgramFacts({ texts, formatted }: { texts: FormTexts["register"]["facts"]; formatted: { hours: string; ages: string } }) {
  const facts = [
    { icon: CalendarDays, text: texts.days },
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
      <a href={organisation.phone.href} className="mt-1 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white underline underline-offset-4">
        <Phone className="h-5 w-5 text-gold-300" aria-hidden="true" />
        {organisation.phone.display}
      </a>
    </aside>
  );
}
