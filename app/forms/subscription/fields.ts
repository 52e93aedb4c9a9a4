import { z } from "zod/mini";
import { email } from "#app/forms/shared/validation.ts";
import { languages } from "#app/i18n/language.ts";

/** What a subscriber can ask to hear about; the ids are also `/subscribe?interest=` values. */
export const subscriptionInterests = ["news", "events", "school", "volunteering"] as const;
export type SubscriptionInterest = (typeof subscriptionInterests)[number];

export function isSubscriptionInterest(value: unknown): value is SubscriptionInterest {
  return typeof value === "string" && (subscriptionInterests as readonly string[]).includes(value);
}

export const subscriptionSchema = z.object({
  email,
  /** The language the subscriber wants our e-mails in. */
  language: z.enum(languages, { error: "choose" }),
  interests: z.array(z.enum(subscriptionInterests, { error: "chooseOne" })).check(z.minLength(1, "chooseOne")),
});

export type Subscription = z.infer<typeof subscriptionSchema>;
