import { Clock } from "lucide-react";
import { schoolFacts } from "#app/content/facts.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { ComingSoonCard, LinkCard } from "#app/site/components/cards.tsx";
import { PageText } from "#app/site/components/page-text.tsx";
import { ProgramIcon } from "#app/site/components/program-icons.tsx";
import { programs } from "#app/site/content/programs.ts";
import { comingSoonPrograms } from "#app/site/navigation.ts";
import { pageTexts, withoutLinks } from "#app/site/page-text.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/programs";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("programs", url, programs);
  const { db } = context.get(appServicesContext);
  const school = await schoolFacts(db, page.lang);
  const text = await pageTexts(db, page.lang, { introduction: "programs-introduction", education: "programs-education" });
  const facts = school.state === "current" ? page.content.active.facts : page.content.active.factsPast;
  const factsLine = facts.replace("{days}", school.days).replace("{hours}", school.hours).replace("{students}", school.students);
  return { ...page, factsLine, text: { ...text, education: withoutLinks(text.education) } };
};
export const meta: Route.MetaFunction = pageMeta;

export default function ProgramsPage({ loaderData: { lang, title, content, text, factsLine } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { active, upcoming } = content;
  return (
    <>
      <PageHeader title={title}>
        <PageText block={text.introduction} className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl" />
      </PageHeader>

      <Section labelledBy="programs-active">
        <SectionHeading id="programs-active">{active.heading}</SectionHeading>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <LinkCard to={pages.education.path} title={pages.education.label[lang]} icon={<ProgramIcon program="education" />}>
              <PageText block={text.education} className="text-lg" />
              <p className="mt-3 flex items-center gap-2 font-semibold text-forest-800">
                <Clock className="h-5 w-5 shrink-0 text-gold-500" aria-hidden="true" />
                {factsLine}
              </p>
            </LinkCard>
          </div>
          <div className="flex flex-col justify-between gap-4 rounded-2xl bg-forest-800 p-6 text-white">
            <p className="text-lg">{active.registerText}</p>
            <div className="flex flex-col gap-3">
              <LocalLink to={pages.register.path} className="btn btn-gold">
                {t("hero.registerCta")}
              </LocalLink>
              <LocalLink to={pages.donate.path} className="btn btn-outline">
                {t("hero.donateCta")}
              </LocalLink>
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="programs-upcoming">
        <SectionHeading id="programs-upcoming">{upcoming.heading}</SectionHeading>
        <p className="mt-3 max-w-3xl text-lg text-ink-soft">{upcoming.intro}</p>
        {/* Five cards: three on the first row and two wider ones on the second at desktop width. */}
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {comingSoonPrograms.map((key, index) => (
            <li key={key} className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}>
              <ComingSoonCard title={pages[key].label[lang]} icon={<ProgramIcon program={key} />}>
                <p>{upcoming.summaries[key]}</p>
              </ComingSoonCard>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl border border-sand bg-white p-6">
          <p className="text-ink-soft">{upcoming.pagesNote}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {comingSoonPrograms.map((key) => (
              <li key={key}>
                <LocalLink
                  to={pages[key].path}
                  className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-800"
                >
                  {pages[key].label[lang]}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
