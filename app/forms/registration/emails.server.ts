import { organisation } from "#app/config/organisation.ts";
import { commonWording } from "#app/email/layout.server.ts";
import { type Registration, registrationWords } from "#app/forms/registration/fields.ts";
import { registrationTexts } from "#app/forms/registration/texts.ts";
import type { SubmissionEmails } from "#app/forms/shared/emails.server.ts";

/** What the registration's e-mails say around its fields. */
export const registrationEmails: SubmissionEmails<Registration> = {
  words: registrationWords,
  sender: (fields) => ({ name: fields.parentName, email: fields.parentEmail }),
  confirmation: {
    subject: { en: (reference) => `Registration received: ${reference}`, am: (reference) => `ምዝገባዎ ደርሶናል፦ ${reference}` },
    heading: { en: "Registration received", am: "ምዝገባዎ ደርሶናል" },
    // The same promise as the page's success message.
    intro: (_fields, lang) => registrationTexts[lang].successToast,
    rows: (lang) => [{ label: { en: "Program", am: "ፕሮግራም" }[lang], value: organisation.schoolName[lang] }],
    closing: (lang) => commonWording[lang].questions(organisation.phone.display, organisation.schoolEmail),
  },
  staff: {
    subject: (reference, fields) => `New registration ${reference}: ${fields.childName}`,
    heading: "New registration",
    intro: (replyIn) => [
      `A registration for the ${organisation.schoolName.en} arrived through the website. ${replyIn}`,
      "The medical notes and the scholarship request are not in this e-mail: open the registration in the staff area to read them. This e-mail still holds a child's personal details: keep it within the school's staff and do not forward it.",
    ],
  },
};
