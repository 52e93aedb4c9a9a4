import type { FieldWord } from "#app/fields/fields.ts";
import { contactMessageWords } from "#app/forms/contact/fields.ts";
import { contactFormTexts } from "#app/forms/contact/texts.ts";
import { donationWords } from "#app/forms/donation/fields.ts";
import { donationTexts } from "#app/forms/donation/texts.ts";
import { registrationWords } from "#app/forms/registration/fields.ts";
import { registrationTexts } from "#app/forms/registration/texts.ts";
import { interestNames, subscriptionWords } from "#app/forms/subscription/fields.ts";
import { confirmTexts, listCardTexts, preferencesTexts, subscriptionTexts, unsubscribeTexts } from "#app/forms/subscription/texts.ts";
import type { Lang } from "#app/i18n/language.ts";

/** What a visitor reads on a form's page, by the names tests look for: the page's words and each field's label. */
const labels = <T>(words: Record<keyof T & string, FieldWord<never>>, lang: Lang) =>
  Object.fromEntries(Object.entries<FieldWord<never>>(words).map(([name, word]) => [name, word.label[lang]])) as Record<keyof T & string, string>;

const formTextsIn = (lang: Lang) => ({
  register: { ...registrationTexts[lang], ...labels<typeof registrationWords>(registrationWords, lang) },
  donate: { ...donationTexts[lang], ...labels<typeof donationWords>(donationWords, lang) },
  contactForm: { ...contactFormTexts[lang], ...labels<typeof contactMessageWords>(contactMessageWords, lang) },
  subscribe: {
    ...subscriptionTexts[lang],
    ...labels<typeof subscriptionWords>(subscriptionWords, lang),
    interestOptions: interestNames[lang],
  },
  confirmSubscription: { ...confirmTexts[lang], ...listCardTexts[lang] },
  unsubscribe: { ...unsubscribeTexts[lang], ...listCardTexts[lang] },
  preferences: { ...preferencesTexts[lang], ...listCardTexts[lang] },
});

export const formTexts = { en: formTextsIn("en"), am: formTextsIn("am") };
