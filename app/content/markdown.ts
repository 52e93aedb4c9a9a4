import MarkdownIt from "markdown-it";
import type { Lang } from "#app/i18n/language.ts";

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

// Links to other sites open as usual but pass on no opener.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(token.attrGet("href") ?? "")) token.attrSet("rel", "noopener");
  return self.renderToken(tokens, index, options);
};

// English text quoting Amharic ("Tesfa (ተስፋ) means hope"): each run of Ethiopic words is marked as Amharic,
// for screen readers and fonts, as the pages' own `<am>…</am>` words are (app/ui/rich-text.tsx).
const ethiopicRun = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]+(?:[ \u00A0]+[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]+)*/gu;
const plainText = markdown.renderer.rules.text;
markdown.renderer.rules.text = (tokens, index, options, env: { lang?: string } | undefined, self) => {
  const html = plainText ? plainText(tokens, index, options, env, self) : markdown.utils.escapeHtml(tokens[index]?.content ?? "");
  return env?.lang === "en" ? html.replace(ethiopicRun, (run) => `<span lang="am">${run}</span>`) : html;
};

/** The tokens of staff-written Markdown, for what is not a web page (a newsletter's e-mail, app/newsletters/). */
export function markdownTokens(text: string) {
  return markdown.parse(text, {});
}

/** Safe HTML of staff-written Markdown; `lang` is the text's language (English marks its Amharic words). */
export function renderMarkdown(text: string, lang?: Lang): string {
  return markdown.render(text, { lang });
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
