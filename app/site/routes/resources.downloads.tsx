import { ClipboardList, FileText, HandHeart, HeartHandshake, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translate.ts";
import { ComingSoonCard } from "#app/site/components/cards.tsx";
import { HelpBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { type DocumentGroupId, downloads } from "#app/site/content/resources.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { pages } from "#app/site/pages.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/resources.downloads";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("downloads", url, downloads);
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const icons: Record<DocumentGroupId, ReactNode> = {
  registration: <ClipboardList className={iconClass} aria-hidden="true" />,
  families: <Users className={iconClass} aria-hidden="true" />,
  volunteers: <HeartHandshake className={iconClass} aria-hidden="true" />,
  sponsors: <HandHeart className={iconClass} aria-hidden="true" />,
};

function DocumentList({ documents }: { documents: string[] }) {
  return (
    <ul className="space-y-2">
      {documents.map((document) => (
        <li key={document} className="flex gap-2">
          <FileText className="mt-1 h-5 w-5 shrink-0 opacity-80" aria-hidden="true" />
          <span>{document}</span>
        </li>
      ))}
    </ul>
  );
}

export default function DownloadsPage({ loaderData: { title, content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <Section labelledBy="document-groups">
        <SectionHeading id="document-groups">{content.groupsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {content.groups.map((group) => (
            <li key={group.id}>
              {group.id === "registration" ? (
                <div className="flex h-full flex-col rounded-2xl border-2 border-forest-600 bg-white p-6 shadow-sm">
                  <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icons[group.id]}</span>
                  <h3 className="text-xl font-bold text-forest-800">{group.title}</h3>
                  <div className="mt-3 flex-1 text-ink-soft">
                    <DocumentList documents={group.documents} />
                    <p className="mt-4">{content.registration.text}</p>
                  </div>
                  <p className="mt-5">
                    <LocalLink to={pages.register.path} className="btn btn-primary w-full sm:w-auto">
                      <ClipboardList className="h-5 w-5" aria-hidden="true" />
                      {content.registration.link}
                    </LocalLink>
                  </p>
                </div>
              ) : (
                <ComingSoonCard title={group.title} icon={icons[group.id]}>
                  <DocumentList documents={group.documents} />
                  <p className="mt-4 text-sm">{content.comingSoonText}</p>
                </ComingSoonCard>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section className="pt-0">
        <HelpBox id="downloads-help" heading={content.help.heading} text={content.help.text}>
          <LocalLink to={pages.contact.path} className="btn btn-outline">
            {t("actions.contactUs")}
          </LocalLink>
        </HelpBox>
      </Section>
    </>
  );
}
