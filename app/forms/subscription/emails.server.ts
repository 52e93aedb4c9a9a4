import { organisation } from "#app/config/organisation.ts";
import { type Block, commonWording, type EmailContent, type Letter, renderEmail } from "#app/email/layout.server.ts";
import { interestNames, type SubscriptionInterest } from "#app/forms/subscription/fields.ts";
import {
  confirmationUrl,
  listUnsubscribeHeaders,
  preferencesUrl,
  type SubscriptionRequest,
  unsubscribeUrl,
} from "#app/forms/subscription/mailing-list-links.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { OutgoingEmail } from "#app/storage/outbox.server.ts";

const wording: Localized<Record<"subject" | "heading" | "thanks" | "interests" | "frequency" | "eventReminders", string>> = {
  en: {
    subject: `Welcome to the ${organisation.name.en} mailing list`,
    heading: "Welcome to our mailing list",
    thanks: "Thank you for joining our mailing list.",
    interests: "You will hear from us about:",
    frequency: "We send one short e-mail about once a month.",
    eventReminders: "As you chose events, we will also send you a short reminder before each one.",
  },
  am: {
    subject: "እንኳን በደህና መጡ! የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን",
    heading: "እንኳን በደህና መጡ!",
    thanks: "የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን።",
    interests: "ስለሚከተሉት ጉዳዮች እንጽፍልዎታለን፦",
    frequency: "በወር አንድ ጊዜ ገደማ አንድ አጭር ኢሜይል እንልክልዎታለን።",
    eventReminders: "ዝግጅቶችን ስለመረጡ፣ ከእያንዳንዱ ዝግጅት በፊት አጭር ማስታወሻም እንልክልዎታለን።",
  },
};

const listLinkWording: Localized<Record<"choices" | "preferences" | "unsubscribe", string>> = {
  en: {
    choices: "At any time, you can change the language of our e-mails and what you hear about, or leave the list with one click:",
    preferences: "Change my choices",
    unsubscribe: "Unsubscribe from the mailing list",
  },
  am: {
    choices: "በማንኛውም ጊዜ የኢሜይሎቻችንን ቋንቋና የሚደርስዎትን ርዕሶች መቀየር፣ ወይም ከዝርዝሩ በአንድ ጠቅታ መውጣት ይችላሉ፦",
    preferences: "ምርጫዎቼን ይቀይሩ",
    unsubscribe: "ከኢሜይል ዝርዝሩ ይውጡ",
  },
};

/** A subscriber's two links, in every e-mail to an address on the list: their choices, and the way out. */
export interface ListLinks {
  preferencesUrl: string;
  unsubscribeUrl: string;
}

/** The blocks that end every mailing-list e-mail: the preferences link beside the unsubscribe link. */
export function listLinkBlocks(lang: Lang, links: ListLinks): Block[] {
  const own = listLinkWording[lang];
  return [
    { type: "paragraph", text: own.choices },
    { type: "link", label: own.preferences, url: links.preferencesUrl },
    { type: "link", label: own.unsubscribe, url: links.unsubscribeUrl },
  ];
}

/** A mailing-list e-mail in the subscriber's language: greeting, the blocks, closing. */
function mailingListEmail(lang: Lang, own: { subject: string; heading: string }, blocks: Letter["blocks"]): EmailContent {
  const words = commonWording[lang];
  return renderEmail({
    lang,
    subject: own.subject,
    heading: own.heading,
    closing: words.closing,
    blocks: [{ type: "paragraph", text: words.greetingNoName }, ...blocks],
  });
}

/** The topics chosen, named in the subscriber's language, each once. */
const topicList = (lang: Lang, interests: SubscriptionInterest[]) => ({
  type: "list" as const,
  items: [...new Set(interests)].map((interest) => interestNames[lang][interest]),
});

/** Welcome to the mailing list, in the subscriber's chosen language, listing their interests and carrying their links. */
export function subscriptionWelcomeEmail(input: { lang: Lang; interests: SubscriptionInterest[] } & ListLinks): EmailContent {
  const { lang, interests } = input;
  const own = wording[lang];
  const frequency = interests.includes("events") ? `${own.frequency} ${own.eventReminders}` : own.frequency;
  return mailingListEmail(lang, own, [
    { type: "paragraph", text: `${own.thanks} ${own.interests}` },
    topicList(lang, interests),
    { type: "paragraph", text: frequency },
    { type: "paragraph", text: commonWording[lang].questions(organisation.phone.display, organisation.email) },
    ...listLinkBlocks(lang, input),
  ]);
}

const confirmWording: Localized<Record<"subject" | "heading" | "asked" | "interests" | "button" | "expires" | "notYou", string>> = {
  en: {
    subject: `Please confirm: join the ${organisation.name.en} mailing list`,
    heading: "One step left",
    asked: "Someone, hopefully you, asked to join our mailing list with this address. Please confirm with the button below:",
    interests: "You chose to hear about:",
    button: "Yes, add me to the mailing list",
    expires: "The link works for a week.",
    notYou: "If you did not ask for this, simply ignore this e-mail: you will not be added, and we will not write again.",
  },
  am: {
    subject: "እባክዎ ያረጋግጡ፦ የኢሜይል ዝርዝራችንን ለመቀላቀል",
    heading: "አንድ እርምጃ ብቻ ቀርቷል",
    asked: "አንድ ሰው (እርስዎ እንደሆኑ ተስፋ እናደርጋለን) በዚህ አድራሻ የኢሜይል ዝርዝራችንን ለመቀላቀል ጠይቋል። እባክዎ ከታች ባለው ቁልፍ ያረጋግጡ፦",
    interests: "ስለሚከተሉት ጉዳዮች ለመስማት መርጠዋል፦",
    button: "አዎ፣ ወደ ኢሜይል ዝርዝሩ ያክሉኝ",
    expires: "አገናኙ ለአንድ ሳምንት ይሠራል።",
    notYou: "ይህን ካልጠየቁ ኢሜይሉን ችላ ይበሉት፤ አይጨመሩም፣ ደግመንም አንጽፍልዎትም።",
  },
};

/** Asked of the address's owner before anyone is on the list: the link carries the choices made on the form. */
export function subscriptionConfirmationEmail(input: { lang: Lang; interests: SubscriptionInterest[]; confirmUrl: string }): EmailContent {
  const { lang, interests, confirmUrl } = input;
  const own = confirmWording[lang];
  return mailingListEmail(lang, own, [
    { type: "paragraph", text: own.asked },
    { type: "link", label: own.button, url: confirmUrl },
    { type: "paragraph", text: own.interests },
    topicList(lang, interests),
    { type: "paragraph", text: `${own.expires} ${own.notYou}` },
  ]);
}

/** Where the mailing list's links point, signed with the site's secret. */
export interface LinkSigning {
  publicUrl: string;
  secret: string;
}

/** The confirmation e-mail for a request to join. */
export function confirmationMessage(signing: LinkSigning, request: SubscriptionRequest): OutgoingEmail {
  const confirmUrl = confirmationUrl(signing.publicUrl, signing.secret, request);
  return { to: request.email, ...subscriptionConfirmationEmail({ lang: request.lang, interests: request.interests, confirmUrl }) };
}

/**
 * An address's links in its language, and the RFC 8058 headers of every e-mail to it: the address mail programs
 * POST to for their own "Unsubscribe" button.
 */
export function subscriberLinks(signing: LinkSigning, email: string, lang: Lang): { links: ListLinks; headers: Record<string, string> } {
  return {
    links: {
      preferencesUrl: preferencesUrl(signing.publicUrl, signing.secret, email, lang),
      unsubscribeUrl: unsubscribeUrl(signing.publicUrl, signing.secret, email, lang),
    },
    headers: listUnsubscribeHeaders(signing.publicUrl, signing.secret, email, lang),
  };
}

/** The welcome once confirmed, with the subscriber's links and headers. */
export function welcomeMessage(signing: LinkSigning, request: SubscriptionRequest): OutgoingEmail {
  const { links, headers } = subscriberLinks(signing, request.email, request.lang);
  return { to: request.email, ...subscriptionWelcomeEmail({ lang: request.lang, interests: request.interests, ...links }), headers };
}
