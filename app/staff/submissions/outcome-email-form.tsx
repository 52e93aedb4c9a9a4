import { Form, Link } from "react-router";
import { TextAreaField, TextField } from "#app/fields/field-components.tsx";
import type { FieldError } from "#app/fields/validation.ts";
import { maxLengths } from "#app/fields/validation.ts";
import { fill } from "#app/i18n/fill.ts";
import type { Lang } from "#app/i18n/language.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import type { Outcome } from "#app/staff/submissions/outcomes.ts";

/** What the submission page's loader sends for the outcome e-mail: the chosen outcome's template, in the family's language. */
export interface OutcomeFormData {
  outcomes: readonly Outcome[];
  chosen: Outcome;
  /** The family's language: the e-mail's, and the text fields' (`lang`), whatever the staff area's. */
  lang: Lang;
  email: string;
  subject: string;
  body: string;
}

export const outcomeSubjectMax = 200;

/**
 * Telling a family the outcome of their registration. The outcome is chosen by a link (the page again with
 * `?outcome=`), so its template fills the fields without JavaScript; the text is the staff member's to adjust.
 */
export function OutcomeEmailForm({ form, errors }: { form: OutcomeFormData; errors?: Partial<Record<"subject" | "body", FieldError>> }) {
  const texts = useAdminTexts();
  const words = texts.outcome;
  return (
    <section aria-labelledby="outcome-title" className="rounded-2xl border border-sand bg-white p-5 shadow-sm">
      <h2 id="outcome-title" className="text-xl font-bold text-forest-800">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{fill(words.intro, { language: texts.languages[form.lang], email: form.email })}</p>
      <nav aria-label={words.choose} className="mt-4 grid grid-cols-2 gap-2">
        {form.outcomes.map((outcome) => (
          // The same page (and language) with another template: a search alone keeps the path.
          <Link
            key={outcome}
            to={`?outcome=${outcome}#outcome-title`}
            preventScrollReset
            aria-current={outcome === form.chosen ? "true" : undefined}
            className={`flex min-h-11 items-center justify-center rounded-xl border-2 px-3 py-2 text-center font-semibold ${
              outcome === form.chosen ? "border-forest-700 bg-forest-700 text-white" : "border-sand text-forest-800 hover:border-forest-600"
            }`}
          >
            {words.names[outcome]}
          </Link>
        ))}
      </nav>
      <Form method="post" className="mt-4 space-y-4" key={`${form.chosen}${form.subject}`}>
        <input type="hidden" name="intent" value="outcome" />
        <input type="hidden" name="outcome" value={form.chosen} />
        <TextField
          name="outcomeSubject"
          label={words.subject}
          defaultValue={form.subject}
          maxLength={outcomeSubjectMax}
          lang={form.lang}
          error={errors?.subject}
        />
        <TextAreaField
          name="outcomeBody"
          label={words.body}
          defaultValue={form.body}
          rows={14}
          maxLength={maxLengths.message}
          lang={form.lang}
          error={errors?.body}
        />
        <p className="text-sm text-ink-soft">{words.signature}</p>
        <button type="submit" className="btn btn-primary w-full sm:w-auto">
          {words.send}
        </button>
      </Form>
    </section>
  );
}
