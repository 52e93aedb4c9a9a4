import { Archive, BookOpen, FileDown, Images, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { LinkCard } from "#app/site/components/cards.tsx";
import { HelpBox } from "#app/site/components/help-box.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { type ResourcePageKey, resourcesOverview } from "#app/site/content/resources.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/resources";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("resources", url, resourcesOverview);
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const cards: { key: ResourcePageKey; icon: ReactNode }[] = [
  { key: "staff", icon: <Users className={iconClass} aria-hidden="true" /> },
  { key: "magazine", icon: <BookOpen className={iconClass} aria-hidden="true" /> },
  { key: "archive", icon: <Archive className={iconClass} aria-hidden="true" /> },
  { key: "downloads", icon: <FileDown className={iconClass} aria-hidden="true" /> },
  { key: "media", icon: <Images className={iconClass} aria-hidden="true" /> },
];

export default function ResourcesPage({ loaderData: { lang, title, content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="resources" />
      <Section labelledBy="resource-pages">
        <SectionHeading id="resource-pages">{content.cardsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ key, icon }) => (
            <li key={key}>
              <LinkCard to={pages[key].path} title={pages[key].label[lang]} icon={icon}>
                <p>{content.cards[key]}</p>
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="pt-0">
        <HelpBox id="resources-help" heading={content.help.heading} text={content.help.text}>
          <LocalLink to={pages.contact.path} className="btn btn-primary">
            {t("actions.contactUs")}
          </LocalLink>
        </HelpBox>
      </Section>
    </>
  );
}
