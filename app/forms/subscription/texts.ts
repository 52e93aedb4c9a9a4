import { organisation } from "#app/config/organisation.ts";
import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** The mailing-list page's own words; the fields' words are in fields.ts. */
const en = {
  intro: "One short e-mail a month with news, event dates and ways to help, in English or Amharic. Leave at any time with one click.",
  formTitle: "Choose what you receive",
  submit: "Subscribe",
  successTitle: "You're subscribed",
  success: "Thank you! We've sent a welcome e-mail; every e-mail we send has a link to leave the list.",
  privacy: "We use your address only to send our own e-mails, and never share it.",
};

export const subscriptionTexts: Localized<Widen<typeof en>> = {
  en,
  am: {
    intro: "በወር አንድ አጭር ኢሜይል፦ ዜና፣ የዝግጅቶች ቀናትና የመርዳት መንገዶች፣ በአማርኛ ወይም በእንግሊዝኛ። በአንድ ጠቅታ በማንኛውም ጊዜ መውጣት ይችላሉ።",
    formTitle: "የሚደርስዎትን ይምረጡ",
    submit: "ይቀላቀሉ",
    successTitle: "ተቀላቅለዋል",
    success: "እናመሰግናለን! የእንኳን ደህና መጡ ኢሜይል ልከንልዎታል፤ የምንልከው እያንዳንዱ ኢሜይል ከዝርዝሩ መውጫ አገናኝ አለው።",
    privacy: "አድራሻዎን የምንጠቀመው የራሳችንን ኢሜይሎች ለመላክ ብቻ ነው፤ ለማንም አናጋራውም።",
  },
};

/** The unsubscribe page (the link in every mailing-list e-mail), in the link's language. */
const unsubscribeEn = {
  confirmTitle: "Leave our mailing list?",
  confirm: "Press the button to stop our newsletters and event updates to this address.",
  address: "E-mail address",
  list: "List",
  listName: `${organisation.name.en} mailing list`,
  unsubscribe: "Unsubscribe",
  stay: "Changed your mind? Simply close this page: nothing changes until you press the button.",
  doneTitle: "You have left our mailing list",
  done: "We will not send you any more newsletters or event updates. We're sorry to see you go.",
  invalidTitle: "This link does not work",
  invalid: "The unsubscribe link is incomplete or has been changed. Please use the link in our e-mail, or write to us and we will take you off the list.",
  subscribeAgain: "Subscribe again",
};

export const unsubscribeTexts: Localized<Widen<typeof unsubscribeEn>> = {
  en: unsubscribeEn,
  am: {
    confirmTitle: "ከኢሜይል ዝርዝራችን መውጣት ይፈልጋሉ?",
    confirm: "ወደዚህ አድራሻ የምንልካቸውን ጋዜጣዎችና የዝግጅት መረጃዎች ለማቆም ቁልፉን ይጫኑ።",
    address: "የኢሜይል አድራሻ",
    list: "ዝርዝር",
    listName: `የ${organisation.name.am} የኢሜይል ዝርዝር`,
    unsubscribe: "ከኢሜይል ዝርዝሩ ይውጡ",
    stay: "ሐሳብዎን ቀይረዋል? ይህን ገጽ ብቻ ይዝጉ፤ ቁልፉን እስካልተጫኑ ድረስ ምንም አይለወጥም።",
    doneTitle: "ከኢሜይል ዝርዝራችን ወጥተዋል",
    done: "ከእንግዲህ ጋዜጣም ሆነ የዝግጅት መረጃ አንልክልዎትም። በመሄድዎ አዝነናል።",
    invalidTitle: "ይህ አገናኝ አይሠራም",
    invalid: "የመውጫው አገናኝ ያልተሟላ ነው ወይም ተቀይሯል። እባክዎ በኢሜይላችን ውስጥ ያለውን አገናኝ ይጠቀሙ፤ ወይም ይጻፉልን፣ ከዝርዝሩ እናስወጣዎታለን።",
    subscribeAgain: "እንደገና ይቀላቀሉ",
  },
};
