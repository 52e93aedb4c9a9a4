import { renderToStaticMarkup } from "react-dom/server";
import { type MarkdownLanguages, markdownBlocks, markdownImageIds, renderMarkdown } from "#app/content/markdown.ts";
import type { Lang } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";
import { PhotoFigure } from "#app/ui/responsive-image.tsx";

/** The published images that staff-written texts show, in the page's language, read at once for all of them. */
export const textImages = (q: Queryable, texts: readonly string[], lang: Lang) => pageImages(q, texts.flatMap(markdownImageIds), lang);

/**
 * Staff-written Markdown as a page's HTML, each image line (app/content/markdown.ts) the library's image as a
 * cover is drawn (`<picture>` of every format and width, its size set, its caption in a `<figure>`) but lazy;
 * an image not among `images` (not published, or no longer) is left out. `languages` as `renderMarkdown`'s. Made on
 * the server like the text around it, so no script on the page draws it and the page's JavaScript stays what it was (decision 39).
 */
export function textHtml(text: string, images: ReadonlyMap<number, PageImage>, languages: MarkdownLanguages): string {
  return markdownBlocks(text)
    .map((block) => {
      if ("markdown" in block) return renderMarkdown(block.markdown, languages);
      const image = images.get(block.mediaId);
      return image ? renderToStaticMarkup(<PhotoFigure image={image} className="my-8" />) : "";
    })
    .join("");
}
