import { type ComponentProps, type ReactNode, type RefObject, useEffect } from "react";
import type { FieldError } from "#app/fields/validation.ts";
import { useTranslation } from "#app/i18n/translate.ts";

export const fieldId = (name: string) => `field-${name}`;

/** The message for a field's error, in the page's language. */
export function useErrorMessage() {
  const { t } = useTranslation();
  return (error: FieldError) => (error.key === "tooLong" ? t("form.errors.tooLong", { max: error.max ?? 0 }) : t(`form.errors.${error.key}`));
}

interface FieldFrame {
  name: string;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
}

function describedBy(name: string, hint: unknown, error: unknown) {
  return [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""].filter(Boolean).join(" ") || undefined;
}

const controlClass =
  "block w-full min-h-12 rounded-lg border-2 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-[#6e6257] focus:border-forest-600 focus:outline-none focus:ring-4 focus:ring-gold-300 aria-[invalid=true]:border-ember-600";

function Frame({ name, label, error, hint, optional, children }: FieldFrame & { children: ReactNode }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <div>
      <label htmlFor={fieldId(name)} className="mb-1.5 block font-semibold">
        {label}
        {optional && <span className="ms-2 text-sm font-normal text-ink-soft">({t("form.optional")})</span>}
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mb-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1.5 font-semibold text-ember-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldFrame & Omit<ComponentProps<"input">, "name" | "id">;

export function TextField({ name, label, error, hint, optional, className = "", ...input }: InputProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={fieldId(name)}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${controlClass} border-[#b9ab95] ${className}`}
        {...input}
      />
    </Frame>
  );
}

type TextAreaProps = FieldFrame & Omit<ComponentProps<"textarea">, "name" | "id">;

export function TextAreaField({ name, label, error, hint, optional, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={rows}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${controlClass} border-[#b9ab95]`}
        {...textarea}
      />
    </Frame>
  );
}

type SelectProps = FieldFrame &
  Omit<ComponentProps<"select">, "name" | "id"> & {
    /** `lang` for an option in another language than the page's (app.css gives Amharic words their face). */
    options: readonly { value: string; label: string; lang?: string }[];
    placeholder: string;
  };

export function SelectField({ name, label, error, hint, optional, options, placeholder, ...select }: SelectProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} optional={optional}>
      <select
        id={fieldId(name)}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${controlClass} border-[#b9ab95]`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type CheckboxProps = Omit<FieldFrame, "optional"> & Omit<ComponentProps<"input">, "name" | "id" | "type">;

export function CheckboxField({ name, label, error, hint, ...input }: CheckboxProps) {
  const message = useErrorMessage();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, hint, error)}
          className="mt-2.5 h-6 w-6 shrink-0 accent-forest-700"
          {...input}
        />
        <label htmlFor={fieldId(name)} className="min-h-11 py-1.5 font-semibold">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="ms-9 mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(name)}-error`} className="ms-9 mt-1 font-semibold text-ember-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** A form's submit button, which says so while the submission is on its way. */
export function SubmitButton({
  submitting,
  label,
  icon,
  tone = "primary",
  large = false,
}: {
  submitting: boolean;
  label: string;
  icon?: ReactNode;
  tone?: "primary" | "gold";
  /** The one action of its page (unsubscribe): a bigger target. */
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={`btn btn-${tone} w-full ${large ? "min-h-14 px-8 text-xl" : "text-lg"} sm:w-auto`} disabled={submitting}>
      {icon}
      {submitting ? t("form.submitting") : label}
    </button>
  );
}

/** Moves focus to the first field with an error whenever a new set of errors arrives. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (!errors) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors, formRef]);
}
