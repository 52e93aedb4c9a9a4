import { ArrowRight, CalendarPlus, Mail } from "lucide-react";
import { data } from "react-router";
import { type EventCategory, eventCategories, eventCategoryLabels } from "#app/content/events-kind.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { colon, localizePath } from "#app/i18n/language.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { calendarFiles, calendarViews } from "#app/pages/public-paths.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { EventCard } from "#app/site/components/event-card.tsx";
import { EventListItem } from "#app/site/components/event-list-item.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { calendar } from "#app/site/content/events.ts";
import { calendarPage } from "#app/site/content/events-data.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.calendar";

const isCategory = (value: string): value is EventCategory => (eventCategories as readonly string[]).includes(value);

/**
 * /events/calendar: the upcoming events from the database by month, soonest first, and the newest past ones
 * with a link to the archive; /events/calendar/<category> (the same module): one category's upcoming events.
 * The filter is links between these pages, so it needs no script and each view is a page the render cache
 * keeps; a category it does not know is a 404.
 */
export const loader = async ({ url, context, params }: Route.LoaderArgs) => {
  const page = loadPage("calendar", url, calendar);
  const category = "category" in params ? params.category : undefined;
  if (category !== undefined && !isCategory(category)) throw data(null, { status: 404 });
  const { db, publicUrl } = context.get(appServicesContext);
  const feed = new URL(localizePath(calendarFiles.feed, page.lang), publicUrl);
  const filters = [
    { to: pages.calendar.path, label: page.content.filter.all, current: category === undefined },
    ...eventCategories.map((each) => ({ to: calendarViews.category(each), label: eventCategoryLabels[each][page.lang], current: each === category })),
  ];
  const categoryLabel = category && eventCategoryLabels[category][page.lang];
  return {
    ...page,
    // Each view its own title, so search results and tabs tell them apart.
    title: categoryLabel ? `${page.title}${colon[page.lang]} ${categoryLabel}` : page.title,
    ...(await calendarPage(db, page.lang, category)),
    none: categoryLabel ? page.content.noneInCategory.replace("{category}", categoryLabel) : page.content.none,
    filters,
    feed: { https: feed.href, webcal: `webcal://${feed.host}${feed.pathname}` },
  };
};
export const meta: Route.MetaFunction = pageMeta;

export default function CalendarPage({ loaderData: { title, content, months, recentPast, none, filters, feed } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="events" />
      <Section labelledBy="upcoming-events">
        <SectionHeading id="upcoming-events">{content.listHeading}</SectionHeading>
        <nav aria-label={content.filter.label} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.to}>
                <LocalLink
                  to={filter.to}
                  aria-current={filter.current ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-forest-700 px-4 font-semibold text-forest-800 hover:bg-forest-50 aria-[current=page]:bg-forest-700 aria-[current=page]:text-white"
                >
                  {filter.label}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        {months.length === 0 ? (
          <p className="mt-8 max-w-3xl text-lg text-ink-soft">{none}</p>
        ) : (
          months.map((month) => (
            // A list on phones; on wide screens the month stays beside its events as they scroll by.
            <section key={month.key} aria-labelledby={`month-${month.key}`} className="mt-10 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8">
              <h3 id={`month-${month.key}`} className="border-b-2 border-gold-300 pb-2 text-xl font-bold text-forest-800 lg:sticky lg:top-24 lg:self-start">
                {month.heading}
              </h3>
              <ul className="mt-5 grid gap-6 lg:mt-0">
                {month.events.map((event) => (
                  <li key={event.slug}>
                    <EventCard event={event} labels={content.labels} headingLevel="h4" />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Section>
      <Section labelledBy="past-events" className="pt-0">
        <SectionHeading id="past-events">{content.archiveHeading}</SectionHeading>
        {recentPast.length > 0 && (
          <>
            <p className="mt-2 text-ink-soft">{content.archiveIntro}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {recentPast.map((event) => (
                <li key={`${event.slug}/${event.startDate}`}>
                  <EventListItem event={event} labels={content.labels} />
                </li>
              ))}
            </ul>
          </>
        )}
        <LocalLink
          to={calendarViews.archive(1)}
          className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-800"
        >
          {content.archive.link}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </LocalLink>
      </Section>
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
