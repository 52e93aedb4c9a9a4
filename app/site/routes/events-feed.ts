import { eventsCalendarFile } from "#app/content/events-calendar.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import type { Route } from "./+types/events-feed";

/** /events.ics and /am/events.ics: every published event, to subscribe to (webcal://), kept by the render cache. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(appServicesContext);
  const lang = langFromPath(url.pathname);
  return new Response(await eventsCalendarFile(db, lang, publicUrl), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `inline; filename="events${lang === "am" ? "-am" : ""}.ics"` },
  });
}
