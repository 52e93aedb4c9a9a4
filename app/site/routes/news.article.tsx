import { ArrowLeft, Mail } from "lucide-react";
import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { translator, useTranslation } from "#app/i18n/translate.ts";
import { pages } from "#app/pages/pages.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { CategoryBadge, NewsCard, OtherLanguageNote } from "#app/site/components/news-bits.tsx";
import { articlePage } from "#app/site/content/news-data.server.ts";
import { documentMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { coverFigureSizes, imagePreload, PhotoFigure } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/news.article";

/**
 * /news/:slug and /am/news/:slug: one published article from the database, in the language of the URL
 * (or the other one while it is not translated); an old slug answers 301 to the current address.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const found = await articlePage(context.get(appServicesContext).db, params.slug, lang);
  if (!found) throw data(null, { status: 404 });
  if ("redirectTo" in found) throw redirect(localizePath(`/news/${found.redirectTo}`, lang), 301);
  return { lang, ...found.page };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    const t = translator(langFromPath(location.pathname));
    return [...documentMeta(location.pathname, t("notFound.title"), t("notFound.message")), { name: "robots", content: "noindex" }].filter(
      (tag) => !("rel" in tag),
    );
  }
  const { article } = loaderData;
  return [
    ...documentMeta(location.pathname, article.title, article.excerpt),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: article.date },
    // The cover is the page's largest image: fetched before the body is read.
    ...(article.cover ? [imagePreload(article.cover, coverFigureSizes)] : []),
  ];
};

export default function NewsArticlePage({ loaderData: { article, more, text } }: Route.ComponentProps) {
  const { labels } = text;
  return (
    <>
      <PageHeader
        title={article.textLang ? <span lang={article.textLang}>{article.title}</span> : article.title}
        intro={article.textLang ? <span lang={article.textLang}>{article.excerpt}</span> : article.excerpt}
      >
        <OtherLanguageNote article={article} note={text.notTranslated} />
        <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3">
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{labels.category}</dt>
            <dd className="mt-1">
              <CategoryBadge category={article.category} label={article.categoryLabel} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{labels.published}</dt>
            <dd className="font-semibold">
              <time dateTime={article.date}>{article.dateLabel}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-soft">{labels.author}</dt>
            <dd className="font-semibold">{article.author}</dd>
          </div>
        </dl>
      </PageHeader>
      <Section>
        {article.cover && <PhotoFigure image={article.cover} priority className="mb-6 max-w-3xl" />}
        <LocalLink to="/news" className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {text.back}
        </LocalLink>
        {/* Markdown rendered on the server with raw HTML refused and links checked (app/content/markdown.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML made by the server, see above. */}
        <div lang={article.textLang} className="prose-page mt-4 max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <div className="tibeb mt-10 max-w-3xl rounded-full" aria-hidden="true" />
      </Section>
      <Section labelledBy="more-news" className="pt-0">
        <SectionHeading id="more-news">{text.moreHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {more.map((other) => (
            <li key={other.slug}>
              <NewsCard article={other} byline={text.byline} readMore={text.readMore} otherLanguage={text.otherLanguage} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand id="article-newsletter" heading={text.newsletter.heading} text={text.newsletter.text}>
        <LocalLink to="/subscribe?interest=news" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {text.newsletter.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}

/** An unknown article: the 404 page's message, with a way back to the news. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [notFound, pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <div className="tibeb mb-8 w-40 rounded-full" aria-hidden="true" />
      <h1 className="text-5xl font-bold text-forest-800">{notFound ? t("notFound.heading") : t("error.title")}</h1>
      <p className="mt-4 text-2xl text-ink-soft">{notFound ? t("notFound.message") : t("error.message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalLink to="/news" className="btn btn-primary">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {pages.news.label[langFromPath(pathname)]}
        </LocalLink>
        <LocalLink to="/" className="btn btn-outline">
          {t("notFound.returnHome")}
        </LocalLink>
      </div>
    </div>
  );
}
