import { Mail } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { EventCard, PastEventItem } from "#app/site/components/event-card.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { calendar } from "#app/site/content/events.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.calendar";

/** /events/calendar: the upcoming events from the database, soonest first, and the past ones (the archive) below. */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("calendar", url, calendar);
  return { ...page, ...(await eventLists(context.get(appServicesContext).db, page.lang)) };
};
export const meta: Route.MetaFunction = pageMeta;

export default function CalendarPage({ loaderData: { title, content, upcoming, past } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="events" />
      <Section labelledBy="upcoming-events">
        <SectionHeading id="upcoming-events">{content.listHeading}</SectionHeading>
        {upcoming.length === 0 ? (
          <p className="mt-6 max-w-3xl text-lg text-ink-soft">{content.none}</p>
        ) : (
          <ul className="mt-6 grid gap-8">
            {upcoming.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} labels={content.labels} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {past.length > 0 && (
        <Section labelledBy="past-events" className="pt-0">
          <SectionHeading id="past-events">{content.archiveHeading}</SectionHeading>
          <p className="mt-2 text-ink-soft">{content.archiveIntro}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {past.map((event) => (
              <li key={event.slug}>
                <PastEventItem event={event} labels={content.labels} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CallToActionBand id="mailing-list" heading={content.mailingList.heading} text={content.mailingList.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.mailingList.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
