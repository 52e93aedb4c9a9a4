import { organisation } from "#app/config/organisation.ts";
import { linkIn, markdownBlocks, markdownImageIds, markdownTokens } from "#app/content/markdown.ts";
import { type Block, commonWording, type EmailContent, renderEmail } from "#app/email/layout.server.ts";
import { type LinkSigning, type ListLinks, listLinkBlocks, subscriberLinks } from "#app/forms/subscription/emails.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { OutgoingEmail } from "#app/storage/outbox.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/**
 * A newsletter as an e-mail, in one language, through the site's shared layout (app/email/layout.server.ts):
 * its Markdown becomes the layout's blocks (headings, paragraphs, lists, the library's photos; each link of a paragraph
 * a link of its own after it, at an absolute address), so the HTML and the plain text say the same. Every newsletter ends with
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

/** A link's absolute address in the letter's language, as the site's pages give it (`linkIn`). */
const letterUrl = (href: string, lang: Lang, publicUrl: string) => new URL(linkIn(href, lang), publicUrl).href;

/** An inline run as plain text, and its links at absolute addresses. */
function inlineParts(token: Token | undefined, lang: Lang, publicUrl: string): { text: string; links: { label: string; url: string }[] } {
  let text = "";
  const links: { label: string; url: string }[] = [];
  let link: { href: string; label: string } | undefined;
  for (const child of token?.children ?? []) {
    if (child.type === "link_open") link = { href: child.attrGet("href") ?? "", label: "" };
    else if (child.type === "link_close" && link) {
      links.push({ label: link.label, url: letterUrl(link.href, lang, publicUrl) });
      link = undefined;
    } else if (child.type === "text" || child.type === "code_inline") {
      text += child.content;
      if (link) link.label += child.content;
    } else if (child.type === "softbreak" || child.type === "hardbreak") text += "\n";
  }
  return { text, links };
}

/** Markdown without image lines as the layout's blocks: headings, paragraphs, lists, each link after its words. */
function textBlocks(markdown: string, lang: Lang, publicUrl: string): Block[] {
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
          const parts = inlineParts(inner, lang, publicUrl);
          items.push(parts.text);
          links.push(...parts.links);
        }
      }
      i--;
      blocks.push({ type: "list", items });
      withLinks({ text: "", links });
    } else if (token?.type === "heading_open") {
      // The Markdown's levels as the site's pages have them (app/content/markdown.ts): `#` and `##` h2, deeper h3.
      const parts = inlineParts(tokens[i + 1], lang, publicUrl);
      if (parts.text.trim()) blocks.push({ type: "heading", level: token.tag === "h2" ? 2 : 3, text: parts.text });
      withLinks(parts);
      i += 2;
    } else if (token?.type === "inline") {
      // A paragraph's words.
      const parts = inlineParts(token, lang, publicUrl);
      if (parts.text.trim()) blocks.push({ type: "paragraph", text: parts.text });
      withLinks(parts);
    }
  }
  return blocks;
}

/**
 * The published photos a newsletter's text shows, in each language (alt text in the subscriber's language, else the
 * other's): read once for all its e-mails. A photo taken off the library (or never published) is absent.
 */
export type NewsletterPhotos = Localized<ReadonlyMap<number, PageImage>>;

export async function newsletterPhotos(q: Queryable, body: Localized): Promise<NewsletterPhotos> {
  const [en, am] = await Promise.all([pageImages(q, markdownImageIds(body.en), "en"), pageImages(q, markdownImageIds(body.am), "am")]);
  return { en, am };
}

/** The media ids a newsletter's text shows that no published photo answers, per language: what its e-mails leave out. */
export function missingPhotos(body: Localized, photos: NewsletterPhotos): Localized<number[]> {
  const missing = (lang: Lang) => [...new Set(markdownImageIds(body[lang]))].filter((id) => !photos[lang].has(id));
  return { en: missing("en"), am: missing("am") };
}

/**
 * Staff-written Markdown as the layout's blocks, each image line (`![](media:12)`) the photo's JPEG of at most
 * 800 px (what the library serves to browsers without `<picture>`: mail programs show no AVIF or WebP) at an
 * absolute address; one not among `photos` is left out, the text around it stays.
 */
export function newsletterBlocks(markdown: string, lang: Lang, photos: ReadonlyMap<number, PageImage>, publicUrl: string): Block[] {
  return markdownBlocks(markdown).flatMap((part): Block[] => {
    if ("markdown" in part) return textBlocks(part.markdown, lang, publicUrl);
    const photo = photos.get(part.mediaId);
    return photo ? [{ type: "image", src: new URL(photo.src, publicUrl).href, width: photo.width, height: photo.height, alt: photo.alt }] : [];
  });
}

export interface NewsletterWords {
  subject: Localized;
  body: Localized;
}

/** The newsletter in one language, its footer's links as given. */
export function newsletterEmail(newsletter: NewsletterWords, photos: NewsletterPhotos, lang: Lang, links: ListLinks, publicUrl: string): EmailContent {
  return renderEmail({
    lang,
    subject: newsletter.subject[lang],
    heading: newsletter.subject[lang],
    closing: commonWording[lang].closing,
    blocks: [...newsletterBlocks(newsletter.body[lang], lang, photos[lang], publicUrl), ...newsletterFooter(lang, links)],
  });
}

/** One subscriber's newsletter in their language, with their own links and headers; `test` marks a staff member's test copy. */
export function newsletterMessage(
  signing: LinkSigning,
  newsletter: NewsletterWords,
  photos: NewsletterPhotos,
  lang: Lang,
  to: string,
  { test = false } = {},
): OutgoingEmail {
  const { links, headers } = subscriberLinks(signing, to, lang);
  const email = newsletterEmail(newsletter, photos, lang, links, signing.publicUrl);
  return { to, ...email, subject: test ? `${wording[lang].test} ${email.subject}` : email.subject, headers };
}
