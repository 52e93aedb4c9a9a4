import { ArrowRight, Briefcase, Compass, type LucideIcon, MapPin, Monitor, Repeat, Ticket, Users, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { ComingSoonCard } from "#app/site/components/cards.tsx";
import { EventCard } from "#app/site/components/event-card.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { calendar } from "#app/site/content/events.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { training } from "#app/site/content/training.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.training";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("training", url, training);
  const { lang, content } = page;
  const formatted = {
    ages: content.youth.agesValue.replace("{from}", formatNumber(content.youth.ages.from, lang)).replace("{to}", formatNumber(content.youth.ages.to, lang)),
  };
  // The dated sessions: upcoming events listed as training sessions (app/content/events-kind.ts).
  const { upcoming } = await eventLists(context.get(appServicesContext).db, lang);
  return { ...page, formatted, sessions: upcoming.filter((event) => event.series === "training"), eventLabels: calendar[lang].labels };
};
export const meta: Route.MetaFunction = pageMeta;

export default function TrainingPage({ loaderData: { title, content, formatted, sessions, eventLabels } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { labels, parents, youth } = content;
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="events" />
      <Section labelledBy="running-programs">
        <SectionHeading id="running-programs">{content.runningHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          <li>
            <ProgramCard
              id="parent-workshops"
              icon={UsersRound}
              title={parents.title}
              description={parents.description}
              facts={[
                { icon: Repeat, label: labels.frequency, value: parents.frequency },
                { icon: MapPin, label: labels.place, value: parents.place },
                { icon: Ticket, label: labels.cost, value: parents.cost },
              ]}
              listHeading={parents.listHeading}
              list={parents.list}
            />
          </li>
          <li>
            <ProgramCard
              id="youth-leadership"
              icon={Compass}
              title={youth.title}
              description={youth.description}
              facts={[
                { icon: Repeat, label: labels.frequency, value: youth.frequency },
                {
                  icon: Users,
                  label: labels.ages,
                  value: formatted.ages,
                },
                { icon: Ticket, label: labels.cost, value: youth.cost },
              ]}
              listHeading={youth.listHeading}
              list={youth.list}
            >
              <LocalLink to="/contact?topic=events" className="btn btn-primary mt-6 self-start">
                {youth.apply}
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </LocalLink>
            </ProgramCard>
          </li>
        </ul>
      </Section>
      <Section labelledBy="training-sessions" className="pt-0">
        <SectionHeading id="training-sessions">{content.sessionsHeading}</SectionHeading>
        {sessions.length === 0 ? (
          <p className="mt-6 max-w-3xl text-lg text-ink-soft">{content.noSessions}</p>
        ) : (
          <ul className="mt-6 grid gap-8">
            {sessions.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} labels={eventLabels} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section labelledBy="coming-programs">
        <SectionHeading id="coming-programs">{content.comingHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          <li>
            <ComingSoonCard title={content.professional.title} icon={<Briefcase className="h-6 w-6" aria-hidden="true" />}>
              {content.professional.description}
            </ComingSoonCard>
          </li>
          <li>
            <ComingSoonCard title={content.digital.title} icon={<Monitor className="h-6 w-6" aria-hidden="true" />}>
              {content.digital.description}
            </ComingSoonCard>
          </li>
        </ul>
        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-sand bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-lg text-ink-soft">{content.suggest}</p>
          <LocalLink to="/contact" className="btn btn-outline shrink-0">
            {t("actions.contactUs")}
          </LocalLink>
        </div>
      </Section>
    </>
  );
}

interface Fact {
  icon: LucideIcon;
  label: string;
  value: string;
}

function ProgramCard(props: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  facts: Fact[];
  listHeading: string;
  list: readonly string[];
  children?: ReactNode;
}) {
  const { id, icon: Icon, title, description, facts, listHeading, list, children } = props;
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-forest-50 text-forest-700">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <h3 id={id} className="text-2xl font-bold text-forest-800">
          {title}
        </h3>
      </div>
      <p className="mt-4 text-ink-soft">{description}</p>
      <dl className="mt-5 grid gap-4 rounded-xl bg-cream p-4 sm:grid-cols-2">
        {facts.map(({ icon: FactIcon, label, value }) => (
          <div key={label} className="relative ps-8">
            <dt className="text-sm font-semibold text-ink-soft">
              <FactIcon className="absolute start-0 top-1 h-5 w-5 text-forest-600" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 font-bold text-forest-800">{listHeading}</h4>
      <ul className="mt-2 space-y-2">
        {list.map((item) => (
          <li key={item} className="flex gap-3 text-ink-soft">
            <span className="mt-2.5 h-2 w-2 shrink-0 rotate-45 bg-gold-400" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
