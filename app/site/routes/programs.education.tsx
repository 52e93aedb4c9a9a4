import {
  BookOpen,
  CalendarDays,
  CalendarRange,
  Clock,
  Hourglass,
  Languages,
  type LucideIcon,
  MessageCircle,
  Music,
  Palette,
  PenLine,
  Sparkles,
  Users,
  Utensils,
} from "lucide-react";
import { schoolFacts } from "#app/content/facts.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatNumber, formatTimeRange } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { InfoCard } from "#app/site/components/cards.tsx";
import { PageText } from "#app/site/components/page-text.tsx";
import { education, type SubjectId } from "#app/site/content/education.ts";
import { pageText } from "#app/site/page-text.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import { amharicWords, RichText } from "#app/ui/rich-text.tsx";
import type { Route } from "./+types/programs.education";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("education", url, education);
  const { lang } = page;
  const { db } = context.get(appServicesContext);
  const school = await schoolFacts(db, lang);
  const introduction = await pageText(db, "education-introduction", lang);
  // A period that is not running is told as such: its labels, and a note instead of "current students".
  const content = school.tense
    ? { ...page.content, glance: { ...page.content.glance, period: school.tense.period, students: school.tense.students } }
    : page.content;
  const formatted = {
    days: school.days,
    hours: school.hours,
    term: school.term,
    termNote: school.tense?.note ?? null,
    fees: school.fees,
    textLang: school.textLang,
    students: school.students,
    waitlist: school.waitlist,
    goalNumbers: content.goals.items.map((_goal, index) => formatNumber(index + 1, lang)),
    blockTimes: content.day.blocks.map((block) => formatTimeRange(block.from, block.to, lang)),
    percentages: content.support.items.map((item) => `${formatNumber(item.percent, lang)}%`),
    cta: content.cta.text.replace("{waitlist}", school.waitlist),
  };
  return { ...page, content, formatted, introduction };
};
export const meta: Route.MetaFunction = pageMeta;

const subjectIcons: Record<SubjectId, LucideIcon> = {
  fidel: PenLine,
  conversation: MessageCircle,
  history: BookOpen,
  songs: Music,
  art: Palette,
  proverbs: Sparkles,
};

/** Bar colours of the support breakdown, in turn. */
const barColours = ["fill-forest-700", "fill-gold-400", "fill-ember-600", "fill-forest-600", "fill-gold-500"] as const;

export default function EducationPage({ loaderData: { title, content, formatted, introduction } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { glance, day, goals, curriculum, support, cta } = content;

  const glanceItems: { icon: LucideIcon; label: string; value: string; wide?: boolean; lang?: string }[] = [
    { icon: CalendarDays, label: glance.days, value: formatted.days, lang: formatted.textLang },
    { icon: Clock, label: glance.hours, value: formatted.hours },
    { icon: CalendarRange, label: glance.period, value: formatted.term, wide: true },
    { icon: Users, label: glance.students, value: formatted.students },
    { icon: Hourglass, label: glance.waitlist, value: formatted.waitlist },
    { icon: Languages, label: glance.language, value: glance.languageValue },
    { icon: Utensils, label: glance.meals, value: glance.mealsValue },
  ];

  return (
    <>
      <PageHeader title={title}>
        <PageText block={introduction} className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LocalLink to={pages.register.path} className="btn btn-primary">
            {t("hero.registerCta")}
          </LocalLink>
          <LocalLink to={pages.donate.path} className="btn btn-gold">
            {t("hero.donateCta")}
          </LocalLink>
        </div>
      </PageHeader>

      <Section labelledBy="education-glance">
        <SectionHeading id="education-glance">{glance.heading}</SectionHeading>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {glanceItems.map(({ icon: Icon, label, value, wide, lang }) => (
            <div key={label} className={`relative rounded-2xl border border-sand bg-white p-5 ps-20 shadow-sm ${wide ? "lg:col-span-2" : ""}`}>
              <dt className="text-ink-soft">
                {/* Inside the <dt>: a <dl>'s groups may hold only terms and values. */}
                <span className="absolute start-5 top-5 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-forest-50 text-forest-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                {label}
              </dt>
              <dd lang={lang} className="text-xl font-bold text-forest-800">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {formatted.termNote && (
          <p className="mt-4 max-w-3xl rounded-2xl border-s-8 border-gold-300 bg-gold-100 p-4 text-lg" data-testid="term-note">
            {formatted.termNote}
          </p>
        )}
        {formatted.fees && (
          <p lang={formatted.textLang} className="mt-4 max-w-3xl text-lg text-ink-soft" data-testid="school-fees">
            {formatted.fees}
          </p>
        )}
      </Section>

      <Section labelledBy="education-goals">
        <SectionHeading id="education-goals">{goals.heading}</SectionHeading>
        <p className="mt-3 max-w-3xl text-lg text-ink-soft">{goals.intro}</p>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2">
          {goals.items.map((goal, index) => (
            <li key={goal.title} className="flex gap-4 rounded-2xl bg-sand p-6">
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-ink">
                {formatted.goalNumbers[index]}
              </span>
              <div>
                <h3 className="text-xl font-bold text-forest-800">{goal.title}</h3>
                <p className="mt-1 text-ink-soft">{goal.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="education-curriculum">
        <SectionHeading id="education-curriculum">{curriculum.heading}</SectionHeading>
        <p className="mt-3 max-w-3xl text-lg text-ink-soft">{curriculum.intro}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {curriculum.subjects.map((subject) => {
            const Icon = subjectIcons[subject.id];
            return (
              <li key={subject.id}>
                <InfoCard title={subject.title} icon={<Icon className="h-6 w-6" aria-hidden="true" />}>
                  <p>
                    <RichText text={subject.text} elements={amharicWords} />
                  </p>
                </InfoCard>
              </li>
            );
          })}
        </ul>
      </Section>

      <div className="tibeb" aria-hidden="true" />

      <div className="bg-sand/60">
        <div className="mx-auto grid max-w-7xl gap-x-12 lg:grid-cols-2">
          <section aria-labelledby="education-day" className="px-4 py-10 sm:px-6">
            <SectionHeading id="education-day">{day.heading}</SectionHeading>
            <p className="mt-3 text-lg text-ink-soft">{day.intro}</p>
            <ol className="mt-6 divide-y divide-sand overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
              {day.blocks.map((block, index) => (
                <li key={block.from} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:gap-4">
                  <span className="shrink-0 font-bold text-forest-800 tabular-nums sm:w-48">{formatted.blockTimes[index]}</span>
                  <span>{block.activity}</span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="education-support" className="px-4 py-10 sm:px-6">
            <SectionHeading id="education-support">{support.heading}</SectionHeading>
            <p className="mt-3 text-lg text-ink-soft">{support.intro}</p>
            <ul className="mt-6 space-y-5 rounded-2xl border border-sand bg-white p-5 shadow-sm">
              {support.items.map((item, index) => (
                <li key={item.label}>
                  <div className="flex items-baseline justify-between gap-4">
                    <span className="font-bold text-forest-800">{item.label}</span>
                    <span className="text-lg font-bold tabular-nums">{formatted.percentages[index]}</span>
                  </div>
                  {/* An SVG bar: its width is an attribute, so no inline style is needed. */}
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 100 4"
                    preserveAspectRatio="none"
                    className="mt-1.5 block h-3 w-full overflow-hidden rounded-full bg-sand"
                  >
                    <rect width={item.percent} height="4" className={barColours[index % barColours.length]} />
                  </svg>
                  <p className="mt-1.5 text-ink-soft">{item.text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-ink-soft">{support.note}</p>
          </section>
        </div>
      </div>

      <Section labelledBy="education-cta">
        <div className="flex flex-col gap-6 rounded-2xl bg-forest-800 p-6 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="education-cta" className="text-2xl font-bold sm:text-3xl">
              {cta.heading}
            </h2>
            <p className="mt-2 text-lg text-forest-50">{formatted.cta}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <LocalLink to={pages.register.path} className="btn btn-gold">
              {t("hero.registerCta")}
            </LocalLink>
            <LocalLink to={pages.donate.path} className="btn btn-outline">
              {t("hero.donateCta")}
            </LocalLink>
          </div>
        </div>
      </Section>
    </>
  );
}
