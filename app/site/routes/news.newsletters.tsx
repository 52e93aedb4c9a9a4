import { data } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { translator } from "#app/i18n/translate.ts";
import { newsletterArchivePage } from "#app/site/content/newsletter-archive.server.ts";
import { documentMeta, privatePageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/news.newsletters";

/**
 * /news/newsletters (and /am/…): every newsletter sent in full, newest first; /news/newsletters/:slug one of
 * them, in the language of the URL, as its subscribers of that language received it. Server-rendered
 * through the render cache, with plain links: no script of its own.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const page = await newsletterArchivePage(context.get(appServicesContext).db, lang, params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    const t = translator(langFromPath(location.pathname));
    return privatePageMeta(location.pathname, t("notFound.title"), t("notFound.message"));
  }
  const { text, newsletter } = loaderData;
  return documentMeta(location.pathname, newsletter ? newsletter.subject : text.title, newsletter ? `${text.title}: ${newsletter.dateLabel}` : text.intro);
};

const linkClass = "inline-flex min-h-11 items-center font-semibold text-forest-700 underline underline-offset-4";

export default function NewsletterArchive({ loaderData: { archivePath, text, newsletters, newsletter } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={newsletter ? newsletter.subject : text.title} intro={newsletter ? undefined : text.intro}>
        {newsletter && (
          <p className="mt-4 font-semibold">
            {text.sent} <time dateTime={newsletter.date}>{newsletter.dateLabel}</time>
          </p>
        )}
      </PageHeader>
      <Section>
        {newsletter ? (
          <>
            <LocalLink to={archivePath} className={linkClass}>
              {text.all}
            </LocalLink>
            {/* Markdown rendered on the server with raw HTML refused and links checked (app/content/markdown.ts). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML made by the server, see above. */}
            <div className="prose-page mt-4 max-w-3xl text-lg" dangerouslySetInnerHTML={{ __html: newsletter.bodyHtml }} />
          </>
        ) : (
          <>
            <LocalLink to="/news" className={linkClass}>
              {text.back}
            </LocalLink>
            {newsletters.length === 0 ? (
              <p className="mt-6 text-lg">{text.empty}</p>
            ) : (
              <ul className="mt-6 max-w-3xl divide-y divide-sand border-y border-sand">
                {newsletters.map((each) => (
                  <li key={each.slug} className="py-4">
                    <LocalLink
                      to={`${archivePath}/${each.slug}`}
                      className="inline-flex min-h-11 items-center text-xl font-bold text-forest-800 underline-offset-4 hover:underline"
                    >
                      {each.subject}
                    </LocalLink>
                    <p className="mt-1 text-ink-soft">
                      <time dateTime={each.date}>{each.dateLabel}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <div className="mt-10 max-w-3xl rounded-2xl bg-forest-50 p-6">
          <h2 className="text-2xl font-bold text-forest-800">{text.subscribeHeading}</h2>
          <p className="mt-2 text-lg">{text.subscribeText}</p>
          <LocalLink to="/subscribe?interest=news" className="btn btn-gold mt-4">
            {text.subscribe}
          </LocalLink>
        </div>
      </Section>
    </>
  );
}
