import { CalendarPlus, Mail } from "lucide-react";
import { appServicesContext } from "#app/http/services.server.ts";
import { localizePath } from "#app/i18n/language.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { EventCard, PastEventItem } from "#app/site/components/event-card.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { calendar } from "#app/site/content/events.ts";
import { eventLists } from "#app/site/content/events-data.server.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { calendarFiles } from "#app/site/public-paths.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.calendar";

/** /events/calendar: the upcoming events from the database, soonest first, and the past ones (the archive) below. */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const page = loadPage("calendar", url, calendar);
  const { db, publicUrl } = context.get(appServicesContext);
  const feed = new URL(localizePath(calendarFiles.feed, page.lang), publicUrl);
  return { ...page, ...(await eventLists(db, page.lang)), feed: { https: feed.href, webcal: `webcal://${feed.host}${feed.pathname}` } };
};
export const meta: Route.MetaFunction = pageMeta;

export default function CalendarPage({ loaderData: { title, content, upcoming, past, feed } }: Route.ComponentProps) {
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
      <Section labelledBy="follow-calendar" className="pt-0">
        <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8">
          <SectionHeading id="follow-calendar">{content.follow.heading}</SectionHeading>
          <p className="mt-3 max-w-3xl text-lg">{content.follow.text}</p>
          <a href={feed.webcal} className="btn btn-primary mt-5">
            <CalendarPlus className="h-5 w-5" aria-hidden="true" />
            {content.follow.button}
          </a>
          <p className="mt-5 text-ink-soft">{content.follow.copy}</p>
          <p className="mt-1 break-all text-sm font-semibold" lang="en" dir="ltr">
            {feed.https}
          </p>
        </div>
      </Section>
      <CallToActionBand id="mailing-list" heading={content.mailingList.heading} text={content.mailingList.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.mailingList.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
