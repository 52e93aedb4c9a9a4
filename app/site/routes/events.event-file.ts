import { data } from "react-router";
import { eventCalendarFile } from "#app/content/events-calendar.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import type { Route } from "./+types/events.event-file";

/** /events/:slug/calendar.ics: one event's calendar file, for "Add to calendar" on its page. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(appServicesContext);
  const file = await eventCalendarFile(db, params.slug, langFromPath(url.pathname), publicUrl);
  if (!file) throw data(null, { status: 404 });
  return new Response(file, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${params.slug}.ics"` },
  });
}
