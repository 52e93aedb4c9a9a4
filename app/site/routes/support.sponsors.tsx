import { ExternalLink, Handshake } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { EmptyState } from "#app/site/components/empty-state.tsx";
import { type SponsorCard, sponsorsByTier } from "#app/site/content/people-data.server.ts";
import { sponsors } from "#app/site/content/support.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { ResponsiveImage } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/support.sponsors";

/** /support/sponsors: the published sponsors by tier (from the database), or the empty state while there are none. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("sponsors", url, sponsors);
  return { ...page, tiers: await sponsorsByTier(context.get(appServicesContext).db, page.lang) };
}
export const meta: Route.MetaFunction = pageMeta;

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-forest-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-forest-800";

export default function SponsorsPage({ loaderData: { title, content, tiers } }: Route.ComponentProps) {
  const donate = (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-base">
      <span>{content.donate.text}</span>
      <LocalLink to={pages.donate.path} className={linkClass}>
        {content.donate.link}
      </LocalLink>
    </p>
  );
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      {tiers.length === 0 ? (
        <Section labelledBy="sponsors-empty">
          <EmptyState id="sponsors-empty" icon={<Handshake className="h-9 w-9" aria-hidden="true" />} heading={content.heading}>
            <p>{content.text}</p>
            <p className="mt-6">
              <LocalLink to={pages.sponsor.path} className="btn btn-primary">
                {content.tiersLink}
              </LocalLink>
            </p>
            {donate}
          </EmptyState>
        </Section>
      ) : (
        <>
          <Section labelledBy="sponsors-list">
            <SectionHeading id="sponsors-list">{content.listHeading}</SectionHeading>
            {tiers.map((group) => (
              <section key={group.tier} aria-labelledby={`tier-${group.tier}`} className="mt-8" data-testid={`sponsors-${group.tier}`}>
                <h3 id={`tier-${group.tier}`} className="text-xl font-bold text-forest-800">
                  {content.tierHeading.replace("{tier}", group.name)}
                </h3>
                <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {group.sponsors.map((each) => (
                    <li key={each.slug}>
                      <SponsorItem sponsor={each} websiteLabel={content.website} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </Section>
          <Section className="pt-0">
            <div className="rounded-2xl border border-sand bg-white p-6 text-center shadow-sm sm:p-10">
              <p className="text-lg font-semibold text-ink">{content.join}</p>
              <p className="mt-4">
                <LocalLink to={pages.sponsor.path} className="btn btn-primary">
                  {content.tiersLink}
                </LocalLink>
              </p>
              {donate}
            </div>
          </Section>
        </>
      )}
    </>
  );
}

function SponsorItem({ sponsor, websiteLabel }: { sponsor: SponsorCard; websiteLabel: string }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm">
      {sponsor.logo && <ResponsiveImage image={sponsor.logo} sizes="12rem" className="mb-4 h-20 w-auto max-w-full self-start object-contain" />}
      <h4 lang={sponsor.textLang} className="text-lg font-bold text-forest-800">
        {sponsor.name}
      </h4>
      {sponsor.description && (
        <p lang={sponsor.textLang} className="mt-2 flex-1 text-ink-soft">
          {sponsor.description}
        </p>
      )}
      {sponsor.note && <p className="mt-2 text-sm font-semibold text-ink-soft">{sponsor.note}</p>}
      {sponsor.website && (
        <p className="mt-3">
          <a href={sponsor.website} rel="noopener noreferrer external" className={linkClass}>
            {websiteLabel}
            <ExternalLink className="ml-1 h-4 w-4" aria-hidden="true" />
            <span className="sr-only"> ({sponsor.name})</span>
          </a>
        </p>
      )}
    </article>
  );
}
