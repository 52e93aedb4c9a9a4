import { Handshake } from "lucide-react";
import { EmptyState } from "#app/site/components/empty-state.tsx";
import { sponsors } from "#app/site/content/support.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { pages } from "#app/site/pages.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/support.sponsors";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("sponsors", url, sponsors);
export const meta: Route.MetaFunction = pageMeta;

export default function SponsorsPage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="sponsors-empty">
        <EmptyState id="sponsors-empty" icon={<Handshake className="h-9 w-9" aria-hidden="true" />} heading={content.heading}>
          <p>{content.text}</p>
          <p className="mt-6">
            <LocalLink to={pages.sponsor.path} className="btn btn-primary">
              {content.tiersLink}
            </LocalLink>
          </p>
          <p className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-base">
            <span>{content.donate.text}</span>
            <LocalLink
              to={pages.donate.path}
              className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-forest-800"
            >
              {content.donate.link}
            </LocalLink>
          </p>
        </EmptyState>
      </Section>
    </>
  );
}
