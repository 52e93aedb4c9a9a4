import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** The words of the staff pages of events' replies (RSVP), in both languages; the replies' fields' words are in app/forms/rsvp/fields.ts. */
const en = {
  title: "Event replies",
  intro: "Who is coming to the events that ask for RSVP. Replies are people's data: they are deleted four weeks after their event.",
  empty: "No event asks for RSVP yet. Switch on “Ask for RSVP” in an event's editor.",
  event: "Event",
  date: "Date",
  places: "Places",
  noLimit: "No limit",
  coming: "Coming",
  people: "People",
  waiting: "Waiting list",
  open: "See the replies",
  question: "The event's question",
  none: "No replies yet.",
  download: "Download CSV",
  reference: "Reference",
  status: "Status",
  language: "Language",
  received: "Received",
  statuses: { coming: "Coming", waiting: "Waiting list", cancelled: "Cancelled" },
  counts: "{{coming}} replies coming with {{people}} people; {{waiting}} on the waiting list with {{waitingPeople}} people; {{cancelled}} cancelled.",
  back: "All events with RSVP",
};

export type RsvpStaffTexts = Widen<typeof en>;

export const rsvpStaffTexts: Localized<RsvpStaffTexts> = {
  en,
  am: {
    title: "የዝግጅት ምላሾች",
    intro: "የመገኘት ምላሽ በሚጠይቁ ዝግጅቶች ላይ የሚመጡ ሰዎች። ምላሾች የሰዎች መረጃ ናቸው፤ ዝግጅቱ ካለፈ ከአራት ሳምንት በኋላ ይሰረዛሉ።",
    empty: "እስካሁን የመገኘት ምላሽ የሚጠይቅ ዝግጅት የለም። በዝግጅቱ አርታኢ ውስጥ «የመገኘት ምላሽ ይጠየቅ»ን ያብሩ።",
    event: "ዝግጅት",
    date: "ቀን",
    places: "ቦታዎች",
    noLimit: "ገደብ የለውም",
    coming: "የሚመጡ",
    people: "ሰዎች",
    waiting: "የተጠባባቂ ዝርዝር",
    open: "ምላሾቹን ያሳዩ",
    question: "የዝግጅቱ ጥያቄ",
    none: "እስካሁን ምላሽ የለም።",
    download: "CSV ያውርዱ",
    reference: "የማመሳከሪያ ቁጥር",
    status: "ሁኔታ",
    language: "ቋንቋ",
    received: "የደረሰበት ጊዜ",
    statuses: { coming: "ይመጣሉ", waiting: "የተጠባባቂ ዝርዝር", cancelled: "ተሰርዟል" },
    counts: "{{coming}} ምላሾች ከ{{people}} ሰዎች ጋር ይመጣሉ፤ {{waiting}} ምላሾች ከ{{waitingPeople}} ሰዎች ጋር በተጠባባቂ ዝርዝር ላይ ናቸው፤ {{cancelled}} ተሰርዘዋል።",
    back: "የመገኘት ምላሽ የሚጠይቁ ዝግጅቶች በሙሉ",
  },
};

export const useRsvpStaffTexts = (): RsvpStaffTexts => rsvpStaffTexts[useLang()];
