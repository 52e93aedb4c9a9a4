import { ArrowRight } from "lucide-react";
import { colon } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import type { ArticleSummary, NewsCategory } from "#app/site/content/news.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";

/** How wide a cover photo is drawn on each news page, for `sizes` and the preload of the page's largest one. */
export const coverSizes = {
  card: "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw",
  featured: "(min-width: 1280px) 52rem, (min-width: 1024px) 66vw, 100vw",
} as const;

const badgeColours: Record<NewsCategory, string> = {
  education: "bg-forest-50 text-forest-800",
  community: "bg-gold-100 text-[#6b4a00]",
  events: "bg-[#fbe9e5] text-ember-700",
  announcements: "bg-sand text-ink",
};

export function CategoryBadge({ category, label }: { category: NewsCategory; label: string }) {
  return <span className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-bold ${badgeColours[category]}`}>{label}</span>;
}

/** "November 9, 2026 · By Selamawit Tadesse" under an article's title. */
export function ArticleByline({ article, byline }: { article: ArticleSummary; byline: string }) {
  return (
    <p className="text-sm text-ink-soft">
      <time dateTime={article.date}>{article.dateLabel}</time>
      <span aria-hidden="true"> · </span>
      {byline.replace("{author}", article.author)}
    </p>
  );
}

/** A link to an article whose visible text is the same for every card ("Read More"): the title tells them apart. */
export function ArticleLink({ article, label, className }: { article: ArticleSummary; label: string; className: string }) {
  const lang = useLang();
  return (
    <LocalLink to={`/news/${article.slug}`} className={className}>
      {label}
      <span className="sr-only">
        {colon[lang]} <span lang={article.textLang}>{article.title}</span>
      </span>
      <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
    </LocalLink>
  );
}

/** Under an article shown in the other language (not translated yet): a short note in the page's language. */
export function OtherLanguageNote({ article, note }: { article: ArticleSummary; note: string }) {
  return article.textLang ? <p className="mt-2 text-sm font-semibold text-ink-soft">{note}</p> : null;
}

/** An article in a grid of news: category, title, date and author, excerpt and a 'Read More' link. */
export function NewsCard({ article, byline, readMore, otherLanguage }: { article: ArticleSummary; byline: string; readMore: string; otherLanguage: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
      {article.cover && <ResponsiveImage image={article.cover} sizes={coverSizes.card} crop className="aspect-[16/9] w-full" />}
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={article.category} label={article.categoryLabel} />
        </div>
        <h3 lang={article.textLang} className="mt-3 text-xl font-bold text-forest-800">
          {article.title}
        </h3>
        <div className="mt-1">
          <ArticleByline article={article} byline={byline} />
        </div>
        <p lang={article.textLang} className="mt-3 flex-1 text-ink-soft">
          {article.excerpt}
        </p>
        <OtherLanguageNote article={article} note={otherLanguage} />
        <ArticleLink
          article={article}
          label={readMore}
          className="group mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-forest-700 underline-offset-4 hover:underline"
        />
      </div>
    </article>
  );
}
