import { organisation } from "#app/config/organisation.ts";
import { commonWording, type EmailContent, renderEmail } from "#app/email/layout.server.ts";
import { interestNames, type SubscriptionInterest } from "#app/forms/subscription/fields.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";

const wording: Localized<Record<"subject" | "heading" | "thanks" | "interests" | "frequency" | "eventReminders" | "leave" | "unsubscribe", string>> = {
  en: {
    subject: `Welcome to the ${organisation.name.en} mailing list`,
    heading: "Welcome to our mailing list",
    thanks: "Thank you for joining our mailing list.",
    interests: "You will hear from us about:",
    frequency: "We send one short e-mail about once a month.",
    eventReminders: "As you chose events, we will also send you a short reminder before each one.",
    leave: "You can leave the list at any time with one click:",
    unsubscribe: "Unsubscribe from the mailing list",
  },
  am: {
    subject: "እንኳን በደህና መጡ! የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን",
    heading: "እንኳን በደህና መጡ!",
    thanks: "የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን።",
    interests: "ስለሚከተሉት ጉዳዮች እንጽፍልዎታለን፦",
    frequency: "በወር አንድ ጊዜ ገደማ አንድ አጭር ኢሜይል እንልክልዎታለን።",
    eventReminders: "ዝግጅቶችን ስለመረጡ፣ ከእያንዳንዱ ዝግጅት በፊት አጭር ማስታወሻም እንልክልዎታለን።",
    leave: "ከዝርዝሩ በማንኛውም ጊዜ በአንድ ጠቅታ መውጣት ይችላሉ፦",
    unsubscribe: "ከኢሜይል ዝርዝሩ ይውጡ",
  },
};

/** Welcome to the mailing list, in the subscriber's chosen language, listing their interests and carrying the unsubscribe link. */
export function subscriptionWelcomeEmail(input: { lang: Lang; interests: SubscriptionInterest[]; unsubscribeUrl: string }): EmailContent {
  const { lang, interests, unsubscribeUrl } = input;
  const words = commonWording[lang];
  const own = wording[lang];
  const frequency = interests.includes("events") ? `${own.frequency} ${own.eventReminders}` : own.frequency;
  return renderEmail({
    lang,
    subject: own.subject,
    heading: own.heading,
    closing: words.closing,
    blocks: [
      { type: "paragraph", text: words.greetingNoName },
      { type: "paragraph", text: `${own.thanks} ${own.interests}` },
      { type: "list", items: [...new Set(interests)].map((interest) => interestNames[lang][interest]) },
      { type: "paragraph", text: frequency },
      { type: "paragraph", text: own.leave },
      { type: "link", label: own.unsubscribe, url: unsubscribeUrl },
      { type: "paragraph", text: words.questions(organisation.phone.display, organisation.email) },
    ],
  });
}
