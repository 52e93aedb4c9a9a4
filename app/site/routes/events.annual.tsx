import { CalendarDays, Church, DoorOpen, Flower2, GraduationCap, HandHeart, type LucideIcon, Mail, Ticket, Users } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatMonth, formatNumber } from "#app/i18n/format.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { EventCard } from "#app/site/components/event-card.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { annual, calendar } from "#app/site/content/events.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.annual";

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("annual", url, annual);
  const { lang, content } = page;
  const count = formatNumber(content.attendees, lang);
  return {
    ...page,
    intro: content.intro.replace("{count}", count),
    factTitles: content.facts.map((fact) => fact.title.replace("{count}", count)),
    months: content.events.map((event) => content.when.replace("{month}", formatMonth(event.month, lang))),
    // The dated celebrations to come: upcoming events listed as annual celebrations (app/content/events-kind.ts).
    next: (await eventLists(context.get(appServicesContext).db, lang)).upcoming.filter((event) => event.series === "annual"),
    eventLabels: calendar[lang].labels,
  };
};
export const meta: Route.MetaFunction = pageMeta;

const eventIcons: Record<string, LucideIcon> = { "new-year": Flower2, christmas: Church, graduation: GraduationCap };
const factIcons = [Ticket, DoorOpen, Users];

export default function AnnualEventsPage({ loaderData: { title, content, intro, factTitles, months, next, eventLabels } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <SectionTabs section="events" />
      <Section labelledBy="annual-facts" className="pb-0">
        <h2 id="annual-facts" className="sr-only">
          {content.factsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {content.facts.map((fact, index) => {
            const Icon = factIcons[index] ?? Users;
            return (
              <li key={fact.title} className="flex gap-4 rounded-2xl bg-sand p-5">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white text-forest-700">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-xl font-bold text-forest-800">{factTitles[index]}</p>
                  <p className="text-ink-soft">{fact.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      {next.length > 0 && (
        <Section labelledBy="annual-next" className="pb-0">
          <SectionHeading id="annual-next">{content.nextHeading}</SectionHeading>
          <ul className="mt-6 grid gap-8">
            {next.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} labels={eventLabels} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section labelledBy="annual-list">
        <SectionHeading id="annual-list">{content.listHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {content.events.map((event, index) => {
            const Icon = eventIcons[event.id] ?? CalendarDays;
            const headingId = `annual-${event.id}`;
            return (
              <li key={event.id}>
                <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand bg-white shadow-sm">
                  <div className="tibeb tibeb-thin" aria-hidden="true" />
                  <div className="flex flex-1 flex-col p-6">
                    <div className="flex items-start justify-between gap-3">
                      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-forest-50 text-forest-700">
                        <Icon className="h-6 w-6" aria-hidden="true" />
                      </span>
                      <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1 text-sm font-bold text-[#6b4a00]">
                        <CalendarDays className="h-4 w-4" aria-hidden="true" />
                        {months[index]}
                      </p>
                    </div>
                    <h3 id={headingId} className="mt-4 text-xl font-bold text-forest-800">
                      {event.title}
                    </h3>
                    <p className="mt-2 text-ink-soft">{event.description}</p>
                    <h4 className="mt-5 font-bold text-forest-800">{content.highlightsHeading}</h4>
                    <ul className="mt-2 space-y-2">
                      {event.highlights.map((item) => (
                        <li key={item} className="flex gap-3 text-ink-soft">
                          <span className="mt-2.5 h-2 w-2 shrink-0 rotate-45 bg-gold-400" aria-hidden="true" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <CallToActionBand id="annual-updates" heading={content.updates.heading} text={content.updates.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.updates.cta}
        </LocalLink>
        <LocalLink to="/support/volunteer" className="btn btn-outline">
          <HandHeart className="h-5 w-5" aria-hidden="true" />
          {content.volunteer}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
