import { Compass, Eye, History, type LucideIcon, Target, Users } from "lucide-react";
import { organisation } from "#app/config/organisation.ts";
import { schoolFacts } from "#app/content/facts.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { LinkCard } from "#app/site/components/cards.tsx";
import { Fact } from "#app/site/components/fact.tsx";
import { PageText } from "#app/site/components/page-text.tsx";
import { type AboutPageKey, about } from "#app/site/content/about.ts";
import { pageTexts } from "#app/site/page-text.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/about";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("about", url, about);
  const { db } = context.get(appServicesContext);
  const school = await schoolFacts(db, page.lang);
  const text = await pageTexts(db, page.lang, { introduction: "about-introduction", name: "about-name" });
  const glance = { ...page.content.glance, students: school.tense?.students ?? page.content.glance.students };
  return { ...page, content: { ...page.content, glance }, text, students: school.students };
};
export const meta: Route.MetaFunction = pageMeta;

/** The pages under /about, in the order of their cards, each with its icon. */
const aboutPages: readonly AboutPageKey[] = ["mission", "vision", "history", "leadership"];
const icons: Record<AboutPageKey, LucideIcon> = { mission: Target, vision: Eye, history: History, leadership: Users };

export default function AboutPage({ loaderData: { lang, title, content, text, students } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title}>
        <PageText block={text.introduction} className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl" />
      </PageHeader>

      <Section labelledBy="about-pages">
        <SectionHeading id="about-pages">{content.cardsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutPages.map((key) => {
            const Icon = icons[key];
            return (
              <li key={key}>
                <LinkCard to={pages[key].path} title={pages[key].label[lang]} icon={<Icon className="h-6 w-6" aria-hidden="true" />}>
                  <p>{content.summaries[key]}</p>
                </LinkCard>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section>
        <div className="grid gap-8 lg:grid-cols-5">
          <section aria-labelledby="about-name" className="lg:col-span-3">
            <SectionHeading id="about-name">{content.name.heading}</SectionHeading>
            <PageText block={text.name} className="mt-4 text-lg text-ink-soft" />
          </section>
          <section aria-labelledby="about-glance" className="rounded-2xl border border-sand bg-white p-6 shadow-sm lg:col-span-2">
            <h2 id="about-glance" className="flex items-center gap-2 text-xl font-bold text-forest-800">
              <Compass className="h-5 w-5 text-gold-500" aria-hidden="true" />
              {content.glance.heading}
            </h2>
            <dl className="mt-4 divide-y divide-sand">
              <Fact label={content.glance.founded} value={String(organisation.founded)} />
              <Fact label={content.glance.students} value={students} />
              <Fact label={content.glance.region} value={organisation.region[lang]} />
            </dl>
          </section>
        </div>
      </Section>

      <Section labelledBy="about-involved">
        <div className="overflow-hidden rounded-2xl bg-forest-800 text-white">
          <div className="tibeb" aria-hidden="true" />
          <div className="flex flex-col gap-6 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="about-involved" className="text-2xl font-bold sm:text-3xl">
                {content.involved.heading}
              </h2>
              <p className="mt-2 text-lg text-forest-50">{content.involved.text}</p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <LocalLink to={pages.volunteer.path} className="btn btn-gold">
                {t("home.volunteerCta")}
              </LocalLink>
              <LocalLink to={pages.events.path} className="btn btn-outline">
                {t("home.eventsCta")}
              </LocalLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
