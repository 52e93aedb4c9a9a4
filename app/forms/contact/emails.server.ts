import { organisation } from "#app/config/organisation.ts";
import { school } from "#app/config/school.ts";
import { type ContactMessage, contactMessageWords, topicMailboxes, topicNames } from "#app/forms/contact/fields.ts";
import type { SubmissionEmails } from "#app/forms/shared/emails.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";

const businessDays = (lang: Lang) => formatNumber(school.followUpBusinessDays, lang);

const wording = {
  en: {
    thanks: (topic: string) => `Thank you for writing to us. We received your message about “${topic}”.`,
    reply: (days: string) => `We'll reply within ${days} business days.`,
    urgent: (phone: string) => `If it is urgent, please call us instead: ${phone}.`,
  },
  am: {
    thanks: (topic: string) => `ስለጻፉልን እናመሰግናለን። ስለ «${topic}» የላኩልን መልእክት ደርሶናል።`,
    reply: (days: string) => `በ${days} የሥራ ቀናት ውስጥ መልስ እንሰጥዎታለን።`,
    urgent: (phone: string) => `ጉዳዩ አስቸኳይ ከሆነ እባክዎ በምትኩ ይደውሉልን፦ ${phone}።`,
  },
};

/** What a message's e-mails say around its fields. */
export const contactMessageEmails: SubmissionEmails<ContactMessage> = {
  words: contactMessageWords,
  sender: (fields) => ({ name: fields.name, email: fields.email }),
  confirmation: {
    subject: { en: (reference) => `We received your message: ${reference}`, am: (reference) => `መልእክትዎ ደርሶናል፦ ${reference}` },
    heading: { en: "Message received", am: "መልእክትዎ ደርሶናል" },
    intro: (fields, lang) => `${wording[lang].thanks(topicNames[lang][fields.topic])} ${wording[lang].reply(businessDays(lang))}`,
    closing: (lang) => wording[lang].urgent(organisation.phone.display),
  },
  staff: {
    to: (fields) => organisation[topicMailboxes[fields.topic]],
    subject: (reference, fields) => `New message ${reference} (${topicNames.en[fields.topic]}): ${fields.name}`,
    heading: "New message",
    intro: (replyIn) => [`A message arrived through the website's contact form. We promise a reply within ${businessDays("en")} business days. ${replyIn}`],
  },
};
