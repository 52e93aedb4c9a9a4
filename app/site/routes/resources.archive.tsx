import { CalendarDays, Mic, Newspaper, ScrollText } from "lucide-react";
import type { ReactNode } from "react";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonCard } from "#app/site/components/cards.tsx";
import { EmailUsBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { type ArchiveId, archive } from "#app/site/content/resources.ts";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/resources.archive";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("archive", url, archive);
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const icons: Record<ArchiveId, ReactNode> = {
  reports: <ScrollText className={iconClass} aria-hidden="true" />,
  newsletters: <Newspaper className={iconClass} aria-hidden="true" />,
  events: <CalendarDays className={iconClass} aria-hidden="true" />,
  stories: <Mic className={iconClass} aria-hidden="true" />,
};

export default function ArchivePage({ loaderData: { title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <Section labelledBy="archive-collections">
        <SectionHeading id="archive-collections">{content.cardsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {content.items.map((item) => (
            <li key={item.id}>
              <ComingSoonCard title={item.title} icon={icons[item.id]}>
                <p>{item.text}</p>
              </ComingSoonCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="pt-0">
        <EmailUsBox id="archive-share" heading={content.share.heading} text={content.share.text} emailLabel={content.share.emailLabel} />
      </Section>
    </>
  );
}
