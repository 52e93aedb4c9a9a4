import { imageIdsOf } from "#app/content/kinds.ts";
import { type NewsCategory, newsCategories, newsCategoryLabels } from "#app/content/news-kind.ts";
import { findPublished, type PublishedItem, publishedItems, textInLanguage } from "#app/content/store.server.ts";
import { textHtml, textImages } from "#app/content/text-images.server.tsx";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";
import { pageImages } from "#app/media/page-images.server.ts";
import { type ArticlePageText, type ArticleSummary, type NewsPageText, newsText } from "#app/site/content/news.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { PageImage } from "#app/ui/page-image.ts";

/**
 * The news pages' content from the database: the articles published by `now`, newest first, in the page's
 * language, or in the other one while a translation is missing (marked with its language). Only the page's
 * language reaches the page, with dates formatted and the body's Markdown already HTML.
 */

const categoryLabel = (category: NewsCategory, lang: Lang) => newsCategoryLabels[category][lang];

/** The cover photos of `items` that are still published, in the page's language. */
const coversOf = (db: Queryable, items: PublishedItem[], lang: Lang) =>
  pageImages(
    db,
    items.flatMap((item) => imageIdsOf(item.fields.cover)),
    lang,
  );

function summaryOf(item: PublishedItem, lang: Lang, covers: Map<number, PageImage>): ArticleSummary {
  const { text, textLang } = textInLanguage(item, lang);
  const cover = covers.get(imageIdsOf(item.fields.cover)[0] ?? 0);
  const category = item.fields.category as NewsCategory;
  const date = String(item.fields.date);
  return {
    slug: item.slug,
    category,
    categoryLabel: categoryLabel(category, lang),
    date,
    dateLabel: formatDate(date, lang),
    title: text.title ?? "",
    excerpt: text.excerpt ?? "",
    author: text.author ?? "",
    ...(textLang ? { textLang } : {}),
    ...(cover ? { cover } : {}),
  };
}

const newestFirst = async (db: Queryable, now: Date) =>
  (await publishedItems(db, "news", now)).sort((a, b) => String(b.fields.date).localeCompare(String(a.fields.date)) || b.id - a.id);

export interface NewsPageContent {
  text: NewsPageText;
  featured: ArticleSummary | null;
  others: ArticleSummary[];
  categories: { key: NewsCategory; label: string; countLabel: string }[];
}

/** The content of /news in one language. */
export async function newsPage(db: Queryable, lang: Lang, now = new Date()): Promise<NewsPageContent> {
  const { article: _article, ...words } = newsText[lang];
  const text: NewsPageText = {
    ...words,
    categoryLabels: Object.fromEntries(newsCategories.map((key) => [key, categoryLabel(key, lang)])) as NewsPageText["categoryLabels"],
  };
  const articles = await newestFirst(db, now);
  const featured = articles.find((article) => article.fields.featured === true) ?? articles[0];
  const covers = await coversOf(db, articles, lang);
  return {
    text,
    featured: featured ? summaryOf(featured, lang, covers) : null,
    others: articles.filter((article) => article !== featured).map((article) => summaryOf(article, lang, covers)),
    categories: newsCategories.map((key) => {
      const count = articles.filter((article) => article.fields.category === key).length;
      return {
        key,
        label: text.categoryLabels[key],
        countLabel: (count === 1 ? text.articleCount.one : text.articleCount.other).replace("{count}", formatNumber(count, lang)),
      };
    }),
  };
}

export interface ArticlePageContent {
  article: ArticleSummary & { bodyHtml: string };
  more: ArticleSummary[];
  text: ArticlePageText;
}

/** One article in one language with two other recent ones; an old slug gives the current one; else undefined. */
export async function articlePage(
  db: Queryable,
  slug: string | undefined,
  lang: Lang,
  now = new Date(),
): Promise<{ page: ArticlePageContent } | { redirectTo: string } | undefined> {
  if (!slug) return undefined;
  const found = await findPublished(db, "news", slug, now);
  if (!found || "redirectTo" in found) return found;
  const { item } = found;
  const others = (await newestFirst(db, now)).filter((other) => other.id !== item.id).slice(0, 2);
  const covers = await coversOf(db, [item, ...others], lang);
  const { text, textLang } = textInLanguage(item, lang);
  const body = text.body ?? "";
  return {
    page: {
      article: { ...summaryOf(item, lang, covers), bodyHtml: textHtml(body, await textImages(db, [body], lang), { text: textLang ?? lang, page: lang }) },
      more: others.map((other) => summaryOf(other, lang, covers)),
      text: newsText[lang].article,
    },
  };
}
