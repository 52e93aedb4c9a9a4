import { renderToStaticMarkup } from "react-dom/server";
import type { FieldView } from "#app/fields/fields.ts";
import type { FieldErrors } from "#app/fields/validation.ts";
import type { rsvpFormTexts } from "#app/forms/rsvp/texts.ts";
import type { FormResult } from "#app/forms/shared/result.ts";
import { fill } from "#app/i18n/fill.ts";
import type { Lang } from "#app/i18n/language.ts";

/** What the event page's loader sends of the RSVP form: every word in the page's language (event-rsvp.server.ts). */
export interface RsvpFormView {
  texts: (typeof rsvpFormTexts)[Lang];
  fields: (FieldView & { name: string })[];
  optional: string;
  /** "Your reference: {{reference}}." */
  reference: string;
  /** The messages of the errors the rules give; "{{max}}" filled with a too long field's limit. */
  errors: Record<"required" | "email" | "choose" | "tooLong", string>;
  refused: Record<"spam" | "tooMany" | "unavailable", string>;
  invalid: string;
  honeypot: { name: string; label: string; attributes: Record<string, string> };
}

export type RsvpResult = FormResult<string> | { status: "closed" };

const control =
  "block w-full min-h-12 rounded-lg border-2 border-[#b9ab95] bg-white px-3 py-2 text-base text-ink focus:border-forest-600 focus:outline-none focus:ring-4 focus:ring-gold-300 aria-[invalid=true]:border-ember-600";

/**
 * The RSVP form of an event's page: a plain HTML form posted to the page's own action, checked on the server
 * only. It is rendered here, on the server, to HTML that the loader (the form) and the action (its answer) send,
 * so the page carries no script for it (its JavaScript budget, decision 37). After a reply, the answer says
 * whether its places are saved or it waits; a refusal shows the reason and keeps what was typed.
 */
export const rsvpFormHtml = (view: RsvpFormView, result: RsvpResult | undefined): string => renderToStaticMarkup(<RsvpForm view={view} result={result} />);

function RsvpForm({ view, result }: { view: RsvpFormView; result: RsvpResult | undefined }) {
  const { texts } = view;
  if (result?.status === "received" || result?.status === "closed") {
    const waiting = result.status === "received" && result.outcome === "waiting";
    const [title, text] = result.status === "closed" ? [texts.closed, ""] : waiting ? [texts.waitingTitle, texts.waiting] : [texts.comingTitle, texts.coming];
    return (
      <div id="rsvp" role="status" className="rounded-2xl border-2 border-forest-600 bg-forest-50 p-6">
        <h2 className="text-2xl font-bold text-forest-800">{title}</h2>
        {text && <p className="mt-2 text-lg">{text}</p>}
        {result.status === "received" && result.reference && <p className="mt-2 font-semibold">{fill(view.reference, { reference: result.reference })}</p>}
      </div>
    );
  }
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const values = result?.values ?? {};
  const problem = result?.status === "refused" ? fill(view.refused[result.reason], { minutes: result.retryAfterMinutes ?? 1 }) : result && view.invalid;
  return (
    <form id="rsvp" method="post" className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-2xl font-bold text-forest-800">{texts.heading}</h2>
      <p className="text-ink-soft">{texts.intro}</p>
      {problem && (
        <p role="alert" className="rounded-lg bg-ember-50 p-3 font-semibold text-ember-700">
          {problem}
        </p>
      )}
      {view.fields.map(({ name, label, hint, optional, control: kind, options }) => {
        const error = errors[name];
        const id = `rsvp-${name}`;
        const common = {
          id,
          name,
          required: !optional,
          defaultValue: values[name] ?? (kind.type === "select" ? kind.options[0] : ""),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: control,
        };
        return (
          <div key={name}>
            <label htmlFor={id} className="mb-1.5 block font-semibold">
              {label}
              {optional && <span className="ms-2 text-sm font-normal text-ink-soft">({view.optional})</span>}
            </label>
            {hint && <p className="mb-1.5 text-sm text-ink-soft">{hint}</p>}
            {kind.type === "select" ? (
              <select {...common}>
                {kind.options.map((option) => (
                  <option key={option} value={option}>
                    {options?.[option] ?? option}
                  </option>
                ))}
              </select>
            ) : kind.type === "textarea" ? (
              <textarea {...common} rows={kind.rows} maxLength={kind.maxLength} />
            ) : (
              <input
                {...common}
                type={kind.type}
                autoComplete={"autoComplete" in kind ? kind.autoComplete : undefined}
                maxLength={"maxLength" in kind ? kind.maxLength : undefined}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1.5 font-semibold text-ember-700">
                {fill(view.errors[error.key as keyof RsvpFormView["errors"]] ?? view.errors.required, { max: error.max ?? 0 })}
              </p>
            )}
          </div>
        );
      })}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="rsvp-check">{view.honeypot.label}</label>
        <input id="rsvp-check" type="text" name={view.honeypot.name} tabIndex={-1} defaultValue="" {...view.honeypot.attributes} />
      </div>
      <button type="submit" className="btn btn-primary w-full text-lg sm:w-auto">
        {texts.submit}
      </button>
    </form>
  );
}
