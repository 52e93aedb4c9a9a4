import { z } from "zod/mini";

/**
 * Shared by the browser and the server: the rules of a form are written once, as a zod schema whose
 * messages are keys of `form.errors` (so each side shows them in the visitor's language).
 */
export type ErrorKey = "required" | "email" | "phone" | "tooLong" | "ageRange" | "choose" | "agreementRequired";
export interface FieldError {
  key: ErrorKey;
  max?: number;
}
export type FieldErrors<Name extends string = string> = Partial<Record<Name, FieldError>>;

export const maxLengths = { name: 120, email: 254, phone: 40, amount: 20, longText: 2000 } as const;

const tooLong = (max: number) => JSON.stringify({ key: "tooLong", max });

// zod/mini: the same rules as zod's classic API at a fraction of the size in the browser bundle.
export const requiredText = (max: number) =>
  z.string({ error: "required" }).check(z.trim(), z.minLength(1, "required"), z.maxLength(max, tooLong(max)));

export const optionalText = (max: number) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max)))), "");

export const email = z.pipe(
  requiredText(maxLengths.email),
  z.email("email"),
);

/** Digits with the usual separators, 7 to 15 digits (E.164's maximum). */
export const phone = requiredText(maxLengths.phone).check(
  z.refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return /^[+\d\s().\-/]+$/.test(value) && digits >= 7 && digits <= 15;
  }, "phone"),
);

/** An HTML checkbox: present ("on") when ticked, absent otherwise. */
export const checkbox = z.pipe(
  z.optional(z.enum(["on", "true"], { error: "required" })),
  z.transform((value: "on" | "true" | undefined) => value !== undefined),
);

export type ParseResult<T, Name extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<Name> };

/** Validates submitted form fields (first value of each name) and returns per-field error keys. */
export function parseForm<S extends z.ZodMiniObject>(
  schema: S,
  formData: FormData,
): ParseResult<z.infer<S>, Extract<keyof z.infer<S>, string>> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = formData.get(name);
    if (typeof value === "string") input[name] = value;
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

const errorKeys: readonly string[] = ["required", "email", "phone", "tooLong", "ageRange", "choose", "agreementRequired"];
function toErrorKey(message: string): ErrorKey {
  return (errorKeys.includes(message) ? message : "required") as ErrorKey;
}

/** What the visitor typed, to give back to the form when a submission is refused. */
export function submittedValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 5000);
  }
  return values;
}
