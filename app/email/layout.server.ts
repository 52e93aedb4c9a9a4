import { organisation } from "#app/config/organisation.ts";
import { formatDate } from "#app/i18n/format.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";

/**
 * The layout every e-mail of the site shares: a letter is a list of blocks that `renderEmail` writes as
 * plain text and as HTML, so both always say the same thing, with the organisation's signature and footer
 * in the letter's language. What each e-mail says is written by its feature (app/forms/<form>/emails.server.ts);
 * wording follows docs/glossary.md.
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

// ---------------------------------------------------------------------------------------------------
// The words every letter to a visitor shares. `Localized<…>` makes a missing Amharic sentence a type error.

export interface CommonWording {
  greeting: (name: string) => string;
  greetingNoName: string;
  closing: string;
  /** Written after a label in the plain-text version: "Reference: …" / "የማመሳከሪያ ቁጥር፦ …". */
  colon: string;
  reference: string;
  received: string;
  quoteReference: string;
  questions: (phone: string, email: string) => string;
}

export const commonWording: Localized<CommonWording> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    greetingNoName: "Hello,",
    closing: "With warm regards,",
    colon: ":",
    reference: "Reference",
    received: "Received",
    quoteReference: "Please quote your reference if you write or call us about this.",
    questions: (phone, email) => `Questions? Call us at ${phone} or write to ${email}.`,
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
  },
};

// ---------------------------------------------------------------------------------------------------
// The shared layout: a letter is a list of blocks, rendered once as text and once as HTML.

export interface FieldRow {
  label: string;
  value: string;
}

export type Block =
  | { type: "paragraph"; text: string }
  | { type: "fields"; rows: FieldRow[] }
  | { type: "list"; items: string[] }
  | { type: "quote"; label: string; text: string }
  | { type: "link"; label: string; url: string };

export interface Letter {
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
  const colon = commonWording[lang].colon;
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
        : `<p style="margin:0 0 16px;">${escapeHtml(block.label)}${commonWording[lang].colon} ${escapeHtml(block.url)}</p>`;
  }
}

/** Writes a letter as plain text and as HTML, with the signature and footer in its language. */
export function renderEmail(letter: Letter): EmailContent {
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

export function localDateTime(iso: string): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of localParts.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function receivedDate(iso: string, lang: Lang): string {
  return formatDate(localDateTime(iso).date, lang);
}

/** A message quoted back to its writer: the start of it, cut at a word. */
export function shortQuote(message: string, max = 300): string {
  const trimmed = message.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
