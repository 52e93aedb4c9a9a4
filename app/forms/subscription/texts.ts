import { organisation } from "#app/config/organisation.ts";
import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** The mailing-list page's own words; the fields' words are in fields.ts. */
const en = {
  intro: "One short e-mail a month with news, event dates and ways to help, in English or Amharic. Leave at any time with one click.",
  formTitle: "Choose what you receive",
  submit: "Subscribe",
  successTitle: "Check your e-mail",
  success: "Almost done: we have sent you an e-mail. Press the button in it to confirm your address and join the list; until then we send you nothing else.",
  privacy: "We use your address only to send our own e-mails, and never share it.",
};

export const subscriptionTexts: Localized<Widen<typeof en>> = {
  en,
  am: {
    intro: "በወር አንድ አጭር ኢሜይል፦ ዜና፣ የዝግጅቶች ቀናትና የመርዳት መንገዶች፣ በአማርኛ ወይም በእንግሊዝኛ። በአንድ ጠቅታ በማንኛውም ጊዜ መውጣት ይችላሉ።",
    formTitle: "የሚደርስዎትን ይምረጡ",
    submit: "ይቀላቀሉ",
    successTitle: "ኢሜይልዎን ይመልከቱ",
    success: "ሊጠናቀቅ ጥቂት ቀርቷል፦ ኢሜይል ልከንልዎታል። አድራሻዎን ለማረጋገጥና ዝርዝሩን ለመቀላቀል በውስጡ ያለውን ቁልፍ ይጫኑ፤ እስከዚያ ድረስ ሌላ ምንም አንልክልዎትም።",
    privacy: "አድራሻዎን የምንጠቀመው የራሳችንን ኢሜይሎች ለመላክ ብቻ ነው፤ ለማንም አናጋራውም።",
  },
};

/** What the mailing list's own pages (confirming, unsubscribing) show of an address, in the link's language. */
const listCardEn = {
  address: "E-mail address",
  list: "List",
  listName: `${organisation.name.en} mailing list`,
  language: "Language of our e-mails",
  interests: "Topics",
};

export const listCardTexts: Localized<Widen<typeof listCardEn>> = {
  en: listCardEn,
  am: {
    address: "የኢሜይል አድራሻ",
    list: "ዝርዝር",
    listName: `የ${organisation.name.am} የኢሜይል ዝርዝር`,
    language: "የኢሜይሎቹ ቋንቋ",
    interests: "ርዕሶች",
  },
};

/** The page a new subscriber confirms their address on (the link in the e-mail sent when they join). */
const confirmEn = {
  confirmTitle: "Confirm your subscription",
  confirm: "Press the button to join our mailing list with these choices.",
  submit: "Yes, add me to the mailing list",
  doneTitle: "Welcome to our mailing list",
  done: "You are on the list. We have sent you a welcome e-mail; every e-mail we send has a link to leave the list.",
  expiredTitle: "This link has expired",
  expired: "Confirmation links work for a week. Please fill in the form again, and we will send you a new one.",
  invalidTitle: "This link does not work",
  invalid: "The confirmation link is incomplete or has been changed. Please use the link in our e-mail, or fill in the form again.",
  toForm: "Go to the form",
};

export const confirmTexts: Localized<Widen<typeof confirmEn>> = {
  en: confirmEn,
  am: {
    confirmTitle: "መቀላቀልዎን ያረጋግጡ",
    confirm: "በእነዚህ ምርጫዎች የኢሜይል ዝርዝራችንን ለመቀላቀል ቁልፉን ይጫኑ።",
    submit: "አዎ፣ ወደ ኢሜይል ዝርዝሩ ያክሉኝ",
    doneTitle: "እንኳን ወደ ኢሜይል ዝርዝራችን በደህና መጡ",
    done: "ዝርዝሩን ተቀላቅለዋል። የእንኳን ደህና መጡ ኢሜይል ልከንልዎታል፤ የምንልከው እያንዳንዱ ኢሜይል ከዝርዝሩ መውጫ አገናኝ አለው።",
    expiredTitle: "የዚህ አገናኝ ጊዜ አልፏል",
    expired: "የማረጋገጫ አገናኞች የሚሠሩት ለአንድ ሳምንት ነው። እባክዎ ቅጹን እንደገና ይሙሉ፤ አዲስ አገናኝ እንልክልዎታለን።",
    invalidTitle: "ይህ አገናኝ አይሠራም",
    invalid: "የማረጋገጫው አገናኝ ያልተሟላ ነው ወይም ተቀይሯል። እባክዎ በኢሜይላችን ውስጥ ያለውን አገናኝ ይጠቀሙ፤ ወይም ቅጹን እንደገና ይሙሉ።",
    toForm: "ወደ ቅጹ ይሂዱ",
  },
};

/** The unsubscribe page (the link in every mailing-list e-mail), in the link's language. */
const unsubscribeEn = {
  confirmTitle: "Leave our mailing list?",
  confirm: "Press the button to stop our newsletters and event updates to this address.",
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
    unsubscribe: "ከኢሜይል ዝርዝሩ ይውጡ",
    stay: "ሐሳብዎን ቀይረዋል? ይህን ገጽ ብቻ ይዝጉ፤ ቁልፉን እስካልተጫኑ ድረስ ምንም አይለወጥም።",
    doneTitle: "ከኢሜይል ዝርዝራችን ወጥተዋል",
    done: "ከእንግዲህ ጋዜጣም ሆነ የዝግጅት መረጃ አንልክልዎትም። በመሄድዎ አዝነናል።",
    invalidTitle: "ይህ አገናኝ አይሠራም",
    invalid: "የመውጫው አገናኝ ያልተሟላ ነው ወይም ተቀይሯል። እባክዎ በኢሜይላችን ውስጥ ያለውን አገናኝ ይጠቀሙ፤ ወይም ይጻፉልን፣ ከዝርዝሩ እናስወጣዎታለን።",
    subscribeAgain: "እንደገና ይቀላቀሉ",
  },
};

/**
 * The subscriber's choices (the preferences link in every mailing-list e-mail), in the link's language. Joining
 * again reuses the subscription page's "Check your e-mail" words; leaving, the unsubscribe page's button.
 */
const preferencesEn = {
  title: "Your mailing-list choices",
  intro: "Choose the language of our e-mails to you and what you would like to hear about, then save.",
  save: "Save my choices",
  savedTitle: "Your choices are saved",
  saved: "Our next e-mails to you follow these choices.",
  leave: "Would you rather not hear from us at all?",
  notOnListTitle: "You are not on our mailing list",
  notOnList: "We send nothing to this address now. To join again, choose below; we will send you an e-mail to confirm that the address is yours.",
  invalidTitle: "This link does not work",
  invalid: "The link to your choices is incomplete or has been changed. Please use the link in our e-mail, or write to us and we will change them for you.",
};

export const preferencesTexts: Localized<Widen<typeof preferencesEn>> = {
  en: preferencesEn,
  am: {
    title: "የኢሜይል ዝርዝር ምርጫዎችዎ",
    intro: "የምንልክልዎትን ኢሜይሎች ቋንቋና ስለ ምን መስማት እንደሚፈልጉ ይምረጡ፤ ከዚያም ያስቀምጡ።",
    save: "ምርጫዎቼን ያስቀምጡ",
    savedTitle: "ምርጫዎችዎ ተቀምጠዋል",
    saved: "ከዚህ በኋላ የምንልክልዎት ኢሜይሎች እነዚህን ምርጫዎች ይከተላሉ።",
    leave: "ምንም ኢሜይል እንዳንልክልዎት ይፈልጋሉ?",
    notOnListTitle: "በኢሜይል ዝርዝራችን ላይ የሉም",
    notOnList: "አሁን ወደዚህ አድራሻ ምንም አንልክም። እንደገና ለመቀላቀል ከታች ይምረጡ፤ አድራሻው የእርስዎ መሆኑን እንዲያረጋግጡ ኢሜይል እንልክልዎታለን።",
    invalidTitle: "ይህ አገናኝ አይሠራም",
    invalid: "የምርጫዎችዎ አገናኝ ያልተሟላ ነው ወይም ተቀይሯል። እባክዎ በኢሜይላችን ውስጥ ያለውን አገናኝ ይጠቀሙ፤ ወይም ይጻፉልን፣ እኛ እንቀይርልዎታለን።",
  },
};
