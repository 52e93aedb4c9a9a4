import { organisation } from "#app/config/organisation.ts";
import { commonWording } from "#app/email/layout.server.ts";
import { type Donation, donationWords } from "#app/forms/donation/fields.ts";
import { donationTexts } from "#app/forms/donation/texts.ts";
import type { SubmissionEmails } from "#app/forms/shared/emails.server.ts";

/** What a donation request's e-mails say around its fields. */
export const donationEmails: SubmissionEmails<Donation> = {
  words: donationWords,
  sender: (fields) => ({ name: fields.name, email: fields.email }),
  confirmation: {
    subject: { en: (reference) => `Donation request received: ${reference}`, am: (reference) => `የልገሳ ጥያቄዎ ደርሶናል፦ ${reference}` },
    heading: { en: donationTexts.en.successTitle, am: donationTexts.am.successTitle },
    intro: (_fields, lang) => donationTexts[lang].success,
    closing: (lang) => commonWording[lang].questions(organisation.phone.display, organisation.email),
  },
  staff: {
    subject: (reference, fields) => `New donation request ${reference}: ${fields.name}`,
    heading: "New donation request",
    intro: (replyIn) => [`A donation request arrived through the website. Please contact the donor with payment details. ${replyIn}`],
  },
};
