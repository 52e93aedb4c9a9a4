import { z } from "zod/mini";
import { email, maxLengths, optionalText, requiredText } from "#app/forms/shared/validation.ts";

/** The preset amounts offered on the donation form, in dollars (spec section 9). */
export const donationPresets = [50, 100, 250] as const;

/** What each gift provides (spec section 9: impact tiers). */
export const impactTiers = [50, 100, 250, 500] as const;

// The spec leaves the amount free text ("no amount validation"): a visitor may write "$75 a month".
export const donationSchema = z.object({
  amount: optionalText(maxLengths.amount),
  name: requiredText(maxLengths.name),
  email,
  message: optionalText(maxLengths.longText),
});

export type Donation = z.infer<typeof donationSchema>;
