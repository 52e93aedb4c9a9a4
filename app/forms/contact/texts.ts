import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** The contact form's own words; the fields' words are in fields.ts. */
const en = {
  title: "Send us a message",
  intro: "Write in English or Amharic. We reply within 2 business days.",
  submit: "Send Message",
  successTitle: "Message sent",
  success: "Thank you for writing to us. We'll reply within 2 business days.",
};

export const contactFormTexts: Localized<Widen<typeof en>> = {
  en,
  am: {
    title: "መልእክት ይላኩልን",
    intro: "በአማርኛ ወይም በእንግሊዝኛ ይጻፉ። በ2 የሥራ ቀናት ውስጥ መልስ እንሰጣለን።",
    submit: "መልእክት ይላኩ",
    successTitle: "መልእክትዎ ተልኳል",
    success: "ስለጻፉልን እናመሰግናለን። በ2 የሥራ ቀናት ውስጥ መልስ እንሰጥዎታለን።",
  },
};
