import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** The donation page's own words; the fields' words are in fields.ts. */
const en = {
  formTitle: "Donation request",
  intro: "Tell us how you would like to give. We do not take payments on this site: we will contact you with payment details.",
  presets: "Choose an amount",
  submit: "Send Donation Request",
  successTitle: "Thank you for your generosity!",
  success: "Your donation request has been received. We'll contact you shortly with payment details.",
  impactTitle: "What your gift provides",
};

export const donationTexts: Localized<Widen<typeof en>> = {
  en,
  am: {
    formTitle: "የልገሳ ጥያቄ",
    intro: "እንዴት መስጠት እንደሚፈልጉ ይንገሩን። በዚህ ድረ ገጽ ክፍያ አንቀበልም፤ የክፍያ ዝርዝሩን ይዘን እናገኝዎታለን።",
    presets: "መጠን ይምረጡ",
    submit: "የልገሳ ጥያቄ ይላኩ",
    successTitle: "ስለ ቸርነትዎ እናመሰግናለን!",
    success: "የልገሳ ጥያቄዎ ደርሶናል። የክፍያ ዝርዝሩን ይዘን በቅርቡ እናገኝዎታለን።",
    impactTitle: "ስጦታዎ የሚያስገኘው",
  },
};
