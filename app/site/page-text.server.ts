import { renderMarkdown } from "#app/content/markdown.ts";
import type { PageTextSlug } from "#app/content/page-text-kind.ts";
import { publishedEntry } from "#app/content/store.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import type { PageTextBlock } from "#app/site/components/page-text.tsx";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The pages' free text from the content store (kind "page-text", decision 25): each block's Markdown as safe HTML,
 * in the page's language, or in the other one while its translation is missing (marked with that language and a
 * short note in the page's). Read by the loaders, so only the page's language reaches the page.
 */

/** Under a block shown in the other language. */
const notTranslated: Localized = {
  en: "This text has not been translated into English yet, so here it is in Amharic.",
  am: "ይህ ጽሑፍ ገና ወደ አማርኛ አልተተረጎመም፤ ስለዚህ በእንግሊዝኛ ቀርቧል።",
};

/** One block of page text in the page's language, at `now`. */
export async function pageText(db: Queryable, slug: PageTextSlug, lang: Lang, now = new Date()): Promise<PageTextBlock> {
  const item = await publishedEntry(db, "page-text", slug, now);
  if (!item) throw new Error(`The page text "${slug}" is missing: migration 0011 seeds it.`);
  const otherLang: Lang = lang === "en" ? "am" : "en";
  const own = item.texts[lang]?.text;
  if (own) return { html: renderMarkdown(own, { text: lang, page: lang }).trim() };
  return { html: renderMarkdown(item.texts[otherLang]?.text ?? "", { text: otherLang, page: lang }).trim(), textLang: otherLang, note: notTranslated[lang] };
}

/** Several blocks of one page, by the names the page gives them. */
export async function pageTexts<Name extends string>(
  db: Queryable,
  lang: Lang,
  slugs: Record<Name, PageTextSlug>,
  now = new Date(),
): Promise<Record<Name, PageTextBlock>> {
  const blocks: Record<string, PageTextBlock> = {};
  for (const [name, slug] of Object.entries<PageTextSlug>(slugs)) blocks[name] = await pageText(db, slug, lang, now);
  return blocks as Record<Name, PageTextBlock>;
}

/** A block shown inside a link (a card that is one link): its own links become plain text, as links cannot nest. */
export const withoutLinks = (block: PageTextBlock): PageTextBlock => ({ ...block, html: block.html.replace(/<a\s[^>]*>|<\/a>/g, "") });
