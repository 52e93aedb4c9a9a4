import { organisation } from "#app/config/organisation.ts";
import { formTexts } from "#app/forms/shared/texts.ts";
import { school } from "#app/config/school.ts";
import type { ContactMessage, ContactTopicId } from "#app/forms/contact/fields.ts";
import type { Donation } from "#app/forms/donation/fields.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatDate, formatNumber, formatTime } from "#app/i18n/format.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { Registration } from "#app/forms/registration/fields.ts";
import type { SubscriptionInterest } from "#app/forms/subscription/fields.ts";

/**
 * The e-mails the site sends: confirmations to visitors (in the language they used), notifications to
 * staff (in English) and the mailing list's welcome. Every one goes through `renderEmail`, which writes
 * the plain-text and the HTML version from the same blocks, so both always say the same thing.
 * Organisation facts come from app/config; labels from the forms' texts; wording follows docs/glossary.md.
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export type SubmissionForEmail =
  | { kind: "registration"; reference: string; lang: Lang; receivedAt: string /* ISO */; fields: Registration }
  | { kind: "donation"; reference: string; lang: Lang; receivedAt: string; fields: Donation }
  | { kind: "contact"; reference: string; lang: Lang; receivedAt: string; fields: ContactMessage };

// ---------------------------------------------------------------------------------------------------
// Labels: the forms' own words (app/forms/shared/texts.ts), so an e-mail names things as the form did.

const topicLabel = (topic: ContactTopicId, lang: Lang) => formTexts[lang].contactForm.topics[topic];
const interestLabel = (interest: SubscriptionInterest, lang: Lang) => formTexts[lang].subscribe.interestOptions[interest];
const gradeLabel = (grade: Registration["childGrade"], lang: Lang) =>
  grade === "k" ? formTexts[lang].register.grades.k : fill(formTexts[lang].register.grades.grade, { grade });
const amharicLevelLabel = (level: Registration["amharicLevel"], lang: Lang) => formTexts[lang].register.levels[level];

/** The language names staff read ("Language used: Amharic"). */
const languageNames: Record<Lang, string> = { en: "English", am: "Amharic" };

// ---------------------------------------------------------------------------------------------------
// Visitor-facing wording. `Localized<Wording>` makes a missing Amharic sentence a type error.

interface Wording {
  greeting: (name: string) => string;
  greetingNoName: string;
  closing: string;
  /** Written after a label in the plain-text version: "Reference: …" / "የማመሳከሪያ ቁጥር፦ …". */
  colon: string;
  reference: string;
  received: string;
  quoteReference: string;
  questions: (phone: string, email: string) => string;
  registration: {
    subject: (reference: string) => string;
    heading: string;
    student: string;
    program: string;
    scholarship: string;
    medicalPrivacy: string;
  };
  donation: {
    subject: (reference: string) => string;
    amount: string;
    message: string;
  };
  contact: {
    subject: (reference: string) => string;
    heading: string;
    thanks: (topic: string) => string;
    reply: (days: string) => string;
    urgent: (phone: string) => string;
    topic: string;
    message: string;
  };
  welcome: {
    subject: string;
    heading: string;
    thanks: string;
    interests: string;
    frequency: string;
    eventReminders: string;
    leave: string;
    unsubscribe: string;
  };
}

const wording: Localized<Wording> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    greetingNoName: "Hello,",
    closing: "With warm regards,",
    colon: ":",
    reference: "Reference",
    received: "Received",
    quoteReference: "Please quote your reference if you write or call us about this.",
    questions: (phone, email) => `Questions? Call us at ${phone} or write to ${email}.`,
    registration: {
      subject: (reference) => `Registration received: ${reference}`,
      heading: "Registration received",
      student: "Student",
      program: "Program",
      scholarship: "We have noted that you would like to apply for a scholarship. It does not affect admission.",
      medicalPrivacy:
        "To protect your child's privacy, this e-mail does not repeat the medical information you gave us. Only the school's staff see it.",
    },
    donation: {
      subject: (reference) => `Donation request received: ${reference}`,
      amount: "Amount you wrote",
      message: "Your message",
    },
    contact: {
      subject: (reference) => `We received your message: ${reference}`,
      heading: "Message received",
      thanks: (topic) => `Thank you for writing to us. We received your message about “${topic}”.`,
      reply: (days) => `We'll reply within ${days} business days.`,
      urgent: (phone) => `If it is urgent, please call us instead: ${phone}.`,
      topic: "Topic",
      message: "Your message",
    },
    welcome: {
      subject: `Welcome to the ${organisation.name.en} mailing list`,
      heading: "Welcome to our mailing list",
      thanks: "Thank you for joining our mailing list.",
      interests: "You will hear from us about:",
      frequency: "We send one short e-mail about once a month.",
      eventReminders: "As you chose events, we will also send you a short reminder before each one.",
      leave: "You can leave the list at any time with one click:",
      unsubscribe: "Unsubscribe from the mailing list",
    },
  },
  am: {
    greeting: (name) => `ጤና ይስጥልኝ ${name}፣`,
    greetingNoName: "ጤና ይስጥልኝ፣",
    closing: "ከሰላምታ ጋር፣",
    colon: "፦",
    reference: "የማመሳከሪያ ቁጥር",
    received: "የደረሰን ቀን",
    quoteReference: "ስለዚህ ጉዳይ ሲጽፉልን ወይም ሲደውሉልን እባክዎ የማመሳከሪያ ቁጥርዎን ይጥቀሱ።",
    questions: (phone, email) => `ጥያቄ አለዎት? ይደውሉልን፦ ${phone}፤ ወይም ይጻፉልን፦ ${email}።`,
    registration: {
      subject: (reference) => `ምዝገባዎ ደርሶናል፦ ${reference}`,
      heading: "ምዝገባዎ ደርሶናል",
      student: "ተማሪ",
      program: "ፕሮግራም",
      scholarship: "ለትምህርት ዕድል ማመልከት እንደሚፈልጉ መዝግበናል። ይህ በመግቢያ ውሳኔ ላይ ተጽዕኖ የለውም።",
      medicalPrivacy: "የልጅዎን ግላዊነት ለመጠበቅ የሰጡንን የጤና መረጃ በዚህ ኢሜይል ውስጥ አልደገምነውም። ይህን መረጃ የሚያዩት የትምህርት ቤቱ ሠራተኞች ብቻ ናቸው።",
    },
    donation: {
      subject: (reference) => `የልገሳ ጥያቄዎ ደርሶናል፦ ${reference}`,
      amount: "የጻፉት መጠን",
      message: "መልእክትዎ",
    },
    contact: {
      subject: (reference) => `መልእክትዎ ደርሶናል፦ ${reference}`,
      heading: "መልእክትዎ ደርሶናል",
      thanks: (topic) => `ስለጻፉልን እናመሰግናለን። ስለ «${topic}» የላኩልን መልእክት ደርሶናል።`,
      reply: (days) => `በ${days} የሥራ ቀናት ውስጥ መልስ እንሰጥዎታለን።`,
      urgent: (phone) => `ጉዳዩ አስቸኳይ ከሆነ እባክዎ በምትኩ ይደውሉልን፦ ${phone}።`,
      topic: "ርዕስ",
      message: "መልእክትዎ",
    },
    welcome: {
      subject: "እንኳን በደህና መጡ! የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን",
      heading: "እንኳን በደህና መጡ!",
      thanks: "የኢሜይል ዝርዝራችንን ስለተቀላቀሉ እናመሰግናለን።",
      interests: "ስለሚከተሉት ጉዳዮች እንጽፍልዎታለን፦",
      frequency: "በወር አንድ ጊዜ ገደማ አንድ አጭር ኢሜይል እንልክልዎታለን።",
      eventReminders: "ዝግጅቶችን ስለመረጡ፣ ከእያንዳንዱ ዝግጅት በፊት አጭር ማስታወሻም እንልክልዎታለን።",
      leave: "ከዝርዝሩ በማንኛውም ጊዜ በአንድ ጠቅታ መውጣት ይችላሉ፦",
      unsubscribe: "ከኢሜይል ዝርዝሩ ይውጡ",
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// The shared layout: a letter is a list of blocks, rendered once as text and once as HTML.

interface FieldRow {
  label: string;
  value: string;
}

type Block =
  | { type: "paragraph"; text: string }
  | { type: "fields"; rows: FieldRow[] }
  | { type: "list"; items: string[] }
  | { type: "quote"; label: string; text: string }
  | { type: "link"; label: string; url: string };

interface Letter {
  /** The language of the e-mail: its wording, `<html lang>`, fonts, signature and footer. */
  lang: Lang;
  subject: string;
  heading: string;
  blocks: Block[];
  /** The line above the organisation's name at the end. */
  closing: string;
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** For text and attribute values alike: every value that reaches the HTML goes through it. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/** A subject is one header line: no line breaks from what a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Escaped, with the visitor's line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, "\n")).replace(/\n/g, "<br>");
}

const ethiopic = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/;

const typography: Localized<{ font: string; lineHeight: string; headingLineHeight: string }> = {
  en: {
    font: "'Noto Sans', 'Segoe UI', Arial, 'Noto Sans Ethiopic', Nyala, 'Abyssinica SIL', sans-serif",
    lineHeight: "1.5",
    headingLineHeight: "1.3",
  },
  am: {
    font: "'Noto Sans Ethiopic', Nyala, 'Abyssinica SIL', sans-serif",
    lineHeight: "1.7",
    headingLineHeight: "1.5",
  },
};

/** Amharic a visitor wrote in an English e-mail (a name, a message) gets its language and font. */
function inlineHtml(value: string, lang: Lang): string {
  const html = htmlText(value);
  if (lang === "am" || !ethiopic.test(value)) return html;
  return `<span lang="am" style="font-family:${typography.am.font};line-height:${typography.am.lineHeight};">${html}</span>`;
}

/** Only web addresses become links. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

const colours = { heading: "#1b5233", background: "#fbf6ec", text: "#2b2620", muted: "#5c5346", rule: "#e6dac2", card: "#ffffff" };

function blockText(block: Block, lang: Lang): string {
  const colon = wording[lang].colon;
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "fields":
      return block.rows
        .map(({ label, value }) =>
          value.includes("\n") ? `${label}${colon}\n${value.replace(/\r\n?/g, "\n").replace(/^/gm, "  ")}` : `${label}${colon} ${value}`,
        )
        .join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "quote":
      return `${block.label}${colon}\n${block.text.replace(/\r\n?/g, "\n").replace(/^/gm, "> ")}`;
    case "link":
      return `${block.label}${colon} ${block.url}`;
  }
}

function blockHtml(block: Block, lang: Lang): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${inlineHtml(block.text, lang)}</p>`;
    case "fields": {
      const rows = block.rows.map(
        ({ label, value }) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;width:40%;padding:8px 12px 8px 0;border-bottom:1px solid ${colours.rule};color:${colours.heading};font-weight:bold;">${escapeHtml(label)}</th>` +
          `<td style="vertical-align:top;padding:8px 0;border-bottom:1px solid ${colours.rule};">${inlineHtml(value, lang)}</td></tr>`,
      );
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 20px;">${rows.join("")}</table>`;
    }
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:24px;">${block.items.map((item) => `<li style="margin:0 0 4px;">${inlineHtml(item, lang)}</li>`).join("")}</ul>`;
    case "quote":
      return (
        `<p style="margin:0 0 4px;font-weight:bold;color:${colours.heading};">${escapeHtml(block.label)}</p>` +
        `<blockquote style="margin:0 0 20px;padding:8px 16px;border-left:4px solid ${colours.heading};background-color:${colours.background};">${inlineHtml(block.text, lang)}</blockquote>`
      );
    case "link":
      return isWebUrl(block.url)
        ? `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.url)}" style="color:${colours.heading};font-weight:bold;text-decoration:underline;">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:0 0 16px;">${escapeHtml(block.label)}${wording[lang].colon} ${escapeHtml(block.url)}</p>`;
  }
}

/** Writes a letter as plain text and as HTML, with the signature and footer in its language. */
function renderEmail(letter: Letter): EmailContent {
  const { lang } = letter;
  const name = organisation.name[lang];
  const city = organisation.city[lang];
  const phone = organisation.phone.display;
  const email = organisation.email;
  const type = typography[lang];

  const text = [
    letter.heading,
    ...letter.blocks.map((block) => blockText(block, lang)),
    `${letter.closing}\n${name}`,
    `--\n${name}\n${city} · ${phone} · ${email}`,
  ].join("\n\n");

  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(letter.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colours.background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colours.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${colours.card};border:1px solid ${colours.rule};border-radius:8px;">
<tr><td style="padding:28px 32px;font-family:${type.font};font-size:16px;line-height:${type.lineHeight};color:${colours.text};text-align:left;">
<p style="margin:0 0 8px;font-size:14px;font-weight:bold;color:${colours.heading};">${escapeHtml(name)}</p>
<h1 style="margin:0 0 20px;font-size:24px;line-height:${type.headingLineHeight};color:${colours.heading};">${escapeHtml(letter.heading)}</h1>
${letter.blocks.map((block) => blockHtml(block, lang)).join("\n")}
<p style="margin:24px 0 0;">${escapeHtml(letter.closing)}<br><strong style="color:${colours.heading};">${escapeHtml(name)}</strong></p>
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="padding:16px 32px;font-family:${type.font};font-size:13px;line-height:${type.lineHeight};color:${colours.muted};text-align:center;">
${escapeHtml(name)} · ${escapeHtml(city)}<br>
<a href="${escapeHtml(organisation.phone.href)}" style="color:${colours.muted};">${escapeHtml(phone)}</a> · <a href="mailto:${escapeHtml(email)}" style="color:${colours.muted};">${escapeHtml(email)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { subject: oneLine(letter.subject), text: `${text}\n`, html };
}

// ---------------------------------------------------------------------------------------------------
// Helpers for the content.

/** The submission's date and wall-clock time where the organisation is (YYYY-MM-DD, HH:MM). */
const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: organisation.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function localDateTime(iso: string): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of localParts.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function receivedDate(iso: string, lang: Lang): string {
  return formatDate(localDateTime(iso).date, lang);
}

/** A message quoted back to its writer: the start of it, cut at a word. */
function shortQuote(message: string, max = 300): string {
  const trimmed = message.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const businessDays = (lang: Lang) => formatNumber(school.followUpBusinessDays, lang);

/** Who answers questions about each kind of submission. */
const mailboxFor = {
  registration: organisation.schoolEmail,
  donation: organisation.email,
  contact: organisation.email,
} as const;

// ---------------------------------------------------------------------------------------------------
// To the visitor.

/** To the visitor, in the language they used (submission.lang). */
export function confirmationEmail(submission: SubmissionForEmail): EmailContent {
  const { lang, reference } = submission;
  const words = wording[lang];
  const phone = organisation.phone.display;
  const questions = words.questions(phone, mailboxFor[submission.kind]);
  const received = { label: words.received, value: receivedDate(submission.receivedAt, lang) };
  const referenceRow = { label: words.reference, value: reference };

  switch (submission.kind) {
    case "registration": {
      const { fields } = submission;
      const own = words.registration;
      // The medical notes are never repeated here: e-mail is no place for a child's health data.
      return renderEmail({
        lang,
        subject: own.subject(reference),
        heading: own.heading,
        closing: words.closing,
        blocks: [
          { type: "paragraph", text: words.greeting(fields.parentName) },
          // The same promise as the page's success message.
          { type: "paragraph", text: formTexts[lang].register.successToast },
          {
            type: "fields",
            rows: [referenceRow, { label: own.student, value: fields.childName }, { label: own.program, value: organisation.schoolName[lang] }, received],
          },
          { type: "paragraph", text: words.quoteReference },
          ...(fields.scholarshipNeeded ? [{ type: "paragraph", text: own.scholarship } as const] : []),
          ...(fields.medicalInfo ? [{ type: "paragraph", text: own.medicalPrivacy } as const] : []),
          { type: "paragraph", text: questions },
        ],
      });
    }
    case "donation": {
      const { fields } = submission;
      const own = words.donation;
      return renderEmail({
        lang,
        subject: own.subject(reference),
        heading: formTexts[lang].donate.successTitle,
        closing: words.closing,
        blocks: [
          { type: "paragraph", text: words.greeting(fields.name) },
          { type: "paragraph", text: formTexts[lang].donate.success },
          { type: "fields", rows: [referenceRow, ...(fields.amount ? [{ label: own.amount, value: fields.amount }] : []), received] },
          ...(fields.message ? [{ type: "quote", label: own.message, text: shortQuote(fields.message) } as const] : []),
          { type: "paragraph", text: words.quoteReference },
          { type: "paragraph", text: questions },
        ],
      });
    }
    case "contact": {
      const { fields } = submission;
      const own = words.contact;
      const topic = topicLabel(fields.topic, lang);
      return renderEmail({
        lang,
        subject: own.subject(reference),
        heading: own.heading,
        closing: words.closing,
        blocks: [
          { type: "paragraph", text: words.greeting(fields.name) },
          { type: "paragraph", text: `${own.thanks(topic)} ${own.reply(businessDays(lang))}` },
          { type: "fields", rows: [referenceRow, { label: own.topic, value: topic }, received] },
          { type: "quote", label: own.message, text: shortQuote(fields.message) },
          { type: "paragraph", text: words.quoteReference },
          { type: "paragraph", text: own.urgent(phone) },
        ],
      });
    }
  }
}

/** Welcome to the mailing list, in the subscriber's chosen language, listing their interests and carrying the unsubscribe link. */
export function subscriptionWelcomeEmail(input: { lang: Lang; interests: SubscriptionInterest[]; unsubscribeUrl: string }): EmailContent {
  const { lang, interests, unsubscribeUrl } = input;
  const words = wording[lang];
  const own = words.welcome;
  const frequency = interests.includes("events") ? `${own.frequency} ${own.eventReminders}` : own.frequency;
  return renderEmail({
    lang,
    subject: own.subject,
    heading: own.heading,
    closing: words.closing,
    blocks: [
      { type: "paragraph", text: words.greetingNoName },
      { type: "paragraph", text: `${own.thanks} ${own.interests}` },
      { type: "list", items: [...new Set(interests)].map((interest) => interestLabel(interest, lang)) },
      { type: "paragraph", text: frequency },
      { type: "paragraph", text: own.leave },
      { type: "link", label: own.unsubscribe, url: unsubscribeUrl },
      { type: "paragraph", text: words.questions(organisation.phone.display, organisation.email) },
    ],
  });
}

// ---------------------------------------------------------------------------------------------------
// To staff, always in English.

const notGiven = "(not given)";
const yesNo = (value: boolean) => (value ? "Yes" : "No");
const orNotGiven = (value: string) => value || notGiven;

/** Every field of a form with its English label; a field without a row is a type error. */
type StaffRows<T> = { [K in keyof T]-?: { label: string; show: (value: T[K]) => string } };

function staffRows<T extends object>(fields: T, rows: StaffRows<T>): FieldRow[] {
  return (Object.keys(rows) as (keyof T)[]).map((key) => {
    const row = rows[key] as { label: string; show: (value: T[keyof T]) => string };
    return { label: row.label, value: row.show(fields[key]) };
  });
}

const registrationRows: StaffRows<Registration> = {
  parentName: { label: "Parent / guardian full name", show: String },
  parentEmail: { label: "E-mail address", show: String },
  parentPhone: { label: "Phone number", show: String },
  childName: { label: "Student full name", show: String },
  childAge: { label: "Age", show: (age) => formatNumber(age, "en") },
  childGrade: { label: "Grade in school", show: (grade) => gradeLabel(grade, "en") },
  amharicLevel: { label: "Amharic level", show: (level) => amharicLevelLabel(level, "en") },
  medicalInfo: { label: "Medical information, allergies or accommodations", show: (notes) => notes || "None given" },
  emergencyContact: { label: "Emergency contact name", show: String },
  emergencyPhone: { label: "Emergency contact phone", show: String },
  scholarshipNeeded: { label: "Scholarship requested", show: yesNo },
  agreement: { label: "Agreed to the terms and privacy policy", show: yesNo },
};

const donationRows: StaffRows<Donation> = {
  name: { label: "Full name", show: String },
  email: { label: "E-mail address", show: String },
  amount: { label: "Amount (as written)", show: orNotGiven },
  message: { label: "Message", show: orNotGiven },
};

const contactRows: StaffRows<ContactMessage> = {
  name: { label: "Name", show: String },
  email: { label: "E-mail address", show: String },
  phone: { label: "Phone number", show: orNotGiven },
  topic: { label: "Topic", show: (topic) => topicLabel(topic, "en") },
  message: { label: "Message", show: String },
};

/** To staff: in English (staff work in English), with every field labelled, the reference, when, and which language the visitor used ("Language used: Amharic"). */
export function staffNotificationEmail(submission: SubmissionForEmail): EmailContent {
  const { reference, lang } = submission;
  const { date, time } = localDateTime(submission.receivedAt);
  const about: FieldRow[] = [
    { label: "Reference", value: reference },
    { label: "Received", value: `${formatDate(date, "en", { dateStyle: "full" })} at ${formatTime(time, "en")} (${organisation.city.en} time)` },
    { label: "Language used", value: languageNames[lang] },
  ];
  const replyIn = `The visitor used the ${languageNames[lang]} site: please reply in ${languageNames[lang]}.`;

  const letter = (subject: string, heading: string, intro: string[], rows: FieldRow[]): EmailContent =>
    renderEmail({
      lang: "en",
      subject,
      heading,
      closing: "Sent automatically by the website of",
      blocks: [
        ...intro.map((text) => ({ type: "paragraph", text }) as const),
        { type: "fields", rows: [...about, ...rows] },
      ],
    });

  switch (submission.kind) {
    case "registration": {
      const { fields } = submission;
      return letter(
        `New registration ${reference}: ${fields.childName}`,
        "New registration",
        [
          `A registration for the ${organisation.schoolName.en} arrived through the website. ${replyIn}`,
          "This e-mail holds a child's personal and medical information: keep it within the school's staff and do not forward it.",
        ],
        staffRows(fields, registrationRows),
      );
    }
    case "donation": {
      const { fields } = submission;
      return letter(
        `New donation request ${reference}: ${fields.name}`,
        "New donation request",
        [`A donation request arrived through the website. Please contact the donor with payment details. ${replyIn}`],
        staffRows(fields, donationRows),
      );
    }
    case "contact": {
      const { fields } = submission;
      return letter(
        `New message ${reference} (${topicLabel(fields.topic, "en")}): ${fields.name}`,
        "New message",
        [`A message arrived through the website's contact form. We promise a reply within ${businessDays("en")} business days. ${replyIn}`],
        staffRows(fields, contactRows),
      );
    }
  }
}
