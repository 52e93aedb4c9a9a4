import { organisation } from "#app/config/organisation.ts";
import { eventView } from "#app/content/event-view.server.ts";
import { oneEventCalendar } from "#app/content/events-calendar.server.ts";
import { eventStatusOf } from "#app/content/events-kind.ts";
import type { PublishedItem } from "#app/content/store.server.ts";
import { commonWording, renderEmail } from "#app/email/layout.server.ts";
import { describeFields } from "#app/fields/fields.ts";
import { rsvpWords } from "#app/forms/rsvp/fields.ts";
import { replyUrl } from "#app/forms/rsvp/links.server.ts";
import type { RsvpLetters, StoredReply } from "#app/forms/rsvp/replies.server.ts";
import { fill } from "#app/i18n/fill.ts";
import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import type { OutgoingEmail } from "#app/storage/outbox.server.ts";

/** The words of the RSVP e-mails; `{{event}}` is the event's title. */
const en = {
  coming: { subject: "You are coming: {{event}}", heading: "See you there!", text: "Thank you for your reply. Your places are saved:" },
  waiting: {
    subject: "Waiting list: {{event}}",
    heading: "You are on the waiting list",
    text: "Thank you for your reply. The event is full just now, so your reply is on the waiting list. When a place is freed, it goes to the first on the list, and we write to them at once.",
  },
  promoted: {
    subject: "A place for you: {{event}}",
    heading: "A place is yours",
    text: "Good news: a place was freed, and it is yours. Your places are saved:",
  },
  reminder: { subject: "Reminder: {{event}}", heading: "See you soon", text: "A reminder: you told us you are coming." },
  cancelled: {
    subject: "Cancelled: {{event}}",
    heading: "The event is cancelled",
    text: "We are sorry: the event you replied to is cancelled. There is nothing you need to do.",
  },
  moved: {
    subject: "Changed: {{event}}",
    heading: "The event has changed",
    text: "The event you replied to has changed. Here it is as it is now. Your reply stands; if you can no longer come, please cancel it, so your place goes to someone else.",
  },
  event: "Event",
  when: "When",
  where: "Where",
  note: "What changed",
  calendar: "The event is attached as a calendar file: open it to add the event to your calendar.",
  manage: "Change or cancel my reply",
};

const words: Localized<Widen<typeof en>> = {
  en,
  am: {
    coming: { subject: "ይመጣሉ፦ {{event}}", heading: "እዚያ እንገናኝ!", text: "ስለ ምላሽዎ እናመሰግናለን። ቦታዎችዎ ተይዘዋል፦" },
    waiting: {
      subject: "የተጠባባቂ ዝርዝር፦ {{event}}",
      heading: "በተጠባባቂ ዝርዝር ላይ ነዎት",
      text: "ስለ ምላሽዎ እናመሰግናለን። ዝግጅቱ ለጊዜው ሞልቷል፤ ስለዚህ ምላሽዎ በተጠባባቂ ዝርዝር ላይ ገብቷል። ቦታ ሲለቀቅ በዝርዝሩ ላይ ለመጀመሪያው ሰው ይሰጣል፤ ወዲያውኑም እንጽፍለታለን።",
    },
    promoted: { subject: "ቦታ ተገኝቶልዎታል፦ {{event}}", heading: "ቦታው የእርስዎ ነው", text: "መልካም ዜና፦ ቦታ ተለቅቋል፤ ለእርስዎም ተሰጥቷል። ቦታዎችዎ ተይዘዋል፦" },
    reminder: { subject: "ማስታወሻ፦ {{event}}", heading: "በቅርቡ እንገናኝ", text: "ማስታወሻ፦ እንደሚመጡ አሳውቀውናል።" },
    cancelled: { subject: "ተሰርዟል፦ {{event}}", heading: "ዝግጅቱ ተሰርዟል", text: "ይቅርታ፦ ምላሽ የሰጡበት ዝግጅት ተሰርዟል። ምንም ማድረግ አያስፈልግዎትም።" },
    moved: {
      subject: "ተቀይሯል፦ {{event}}",
      heading: "ዝግጅቱ ተቀይሯል",
      text: "ምላሽ የሰጡበት ዝግጅት ተቀይሯል። አሁን ያለው ሁኔታ ይህ ነው። ምላሽዎ እንዳለ ይቆያል፤ መምጣት ካልቻሉ ግን ቦታዎ ለሌላ ሰው እንዲሰጥ እባክዎ ምላሽዎን ይሰርዙ።",
    },
    event: "ዝግጅት",
    when: "መቼ",
    where: "የት",
    note: "የተቀየረው",
    calendar: "ዝግጅቱ የቀን መቁጠሪያ ፋይል ሆኖ ተያይዟል፤ በቀን መቁጠሪያዎ ላይ ለማስቀመጥ ፋይሉን ይክፈቱ።",
    manage: "ምላሼን ይቀይሩ ወይም ይሰርዙ",
  },
};

type LetterKind = "coming" | "waiting" | "promoted" | "reminder" | "cancelled" | "moved";

/**
 * The e-mails of a reply's life, in the language of the reply, each with the event as it is now, the reply's
 * fields (rsvpWords) and the signed link to change or cancel it. Those that save places, and the notice of a move,
 * carry the event's calendar file, the one its page's "Add to my calendar" gives.
 */
export function rsvpLetters({ publicUrl, secret }: { publicUrl: string; secret: string }): RsvpLetters {
  const letter = (kind: LetterKind, reply: StoredReply, event: PublishedItem): OutgoingEmail => {
    const { lang } = reply;
    const own = words[lang];
    const view = eventView(event, lang);
    // The calendar file goes with saved places, and with a move, so the calendar that has the event updates it.
    const withCalendar = kind === "coming" || kind === "promoted" || (kind === "moved" && reply.status === "coming");
    const changed = kind === "cancelled" || kind === "moved";
    const common = commonWording[lang];
    const content = renderEmail({
      lang,
      subject: fill(own[kind].subject, { event: view.title }),
      heading: own[kind].heading,
      closing: common.closing,
      blocks: [
        { type: "paragraph", text: common.greeting(reply.name) },
        { type: "paragraph", text: own[kind].text },
        {
          type: "fields",
          rows: [
            { label: own.event, value: view.title },
            { label: own.when, value: [view.when.date, view.when.time].filter(Boolean).join(" · ") },
            { label: own.where, value: view.place },
            ...(changed && view.statusNote ? [{ label: own.note, value: view.statusNote }] : []),
            ...describeFields(rsvpWords, { ...reply }, lang).filter((field) => field.name === "people"),
            { label: common.reference, value: reply.reference },
          ],
        },
        ...(reply.answer ? [{ type: "quote" as const, label: rsvpWords.answer.confirmation?.quote?.[lang] ?? "", text: reply.answer }] : []),
        ...(withCalendar ? [{ type: "paragraph" as const, text: own.calendar }] : []),
        ...(kind === "cancelled" ? [] : [{ type: "link" as const, label: own.manage, url: replyUrl(publicUrl, secret, reply.reference, lang) }]),
        { type: "paragraph", text: common.questions(organisation.phone.display, organisation.email) },
      ],
    });
    return {
      to: reply.email,
      replyTo: organisation.email,
      ...content,
      ...(withCalendar
        ? { attachments: [{ filename: `${event.slug}.ics`, contentType: "text/calendar; charset=utf-8", content: oneEventCalendar(event, lang, publicUrl) }] }
        : {}),
    };
  };
  return {
    confirmation: (reply, event) => letter(reply.status === "waiting" ? "waiting" : "coming", reply, event),
    promoted: (reply, event) => letter("promoted", reply, event),
    reminder: (reply, event) => letter("reminder", reply, event),
    notice: (reply, event) => letter(eventStatusOf(event.fields) === "cancelled" ? "cancelled" : "moved", reply, event),
  };
}
