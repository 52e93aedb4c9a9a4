import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** The registration page's own words; the fields' words are in fields.ts. */
const en = {
  intro:
    "Register your child for the Amharic Heritage Summer School. Classes run Monday to Friday, 9 AM to 3 PM, taught in Amharic, with lunch and snacks provided.",
  parentSection: "Parent / guardian",
  childSection: "Child",
  anotherChild: "Register another child",
  anotherChildIntro: "Your details and your emergency contact are filled in already. Add the next child, then send the form.",
  emergencySection: "Emergency contact",
  submit: "Submit Registration",
  facts: {
    title: "At a glance",
    days: "Monday to Friday",
    ages: "Ages {{min}} to {{max}}",
    language: "Taught in Amharic",
    meals: "Lunch and snacks provided",
    reply: "We reply within 2 business days",
    questions: "Questions? Call us:",
  },
  agreementRequiredTitle: "Agreement Required",
  successTitle: "Registration received",
  successToast: "Thank you for registering. We'll contact you within 2 business days with next steps.",
  success: "Registration submitted successfully! We will contact you soon.",
};

export const registrationTexts: Localized<Widen<typeof en>> = {
  en,
  am: {
    intro: "ልጅዎን ለአማርኛ ቅርስ የክረምት ትምህርት ቤት ያስመዝግቡ። ትምህርት ከሰኞ እስከ ዓርብ ከጠዋት 9:00 እስከ ከሰዓት በኋላ 3:00 በአማርኛ ይሰጣል፤ ምሳና መክሰስ ይቀርባል።",
    parentSection: "ወላጅ / አሳዳጊ",
    childSection: "ልጅ",
    anotherChild: "ሌላ ልጅ ያስመዝግቡ",
    anotherChildIntro: "የእርስዎና የአደጋ ጊዜ ተጠሪዎ መረጃ አስቀድሞ ተሞልቷል። የሚቀጥለውን ልጅ መረጃ ሞልተው ቅጹን ይላኩ።",
    emergencySection: "የአደጋ ጊዜ ተጠሪ",
    submit: "ምዝገባውን ይላኩ",
    facts: {
      title: "በአጭሩ",
      days: "ከሰኞ እስከ ዓርብ",
      ages: "ዕድሜ ከ{{min}} እስከ {{max}}",
      language: "ትምህርቱ በአማርኛ ይሰጣል",
      meals: "ምሳና መክሰስ ይቀርባል",
      reply: "በ2 የሥራ ቀናት ውስጥ እንመልሳለን",
      questions: "ጥያቄ አለዎት? ይደውሉልን፦",
    },
    agreementRequiredTitle: "ስምምነት ያስፈልጋል",
    successTitle: "ምዝገባዎ ደርሶናል",
    successToast: "ስለተመዘገቡ እናመሰግናለን። በ2 የሥራ ቀናት ውስጥ ቀጣዩን ደረጃ ይዘን እናገኝዎታለን።",
    success: "ምዝገባው በተሳካ ሁኔታ ተልኳል! በቅርቡ እናገኝዎታለን።",
  },
};
