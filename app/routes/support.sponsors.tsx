import { Handshake } from "lucide-react";
import { EmptyState } from "~/components/empty-state";
import { LocalLink } from "~/components/localized-link";
import { PageHeader, Section } from "~/components/page-header";
import { pages } from "~/content/pages";
import { sponsors } from "~/content/support";
import { loadPage, pageMeta } from "~/lib/page-data";
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
