import { ArrowRight } from "lucide-react";
import { schoolFacts } from "#app/content/facts.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatYear } from "#app/i18n/format.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { Fact } from "#app/site/components/fact.tsx";
import { PageText } from "#app/site/components/page-text.tsx";
import { history } from "#app/site/content/history.ts";
import { pageTexts } from "#app/site/page-text.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/about.history";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("history", url, history);
  const { db } = context.get(appServicesContext);
  const school = await schoolFacts(db, page.lang);
  const text = await pageTexts(db, page.lang, { introduction: "history-introduction", story: "history-story" });
  const today = { term: school.term, students: school.students, waitlist: school.waitlist };
  // A period that is not running is told as such (its words, not the page's "current cycle").
  const words = school.tense
    ? { ...page.content.today, text: school.tense.summary, period: school.tense.period, students: school.tense.students }
    : page.content.today;
  const years = page.content.timeline.map((milestone) => formatYear(milestone.year, page.lang));
  return { ...page, content: { ...page.content, today: words }, text, today, years };
};
export const meta: Route.MetaFunction = pageMeta;

export default function HistoryPage({ loaderData: { title, content, text, today: facts, years } }: Route.ComponentProps) {
  const { today } = content;
  return (
    <>
      <PageHeader title={title}>
        <PageText block={text.introduction} className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl" />
      </PageHeader>

      <Section labelledBy="history-story">
        <SectionHeading id="history-story">{content.story.heading}</SectionHeading>
        <PageText block={text.story} className="mt-4 max-w-3xl text-lg text-ink-soft" />
      </Section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-3">
          <section aria-labelledby="history-timeline" className="lg:col-span-2">
            <SectionHeading id="history-timeline">{content.timelineHeading}</SectionHeading>
            <ol className="mt-8 border-s-4 border-gold-300 ps-6 sm:ps-8">
              {content.timeline.map((milestone, index) => (
                <li key={milestone.year} className="relative pb-10 last:pb-0">
                  <span
                    aria-hidden="true"
                    className={`absolute -start-[2.1rem] top-1.5 h-5 w-5 rounded-full border-4 border-cream sm:-start-[2.6rem] ${
                      index === content.timeline.length - 1 ? "bg-ember-600" : "bg-forest-700"
                    }`}
                  />
                  <p>
                    <time dateTime={String(milestone.year)} className="inline-block rounded-full bg-forest-50 px-3 py-0.5 font-bold text-forest-800">
                      {years[index]}
                    </time>
                  </p>
                  <h3 className="mt-2 text-xl font-bold text-forest-800">{milestone.title}</h3>
                  <p className="mt-1 text-ink-soft">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="history-today" className="self-start rounded-2xl bg-sand p-6 sm:p-8 lg:sticky lg:top-36">
            <h2 id="history-today" className="text-2xl font-bold text-forest-800">
              {today.heading}
            </h2>
            <p className="mt-3 text-ink-soft">{today.text}</p>
            <dl className="mt-5 divide-y divide-sand rounded-2xl bg-white px-5 py-1 shadow-sm">
              <Fact label={today.period} value={facts.term} />
              <Fact label={today.students} value={facts.students} />
              <Fact label={today.waitlist} value={facts.waitlist} />
            </dl>
            <div className="mt-6 flex flex-col gap-3">
              <LocalLink to={pages.leadership.path} className="btn btn-primary">
                {content.next.leadership}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </LocalLink>
              <LocalLink to={pages.education.path} className="btn btn-outline">
                {content.next.education}
              </LocalLink>
            </div>
          </section>
        </div>
      </Section>
    </>
  );
}
