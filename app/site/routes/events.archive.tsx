import { ArrowLeft, ArrowRight } from "lucide-react";
import { data } from "react-router";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { calendarViews } from "#app/pages/public-paths.ts";
import { EventListItem } from "#app/site/components/event-list-item.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { calendar } from "#app/site/content/events.ts";
import { archivePage } from "#app/site/content/events-data.server.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.archive";

/**
 * /events/calendar/past, /events/calendar/past/2, …: the past events, newest first, ten a page, with numbered
 * links and rel="prev"/"next" between the pages. Page 1 has no number in its address; "/past/1", a page past
 * the last, or anything not a number is a 404 (the render cache stores only the pages that exist).
 */
export const loader = async ({ url, context, params }: Route.LoaderArgs) => {
  const page = loadPage("calendar", url, calendar);
  // Page 1 is only ever /past: /past/1 would be the same page at a second address.
  const raw = params.page;
  const number = raw === undefined ? 1 : /^[1-9]\d{0,5}$/.test(raw) && raw !== "1" ? Number(raw) : Number.NaN;
  const found = await archivePage(context.get(appServicesContext).db, page.lang, number);
  if (!found) throw data(null, { status: 404 });
  const { archiveHeading, archiveIntro, archive, labels } = page.content;
  const pageOf = archive.pageOf.replace("{page}", formatNumber(found.page, page.lang)).replace("{pages}", formatNumber(found.pages, page.lang));
  const link = (to: number) => (to >= 1 && to <= found.pages ? calendarViews.archive(to) : undefined);
  return {
    ...page,
    title: found.pages > 1 ? `${archiveHeading} · ${pageOf}` : archiveHeading,
    description: archiveIntro,
    events: found.events,
    pageNumbers: Array.from({ length: found.pages }, (_, index) => ({
      to: calendarViews.archive(index + 1),
      label: formatNumber(index + 1, page.lang),
      current: index + 1 === found.page,
    })),
    newer: link(found.page - 1),
    older: link(found.page + 1),
    text: { ...archive, intro: archiveIntro, pageOf: found.pages > 1 ? pageOf : "", labels, upcoming: page.content.listHeading },
  };
};
export const meta: Route.MetaFunction = pageMeta;

const pageLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-forest-700 px-4 font-semibold text-forest-800 hover:bg-forest-50";

export default function ArchivePage({ loaderData: { title, events, pageNumbers, newer, older, text } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={text.intro} />
      <SectionTabs section="events" />
      <Section>
        <LocalLink
          to={pages.calendar.path}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {text.upcoming}
        </LocalLink>
        {events.length === 0 ? (
          <p className="mt-6 text-lg text-ink-soft">{text.none}</p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {events.map((event) => (
              <li key={`${event.slug}/${event.startDate}`}>
                <EventListItem event={event} labels={text.labels} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        {pageNumbers.length > 1 && (
          <nav aria-label={text.pagesLabel} className="mt-10">
            <p className="font-semibold text-ink-soft">{text.pageOf}</p>
            <ul className="mt-3 flex flex-wrap items-center gap-2">
              {newer && (
                <li>
                  <LocalLink to={newer} rel="prev" className={pageLink}>
                    <ArrowLeft className="h-5 w-5" aria-hidden="true" />
                    {text.newer}
                  </LocalLink>
                </li>
              )}
              {pageNumbers.map((number) => (
                <li key={number.to}>
                  <LocalLink
                    to={number.to}
                    aria-current={number.current ? "page" : undefined}
                    className={`${pageLink} aria-[current=page]:bg-forest-700 aria-[current=page]:text-white`}
                  >
                    {number.label}
                  </LocalLink>
                </li>
              ))}
              {older && (
                <li>
                  <LocalLink to={older} rel="next" className={pageLink}>
                    {text.older}
                    <ArrowRight className="h-5 w-5" aria-hidden="true" />
                  </LocalLink>
                </li>
              )}
            </ul>
          </nav>
        )}
      </Section>
    </>
  );
}
