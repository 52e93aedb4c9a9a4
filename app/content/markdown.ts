import MarkdownIt from "markdown-it";
import { type Lang, localizePath } from "#app/i18n/language.ts";
import { documentPath } from "#app/media/documents.ts";
import { mediaPath } from "#app/media/image-variants.ts";

/**
 * The small Markdown of staff-written text (decision 19): paragraphs, headings, lists, links, emphasis, and in
 * articles and events images of the media library on lines of their own (decision 39).
 * markdown-it with `html: false` (raw HTML is shown as text, never passed through), only the rules those
 * need, and links limited to http(s), mailto and addresses on this site. Public pages get the HTML from
 * their loaders (app/content/public.server.ts), so neither this module nor markdown-it reaches their
 * JavaScript; the staff editor's preview uses it in the browser.
 */
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: false }).enable([
  "heading",
  "list",
  "paragraph",
  "newline",
  "link",
  "emphasis",
  "escape",
  "entity",
  "text",
  "balance_pairs",
  "fragments_join",
]);

const safeLink = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
markdown.validateLink = (url) => safeLink.test(url.trim());

// The page's title is its only h1: `#` and `##` are section headings (h2), deeper ones h3.
markdown.core.ruler.push("heading_levels", (state) => {
  for (const token of state.tokens) {
    if (token.type !== "heading_open" && token.type !== "heading_close") continue;
    token.tag = Number(token.tag.slice(1)) <= 2 ? "h2" : "h3";
  }
});

/** The languages of a text and of the page (or e-mail) it is shown on. */
export interface MarkdownLanguages {
  /** The text's own language: English text marks its Amharic words. */
  text?: Lang;
  /** The page's: links to the site's pages open in it. Left out (the staff preview), links stay as written. */
  page?: Lang;
}

/** Files every language shares (the library's images, documents' PDFs): never under /am. */
const sharedFiles = [mediaPath(""), documentPath("")];

/**
 * A link of staff-written text as a page or e-mail in `lang` gives it: a page of this site opens in `lang`
 * (`/events/genna` is `/am/events/genna` on an Amharic page, as the site's own links are); shared files,
 * anchors and other sites as written.
 */
export function linkIn(href: string, lang: Lang): string {
  // Only a path (`/…`, never `//…`: validateLink above) is an address on this site.
  if (!href.startsWith("/") || href.startsWith("//") || sharedFiles.some((prefix) => href.startsWith(prefix))) return href;
  const url = new URL(href, "http://site.invalid");
  return `${localizePath(url.pathname, lang)}${url.search}${url.hash}`;
}

// Links to other sites open as usual but pass on no opener; links to the site's pages open in the page's language.
markdown.renderer.rules.link_open = (tokens, index, options, env: MarkdownLanguages | undefined, self) => {
  const token = tokens[index];
  const href = token?.attrGet("href") ?? "";
  if (token && /^https?:/i.test(href)) token.attrSet("rel", "noopener");
  if (token && env?.page) token.attrSet("href", linkIn(href, env.page));
  return self.renderToken(tokens, index, options);
};

// English text quoting Amharic ("Tesfa (ተስፋ) means hope"): each run of Ethiopic words is marked as Amharic,
// for screen readers and fonts, as the pages' own `<am>…</am>` words are (app/ui/rich-text.tsx).
const ethiopicRun = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]+(?:[ \u00A0]+[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]+)*/gu;
const plainText = markdown.renderer.rules.text;
markdown.renderer.rules.text = (tokens, index, options, env: MarkdownLanguages | undefined, self) => {
  const html = plainText ? plainText(tokens, index, options, env, self) : markdown.utils.escapeHtml(tokens[index]?.content ?? "");
  return env?.text === "en" ? html.replace(ethiopicRun, (run) => `<span lang="am">${run}</span>`) : html;
};

/** The tokens of staff-written Markdown, for what is not a web page (a newsletter's e-mail, app/newsletters/). */
export function markdownTokens(text: string) {
  return markdown.parse(text, {});
}

/** Safe HTML of staff-written Markdown, for a page in `languages.page` of a text in `languages.text`. */
export function renderMarkdown(text: string, languages: MarkdownLanguages = {}): string {
  return markdown.render(text, languages);
}

/**
 * An image of the media library in the text of an article or an event: a line of its own, `![](media:12)`. The
 * alt text and caption are the library's, in the page's language, never typed into the text; such a line is
 * not Markdown's image (whose rule stays off), so anywhere else it is only text.
 */
const imageLine = /^ {0,3}!\[\]\(media:(\d{1,12})\)[ \t]*$/;

/** The line that shows image `id` of the media library. */
export const imageMarkdown = (id: number) => `![](media:${id})`;

export type MarkdownBlock = { markdown: string } | { mediaId: number };

/** Staff-written Markdown cut at its image lines: the text between them, and each image's media id, in order. */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let lines: string[] = [];
  const endText = () => {
    if (lines.some((line) => line.trim())) blocks.push({ markdown: lines.join("\n") });
    lines = [];
  };
  for (const line of text.split(/\r?\n/)) {
    const image = imageLine.exec(line);
    if (!image) lines.push(line);
    else {
      endText();
      blocks.push({ mediaId: Number(image[1]) });
    }
  }
  endText();
  return blocks;
}

/** The media ids of the images a text shows, in order. */
export const markdownImageIds = (text: string) => markdownBlocks(text).flatMap((block) => ("mediaId" in block ? [block.mediaId] : []));
