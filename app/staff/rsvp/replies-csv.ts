import { data } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { publishedItems } from "#app/content/store.server.ts";
import { describeFields } from "#app/fields/fields.ts";
import { rsvpWords } from "#app/forms/rsvp/fields.ts";
import { eventReplies, type StoredReply } from "#app/forms/rsvp/replies.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatSpreadsheetMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import { rsvpStaffTexts } from "#app/staff/rsvp/texts.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { spreadsheetMoment, toCsv } from "#app/staff/shared/csv.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import type { Route } from "./+types/replies-csv";

/** /admin/rsvp/:event/csv (the event's slug): an event's replies as CSV, in the page's language, recorded in the audit log like every export. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const event = (await publishedItems(db, "events")).find((item) => item.slug === params.event);
  if (!event) throw data(null, { status: 404 });
  const replies = await eventReplies(db, event.id);
  await db.transaction((tx) =>
    recordAudit(tx, { actor: context.get(staffContext).email, action: "export", subject: `rsvp/${event.slug}`, detail: { rows: replies.length } }),
  );
  const today = formatSpreadsheetMoment(new Date().toISOString(), organisation.timeZone).slice(0, 10);
  return new Response(repliesCsv(replies, langFromPath(new URL(request.url).pathname)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rsvp-${event.slug}-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

/** An event's replies, oldest first: every field of the RSVP form (app/forms/rsvp/fields.ts) as the staff page shows them. */
export function repliesCsv(replies: readonly StoredReply[], lang: Lang): string {
  const texts = adminTexts[lang];
  const own = rsvpStaffTexts[lang];
  return toCsv(
    [
      own.reference,
      fill(texts.lists.localTime, { column: own.received }),
      own.status,
      own.language,
      ...Object.values(rsvpWords).map((word) => (word.staffLabel ?? word.label)[lang]),
    ],
    replies.map((reply) => [
      reply.reference,
      spreadsheetMoment(reply.createdAt),
      own.statuses[reply.status],
      texts.languages[reply.lang],
      ...describeFields(rsvpWords, { ...reply }, lang).map((field) => field.value),
    ]),
  );
}
