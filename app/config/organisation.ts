import type { Localized } from "#app/i18n/language.ts";

const mailboxes = { email: "info@example.org", schoolEmail: "school@example.org", volunteerEmail: "volunteer@example.org" } as const;
/** One of the organisation's public e-mail addresses, by name. */
export type Mailbox = keyof typeof mailboxes;

/**
 * The organisation's public facts, in one place. Every page, e-mail and test reads them from here.
 * The phone number and addresses are fictional reserved values (555-01xx, example.org).
 */
export const organisation = {
  name: { en: "Tesfa Ethiopian Community", am: "ተስፋ የኢትዮጵያውያን ማኅበረሰብ" } satisfies Localized,
  shortName: "Tesfa",
  schoolName: { en: "Amharic Heritage Summer School", am: "የአማርኛ ቅርስ የክረምት ትምህርት ቤት" } satisfies Localized,
  region: { en: "Oregon & Southwest Washington", am: "ኦሪገንና ደቡብ ምዕራብ ዋሽንግተን" } satisfies Localized,
  city: { en: "Portland, Oregon", am: "ፖርትላንድ፣ ኦሪገን" } satisfies Localized,
  street: "4821 NE Alberta Street, Suite 102",
  postcode: "Portland, OR 97218",
  phone: { display: "(503) 555-0142", href: "tel:+15035550142" },
  ...mailboxes,
  founded: 2007,
  /** Dates of submissions (and the year in their references) are the organisation's own. */
  timeZone: "America/Los_Angeles",
  /** The sender of every e-mail the site sends; replies go to the mailbox of the topic. */
  mailFrom: "Tesfa Ethiopian Community <no-reply@example.org>",
  /** Which staff mailbox hears about each kind of form (a message: its topic's, `topicMailboxes` of forms/contact/fields.ts). */
  staffNotifications: { registration: mailboxes.schoolEmail, donation: mailboxes.email, contact: mailboxes.email },
  /** The public address of the site, used for canonical and hreflang links. */
  siteUrl: "https://tesfa.example.org",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/tesfa.example.org" },
    { name: "Instagram", href: "https://www.instagram.com/tesfa.example.org" },
    { name: "YouTube", href: "https://www.youtube.com/@tesfa.example.org" },
  ],
  /** Office hours, 24-hour clock, formatted for the page's language when shown. */
  hours: [
    { days: { en: "Monday–Friday", am: "ከሰኞ እስከ ዓርብ" }, opens: "09:00", closes: "17:00" },
    { days: { en: "Saturday", am: "ቅዳሜ" }, opens: "10:00", closes: "14:00" },
  ],
} as const;
