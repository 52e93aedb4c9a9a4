import { Fragment, type ReactNode } from "react";
import { CheckboxField, SelectField, TextAreaField, TextField, useErrorMessage } from "#app/fields/field-components.tsx";
import type { FieldRow, FieldView, FormView } from "#app/fields/fields.ts";
import type { FieldErrors } from "#app/fields/validation.ts";
import { useTranslation } from "#app/i18n/translate.ts";

interface FormFieldsProps {
  /** Each field's control and words in the page's language, and the layout (`formView`, from the loader). */
  form: FormView;
  /** The page's words, where each section's legend is found by its key. */
  legends?: object;
  values: Record<string, string>;
  errors?: FieldErrors;
  /** What a field shows before the visitor changes it, when not empty (a topic from the link followed). */
  defaults?: Record<string, string | readonly string[]>;
  /** Fields the page controls itself (the donation amount its buttons fill in). */
  controlled?: Record<string, { value: string; onChange: (value: string) => void }>;
  /** A checkbox label with links in it (`<terms>…</terms>`), drawn by the page that has such a label. */
  renderLabel?: (label: string) => ReactNode;
  /** The submit button, after the last field. */
  submit: ReactNode;
}

/**
 * The values a select or a checkbox list offers (a topic or an interest named in a link is checked against
 * them). Here, not in fields.ts, which imports zod: the page would carry it.
 */
export const optionsOf = (field: FieldView): readonly string[] => ("options" in field.control ? field.control.options : []);

const rowClass = { 2: "grid gap-5 sm:grid-cols-2", 3: "grid gap-5 sm:grid-cols-3" } as const;

/**
 * A form's fields as its fields.ts declares them: sections, rows, and each field's control, so a field added
 * there appears on the page without touching the page.
 */
export function FormFields({
  form: { fields, layout },
  legends = {},
  values,
  errors,
  defaults = {},
  controlled = {},
  renderLabel = (label) => label,
  submit,
}: FormFieldsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const hasFieldsets = layout.some((section) => section.legend);

  const field = (name: string) => {
    const text = fields[name]!;
    const { control, optional } = text;
    const error = errors?.[name];
    const given = values[name] ?? defaults[name];
    const value = controlled[name]
      ? { value: controlled[name].value, onChange: (event: { currentTarget: { value: string } }) => controlled[name]!.onChange(event.currentTarget.value) }
      : { defaultValue: given as string | undefined };
    switch (control.type) {
      case "textarea":
        return (
          <TextAreaField
            key={name}
            name={name}
            optional={optional}
            label={text.label}
            hint={text.hint}
            rows={control.rows}
            placeholder={text.placeholder}
            maxLength={control.maxLength}
            {...value}
            error={error}
          />
        );
      case "select":
        return (
          <SelectField
            key={name}
            name={name}
            label={text.label}
            placeholder={text.placeholder ?? t("form.choose")}
            options={control.options.map((option) => ({
              value: option,
              label: text.options?.[option] ?? option,
              lang: control.optionLang ? option : undefined,
            }))}
            {...value}
            error={error}
          />
        );
      case "checkbox":
        return <CheckboxField key={name} name={name} label={renderLabel(text.label)} hint={text.hint} defaultChecked={values[name] === "on"} error={error} />;
      case "checkboxes": {
        const chosen = values[name]?.split(",") ?? defaults[name] ?? [];
        return (
          <fieldset key={name} aria-describedby={error ? `field-${name}-error` : undefined}>
            <legend className="mb-2 font-semibold">{text.label}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {control.options.map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-3 rounded-lg px-1">
                  <input
                    type="checkbox"
                    name={name}
                    value={option}
                    defaultChecked={chosen.includes(option)}
                    aria-invalid={error ? true : undefined}
                    className="h-6 w-6 shrink-0 accent-forest-700"
                  />
                  {text.options?.[option] ?? option}
                </label>
              ))}
            </div>
            {error && (
              <p id={`field-${name}-error`} className="mt-1.5 font-semibold text-ember-700">
                {errorMessage(error)}
              </p>
            )}
          </fieldset>
        );
      }
      default: {
        const { type, ...attributes } = control;
        return (
          <TextField
            key={name}
            name={name}
            type={type === "text" ? undefined : type}
            optional={optional}
            label={text.label}
            hint={text.hint}
            {...attributes}
            placeholder={text.placeholder}
            {...value}
            error={error}
          />
        );
      }
    }
  };

  const row = (entry: string | FieldRow<string>) =>
    typeof entry === "string" ? (
      field(entry)
    ) : (
      <div key={entry.fields.join()} className={rowClass[entry.columns ?? 2]}>
        {entry.fields.map(field)}
      </div>
    );

  return (
    <>
      {layout.map((section, index) => {
        const last = index === layout.length - 1;
        if (section.legend)
          return (
            <fieldset key={section.legend} className="space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
              <legend className="px-2 text-xl font-bold text-forest-800">{String((legends as Record<string, unknown>)[section.legend] ?? "")}</legend>
              {section.rows.map(row)}
            </fieldset>
          );
        // After fieldsets, the closing fields (an agreement) stand with the submit button.
        if (last && hasFieldsets)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a layout is a constant; its sections never move.
            <div key={index} className="space-y-6">
              {section.rows.map(row)}
              {submit}
            </div>
          );
        // biome-ignore lint/suspicious/noArrayIndexKey: a layout is a constant; its sections never move.
        return <Fragment key={index}>{section.rows.map(row)}</Fragment>;
      })}
      {!(hasFieldsets && !layout.at(-1)?.legend) && submit}
    </>
  );
}
