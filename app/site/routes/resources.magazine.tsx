import { BookOpen } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonPageBody, ContributeBox } from "#app/site/components/coming-soon-page.tsx";
import { DocumentLinks } from "#app/site/components/document-item.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { magazineIssues } from "#app/site/content/documents-data.server.ts";
import { magazine } from "#app/site/content/resources.ts";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/resources.magazine";

/** /resources/magazine: the published issues, newest first (decision 34); the spec's "coming soon" while there are none. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("magazine", url, magazine);
  return { ...page, issues: await magazineIssues(context.get(appServicesContext).db, page.lang) };
}
export const meta: Route.MetaFunction = pageMeta;

/** A card's width: the grid's three columns on a desktop, two on a tablet, the whole width on a phone. */
const magazineCoverSizes = "(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw";

export default function MagazinePage({ loaderData: { title, content, issues } }: Route.ComponentProps) {
  const icon = <BookOpen className="h-9 w-9" aria-hidden="true" />;
  if (issues.length === 0)
    return (
      <>
        <PageHeader title={title} intro={content.intro} />
        <SectionTabs section="resources" />
        <ComingSoonPageBody content={content} icon={icon} />
      </>
    );
  return (
    <>
      <PageHeader title={title} intro={content.publishedIntro} />
      <SectionTabs section="resources" />
      <Section labelledBy="magazine-issues">
        <SectionHeading id="magazine-issues">{content.issuesHeading}</SectionHeading>
        <p className="mt-2 text-ink-soft">{content.issuesIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {issues.map((issue, index) => (
            <li key={issue.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand bg-white shadow-sm" data-testid="magazine-issue">
                {issue.cover ? (
                  // The first issue's cover may be the page's largest paint; the others wait until scrolled to.
                  <ResponsiveImage image={issue.cover} sizes={magazineCoverSizes} priority={index === 0} crop className="aspect-[3/4] w-full bg-sand" />
                ) : (
                  // Without a cover the cards keep one shape: the magazine's mark where the cover would be.
                  <div className="flex aspect-[2/1] w-full items-center justify-center bg-forest-50 text-forest-700 md:aspect-[3/4]" aria-hidden="true">
                    <BookOpen className="h-16 w-16" />
                  </div>
                )}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-bold text-forest-800">{issue.title}</h3>
                  {issue.date && <p className="mt-1 text-sm font-semibold text-ink-soft">{issue.date}</p>}
                  {issue.description && (
                    <p lang={issue.descriptionLang} className="mt-2 flex-1 text-ink-soft">
                      {issue.description}
                    </p>
                  )}
                  <DocumentLinks document={issue} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="pt-0">
        <ContributeBox heading={content.contributeNext} subject={title} content={content.contribute} />
      </Section>
    </>
  );
}
