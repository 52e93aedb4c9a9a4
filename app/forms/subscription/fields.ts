import { z } from "zod/mini";
import { type FieldInputs, type FieldWords, type FormLayout, schemaOf } from "#app/fields/fields.ts";
import { email, maxLengths } from "#app/fields/validation.ts";
import { type Localized, languageNames, languages } from "#app/i18n/language.ts";

/** Joining the mailing list: every field, once (app/fields/fields.ts says how this is read). */

/** What a subscriber can ask to hear about; the ids are also `/subscribe?interest=` values. */
export const subscriptionInterests = ["news", "events", "school", "volunteering"] as const;
export type SubscriptionInterest = (typeof subscriptionInterests)[number];

export function isSubscriptionInterest(value: unknown): value is SubscriptionInterest {
  return typeof value === "string" && (subscriptionInterests as readonly string[]).includes(value);
}

export const subscriptionInputs = {
  email: { rule: email, control: { type: "email", autoComplete: "email", maxLength: maxLengths.email } },
  /** The language the subscriber wants our e-mails in. */
  language: { rule: z.enum(languages, { error: "choose" }), control: { type: "select", options: languages, optionLang: true } },
  interests: {
    rule: z.array(z.enum(subscriptionInterests, { error: "chooseOne" })).check(z.minLength(1, "chooseOne")),
    control: { type: "checkboxes", options: subscriptionInterests },
  },
} as const satisfies FieldInputs;

export const subscriptionSchema = schemaOf(subscriptionInputs);
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionLayout: FormLayout<keyof typeof subscriptionInputs> = [{ rows: ["email", "language", "interests"] }];

/** The interests' names, also in the welcome e-mail and the staff area. */
export const interestNames: Localized<Record<SubscriptionInterest, string>> = {
  en: {
    news: "Community news and the newsletter",
    events: "Event dates and reminders",
    school: "The summer school",
    volunteering: "Ways to volunteer",
  },
  am: {
    news: "የማኅበረሰብ ዜናና ጋዜጣ",
    events: "የዝግጅቶች ቀናትና ማስታወሻዎች",
    school: "የክረምት ትምህርት ቤቱ",
    volunteering: "በበጎ ፈቃደኝነት የሚያግዙባቸው መንገዶች",
  },
};

export const subscriptionWords: FieldWords<Subscription> = {
  email: { label: { en: "E-mail address", am: "የኢሜይል አድራሻ" } },
  // Each language named in itself, whatever the page's language.
  language: {
    label: { en: "Language of our e-mails to you", am: "የኢሜይሎቹ ቋንቋ" },
    option: (language) => languageNames[language as keyof typeof languageNames] ?? language,
  },
  interests: { label: { en: "What would you like to hear about?", am: "ስለ ምን መስማት ይፈልጋሉ?" }, option: interestNames },
};

/**
 * A subscriber's choices, changed from the link in every mailing-list e-mail (preferences-page.tsx): the
 * subscription form's own language and interests fields, with its words; the address is the one the signed
 * link carries.
 */
export const preferencesInputs = { language: subscriptionInputs.language, interests: subscriptionInputs.interests } as const satisfies FieldInputs;
export const preferencesSchema = schemaOf(preferencesInputs);
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesLayout: FormLayout<keyof typeof preferencesInputs> = [{ rows: ["language", "interests"] }];
