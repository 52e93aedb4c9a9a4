import { organisation } from "#app/config/organisation.ts";
import { type Block, commonWording, type EmailContent, type FieldRow, localDateTime, receivedDate, renderEmail, shortQuote } from "#app/email/layout.server.ts";
import { type FieldWord, type FieldWords, showValue } from "#app/fields/fields.ts";
import { formatDate, formatTime } from "#app/i18n/format.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";

/**
 * The two e-mails of a stored submission, built from the form's field words (fields.ts) and what its
 * emails.server.ts says around them: the confirmation to the visitor, in the language they used, and the
 * notification to staff, in English, with every field but the staff-only ones and a link to the submission.
 */

export interface Submitted<T> {
  reference: string;
  lang: Lang;
  /** ISO 8601. */
  receivedAt: string;
  fields: T;
}

export interface SubmissionEmails<T> {
  words: FieldWords<T>;
  /** Who sent it: the greeting's name and the address replies go to. */
  sender: (fields: T) => { name: string; email: string };
  confirmation: {
    subject: Localized<(reference: string) => string>;
    heading: Localized;
    /** The paragraph after the greeting. */
    intro: (fields: T, lang: Lang) => string;
    /** Rows about the submission that are not fields (the program registered for). */
    rows?: (lang: Lang) => FieldRow[];
    /** The last paragraph: where to turn with questions. */
    closing: (lang: Lang) => string;
  };
  staff: {
    /** The staff address told about it, when what was sent decides (a message's topic); else the kind's. */
    to?: (fields: T) => string;
    subject: (reference: string, fields: T) => string;
    heading: string;
    /** Paragraphs above the fields; `replyIn` says which language to answer in. */
    intro: (replyIn: string) => string[];
  };
}

const wordsOf = <T>(emails: SubmissionEmails<T>) => Object.entries(emails.words) as [keyof T & string, FieldWord<never>][];
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== false;

export function confirmationEmail<T>(emails: SubmissionEmails<T>, submission: Submitted<T>): EmailContent {
  const { lang, reference, fields } = submission;
  const words = commonWording[lang];
  const own = emails.confirmation;
  const given = wordsOf(emails).filter(([name]) => isGiven(fields[name]));
  const rows = given.flatMap(([name, word]) =>
    word.confirmation?.label ? [{ label: word.confirmation.label[lang], value: showValue(word, fields[name], lang) }] : [],
  );
  const quotes = given.flatMap(([name, word]): Block[] =>
    word.confirmation?.quote ? [{ type: "quote", label: word.confirmation.quote[lang], text: shortQuote(String(fields[name])) }] : [],
  );
  const notes = given.flatMap(([, word]): Block[] => (word.confirmation?.note ? [{ type: "paragraph", text: word.confirmation.note[lang] }] : []));
  return renderEmail({
    lang,
    subject: own.subject[lang](reference),
    heading: own.heading[lang],
    closing: words.closing,
    blocks: [
      { type: "paragraph", text: words.greeting(emails.sender(fields).name) },
      { type: "paragraph", text: own.intro(fields, lang) },
      {
        type: "fields",
        rows: [
          { label: words.reference, value: reference },
          ...rows,
          ...(own.rows?.(lang) ?? []),
          { label: words.received, value: receivedDate(submission.receivedAt, lang) },
        ],
      },
      ...quotes,
      { type: "paragraph", text: words.quoteReference },
      ...notes,
      { type: "paragraph", text: own.closing(lang) },
    ],
  });
}

/** The language names staff read ("Language used: Amharic"). */
const languageNames: Record<Lang, string> = { en: "English", am: "Amharic" };
const notGiven = "(not given)";
const inStaffAreaOnly = "(in the staff area only)";

/**
 * To staff: in English (staff work in English), with every field labelled, the reference, when, which
 * language the visitor used, and a link to the submission in the staff area. A staff-only field (medical
 * notes) is named but never written: whether it was filled in or not reads the same, so the mailbox learns
 * nothing of it.
 */
export function staffNotificationEmail<T>(emails: SubmissionEmails<T>, submission: Submitted<T>, staffAreaUrl: string): EmailContent {
  const { reference, lang, fields } = submission;
  const { date, time } = localDateTime(submission.receivedAt);
  const about: FieldRow[] = [
    { label: "Reference", value: reference },
    { label: "Received", value: `${formatDate(date, "en", { dateStyle: "full" })} at ${formatTime(time, "en")} (${organisation.city.en} time)` },
    { label: "Language used", value: languageNames[lang] },
  ];
  const replyIn = `The visitor used the ${languageNames[lang]} site: please reply in ${languageNames[lang]}.`;
  const rows = wordsOf(emails).map(([name, word]) => ({
    label: (word.staffLabel ?? word.label).en,
    value: word.staffOnly ? inStaffAreaOnly : showValue(word, fields[name], "en") || notGiven,
  }));
  return renderEmail({
    lang: "en",
    subject: emails.staff.subject(reference, fields),
    heading: emails.staff.heading,
    closing: "Sent automatically by the website of",
    blocks: [
      ...emails.staff.intro(replyIn).map((text) => ({ type: "paragraph", text }) as const),
      { type: "link", label: "Open it in the staff area", url: staffAreaUrl },
      { type: "fields", rows: [...about, ...rows] },
    ],
  });
}
