import { Gift, Handshake, HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { LinkCard } from "#app/site/components/cards.tsx";
import { HelpBox } from "#app/site/components/help-box.tsx";
import { type SupportWay, supportOverview } from "#app/site/content/support.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/support";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("support", url, supportOverview);
  const { lang, content } = page;
  return { ...page, why: { students: formatNumber(content.why.students, lang), waitlist: formatNumber(content.why.waitlist, lang) } };
};
export const meta: Route.MetaFunction = pageMeta;

const iconClass = "h-6 w-6";
const icons: Record<SupportWay, ReactNode> = {
  donate: <Gift className={iconClass} aria-hidden="true" />,
  sponsor: <Handshake className={iconClass} aria-hidden="true" />,
  volunteer: <HeartHandshake className={iconClass} aria-hidden="true" />,
};

export default function SupportPage({ loaderData: { title, content, why } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <Section labelledBy="support-ways">
        <SectionHeading id="support-ways">{content.waysHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {content.ways.map((way) => (
            <li key={way.id}>
              <LinkCard to={pages[way.id].path} title={way.title} icon={icons[way.id]}>
                <p>{way.text}</p>
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="support-why" className="pt-0">
        <div className="overflow-hidden rounded-2xl bg-forest-800 text-white shadow-sm">
          <div className="tibeb" aria-hidden="true" />
          <div className="grid gap-8 p-6 sm:p-10 md:grid-cols-2 md:items-center">
            <div>
              <h2 id="support-why" className="text-2xl font-bold sm:text-3xl">
                {content.why.heading}
              </h2>
              <p className="mt-2 text-lg text-forest-100">{content.why.text}</p>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <div className="flex flex-col-reverse rounded-xl bg-forest-900/60 p-5">
                <dt className="text-forest-100">{t("home.stats.students")}</dt>
                <dd className="text-4xl font-bold text-gold-300">{why.students}</dd>
              </div>
              <div className="flex flex-col-reverse rounded-xl bg-forest-900/60 p-5">
                <dt className="text-forest-100">{t("home.stats.waitlist")}</dt>
                <dd className="text-4xl font-bold text-gold-300">{why.waitlist}</dd>
              </div>
            </dl>
          </div>
        </div>
      </Section>
      <Section className="pt-0">
        <HelpBox id="support-more" heading={content.more.heading} text={content.more.text}>
          <LocalLink to={pages.sponsors.path} className="btn btn-outline">
            {content.more.sponsorsLink}
          </LocalLink>
          <LocalLink to={pages.contact.path} className="btn btn-outline">
            {content.more.contactLink}
          </LocalLink>
        </HelpBox>
      </Section>
    </>
  );
}
