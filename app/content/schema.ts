import { z } from "zod";
import type { ContentKind, ContentSnapshot, ItemField, ItemValues, TextValues } from "#app/content/kinds.ts";
import { languages } from "#app/i18n/language.ts";

/** What is wrong with an entry, as keys the staff texts translate (app/staff/texts.ts, content.problems). */
export type ContentProblem =
  | "required"
  | "tooLong"
  | "slug"
  | "date"
  | "choice"
  | "noLanguage"
  | "slugTaken"
  | "publishAt"
  | "number"
  | "email"
  | "tel"
  | "url";

/** Optional contact fields: empty, or one of these (checked the same in the browser and in the action). */
const contactPatterns = {
  email: /^[^\s@<>()[\],;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i,
  tel: /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/,
  url: /^https?:\/\/[^\s/?#<>"]+\.[^\s/?#<>"]+(?:[/?#][^\s<>"]*)?$/i,
} as const;

/** An http(s) address the public page may link to: only http and https, parsed by the URL parser too. */
export const isWebAddress = (value: string) => {
  if (!contactPatterns.url.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function itemFieldSchema(field: ItemField) {
  const trimmed = z.string().transform((value) => value.trim());
  switch (field.input) {
    case "date":
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date");
    case "choice":
      return z.string().refine((value) => field.options.includes(value), "choice");
    case "flag":
      return z.boolean();
    case "number":
      return trimmed
        .pipe(z.string().regex(/^-?\d{1,6}$/, "number"))
        .transform(Number)
        .pipe(z.number().int().min(field.min, "number").max(field.max, "number"));
    case "url":
      return trimmed.pipe(
        z
          .string()
          .max(300, "tooLong")
          .refine((value) => value === "" || isWebAddress(value), "url"),
      );
    default:
      return trimmed.pipe(
        z
          .string()
          .max(200, "tooLong")
          .refine((value) => value === "" || contactPatterns[field.input].test(value), field.input),
      );
  }
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The schema of one kind's entry, built from its definition: the same in the browser (the editor) and in
 * the action. A language is either left empty (null: not written yet) or has every required field; at
 * least one language must be written.
 */
export function snapshotSchema(kind: ContentKind) {
  const text = z.string().transform((value) => value.replace(/\r\n?/g, "\n").trim());
  const language = z.object(Object.fromEntries(kind.textFields.map((field) => [field.name, text.pipe(z.string().max(field.max, "tooLong"))])));
  const optionalLanguage = language.transform((values, ctx): TextValues | null => {
    if (Object.values(values).every((value) => value === "")) return null;
    for (const field of kind.textFields) if (field.required && !values[field.name]) ctx.addIssue({ code: "custom", message: "required", path: [field.name] });
    return values;
  });
  const itemFields = Object.fromEntries(kind.itemFields.map((field) => [field.name, itemFieldSchema(field)]));
  return z
    .object({
      slug: text.pipe(z.string().max(100, "tooLong").regex(slugPattern, "slug")),
      fields: z.object(itemFields),
      texts: z.object({ en: optionalLanguage, am: optionalLanguage }),
    })
    .superRefine((value, ctx) => {
      if (!value.texts.en && !value.texts.am) ctx.addIssue({ code: "custom", message: "noLanguage", path: ["texts"] });
    }) as unknown as z.ZodType<ContentSnapshot, unknown>;
}

/** Form field names: `slug`, the item fields by name, and `en.title`, `am.body`, … */
export const textInputName = (lang: string, field: string) => `${lang}.${field}`;

/** A form's entries (FormData, or the editor's own copy of them) as the raw shape the schema reads. */
export function snapshotInput(kind: ContentKind, get: (name: string) => string | null): unknown {
  const fields: Record<string, string | boolean> = {};
  for (const field of kind.itemFields) fields[field.name] = field.input === "flag" ? get(field.name) === "on" : (get(field.name) ?? "");
  const texts = Object.fromEntries(
    languages.map((lang) => [lang, Object.fromEntries(kind.textFields.map((field) => [field.name, get(textInputName(lang, field.name)) ?? ""]))]),
  );
  return { slug: get("slug") ?? "", fields, texts };
}

/** An entry's problems by form field name (`slug`, `en.title`, `texts`), first problem each. */
export function problemsOf(error: z.ZodError): Record<string, ContentProblem> {
  const problems: Record<string, ContentProblem> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((part) => part !== "fields").join(".");
    const name = path.startsWith("texts.") ? path.slice("texts.".length) : path;
    problems[name] ??= issue.message as ContentProblem;
  }
  return problems;
}

/** The empty entry a new item starts from. */
export function emptySnapshot(kind: ContentKind, today: string): ContentSnapshot {
  const fields: ItemValues = {};
  for (const field of kind.itemFields)
    fields[field.name] =
      field.input === "date"
        ? today
        : field.input === "flag"
          ? false
          : field.input === "choice"
            ? (field.options[0] ?? "")
            : field.input === "number"
              ? field.initial
              : "";
  return { slug: "", fields, texts: { en: null, am: null } };
}

/** An entry as the editor's inputs hold it: input name → value (a flag is "on" or ""). */
export function formValues(kind: ContentKind, snapshot: ContentSnapshot): Record<string, string> {
  const values: Record<string, string> = { slug: snapshot.slug };
  for (const field of kind.itemFields) {
    const value = snapshot.fields[field.name];
    values[field.name] = field.input === "flag" ? (value === true ? "on" : "") : String(value ?? "");
  }
  for (const lang of languages) for (const field of kind.textFields) values[textInputName(lang, field.name)] = snapshot.texts[lang]?.[field.name] ?? "";
  return values;
}

/** What an autosave may send: the inputs' names and values, nothing larger than the longest field allows. */
export const draftValuesSchema = z.record(z.string().max(120), z.string().max(40_000)).refine((values) => Object.keys(values).length <= 40);
