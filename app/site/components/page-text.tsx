import type { Lang } from "#app/i18n/language.ts";

/** A block of the pages' free text staff edit (decision 25), as its loader made it (app/site/page-text.server.ts). */
export interface PageTextBlock {
  /** Safe HTML of the block's Markdown: paragraphs, lists, links, emphasis; no raw HTML (app/content/markdown.ts). */
  html: string;
  /** Set when the text is in the other language (its translation is missing). */
  textLang?: Lang;
  /** The page's note for such a text. */
  note?: string;
}

/**
 * One block of page text: its paragraphs in a box with the classes the page gives it (size, colour, width), a
 * space between them, and the note of a text shown in the other language under it.
 */
export function PageText({ block, className = "" }: { block: PageTextBlock; className?: string }) {
  return (
    <>
      {/* Markdown rendered on the server with raw HTML refused and links checked (app/content/markdown.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML made by the server, see above. */}
      <div lang={block.textLang} className={`page-text ${className}`} dangerouslySetInnerHTML={{ __html: block.html }} />
      {block.note && <p className="mt-2 text-sm font-semibold text-ink-soft">{block.note}</p>}
    </>
  );
}
