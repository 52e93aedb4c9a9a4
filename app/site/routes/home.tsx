import { ArrowRight, BookOpen, HandHeart, PartyPopper, Sprout, Users } from "lucide-react";
import { organisation } from "#app/config/organisation.ts";
import { school } from "#app/config/school.ts";
import { schoolFacts } from "#app/content/facts.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { calendarViews } from "#app/pages/public-paths.ts";
import { ComingSoonCard, LinkCard } from "#app/site/components/cards.tsx";
import { EventListItem } from "#app/site/components/event-list-item.tsx";
import { PageText } from "#app/site/components/page-text.tsx";
import { calendar } from "#app/site/content/events.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { home } from "#app/site/content/home.ts";
import { comingSoonPrograms } from "#app/site/navigation.ts";
import { pageTexts, withoutLinks } from "#app/site/page-text.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/home";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("home", url, home);
  const { db } = context.get(appServicesContext);
  const facts = await schoolFacts(db, page.lang);
  const text = await pageTexts(db, page.lang, { introduction: "home-introduction", education: "home-education" });
  const stats = {
    students: facts.students,
    studentsLabel: facts.tense?.studentsStat,
    waitlist: facts.waitlist,
    attendees: `${formatNumber(school.annualEventAttendees, page.lang)}+`,
  };
  // The next few events, each with its status (a cancelled one says so here too).
  const comingUp = (await eventLists(db, page.lang)).upcoming.slice(0, 3);
  const { labels, archive, follow } = calendar[page.lang];
  return {
    ...page,
    stats,
    comingUp,
    eventLabels: labels,
    // While none is to come: the past events, and the calendar page's subscription (its section "follow-calendar").
    noEventsLinks: [
      { to: calendarViews.archive(1), label: archive.link },
      { to: `${pages.calendar.path}#follow-calendar`, label: follow.button },
    ],
    text: { ...text, education: withoutLinks(text.education) },
  };
};
export const meta: Route.MetaFunction = pageMeta;

const missionIcons = { language: BookOpen, family: HandHeart, celebration: PartyPopper, youth: Sprout };

export default function HomePage({ loaderData: { lang, content, text, stats: formatted, comingUp, eventLabels, noEventsLinks } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const stats = [
    { value: formatted.students, label: formatted.studentsLabel ?? t("home.stats.students") },
    { value: formatted.waitlist, label: t("home.stats.waitlist") },
    { value: String(organisation.founded), label: t("home.stats.founded") },
    { value: formatted.attendees, label: t("home.stats.attendees") },
  ];
  return (
    <>
      <div className="relative overflow-hidden bg-forest-800 text-white">
        <div className="emblem-pattern absolute inset-0 opacity-[0.07]" aria-hidden="true" />
        <div className="relative mx-auto max-w-7xl px-4 pb-16 pt-14 sm:px-6 sm:pb-24 sm:pt-20">
          <p className="inline-flex rounded-full bg-forest-900/60 px-4 py-1.5 text-sm font-semibold text-gold-300">{t("hero.eyebrow")}</p>
          <h1 className="mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{t("hero.title")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-forest-100 sm:text-xl">{t("hero.subtitle")}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <LocalLink to={pages.register.path} className="btn btn-gold text-lg">
              {t("hero.registerCta")}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </LocalLink>
            <LocalLink to={pages.donate.path} className="btn border-2 border-white/80 text-lg text-white hover:bg-white/10">
              {t("hero.donateCta")}
            </LocalLink>
          </div>
        </div>
        <div className="tibeb relative" aria-hidden="true" />
      </div>

      <div className="border-b border-sand bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-ink-soft">{stat.label}</dt>
              <dd className="text-3xl font-bold text-forest-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <Section labelledBy="mission-title">
        <SectionHeading id="mission-title">{t("home.missionTitle")}</SectionHeading>
        <PageText block={text.introduction} className="mt-3 max-w-3xl text-lg text-ink-soft" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.missionCards.map((card) => {
            const Icon = missionIcons[card.icon];
            return (
              <li key={card.title} className="rounded-2xl border border-sand bg-white p-6 shadow-sm">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gold-100 text-forest-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-forest-800">{card.title}</h3>
                <p className="mt-2 text-ink-soft">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section labelledBy="coming-up-title" className="pt-0">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="coming-up-title">{content.comingUp}</SectionHeading>
          {comingUp.length > 0 && (
            <LocalLink to={pages.calendar.path} className="btn btn-outline">
              {t("home.eventsCta")}
            </LocalLink>
          )}
        </div>
        {comingUp.length > 0 ? (
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {comingUp.map((event) => (
              <li key={event.slug}>
                <EventListItem event={event} labels={eventLabels} />
              </li>
            ))}
          </ul>
        ) : (
          // Between two seasons of events: where to look meanwhile, rather than no word of events at all.
          <>
            <p className="mt-4 max-w-3xl text-lg text-ink-soft">{content.noEvents}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              {noEventsLinks.map((link) => (
                <LocalLink key={link.to} to={link.to} className="btn btn-outline">
                  {link.label}
                </LocalLink>
              ))}
            </div>
          </>
        )}
      </Section>

      <Section labelledBy="programs-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="programs-title">{t("home.programsTitle")}</SectionHeading>
            <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t("home.programsIntro")}</p>
          </div>
          <LocalLink to={pages.programs.path} className="btn btn-outline">
            {t("home.allPrograms")}
          </LocalLink>
        </div>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          <li className="md:col-span-2 lg:col-span-1 lg:row-span-2">
            <LinkCard to={pages.education.path} title={pages.education.label[lang]} icon={<BookOpen className="h-6 w-6" aria-hidden="true" />}>
              <PageText block={text.education} />
            </LinkCard>
          </li>
          {comingSoonPrograms.map((key) => (
            <li key={key}>
              <ComingSoonCard title={pages[key].label[lang]} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="join-title">
        <div className="overflow-hidden rounded-3xl bg-sand">
          <div className="tibeb" aria-hidden="true" />
          <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[2fr_1fr] lg:items-center">
            <div>
              <h2 id="join-title" className="flex items-center gap-3 text-2xl font-bold text-forest-800 sm:text-3xl">
                <Users className="h-8 w-8 shrink-0 text-ember-600" aria-hidden="true" />
                {t("home.joinTitle")}
              </h2>
              <p className="mt-3 text-lg text-ink-soft">{t("home.joinText")}</p>
            </div>
            <div className="flex flex-col gap-3">
              <LocalLink to={pages.register.path} className="btn btn-primary">
                {t("hero.registerCta")}
              </LocalLink>
              <LocalLink to={pages.donate.path} className="btn btn-gold">
                {t("actions.donate")}
              </LocalLink>
              <LocalLink to={pages.volunteer.path} className="btn btn-outline">
                {t("home.volunteerCta")}
              </LocalLink>
              <LocalLink to={pages.calendar.path} className="btn btn-outline">
                {t("home.eventsCta")}
              </LocalLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
