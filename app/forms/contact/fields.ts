import { z } from "zod/mini";
import type { Mailbox } from "#app/config/organisation.ts";
import { type FieldInputs, type FieldWords, type FormLayout, schemaOf } from "#app/fields/fields.ts";
import { email, maxLengths, optionalPhone, requiredText } from "#app/fields/validation.ts";
import type { Localized } from "#app/i18n/language.ts";

/** A message to the organisation: every field, once (app/fields/fields.ts says how this is read). */

/**
 * What a visitor can write to us about. The ids are also the `?topic=` values other pages link with
 * (/contact?topic=sponsorship from the sponsorship page, ?topic=volunteer from the volunteer page).
 */
export const contactTopics = ["general", "registration", "volunteer", "sponsorship", "donation", "events", "press"] as const;
export type ContactTopicId = (typeof contactTopics)[number];

/**
 * Which of the organisation's mailboxes each topic goes to, the one definition: the contact page's cards
 * name it, and a message sent with the form on that topic is announced to it (replies to the visitor's
 * confirmation go there too). The mailing list has a card but no topic of the form.
 */
export const topicMailboxes = {
  general: "email",
  registration: "schoolEmail",
  volunteer: "volunteerEmail",
  sponsorship: "email",
  donation: "email",
  events: "email",
  press: "email",
  newsletter: "email",
} as const satisfies Record<ContactTopicId | "newsletter", Mailbox>;

export function isContactTopic(value: unknown): value is ContactTopicId {
  return typeof value === "string" && (contactTopics as readonly string[]).includes(value);
}

export const contactMessageInputs = {
  name: { rule: requiredText(maxLengths.name), control: { type: "text", autoComplete: "name", maxLength: maxLengths.name } },
  email: { rule: email, control: { type: "email", autoComplete: "email", maxLength: maxLengths.email } },
  phone: { rule: optionalPhone, control: { type: "tel", autoComplete: "tel", maxLength: maxLengths.phone }, optional: true },
  topic: { rule: z.enum(contactTopics, { error: "choose" }), control: { type: "select", options: contactTopics } },
  message: { rule: requiredText(maxLengths.message), control: { type: "textarea", rows: 6, maxLength: maxLengths.message } },
} as const satisfies FieldInputs;

export const contactMessageSchema = schemaOf(contactMessageInputs);
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageLayout: FormLayout<keyof typeof contactMessageInputs> = [{ rows: [{ fields: ["name", "email", "phone", "topic"] }, "message"] }];

/** The topics' names, also on the contact page's cards and in e-mails. */
export const topicNames: Localized<Record<ContactTopicId, string>> = {
  en: {
    general: "General question",
    registration: "Summer school and registration",
    volunteer: "Volunteering",
    sponsorship: "Sponsorship",
    donation: "Donations",
    events: "Events and training",
    press: "Press and media",
  },
  am: {
    general: "አጠቃላይ ጥያቄ",
    registration: "የክረምት ትምህርት ቤትና ምዝገባ",
    volunteer: "በጎ ፈቃደኝነት",
    sponsorship: "ስፖንሰርሺፕ",
    donation: "ልገሳ",
    events: "ዝግጅቶችና ስልጠናዎች",
    press: "ጋዜጠኞችና መገናኛ ብዙኃን",
  },
};

export const contactMessageWords: FieldWords<ContactMessage> = {
  name: { label: { en: "Your name", am: "ስምዎ" }, staffLabel: { en: "Name", am: "ስም" } },
  email: { label: { en: "E-mail address", am: "የኢሜይል አድራሻ" } },
  phone: { label: { en: "Phone number", am: "ስልክ ቁጥር" } },
  topic: {
    label: { en: "Topic", am: "ርዕስ" },
    placeholder: { en: "Choose a topic", am: "ርዕስ ይምረጡ" },
    option: topicNames,
    confirmation: { label: { en: "Topic", am: "ርዕስ" } },
    summary: true,
  },
  message: { label: { en: "Message", am: "መልእክት" }, confirmation: { quote: { en: "Your message", am: "መልእክትዎ" } } },
};
