import { ClipboardList, FileText, HandHeart, HeartHandshake, Users } from "lucide-react";
import type { ReactNode } from "react";
import { appServicesContext } from "#app/http/services.server.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { DocumentItem } from "#app/site/components/document-item.tsx";
import { HelpBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { downloadsByGroup } from "#app/site/content/documents-data.server.ts";
import { type DocumentGroupId, downloads } from "#app/site/content/resources.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/resources.downloads";

/** /resources/downloads: the published documents in the page's four groups (decision 34), rendered again at each publish. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = loadPage("downloads", url, downloads);
  return { ...page, documents: await downloadsByGroup(context.get(appServicesContext).db, page.lang) };
}
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const icons: Record<DocumentGroupId, ReactNode> = {
  registration: <ClipboardList className={iconClass} aria-hidden="true" />,
  families: <Users className={iconClass} aria-hidden="true" />,
  volunteers: <HeartHandshake className={iconClass} aria-hidden="true" />,
  sponsors: <HandHeart className={iconClass} aria-hidden="true" />,
};

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-forest-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-forest-800";

export default function DownloadsPage({ loaderData: { title, content, documents } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <Section labelledBy="document-groups">
        <SectionHeading id="document-groups">{content.groupsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {content.groups.map((group) => {
            const published = documents[group.id];
            const registration = group.id === "registration";
            return (
              <li key={group.id}>
                <section
                  aria-labelledby={`group-${group.id}`}
                  data-testid={`downloads-${group.id}`}
                  className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${registration ? "border-2 border-forest-600" : "border-sand"}`}
                >
                  <div className="flex items-center gap-3">
                    <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-forest-50 text-forest-700">
                      {icons[group.id]}
                    </span>
                    <h3 id={`group-${group.id}`} className="text-xl font-bold text-forest-800">
                      {group.title}
                    </h3>
                  </div>
                  {registration && (
                    <div className="mt-4">
                      <p className="text-ink-soft">{content.registration.text}</p>
                      <p className="mt-3">
                        <LocalLink to={pages.register.path} className="btn btn-primary w-full sm:w-auto">
                          <ClipboardList className="h-5 w-5" aria-hidden="true" />
                          {content.registration.link}
                        </LocalLink>
                      </p>
                    </div>
                  )}
                  {published.length > 0 ? (
                    <ul className="mt-4 space-y-3">
                      {published.map((document) => (
                        <li key={document.id}>
                          <DocumentItem document={document} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    // Nothing published in the group yet (registration is covered by the online form).
                    !registration && (
                      <div className="mt-4 flex-1 text-ink-soft">
                        <p className="font-semibold text-ink">{content.emptyGroup.lead}</p>
                        <ul className="mt-2 space-y-1">
                          {group.documents.map((planned) => (
                            <li key={planned} className="flex gap-2">
                              <FileText className="mt-1 h-5 w-5 shrink-0 opacity-70" aria-hidden="true" />
                              <span>{planned}</span>
                            </li>
                          ))}
                        </ul>
                        <p className="mt-2">{content.emptyGroup.text}</p>
                        <p className="mt-2">
                          <LocalLink to={pages.contact.path} className={linkClass}>
                            {t("actions.contactUs")}
                          </LocalLink>
                        </p>
                      </div>
                    )
                  )}
                </section>
              </li>
            );
          })}
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
