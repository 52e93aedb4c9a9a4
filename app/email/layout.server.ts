import mjml2html from "mjml";
import { organisation } from "#app/config/organisation.ts";
import { formatDate } from "#app/i18n/format.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";

/**
 * The layout every e-mail of the site shares: a letter is a list of blocks that `renderEmail` writes as
 * plain text and as HTML, so both always say the same thing, with the organisation's signature and footer
 * in the letter's language. The HTML's frame is MJML's (below). What each e-mail says is written by its feature
 * (app/forms/<form>/emails.server.ts); wording follows docs/glossary.md.
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
  /** Names a photo in the plain-text version, where the picture cannot be: "[Photo: …]". */
  photo: string;
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
    photo: "Photo",
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
    photo: "ፎቶ",
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
  /** A section's title inside the letter (the letter's own heading is its h1). */
  | { type: "heading"; level: 2 | 3; text: string }
  | { type: "fields"; rows: FieldRow[] }
  | { type: "list"; items: string[] }
  | { type: "quote"; label: string; text: string }
  | { type: "link"; label: string; url: string }
  /** A picture at an absolute web address; `width` and `height` are its pixels (the layout scales it to the letter). */
  | { type: "image"; src: string; width: number; height: number; alt: string };

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

/**
 * Mail programs show only the fonts of the reader's device (no web fonts in Gmail or Outlook), so the Amharic stack
 * names the Ethiopic font of each: Noto Sans Ethiopic (Android, Linux), Kefa (iPhone, Mac), Nyala and Ebrima
 * (Windows), Abyssinica SIL. English names them too, after its own, for an Amharic name in an English e-mail.
 */
const ethiopicFonts = "'Noto Sans Ethiopic', Kefa, Nyala, Ebrima, 'Abyssinica SIL'";
const typography: Localized<{ font: string; lineHeight: string; headingLineHeight: string }> = {
  en: { font: `'Noto Sans', 'Segoe UI', Roboto, Helvetica, Arial, ${ethiopicFonts}, sans-serif`, lineHeight: "1.5", headingLineHeight: "1.3" },
  am: { font: `${ethiopicFonts}, sans-serif`, lineHeight: "1.7", headingLineHeight: "1.5" },
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

/** The site's warm colours (app/app.css): forest green, gold, cream and sand, ink. */
const colours = {
  heading: "#1b5233",
  background: "#fcf8f1",
  quote: "#f4ead8",
  band: "#e8b53a",
  text: "#2b2118",
  muted: "#5a4a3b",
  rule: "#e6dac2",
  card: "#ffffff",
};

/** The letter's card: its width, and its padding and border either side, which leave `letterTextWidth` to the text and pictures. */
const letterWidth = 600;
const cardPadding = 32;
const cardBorder = 1;
const letterTextWidth = letterWidth - 2 * (cardPadding + cardBorder);

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
    case "heading":
      // Underlined, as plain-text letters have always marked a title: "=" under a section, "-" under a part of one.
      return `${block.text}\n${(block.level === 2 ? "=" : "-").repeat(Math.max(3, [...block.text].length))}`;
    case "image":
      return block.alt ? `[${commonWording[lang].photo}${colon} ${block.alt}]` : `[${commonWording[lang].photo}]`;
  }
}

/** A block as HTML inside the letter's MJML text column, its styles written inline (filled in after MJML's compile). */
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
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 20px;">${rows.join("")}</table>`;
    }
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:24px;">${block.items.map((item) => `<li style="margin:0 0 4px;">${inlineHtml(item, lang)}</li>`).join("")}</ul>`;
    case "quote":
      return (
        `<p style="margin:0 0 4px;font-weight:bold;color:${colours.heading};">${escapeHtml(block.label)}</p>` +
        `<blockquote style="margin:0 0 20px;padding:8px 16px;border-left:4px solid ${colours.heading};background-color:${colours.quote};">${inlineHtml(block.text, lang)}</blockquote>`
      );
    case "link":
      return isWebUrl(block.url)
        ? `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.url)}" style="color:${colours.heading};font-weight:bold;text-decoration:underline;">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:0 0 16px;">${escapeHtml(block.label)}${commonWording[lang].colon} ${escapeHtml(block.url)}</p>`;
    case "heading": {
      const size = block.level === 2 ? 20 : 17;
      return `<h${block.level} style="margin:24px 0 8px;font-size:${size}px;line-height:${typography[lang].headingLineHeight};font-weight:bold;color:${colours.heading};">${inlineHtml(block.text, lang)}</h${block.level}>`;
    }
    case "image": {
      // What MJML's mj-image writes: the width and height attributes for Outlook on Windows (which reads no CSS size and
      // would show the file's own pixels), and a fluid width with automatic height for every other program and phones.
      const width = Math.min(block.width, letterTextWidth);
      const height = Math.round((block.height * width) / block.width);
      return (
        `<p style="margin:0 0 16px;"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${width}" height="${height}" ` +
        `style="display:block;border:0;outline:none;text-decoration:none;width:100%;max-width:${width}px;height:auto;border-radius:8px;font-size:13px;"></p>`
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// The layout in MJML, compiled once per language when this module loads: MJML writes the HTML mail programs
// need (tables, Outlook's conditional comments, the phone layout's media queries, inlined styles), and costs
// tens of milliseconds, while a site that sends several e-mails per form, and newsletters, fills in the compiled
// layout in microseconds (decision 36). What a letter says goes into the slots, escaped.

const slots = ["subject", "heading", "blocks", "closing"] as const;
type Slot = (typeof slots)[number];
const slotMark = (slot: Slot) => `tesfa-slot-${slot}`;
const slotPattern = new RegExp(`tesfa-slot-(${slots.join("|")})`);

/** The letter's MJML in `lang`: the organisation's name, city and contacts are written in, the rest are slots. */
function layoutSource(lang: Lang): string {
  const type = typography[lang];
  const name = escapeHtml(organisation.name[lang]);
  const email = escapeHtml(organisation.email);
  return `<mjml lang="${lang}" dir="ltr">
  <mj-head>
    <mj-title>${slotMark("subject")}</mj-title>
    <mj-attributes>
      <mj-all font-family="${type.font}" />
      <mj-text font-size="16px" line-height="${type.lineHeight}" color="${colours.text}" padding="0" />
    </mj-attributes>
    <mj-style>
      @media only screen and (max-width: 480px) {
        .letter > table > tbody > tr > td { padding: 24px 18px !important; }
        .letter-heading h1 { font-size: 22px !important; }
      }
    </mj-style>
    <mj-raw><meta name="color-scheme" content="light"></mj-raw>
  </mj-head>
  <mj-body background-color="${colours.background}" width="${letterWidth}px">
    <mj-wrapper padding="24px 12px">
      <mj-section css-class="letter" background-color="${colours.card}" border-top="6px solid ${colours.band}" border-left="${cardBorder}px solid ${colours.rule}" border-right="${cardBorder}px solid ${colours.rule}" border-bottom="1px solid ${colours.rule}" border-radius="8px" padding="28px ${cardPadding}px">
        <mj-column>
          <mj-text font-size="14px" font-weight="bold" color="${colours.heading}" padding="0 0 8px">${name}</mj-text>
          <mj-text css-class="letter-heading" padding="0 0 20px"><h1 style="margin:0;font-size:24px;line-height:${type.headingLineHeight};color:${colours.heading};">${slotMark("heading")}</h1></mj-text>
          <mj-text>${slotMark("blocks")}</mj-text>
          <mj-text padding="8px 0 0">${slotMark("closing")}<br><strong style="color:${colours.heading};">${name}</strong></mj-text>
        </mj-column>
      </mj-section>
      <mj-section padding="16px 20px 0">
        <mj-column>
          <mj-text font-size="13px" color="${colours.muted}" align="center">${name} · ${escapeHtml(organisation.city[lang])}<br><a href="${escapeHtml(organisation.phone.href)}" style="color:${colours.muted};">${escapeHtml(organisation.phone.display)}</a> · <a href="mailto:${email}" style="color:${colours.muted};">${email}</a></mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
}

/**
 * The compiled layout split at its slots: the HTML around them, and a slot's name at each odd place (the subject
 * twice: the <title>, and the label MJML gives the letter for screen readers).
 */
async function compileLayout(lang: Lang): Promise<string[]> {
  const { html } = await mjml2html(layoutSource(lang), { validationLevel: "strict" });
  const parts = html.split(slotPattern);
  const found = new Set(parts.filter((_, index) => index % 2 === 1));
  if (!slots.every((slot) => found.has(slot))) throw new Error(`The e-mail layout (${lang}) lost a slot in MJML's compile: found ${[...found].join(", ")}`);
  return parts;
}

const [en, am] = await Promise.all([compileLayout("en"), compileLayout("am")]);
const layouts: Localized<string[]> = { en, am };

/** Writes a letter as plain text and as HTML, with the signature and footer in its language. */
export function renderEmail(letter: Letter): EmailContent {
  const { lang } = letter;
  const name = organisation.name[lang];
  const subject = oneLine(letter.subject);

  const text = [
    letter.heading,
    ...letter.blocks.map((block) => blockText(block, lang)),
    `${letter.closing}\n${name}`,
    `--\n${name}\n${organisation.city[lang]} · ${organisation.phone.display} · ${organisation.email}`,
  ].join("\n\n");

  const filled: Record<Slot, string> = {
    subject: escapeHtml(subject),
    heading: escapeHtml(letter.heading),
    blocks: letter.blocks.map((block) => blockHtml(block, lang)).join("\n"),
    closing: escapeHtml(letter.closing),
  };
  const html = layouts[lang].map((part, index) => (index % 2 === 1 ? filled[part as Slot] : part)).join("");

  return { subject, text: `${text}\n`, html };
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
