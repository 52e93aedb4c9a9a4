import type { Localized } from "#app/i18n/language.ts";

const mailboxes = { email: "info@example.org", schoolEmail: "school@example.org", volunteerEmail: "volunteer@example.org" } as const;
/** One of the organisation's public e-mail addresses, by name. */
export type Mailbox = keyof typeof mailboxes;

/**
 * The organisation's fixed facts and the e-mail routing. The contact facts visitors see on the pages (address,
 * phone, the three mailboxes, city, office hours) are staff-edited content (`app/content/contact-facts-kind.ts`,
 * seeded by migration 0010 from the values once here); the phone, city and mailboxes below route staff
 * notifications and sign the e-mails the site sends, so e-mail keeps working whatever is typed in the editor
 * (decision 24). The phone number and addresses are fictional reserved values (555-01xx, example.org).
 */
export const organisation = {
  name: { en: "Tesfa Ethiopian Community", am: "ተስፋ የኢትዮጵያውያን ማኅበረሰብ" } satisfies Localized,
  shortName: "Tesfa",
  schoolName: { en: "Amharic Heritage Summer School", am: "የአማርኛ ቅርስ የክረምት ትምህርት ቤት" } satisfies Localized,
  region: { en: "Oregon & Southwest Washington", am: "ኦሪገንና ደቡብ ምዕራብ ዋሽንግተን" } satisfies Localized,
  city: { en: "Portland, Oregon", am: "ፖርትላንድ፣ ኦሪገን" } satisfies Localized,
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
} as const;
