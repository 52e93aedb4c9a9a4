import { organisation } from "#app/config/organisation.ts";
import { formatDate } from "#app/i18n/format.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import { newsletterArchivePath } from "#app/pages/public-paths.ts";
import type { Queryable } from "#app/storage/database.server.ts";

/**
 * The public archive of newsletters (migration 0019): those sent in full, newest first, in the page's
 * language, with their date (the pages themselves: newsletter-archive.server.ts). Kept by the render cache like
 * every public page: `newslettersStamp` changes when one more is sent.
 */
export interface ArchivedNewsletter {
  slug: string;
  subject: string;
  date: string;
  dateLabel: string;
}

export interface SentNewsletterRow extends Record<string, string> {
  slug: string;
  subject_en: string;
  subject_am: string;
  body_en: string;
  body_am: string;
  sent_at: string;
}

/** Every newsletter sent in full, newest first. */
export const sentNewsletters = (q: Queryable) =>
  q.all<SentNewsletterRow>(
    "SELECT slug, subject_en, subject_am, body_en, body_am, sent_at FROM newsletters WHERE status = 'sent' ORDER BY sent_at DESC, id DESC",
  );

export function summaryOf(row: SentNewsletterRow, lang: Lang): ArchivedNewsletter {
  const date = wallClock(row.sent_at, organisation.timeZone).slice(0, 10);
  return { slug: row.slug, subject: lang === "en" ? row.subject_en : row.subject_am, date, dateLabel: formatDate(date, lang) };
}

/** The archive and the pages of newsletters with these slugs, in both languages. */
export const newsletterPagePaths = (slugs: string[]) =>
  ["", ...slugs.map((slug) => `/${slug}`)].flatMap((suffix) => languages.map((lang) => localizePath(`${newsletterArchivePath}${suffix}`, lang)));

/** The archive and every sent newsletter's page, in both languages: for the render cache and the sitemap. */
export async function newsletterArchivePaths(q: Queryable): Promise<string[]> {
  return newsletterPagePaths((await sentNewsletters(q)).map((row) => row.slug));
}

/** Changes when a newsletter is sent in full, so the render cache renders the archive again. */
export async function newslettersStamp(q: Queryable): Promise<string> {
  const row = await q.get<{ n: number; last: string | null }>("SELECT COUNT(*) AS n, MAX(sent_at) AS last FROM newsletters WHERE status = 'sent'");
  return `${row?.n ?? 0}:${row?.last ?? ""}`;
}
