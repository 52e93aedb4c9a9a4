import { Link } from "react-router";
import { textInLanguage } from "#app/content/store.server.ts";
import { eventsWithReplies, rsvpSettingsOf } from "#app/forms/rsvp/replies.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { rsvpStaffTexts, useRsvpStaffTexts } from "#app/staff/rsvp/texts.ts";
import { cellClass, DataTable } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/events-page";

/** /admin/rsvp: the events that ask for RSVP, with who is coming, for the roles that see people's data. */
export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, rsvpStaffTexts[langFromPath(location.pathname)].title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const events = await eventsWithReplies(context.get(appServicesContext).db);
  return {
    events: events.map(({ event, counts }) => ({
      id: event.id,
      slug: event.slug,
      title: textInLanguage(event, lang).text.title ?? event.slug,
      date: formatDate(String(event.fields.startDate), lang),
      places: rsvpSettingsOf(event.fields).places,
      counts,
    })),
  };
}

export default function RsvpEvents({ loaderData: { events } }: Route.ComponentProps) {
  const texts = useRsvpStaffTexts();
  const lang = useLang();
  const number = (value: number) => formatNumber(value, lang);
  return (
    <>
      <StaffHeading title={texts.title} intro={texts.intro} />
      {events.length === 0 ? (
        <p className="rounded-2xl border border-sand bg-white p-5 shadow-sm">{texts.empty}</p>
      ) : (
        <DataTable caption={texts.title} headings={[texts.event, texts.date, texts.places, texts.coming, texts.people, texts.waiting]}>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                <Link
                  to={localizePath(`/admin/rsvp/${event.slug}`, lang)}
                  className="inline-flex min-h-11 items-center text-forest-700 underline underline-offset-4"
                >
                  {event.title}
                </Link>
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>{event.date}</td>
              <td className={cellClass}>{event.places === 0 ? texts.noLimit : number(event.places)}</td>
              <td className={cellClass}>{number(event.counts.coming)}</td>
              <td className={cellClass}>{number(event.counts.people)}</td>
              <td className={cellClass}>{number(event.counts.waiting)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
