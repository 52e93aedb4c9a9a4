import { z } from "zod";
import { type ContentKind, type ContentSnapshot, type ItemField, type ItemValues, imageIdsOf, type TextValues } from "#app/content/kinds.ts";
import { feastOf } from "#app/content/span.ts";
import { languages } from "#app/i18n/language.ts";

/** What is wrong with an entry, as keys the staff texts translate (app/staff/shared/texts.ts, content.problems). */
export type ContentProblem =
  | "required"
  | "tooLong"
  | "slug"
  | "date"
  | "time"
  | "order"
  | "choice"
  | "noLanguage"
  | "slugTaken"
  | "slugReserved"
  | "publishAt"
  | "number"
  | "email"
  | "phone"
  | "url"
  | "image"
  | "textImage"
  | "noPhotos";

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The schema of one kind's entry, built from its definition: the same in the browser (the editor) and in
 * the action. A language is either left empty (null: not written yet) or has every required field; at
 * least one language must be written.
 */
export function snapshotSchema(kind: ContentKind) {
  // A text field added to a kind after an entry was saved (an event's RSVP question) reads as empty.
  const text = z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim());
  const language = z.object(Object.fromEntries(kind.textFields.map((field) => [field.name, text.pipe(z.string().max(field.max, "tooLong"))])));
  const optionalLanguage = language.transform((values, ctx): TextValues | null => {
    if (Object.values(values).every((value) => value === "")) return null;
    for (const field of kind.textFields) if (field.required && !values[field.name]) ctx.addIssue({ code: "custom", message: "required", path: [field.name] });
    return values;
  });
  // An item tied to a feast has no dates of its own: the start date is then left empty, and checked below.
  const datedByFeast = (field: ItemField): ItemField =>
    kind.span?.feast !== undefined && field.name === kind.span.startDate && field.input === "date" ? { ...field, optional: true } : field;
  const itemFields = Object.fromEntries(kind.itemFields.map((field) => [field.name, itemFieldSchema(datedByFeast(field))]));
  return (
    z
      .object({
        slug: text.pipe(
          z
            .string()
            .max(100, "tooLong")
            .regex(slugPattern, "slug")
            .refine((slug) => !kind.reservedSlugs?.includes(slug), "slugReserved"),
        ),
        fields: z.object(itemFields),
        texts: z.object({ en: optionalLanguage, am: optionalLanguage }),
      })
      .superRefine((value, ctx) => {
        if (!value.texts.en && !value.texts.am) ctx.addIssue({ code: "custom", message: "noLanguage", path: ["texts"] });
        const fields = value.fields as ItemValues;
        if (!kind.span || feastOf(kind, fields)) return;
        if (!fields[kind.span.startDate]) ctx.addIssue({ code: "custom", message: "date", path: ["fields", kind.span.startDate] });
        const problem = spanProblem(kind.span, fields);
        if (problem) ctx.addIssue({ code: "custom", message: "order", path: ["fields", problem] });
      })
      // Dates typed before a feast was chosen (a form without scripts still shows them) are not kept: the feast dates it.
      .transform((value) => {
        const { span } = kind;
        if (!span || !feastOf(kind, value.fields as ItemValues)) return value;
        return { ...value, fields: { ...value.fields, [span.startDate]: "", ...(span.endDate ? { [span.endDate]: "" } : {}) } };
      }) as unknown as z.ZodType<ContentSnapshot, unknown>
  );
}

const datePattern = String.raw`\d{4}-\d{2}-\d{2}`;
const timePattern = String.raw`(?:[01]\d|2[0-3]):[0-5]\d`;
/** A pattern that must match the whole value; an optional field may also be left empty. */
const wholeMatch = (pattern: string, optional = false) => new RegExp(`^(?:${pattern})${optional ? "?" : ""}$`);

/** An http(s) address a public page may link to: only http and https, parsed by the URL parser too. */
export const isWebAddress = (value: string) => {
  if (!/^https?:\/\/[^\s/?#<>"]+\.[^\s/?#<>"]+(?:[/?#][^\s<>"]*)?$/i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Contact details and links, checked the same in the browser and in the action. */
const contactChecks: Record<"email" | "phone" | "url", (value: string) => boolean> = {
  email: (value) => z.email().safeParse(value).success,
  // As people dial it: digits, spaces, brackets, dashes, an optional leading +; at least seven digits.
  phone: (value) => /^\+?[0-9 ().-]{7,25}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7,
  url: isWebAddress,
};

/** One item field's rule: what the editor's input must hold, in the form the store keeps. */
function itemFieldSchema(field: ItemField): z.ZodType<string | number | boolean, unknown> {
  const trimmed = z.string().transform((value) => value.trim());
  // An item saved before its kind had an image field (and its revisions) has none: no image chosen.
  const chosenImages = z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim());
  switch (field.input) {
    case "date":
      return trimmed.pipe(
        z
          .string()
          .regex(wholeMatch(datePattern, field.optional), "date")
          .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), "date"),
      );
    case "time":
      return trimmed.pipe(z.string().regex(wholeMatch(timePattern, field.optional), "time"));
    case "number":
      // Anything but digits becomes NaN, so every wrong entry has the one problem "number". An item saved
      // before its kind had the field (an event before RSVP) has its starting value.
      return z
        .union([z.number(), trimmed.transform((value) => (/^\d+$/.test(value) ? Number(value) : Number.NaN))])
        .optional()
        .transform((value) => value ?? field.initial ?? field.min)
        .pipe(z.number("number").int("number").min(field.min, "number").max(field.max, "number"));
    case "text":
      return trimmed.pipe(z.string().min(1, "required").max(field.max, "tooLong"));
    case "email":
    case "phone":
    case "url": {
      const valid = contactChecks[field.input];
      return trimmed.pipe(
        z
          .string()
          .max(field.input === "url" ? 300 : 254, "tooLong")
          .refine((value) => (field.optional && value === "") || valid(value), field.input),
      );
    }
    case "choice":
      return z.string().refine((value) => field.options.includes(value), "choice");
    case "flag":
      // An item saved before its kind had the flag has it off.
      return z
        .boolean()
        .optional()
        .transform((value) => value ?? false);
    case "image":
      return chosenImages.pipe(
        z
          .string()
          .refine((value) => field.optional || value !== "", "required")
          .regex(wholeMatch(String.raw`\d{1,12}`, true), "image"),
      );
    case "images":
      return chosenImages.pipe(
        z
          .string()
          .regex(wholeMatch(String.raw`\d{1,12}(?:,\d{1,12})*`, true), "image")
          .refine((value) => imageIdsOf(value).length >= field.min, "noPhotos")
          .refine((value) => imageIdsOf(value).length <= field.max, "tooLong")
          .refine((value) => new Set(imageIdsOf(value)).size === imageIdsOf(value).length, "image"),
      );
  }
}

/** The field whose value ends a span before it starts (an end date before the start date, or on the same day an end time before the start time). */
function spanProblem(span: NonNullable<ContentKind["span"]>, fields: ItemValues): string | undefined {
  // Only well-formed values are compared: a malformed one has its own problem already.
  const get = (name: string | undefined) => {
    const value = name ? String(fields[name] ?? "") : "";
    return wholeMatch(`${datePattern}|${timePattern}`).test(value) ? value : "";
  };
  const start = get(span.startDate);
  const end = get(span.endDate) || start;
  if (span.endDate && get(span.endDate) && end < start) return span.endDate;
  const startTime = get(span.startTime);
  const endTime = get(span.endTime);
  if (span.endTime && end === start && startTime && endTime && endTime < startTime) return span.endTime;
  return undefined;
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
        ? field.optional
          ? ""
          : today
        : field.input === "flag"
          ? false
          : field.input === "choice"
            ? (field.options[0] ?? "")
            : field.input === "number"
              ? (field.initial ?? field.min)
              : "";
  return { slug: "", fields, texts: { en: null, am: null } };
}

/** An entry as the editor's inputs hold it: input name → value (a flag is "on" or ""). */
export function formValues(kind: ContentKind, snapshot: ContentSnapshot): Record<string, string> {
  const values: Record<string, string> = { slug: snapshot.slug };
  for (const field of kind.itemFields) {
    // A choice or a number added to a kind after an entry was saved (an event's status, its RSVP places) starts
    // at its first option or its starting value.
    const value =
      snapshot.fields[field.name] ?? (field.input === "choice" ? field.options[0] : field.input === "number" ? (field.initial ?? field.min) : undefined);
    values[field.name] = field.input === "flag" ? (value === true ? "on" : "") : String(value ?? "");
  }
  for (const lang of languages) for (const field of kind.textFields) values[textInputName(lang, field.name)] = snapshot.texts[lang]?.[field.name] ?? "";
  return values;
}

/** What an autosave may send: the inputs' names and values, nothing larger than the longest field allows. */
export const draftValuesSchema = z.record(z.string().max(120), z.string().max(40_000)).refine((values) => Object.keys(values).length <= 40);
