import { textHtml, textImages } from "#app/content/text-images.server.tsx";
import type { Lang } from "#app/i18n/language.ts";
import { newsletterArchivePath } from "#app/pages/public-paths.ts";
import { type NewsletterArchiveText, newsletterArchiveText } from "#app/site/content/newsletters.ts";
import { type ArchivedNewsletter, type SentNewsletterRow, sentNewsletters, summaryOf } from "#app/site/content/newsletters-data.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The archive's pages: the list, or one newsletter with its Markdown already HTML and its photos drawn as in an
 * article's text (decision 39). Apart from newsletters-data.server.ts, which the server itself loads for the
 * render cache's paths: this one reaches the photos' JSX, which only React Router's build may load.
 */
export interface NewsletterArchivePage {
  /** The archive's own path, for its links (from the loader: public-paths.ts stays out of the page's scripts). */
  archivePath: string;
  text: NewsletterArchiveText;
  newsletters: ArchivedNewsletter[];
  /** One newsletter's page: its body as HTML. */
  newsletter: (ArchivedNewsletter & { bodyHtml: string }) | null;
}

async function newsletterPage(q: Queryable, row: SentNewsletterRow, lang: Lang) {
  const body = lang === "en" ? row.body_en : row.body_am;
  return { ...summaryOf(row, lang), bodyHtml: textHtml(body, await textImages(q, [body], lang), { text: lang, page: lang }) };
}

/** The archive (no slug) or one newsletter's page; undefined for a slug of none sent. */
export async function newsletterArchivePage(q: Queryable, lang: Lang, slug: string | undefined): Promise<NewsletterArchivePage | undefined> {
  const rows = await sentNewsletters(q);
  const own = slug === undefined ? undefined : rows.find((row) => row.slug === slug);
  if (slug !== undefined && !own) return undefined;
  return {
    archivePath: newsletterArchivePath,
    text: newsletterArchiveText[lang],
    newsletters: rows.map((row) => summaryOf(row, lang)),
    newsletter: own ? await newsletterPage(q, own, lang) : null,
  };
}
