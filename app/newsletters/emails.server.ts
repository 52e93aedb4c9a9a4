import { organisation } from "#app/config/organisation.ts";
import { markdownTokens } from "#app/content/markdown.ts";
import { type Block, commonWording, type EmailContent, renderEmail } from "#app/email/layout.server.ts";
import { type LinkSigning, type ListLinks, listLinkBlocks, subscriberLinks } from "#app/forms/subscription/emails.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { OutgoingEmail } from "#app/storage/outbox.server.ts";

/**
 * A newsletter as an e-mail, in one language, through the site's shared layout (app/email/layout.server.ts):
 * its Markdown becomes the layout's blocks (paragraphs, lists; each link of a paragraph a link of its own
 * after it, at an absolute address), so the HTML and the plain text say the same. Every newsletter ends with
 * `newsletterFooter`, the one place of its links.
 */
const wording: Localized<{ why: string; test: string }> = {
  en: {
    why: `You receive this newsletter because you joined the ${organisation.name.en} mailing list.`,
    test: "[Test]",
  },
  am: {
    why: `ይህን ጋዜጣ የሚቀበሉት የ${organisation.name.am} የኢሜይል ዝርዝርን ስለተቀላቀሉ ነው።`,
    test: "[ሙከራ]",
  },
};

/** The end of every newsletter: why it came, then the subscriber's links (their choices, and the way out). */
export function newsletterFooter(lang: Lang, links: ListLinks): Block[] {
  return [{ type: "paragraph", text: wording[lang].why }, ...listLinkBlocks(lang, links)];
}

type Token = ReturnType<typeof markdownTokens>[number];

/** An inline run as plain text, and its links at absolute addresses. */
function inlineParts(token: Token | undefined, publicUrl: string): { text: string; links: { label: string; url: string }[] } {
  let text = "";
  const links: { label: string; url: string }[] = [];
  let link: { href: string; label: string } | undefined;
  for (const child of token?.children ?? []) {
    if (child.type === "link_open") link = { href: child.attrGet("href") ?? "", label: "" };
    else if (child.type === "link_close" && link) {
      links.push({ label: link.label, url: new URL(link.href, publicUrl).href });
      link = undefined;
    } else if (child.type === "text" || child.type === "code_inline") {
      text += child.content;
      if (link) link.label += child.content;
    } else if (child.type === "softbreak" || child.type === "hardbreak") text += "\n";
  }
  return { text, links };
}

/** Staff-written Markdown as the layout's blocks. */
export function markdownBlocks(markdown: string, publicUrl: string): Block[] {
  const tokens = markdownTokens(markdown);
  const blocks: Block[] = [];
  const withLinks = (parts: ReturnType<typeof inlineParts>) => {
    for (const link of parts.links) blocks.push({ type: "link", label: link.label, url: link.url });
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.type === "bullet_list_open" || token?.type === "ordered_list_open") {
      const items: string[] = [];
      const links: ReturnType<typeof inlineParts>["links"] = [];
      let depth = 1;
      for (i++; i < tokens.length && depth > 0; i++) {
        const inner = tokens[i];
        if (inner?.type === "bullet_list_open" || inner?.type === "ordered_list_open") depth++;
        else if (inner?.type === "bullet_list_close" || inner?.type === "ordered_list_close") depth--;
        else if (inner?.type === "inline") {
          const parts = inlineParts(inner, publicUrl);
          items.push(parts.text);
          links.push(...parts.links);
        }
      }
      i--;
      blocks.push({ type: "list", items });
      withLinks({ text: "", links });
    } else if (token?.type === "inline") {
      // A paragraph's or a heading's words.
      const parts = inlineParts(token, publicUrl);
      if (parts.text.trim()) blocks.push({ type: "paragraph", text: parts.text });
      withLinks(parts);
    }
  }
  return blocks;
}

export interface NewsletterWords {
  subject: Localized;
  body: Localized;
}

/** The newsletter in one language, its footer's links as given. */
export function newsletterEmail(newsletter: NewsletterWords, lang: Lang, links: ListLinks, publicUrl: string): EmailContent {
  return renderEmail({
    lang,
    subject: newsletter.subject[lang],
    heading: newsletter.subject[lang],
    closing: commonWording[lang].closing,
    blocks: [...markdownBlocks(newsletter.body[lang], publicUrl), ...newsletterFooter(lang, links)],
  });
}

/** One subscriber's newsletter in their language, with their own links and headers; `test` marks a staff member's test copy. */
export function newsletterMessage(signing: LinkSigning, newsletter: NewsletterWords, lang: Lang, to: string, { test = false } = {}): OutgoingEmail {
  const { links, headers } = subscriberLinks(signing, to, lang);
  const email = newsletterEmail(newsletter, lang, links, signing.publicUrl);
  return { to, ...email, subject: test ? `${wording[lang].test} ${email.subject}` : email.subject, headers };
}
