import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";

/** Where a reply stands: its places are saved, it waits for a place, or it was cancelled. */
export type ReplyStatus = "coming" | "waiting" | "cancelled";

/** The RSVP form's own words on an event's page and in the action's answer; the fields' words are in fields.ts. */
const formEn = {
  heading: "Will you come? Let us know",
  intro: "Reply here and we will e-mail you a confirmation with the event for your calendar, and a reminder the day before.",
  submit: "Send my reply",
  comingTitle: "You are on the list",
  coming:
    "Thank you! Your places are saved. A confirmation is on its way to your e-mail, with the event for your calendar and a link to change or cancel your reply.",
  waitingTitle: "You are on the waiting list",
  waiting:
    "The event is full just now, so your reply is on the waiting list. When a place is freed, it goes to the first on the list, and we tell them by e-mail at once.",
  closed: "This event no longer takes replies.",
};

export const rsvpFormTexts: Localized<Widen<typeof formEn>> = {
  en: formEn,
  am: {
    heading: "ይመጣሉ? ያሳውቁን",
    intro: "እዚህ ምላሽ ይስጡ፤ ዝግጅቱን በቀን መቁጠሪያዎ ላይ ማስቀመጥ የሚያስችል ማረጋገጫና ከዝግጅቱ አንድ ቀን በፊት ማስታወሻ በኢሜይል እንልክልዎታለን።",
    submit: "ምላሼን ይላኩ",
    comingTitle: "በዝርዝሩ ላይ ነዎት",
    coming: "እናመሰግናለን! ቦታዎችዎ ተይዘዋል። ዝግጅቱን በቀን መቁጠሪያዎ ላይ ለማስቀመጥ የሚያስችልና ምላሽዎን ለመቀየር ወይም ለመሰረዝ የሚያስችል አገናኝ የያዘ ማረጋገጫ ወደ ኢሜይልዎ ተልኳል።",
    waitingTitle: "በተጠባባቂ ዝርዝር ላይ ነዎት",
    waiting: "ዝግጅቱ ለጊዜው ሞልቷል፤ ስለዚህ ምላሽዎ በተጠባባቂ ዝርዝር ላይ ገብቷል። ቦታ ሲለቀቅ በዝርዝሩ ላይ ለመጀመሪያው ሰው ይሰጣል፤ ወዲያውኑም በኢሜይል እናሳውቃለን።",
    closed: "ይህ ዝግጅት ከእንግዲህ ምላሽ አይቀበልም።",
  },
};

/** The page of the link in every RSVP e-mail: the reply, a change of its number of people, its cancellation. */
const replyEn = {
  title: "Your reply",
  event: "Event",
  when: "When",
  people: "People",
  status: "Your reply",
  statuses: { coming: "Coming: your places are saved", waiting: "On the waiting list", cancelled: "Cancelled" },
  change: "Save the number of people",
  cancel: "Cancel my reply",
  cancelNote: "If you cancel, your places go to the first on the waiting list.",
  changed: "Your reply is changed.",
  cancelledTitle: "Your reply is cancelled",
  cancelled: "Thank you for telling us. Your places go to someone on the waiting list.",
  full: "There are not enough places left for that many people: your reply stays as it was.",
  over: "This event has taken place or is cancelled: the reply can no longer be changed.",
  invalidTitle: "This link does not work",
  invalid: "The link is incomplete, was changed, or its reply was erased. Please use the link in your e-mail, or contact us.",
  back: "To the event's page",
};

export const rsvpReplyTexts: Localized<Widen<typeof replyEn>> = {
  en: replyEn,
  am: {
    title: "የእርስዎ ምላሽ",
    event: "ዝግጅት",
    when: "መቼ",
    people: "የሰዎች ብዛት",
    status: "ምላሽዎ",
    statuses: { coming: "ይመጣሉ፤ ቦታዎችዎ ተይዘዋል", waiting: "በተጠባባቂ ዝርዝር ላይ", cancelled: "ተሰርዟል" },
    change: "የሰዎቹን ብዛት ያስቀምጡ",
    cancel: "ምላሼን ይሰርዙ",
    cancelNote: "ምላሽዎን ከሰረዙ ቦታዎችዎ በተጠባባቂ ዝርዝሩ ላይ ለመጀመሪያው ሰው ይሰጣሉ።",
    changed: "ምላሽዎ ተቀይሯል።",
    cancelledTitle: "ምላሽዎ ተሰርዟል",
    cancelled: "ስላሳወቁን እናመሰግናለን። ቦታዎችዎ በተጠባባቂ ዝርዝሩ ላይ ላለ ሰው ይሰጣሉ።",
    full: "ለዚያ ያህል ሰዎች የሚበቃ ቦታ አልቀረም፤ ምላሽዎ እንደነበረ ይቆያል።",
    over: "ይህ ዝግጅት ተካሂዷል ወይም ተሰርዟል፤ ምላሹን ከእንግዲህ መቀየር አይቻልም።",
    invalidTitle: "ይህ አገናኝ አይሠራም",
    invalid: "አገናኙ ያልተሟላ ነው፣ ተቀይሯል ወይም ምላሹ ተሰርዟል። እባክዎ በኢሜይልዎ ውስጥ ያለውን አገናኝ ይጠቀሙ፤ ወይም ያግኙን።",
    back: "ወደ ዝግጅቱ ገጽ",
  },
};
