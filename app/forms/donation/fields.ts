import type { z } from "zod/mini";
import { type FieldInputs, type FieldWords, type FormLayout, schemaOf } from "#app/fields/fields.ts";
import { email, maxLengths, optionalText, requiredText } from "#app/fields/validation.ts";

/** A donation request: every field, once (app/fields/fields.ts says how this is read). */

/** The preset amounts offered on the donation form, in dollars (spec section 9). */
export const donationPresets = [50, 100, 250] as const;

/** What each gift provides (spec section 9: impact tiers). */
export const impactTiers = [50, 100, 250, 500] as const;

// The spec leaves the amount free text ("no amount validation"): a visitor may write "$75 a month".
export const donationInputs = {
  amount: { rule: optionalText(maxLengths.amount), control: { type: "text", inputMode: "decimal", maxLength: maxLengths.amount }, optional: true },
  name: { rule: requiredText(maxLengths.name), control: { type: "text", autoComplete: "name", maxLength: maxLengths.name } },
  email: { rule: email, control: { type: "email", autoComplete: "email", maxLength: maxLengths.email } },
  message: { rule: optionalText(maxLengths.longText), control: { type: "textarea", maxLength: maxLengths.longText }, optional: true },
} as const satisfies FieldInputs;

export const donationSchema = schemaOf(donationInputs);
export type Donation = z.infer<typeof donationSchema>;

export const donationLayout: FormLayout<keyof typeof donationInputs> = [{ rows: ["amount", "name", "email", "message"] }];

export const donationWords: FieldWords<Donation> = {
  amount: {
    label: { en: "Amount (US dollars)", am: "መጠን (በአሜሪካ ዶላር)" },
    hint: { en: "Or enter another amount", am: "ወይም ሌላ መጠን ያስገቡ" },
    staffLabel: { en: "Amount (as written)", am: "መጠን (እንደተጻፈው)" },
    confirmation: { label: { en: "Amount you wrote", am: "የጻፉት መጠን" } },
    summary: true,
  },
  name: { label: { en: "Full name", am: "ሙሉ ስም" } },
  email: { label: { en: "E-mail address", am: "የኢሜይል አድራሻ" } },
  message: {
    label: { en: "Message", am: "መልእክት" },
    placeholder: { en: "A dedication, or how you would like your gift used", am: "የመታሰቢያ ቃል፣ ወይም ስጦታዎ እንዴት እንዲውል እንደሚፈልጉ" },
    confirmation: { quote: { en: "Your message", am: "መልእክትዎ" } },
  },
};
