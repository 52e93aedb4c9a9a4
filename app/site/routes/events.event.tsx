import { ArrowLeft, CalendarPlus, Mail } from "lucide-react";
import { data, redirect } from "react-router";
import { rsvpAction, rsvpFormOf } from "#app/forms/rsvp/event-rsvp.server.ts";
import { formHeaders } from "#app/forms/shared/action.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { type Lang, langFromPath, localizePath } from "#app/i18n/language.ts";
import { translator } from "#app/i18n/translate.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { EventCard } from "#app/site/components/event-card.tsx";
import { EventStatusNotice } from "#app/site/components/event-list-item.tsx";
import { calendar, eventPageText } from "#app/site/content/events.ts";
import { eventPage } from "#app/site/content/events-data.server.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import { keptThroughOutages } from "#app/storage/kept-through-outages.server.ts";
import { documentMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";
import { coverFigureSizes, imagePreload, PhotoFigure } from "#app/ui/responsive-image.tsx";
import type { Route } from "./+types/events.event";

/**
 * /events/:slug and /am/events/:slug: one published event from the database (to share, and for issue 14's
 * calendar file), in the language of the URL or the other one while it is not translated; an old slug
 * answers 301 to the current address. A past event stays, marked as past. An event that asks for RSVP has
 * its form (app/forms/rsvp/), posted to this page's action, whose answer is rendered per request (no-store).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const { found, rsvp } = await eventData(context.get(appServicesContext).db, params.slug, lang);
  const { labels, mailingList } = calendar[lang];
  return { lang, ...found, labels, mailingList, text: eventPageText[lang], rsvp };
}

const eventData = keptThroughOutages(
  async (db: Queryable, slug: string, lang: Lang) => {
    const found = await eventPage(db, slug, lang);
    if (!found) throw data(null, { status: 404 });
    if ("redirectTo" in found) throw redirect(localizePath(`/events/${found.redirectTo}`, lang), 301);
    return { found, rsvp: await rsvpFormOf(db, slug, lang) };
  },
  (_db, slug, lang) => `${lang}/${slug}`,
);

export const action = (args: Route.ActionArgs) => rsvpAction(args);

export const headers = formHeaders;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) {
    const t = translator(langFromPath(location.pathname));
    return [...documentMeta(location.pathname, t("notFound.title"), t("notFound.message")), { name: "robots", content: "noindex" }].filter(
      (tag) => !("rel" in tag),
    );
  }
  return [
    ...documentMeta(location.pathname, loaderData.event.title, loaderData.event.summary),
    { property: "og:type", content: "website" },
    // The cover is the page's largest image: fetched before the body is read.
    ...(loaderData.cover ? [imagePreload(loaderData.cover, coverFigureSizes)] : []),
  ];
};

export default function EventPage({ loaderData: { event, cover, past, addToCalendar, labels, mailingList, text, rsvp }, actionData }: Route.ComponentProps) {
  // After a reply, the action's answer (rendered per request) in place of the form.
  const rsvpHtml = actionData?.rsvpHtml ?? rsvp;
  return (
    <>
      <PageHeader
        title={event.textLang ? <span lang={event.textLang}>{event.title}</span> : event.title}
        intro={`${event.when.date}${event.when.time ? ` · ${event.when.time}` : ""}`}
      >
        {event.textLang && <p className="mt-2 text-sm font-semibold text-ink-soft">{text.notTranslated}</p>}
        <EventStatusNotice event={event} className="mt-4" />
        {past && <p className="mt-4 rounded-xl bg-sand px-4 py-3 font-semibold text-forest-800">{text.past}</p>}
      </PageHeader>
      <Section>
        {cover && <PhotoFigure image={cover} priority className="mb-6 max-w-3xl" />}
        <LocalLink to="/events/calendar" className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {text.back}
        </LocalLink>
        <div className="mt-4">
          <EventCard event={event} labels={labels} link={false} open />
        </div>
        {/* Nothing to add for a cancelled event; a calendar that has it learns of the cancellation from the feed. */}
        {!past && event.status !== "cancelled" && (
          <div className="mt-6 flex flex-wrap gap-3">
            {/* A file, not a page: the browser downloads it and the phone offers to add the event. */}
            <a href={addToCalendar.file} download className="btn btn-primary">
              <CalendarPlus className="h-5 w-5" aria-hidden="true" />
              {text.addToCalendar}
            </a>
            <a href={addToCalendar.google} className="btn btn-outline" rel="noopener" target="_blank">
              <CalendarPlus className="h-5 w-5" aria-hidden="true" />
              {text.addToGoogle}
            </a>
          </div>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the RSVP form, rendered on the server (every value escaped), so the form adds no script to the page (decision 37). */}
        {rsvpHtml && <div className="mt-10" dangerouslySetInnerHTML={{ __html: rsvpHtml }} />}
      </Section>
      <CallToActionBand id="event-mailing-list" heading={mailingList.heading} text={mailingList.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {mailingList.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
