import { z } from "zod/mini";
import { type Lang, type Localized, listSeparator } from "#app/i18n/language.ts";

/**
 * How a form's fields are declared: once, in app/forms/<form>/fields.ts, from which its page, its e-mails,
 * the staff page and the CSV export are all derived (docs/decisions/0011-folders-by-feature.md).
 *
 * A form declares two records keyed by the same field names, so that leaving a field out of either is a
 * type error:
 * - its inputs (`FieldInputs`): each field's rule (zod, checked in the browser and on the server) and the
 *   control the page shows. This half goes to the browser.
 * - its words (`FieldWords`): labels, hints and option names in both languages, and how a value reads in
 *   the e-mails, the staff area and the CSV. Only loaders, e-mails and the staff area read this half, so a
 *   page's JavaScript never carries both languages' words (docs/decisions/0002). For that, the words are
 *   plain objects and arrow functions, never the result of a call at module level, which the bundler
 *   would have to keep.
 */

/** The attributes a control may carry, in the order they are written to the page. */
export interface ControlAttributes {
  inputMode?: "numeric" | "decimal";
  autoComplete?: string;
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
}

export type Control =
  | ({ type: "text" | "email" | "tel" | "number" } & ControlAttributes)
  | { type: "textarea"; rows?: number; maxLength: number }
  | { type: "select"; options: readonly string[] /** Options named in their own language (language choices). */; optionLang?: boolean }
  | { type: "checkbox" }
  | { type: "checkboxes"; options: readonly string[] };

export interface FieldInput {
  rule: z.ZodMiniType;
  control: Control;
  /** A field the visitor may leave empty ("(optional)" beside its label). */
  optional?: boolean;
}

export type FieldInputs = Record<string, FieldInput>;

/** The form's rules as one zod object, for the browser and the server alike. */
export function schemaOf<I extends FieldInputs>(inputs: I) {
  return z.object(Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.rule])) as { [K in keyof I]: I[K]["rule"] });
}

/** How the page groups the fields: sections (a fieldset with a legend from the page's words), then rows. */
export interface FieldRow<Name extends string> {
  fields: readonly Name[];
  /** Side by side from small screens up; one above the other on a phone. */
  columns?: 2 | 3;
}
export interface FieldSection<Name extends string> {
  /** A key of the page's words; no legend: the fields stand directly in the form. */
  legend?: string;
  rows: readonly (Name | FieldRow<Name>)[];
}
export type FormLayout<Name extends string> = readonly FieldSection<Name>[];

/** What the e-mail to the visitor says of a field, when it says anything. */
export interface ConfirmationShow {
  /** A row of the e-mail's table, with this label (shorter than the form's question). */
  label?: Localized;
  /** A quotation of what was written (messages), cut at a word. */
  quote?: Localized;
  /** A sentence added when the field is ticked or filled in. */
  note?: Localized;
}

export interface FieldWord<Value> {
  label: Localized;
  hint?: Localized;
  placeholder?: Localized;
  /** The names of a select's or a checkbox list's options: a table, or a function where they follow a pattern. */
  option?: Localized<Record<string, string>> | ((value: string, lang: Lang) => string);
  /** The label in the staff area, its e-mails and the CSV, where the form's label is a sentence. */
  staffLabel?: Localized;
  /** How a stored value reads for staff; by default the option's name, yes or no, or the text itself. */
  show?: (value: Value, lang: Lang) => string;
  confirmation?: ConfirmationShow;
  /** The one detail that tells submissions apart in the staff area's list (the child, the amount, the topic). */
  summary?: true;
  /**
   * Read only in the staff area, by the roles that may open the submission: never written into an e-mail,
   * whose mailbox anyone with its password reads and which is forwarded and kept for years (a child's
   * medical notes, a family's request for financial help). The staff notification says only whether it was
   * given, with a link to the submission (docs/decisions/0027).
   */
  staffOnly?: true;
}

/** Every field of a form has its words: one missing is a type error. */
export type FieldWords<T> = { [K in keyof T]-?: FieldWord<T[K]> };

export const yesNo: Localized<{ yes: string; no: string }> = { en: { yes: "Yes", no: "No" }, am: { yes: "አዎ", no: "አይ" } };

/** An option's name in `lang`; a value without one reads as itself. */
export function optionName(word: Pick<FieldWord<never>, "option">, value: string, lang: Lang): string {
  const { option } = word;
  if (!option) return value;
  return (typeof option === "function" ? option(value, lang) : option[lang][value]) ?? value;
}

/** A stored value as staff read it, in `lang`. Values come from the database, so their type is checked here. */
export function showValue(word: FieldWord<never>, value: unknown, lang: Lang): string {
  if (value === undefined || value === null || value === "") return "";
  if (word.show) return (word.show as (value: unknown, lang: Lang) => string)(value, lang);
  if (typeof value === "boolean") return value ? yesNo[lang].yes : yesNo[lang].no;
  if (Array.isArray(value)) return value.map((item) => optionName(word, String(item), lang)).join(listSeparator[lang]);
  return optionName(word, String(value), lang);
}

/** Each field of a stored submission with its staff label and readable value, in the order of the form. */
export function describeFields(
  words: Record<string, FieldWord<never>>,
  payload: Record<string, unknown>,
  lang: Lang,
): { name: string; label: string; value: string }[] {
  return Object.entries(words).map(([name, word]) => ({ name, label: (word.staffLabel ?? word.label)[lang], value: showValue(word, payload[name], lang) }));
}

/** A stored submission's summary detail (`summary` above), as staff read it. */
export function summaryOf(words: Record<string, FieldWord<never>>, payload: Record<string, unknown>, lang: Lang): string {
  const [name, word] = Object.entries(words).find(([, candidate]) => candidate.summary) ?? [];
  return name && word ? showValue(word, payload[name], lang) : "";
}

/** What a page shows of each field, in its language only: sent by the page's loader. */
export interface FieldText {
  label: string;
  hint?: string;
  placeholder?: string;
  options?: Record<string, string>;
}

/** A field as the page draws it: its control and its words in the page's language. */
export interface FieldView extends FieldText {
  control: Control;
  optional?: boolean;
}

/**
 * A form as its page draws it, sent by the page's loader (docs/decisions/0031): the controls and the layout,
 * but neither the rules, which come with zod when the visitor first touches the form (`useValidatedForm`),
 * nor the other language's words. A page that imported its fields.ts would carry zod on every load.
 */
export interface FormView<Name extends string = string> {
  fields: Record<Name, FieldView>;
  layout: FormLayout<Name>;
}

export function formView<I extends FieldInputs>(
  inputs: I,
  words: Record<keyof I, FieldWord<never>>,
  layout: FormLayout<Extract<keyof I, string>>,
  lang: Lang,
): FormView<Extract<keyof I, string>> {
  const fields = {} as Record<Extract<keyof I, string>, FieldView>;
  for (const name of Object.keys(inputs) as Extract<keyof I, string>[]) {
    const word = words[name];
    const { control, optional } = inputs[name]!;
    const options =
      "options" in control && word.option ? Object.fromEntries(control.options.map((value) => [value, optionName(word, value, lang)])) : undefined;
    fields[name] = { control, optional, label: word.label[lang], hint: word.hint?.[lang], placeholder: word.placeholder?.[lang], options };
  }
  return { fields, layout };
}
