import { organisation } from "#app/config/organisation.ts";
import { commonWording, renderEmail } from "#app/email/layout.server.ts";
import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { type Outcome, outcomeStatus } from "#app/staff/submissions/outcomes.ts";
import { changeSubmissionStatus } from "#app/staff/submissions/queries.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import { enqueueEmail } from "#app/storage/outbox.server.ts";

/**
 * The e-mail that tells a family the outcome of a registration, in the language they registered in. Staff
 * start from these templates and adjust them on the submission's page before sending; the words follow
 * docs/glossary.md (የተጠባባቂ ዝርዝር for the waiting list) and address the parent politely (እርስዎ). The school's
 * Amharic name begins with የ, so it stands as a word of its own, never after a prefix (በየ…, ለየ…).
 */

interface TemplateFacts {
  parent: string;
  child: string;
  reference: string;
}

interface Template {
  subject: (facts: TemplateFacts) => string;
  /** Paragraphs, separated by an empty line in the editable text. */
  paragraphs: (facts: TemplateFacts) => string[];
}

const school = organisation.schoolName;
const questions = (lang: Lang) => commonWording[lang].questions(organisation.phone.display, organisation.schoolEmail);

const templates: Record<Outcome, Localized<Template>> = {
  placeConfirmed: {
    en: {
      subject: ({ child }) => `A place for ${child} at the ${school.en}`,
      paragraphs: ({ parent, child, reference }) => [
        commonWording.en.greeting(parent),
        `We are glad to tell you that ${child} has a place at the ${school.en}.`,
        "Before the first day, we will write to you with the times, the place and what to bring.",
        `If your plans change, please let us know, so that we can offer the place to another child. Please quote your reference, ${reference}.`,
        questions("en"),
      ],
    },
    am: {
      subject: ({ child }) => `${school.am}፦ ለ${child} ቦታ ተረጋግጧል`,
      paragraphs: ({ parent, child, reference }) => [
        commonWording.am.greeting(parent),
        `${school.am} ውስጥ ለ${child} ቦታ መረጋገጡን ስንገልጽልዎ ደስ ይለናል።`,
        "ከመጀመሪያው ቀን በፊት ሰዓቱን፣ ቦታውንና ይዘው መምጣት ያለባቸውን ነገሮች እንጽፍልዎታለን።",
        `ዕቅድዎ ከተቀየረ ቦታውን ለሌላ ልጅ መስጠት እንድንችል እባክዎ ያሳውቁን። የማመሳከሪያ ቁጥርዎን (${reference}) ይጥቀሱ።`,
        questions("am"),
      ],
    },
  },
  waitingList: {
    en: {
      subject: ({ child }) => `${child} is on the waiting list for the ${school.en}`,
      paragraphs: ({ parent, child, reference }) => [
        commonWording.en.greeting(parent),
        `Thank you for registering ${child} for the ${school.en}. All places are taken for now, so we have put ${child} on the waiting list.`,
        "If a place becomes free, we will write to you at once. You do not need to do anything in the meantime.",
        `Please quote your reference, ${reference}, if you write or call us about this.`,
        questions("en"),
      ],
    },
    am: {
      subject: ({ child }) => `${school.am}፦ የ${child} ስም በተጠባባቂ ዝርዝር ላይ ሰፍሯል`,
      paragraphs: ({ parent, child, reference }) => [
        commonWording.am.greeting(parent),
        `ስለ ምዝገባዎ እናመሰግናለን። ለአሁኑ በትምህርት ቤቱ ያሉት ቦታዎች በሙሉ ስለተያዙ የ${child} ስም በተጠባባቂ ዝርዝር ላይ ሰፍሯል።`,
        "ቦታ ሲለቀቅ ወዲያውኑ እንጽፍልዎታለን። እስከዚያው ምንም ማድረግ አያስፈልግዎትም።",
        `ስለዚህ ጉዳይ ሲጽፉልን ወይም ሲደውሉልን እባክዎ የማመሳከሪያ ቁጥርዎን (${reference}) ይጥቀሱ።`,
        questions("am"),
      ],
    },
  },
};

/** The prefilled subject and text for one outcome, in the family's language. */
export function outcomeTemplate(outcome: Outcome, lang: Lang, facts: TemplateFacts): { subject: string; body: string } {
  const template = templates[outcome][lang];
  return { subject: template.subject(facts), body: template.paragraphs(facts).join("\n\n") };
}

/** The text as staff left it, laid out as every e-mail of the site: the subject as its heading, the organisation's signature below. */
export function outcomeEmail(lang: Lang, subject: string, body: string) {
  const paragraphs = body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderEmail({
    lang,
    subject,
    heading: subject,
    closing: commonWording[lang].closing,
    blocks: paragraphs.map((text) => ({ type: "paragraph", text })),
  });
}

export interface OutcomeToSend {
  outcome: Outcome;
  subject: string;
  body: string;
}

/** How long the same e-mail to the same family counts as the same click: a double click, a page sent again on reload. */
const repeatWindowMs = 60 * 60_000;

/**
 * Writes the outcome e-mail to the outbox, sets the registration's status to match, and records both in the
 * audit log, in one transaction. The log names the outcome and the language, never the text. The same e-mail
 * to the same family within the hour is not queued again (`repeated`): a reload that posts the form again, or a
 * double click, sends it once. Answers undefined when there is no such registration.
 */
export async function sendOutcome(db: Database, reference: string, message: OutcomeToSend, actor: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    // Touching the row first makes PostgreSQL hold two sends for one registration one after the other, so the
    // second sees the first's e-mail (SQLite writes one transaction at a time anyway).
    if (!(await tx.run("UPDATE submissions SET updated_at = ? WHERE reference = ? AND kind = 'registration'", [now.toISOString(), reference])))
      return undefined;
    const row = await tx.get<{ id: number; lang: string; email: string }>("SELECT id, lang, email FROM submissions WHERE reference = ?", [reference]);
    if (!row) return undefined;
    const lang: Lang = row.lang === "am" ? "am" : "en";
    const email = outcomeEmail(lang, message.subject, message.body);
    const status = outcomeStatus[message.outcome];
    const earlier = await tx.get("SELECT 1 AS found FROM outbox WHERE submission_id = ? AND subject = ? AND text_body = ? AND created_at > ?", [
      row.id,
      email.subject,
      email.text,
      new Date(now.getTime() - repeatWindowMs).toISOString(),
    ]);
    if (earlier) return { status, repeated: true };
    await enqueueEmail(tx, { to: row.email, replyTo: organisation.staffNotifications.registration, ...email }, mailDomain, Number(row.id));
    await recordAudit(tx, { actor, action: "submission.outcome", subject: reference, detail: { outcome: message.outcome, lang } });
    await changeSubmissionStatus(tx, reference, status, actor);
    return { status, repeated: false };
  });
}
