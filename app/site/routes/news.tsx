import { ExternalLink, Mail, Newspaper } from "lucide-react";
import { organisation } from "#app/config/organisation.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { newsletterArchivePath } from "#app/pages/public-paths.ts";
import { ArticleByline, ArticleLink, CategoryBadge, coverSizes, NewsCard, OtherLanguageNote } from "#app/site/components/news-bits.tsx";
import { newsPage } from "#app/site/content/news-data.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { imagePreload, ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/news";

/** The published articles, from the database (app/content/), in the language of the URL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  // Paths reach the page through its loader: importing public-paths.ts would put it in a chunk of its own.
  return { ...loadPage("news", url), content: await newsPage(db, langFromPath(url.pathname)), newsletterArchive: newsletterArchivePath };
}

/** The featured article's cover is the page's largest image: preloaded. */
export const meta: Route.MetaFunction = (args) => {
  const cover = args.loaderData?.content.featured?.cover;
  return [...pageMeta(args), ...(cover ? [imagePreload(cover, coverSizes.featured)] : [])];
};

export default function NewsPage({ loaderData: { title, content, newsletterArchive } }: Route.ComponentProps) {
  const { text, featured, others, categories } = content;
  return (
    <>
      <PageHeader title={title} intro={text.intro} />
      <div className="mx-auto grid max-w-7xl gap-x-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {featured && (
            <Section labelledBy="featured-news" className="lg:pe-0">
              <h2 id="featured-news" className="text-sm font-bold uppercase tracking-wide text-ember-700">
                {text.featuredHeading}
              </h2>
              <article aria-labelledby="featured-title" className="mt-3 overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
                {featured.cover && <ResponsiveImage image={featured.cover} sizes={coverSizes.featured} priority crop className="aspect-[16/9] w-full" />}
                <div className="relative flex items-end bg-forest-800 px-6 pb-6 pt-10 sm:px-8">
                  <Newspaper className="absolute end-6 top-6 h-16 w-16 text-forest-600" aria-hidden="true" />
                  <div className="tibeb absolute inset-x-0 top-0" aria-hidden="true" />
                  <h3 id="featured-title" lang={featured.textLang} className="relative max-w-xl text-2xl font-bold text-white sm:text-3xl">
                    {featured.title}
                  </h3>
                </div>
                <div className="p-6 sm:p-8">
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <CategoryBadge category={featured.category} label={featured.categoryLabel} />
                    <ArticleByline article={featured} byline={text.byline} />
                  </div>
                  <p lang={featured.textLang} className="mt-4 text-lg text-ink-soft">
                    {featured.excerpt}
                  </p>
                  <OtherLanguageNote article={featured} note={text.otherLanguage} />
                  <ArticleLink article={featured} label={text.readFull} className="group btn btn-primary mt-6" />
                </div>
              </article>
            </Section>
          )}
          <Section labelledBy="more-news" className="pt-0 lg:pe-0">
            <SectionHeading id="more-news">{text.moreHeading}</SectionHeading>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {others.map((article) => (
                <li key={article.slug}>
                  <NewsCard article={article} byline={text.byline} readMore={text.readMore} otherLanguage={text.otherLanguage} />
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className="lg:pt-6">
          <Section labelledBy="news-categories" className="pt-0 lg:ps-0 lg:pt-10">
            <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm">
              <h2 id="news-categories" className="text-xl font-bold text-forest-800">
                {text.categoriesHeading}
              </h2>
              <p className="mt-1 text-ink-soft">{text.categoriesIntro}</p>
              <ul className="mt-4 divide-y divide-sand">
                {categories.map((category) => (
                  <li key={category.key} className="flex min-h-11 items-center justify-between gap-3 py-2">
                    <CategoryBadge category={category.key} label={category.label} />
                    <span className="text-ink-soft">{category.countLabel}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Section>
          <Section labelledBy="stay-informed" className="pt-0 lg:ps-0">
            <div className="overflow-hidden rounded-2xl bg-forest-800 text-white shadow-sm">
              <div className="tibeb" aria-hidden="true" />
              <div className="p-6">
                <h2 id="stay-informed" className="text-xl font-bold">
                  {text.stayHeading}
                </h2>
                <p className="mt-2 text-forest-100">{text.stayText}</p>
                <LocalLink to="/subscribe?interest=news" className="btn btn-gold mt-5 w-full">
                  <Mail className="h-5 w-5" aria-hidden="true" />
                  {text.subscribe}
                </LocalLink>
                <LocalLink to={newsletterArchive} className="mt-3 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4">
                  {text.pastNewsletters}
                </LocalLink>
                <h3 className="mt-6 font-bold text-gold-300">{text.follow}</h3>
                <ul className="mt-2 grid gap-2">
                  {organisation.social.map((link) => (
                    <li key={link.name}>
                      <a
                        href={link.href}
                        rel="noopener"
                        className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-forest-600 px-4 font-semibold text-white hover:bg-forest-700"
                      >
                        {link.name}
                        <ExternalLink className="h-4 w-4 text-forest-100" aria-hidden="true" />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Section>
        </div>
      </div>
    </>
  );
}
