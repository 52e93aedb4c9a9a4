import type { Localized } from "#app/i18n/language.ts";
import type { Widen } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** The words of the submissions' pages that no other part of the staff area shows, in both languages; the words the whole staff area shares are in app/staff/shared/texts.ts. */
const en = {
  erasure: {
    title: "Erase a person's data",
    intro:
      "When someone asks us to delete what we hold about them, enter their e-mail address. Every registration, donation request, message, reply to an event, subscription and e-mail to that address is deleted for good. The audit log records that an erasure happened, but not whose.",
    email: "E-mail address",
    confirm: "I have checked the address: erase everything about it",
    submit: "Erase",
    nothing: "We hold nothing under this address.",
  },
  undelivered: {
    title: "E-mails not delivered",
    intro: "E-mails the website could not send, or is still trying to send. What they say is not shown here.",
    none: "Every e-mail has been sent.",
    failed: "Could not be sent",
    waiting: "Waiting to try again",
    to: "To",
    subject: "Subject",
    about: "About",
    attempts: "Attempts: {{count}}",
    written: "Written {{date}}",
    nextTry: "Next try {{date}}",
    reason: "Reason given by the mail server",
    noReason: "Not tried yet: sending e-mail may be switched off.",
    resend: "Send again",
    queued: "The e-mail is back in the queue and will be sent within a minute.",
    busy: "This e-mail is being sent right now, or is already waiting to be sent.",
    gone: "This e-mail is no longer waiting: it was sent, or erased.",
  },
} as const;

export type SubmissionsTexts = Widen<typeof en>;

export const submissionsTexts: Localized<SubmissionsTexts> = {
  en,
  am: {
    erasure: {
      title: "የአንድ ሰው መረጃ መሰረዝ",
      intro:
        "አንድ ሰው ስለ እሱ የያዝነውን መረጃ እንድንሰርዝ ሲጠይቅ የኢሜይል አድራሻውን ያስገቡ። በዚያ አድራሻ የደረሱ ምዝገባዎች፣ የልገሳ ጥያቄዎች፣ መልእክቶች፣ ለዝግጅቶች የተሰጡ ምላሾች፣ የኢሜይል ዝርዝር ምዝገባና ወደዚያ አድራሻ የሚላኩ ኢሜይሎች በሙሉ ለዘለቄታው ይሰረዛሉ። የለውጥ መዝገቡ መሰረዝ መደረጉን ይመዘግባል፤ የማን እንደሆነ ግን አይመዘግብም።",
      email: "የኢሜይል አድራሻ",
      confirm: "አድራሻውን አረጋግጫለሁ፤ ስለሱ ያለው ሁሉ ይሰረዝ",
      submit: "ይሰርዙ",
      nothing: "በዚህ አድራሻ የያዝነው ምንም የለም።",
    },
    undelivered: {
      title: "ያልተላኩ ኢሜይሎች",
      intro: "ድረ ገጹ መላክ ያልቻላቸው ወይም አሁንም ለመላክ እየሞከረ ያለው ኢሜይሎች። የኢሜይሎቹ ይዘት እዚህ አይታይም።",
      none: "ሁሉም ኢሜይሎች ተልከዋል።",
      failed: "መላክ አልተቻለም",
      waiting: "እንደገና ለመሞከር በመጠባበቅ ላይ",
      to: "ተቀባይ",
      subject: "ርዕስ",
      about: "የሚመለከተው",
      attempts: "ሙከራዎች፦ {{count}}",
      written: "የተጻፈው {{date}}",
      nextTry: "ቀጣዩ ሙከራ {{date}}",
      reason: "የኢሜይል አገልጋዩ የሰጠው ምክንያት",
      noReason: "ገና አልተሞከረም፤ ኢሜይል መላኪያው ጠፍቶ ሊሆን ይችላል።",
      resend: "እንደገና ይላኩ",
      queued: "ኢሜይሉ ተመልሶ ተሰልፏል፤ በአንድ ደቂቃ ውስጥ ይላካል።",
      busy: "ይህ ኢሜይል አሁን እየተላከ ነው፣ ወይም ለመላክ ተሰልፏል።",
      gone: "ይህ ኢሜይል ከእንግዲህ አይጠብቅም፤ ተልኳል ወይም ተሰርዟል።",
    },
  },
};

export const useSubmissionsTexts = (): SubmissionsTexts => submissionsTexts[useLang()];
