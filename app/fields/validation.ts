import { z } from "zod/mini";
import { withoutControlCharacters } from "#app/storage/storable-text.ts";

/**
 * Shared by the browser and the server: the rules of a form are written once, as a zod schema whose
 * messages are keys of `form.errors` (so each side shows them in the visitor's language).
 */
export const errorKeys = ["required", "email", "phone", "tooLong", "ageRange", "choose", "chooseOne", "agreementRequired"] as const;
export type ErrorKey = (typeof errorKeys)[number];
export interface FieldError {
  key: ErrorKey;
  max?: number;
}
export type FieldErrors<Name extends string = string> = Partial<Record<Name, FieldError>>;

export const maxLengths = { name: 120, email: 254, phone: 40, amount: 20, longText: 2000, message: 5000 } as const;

const tooLong = (max: number) => JSON.stringify({ key: "tooLong", max });

// zod/mini: the same rules as zod's classic API at a fraction of the size in the browser bundle.
export const requiredText = (max: number) => z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.maxLength(max, tooLong(max)));

export const optionalText = (max: number) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max)))), "");

export const email = z.pipe(requiredText(maxLengths.email), z.email("email"));

/** Digits with the usual separators, 7 to 15 digits (E.164's maximum). */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^[+\d\s().\-/]+$/.test(value) && digits >= 7 && digits <= 15;
}

export const phone = requiredText(maxLengths.phone).check(z.refine(isPhoneNumber, "phone"));

/** A phone number the visitor may leave out; when given it must be one. */
export const optionalPhone = optionalText(maxLengths.phone).check(z.refine((value) => value === "" || isPhoneNumber(value), "phone"));

/** An HTML checkbox: present ("on") when ticked, absent otherwise. */
export const checkbox = z.pipe(
  z.optional(z.enum(["on", "true"], { error: "required" })),
  z.transform((value: "on" | "true" | undefined) => value !== undefined),
);

export type ParseResult<T, Name extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<Name> };

/** The zod type behind a field, to tell a list of checkboxes (every value) from a single field. */
const isListField = (schema: z.ZodMiniObject, name: string) => (schema.shape[name] as z.ZodMiniType)._zod.def.type === "array";

/**
 * Validates submitted form fields and returns per-field error keys. A single field takes the first value
 * of its name, a list field (checkboxes sharing a name) every value; files are ignored.
 */
export function parseForm<S extends z.ZodMiniObject>(schema: S, formData: FormData): ParseResult<z.infer<S>, Extract<keyof z.infer<S>, string>> {
  const input: Record<string, string | string[]> = {};
  for (const name of Object.keys(schema.shape)) {
    if (isListField(schema, name)) {
      input[name] = formData
        .getAll(name)
        .filter((value) => typeof value === "string")
        .map(withoutControlCharacters);
      continue;
    }
    const value = formData.get(name);
    if (typeof value === "string") input[name] = withoutControlCharacters(value);
  }
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (errors[name]) continue;
    errors[name] = issue.message.startsWith("{") ? (JSON.parse(issue.message) as FieldError) : { key: toErrorKey(issue.message) };
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof z.infer<S>, string>> };
}

function toErrorKey(message: string): ErrorKey {
  return (errorKeys as readonly string[]).includes(message) ? (message as ErrorKey) : "required";
}

/**
 * What the visitor typed, to give back to the form when a submission is refused (so nothing is lost).
 * Checkbox lists come back as their values joined by commas. Capped, so a huge body is not echoed.
 */
export function submittedValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const given = formData.getAll(name).filter((value) => typeof value === "string");
    if (given.length > 0) values[name] = given.join(",").slice(0, maxLengths.message);
  }
  return values;
}
