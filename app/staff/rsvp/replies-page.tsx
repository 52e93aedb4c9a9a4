import { Download } from "lucide-react";
import { data, Link } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { publishedItems, textInLanguage } from "#app/content/store.server.ts";
import { describeFields } from "#app/fields/fields.ts";
import { rsvpWords } from "#app/forms/rsvp/fields.ts";
import { eventReplies, eventsWithReplies } from "#app/forms/rsvp/replies.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment, formatNumber } from "#app/i18n/format.ts";
import { colon, langFromPath, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { rsvpStaffTexts, useRsvpStaffTexts } from "#app/staff/rsvp/texts.ts";
import { cellClass, DataTable } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/replies-page";

/** /admin/rsvp/:event (the event's slug): one event's replies, oldest first, with their counts and the CSV download. */
export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  staffPageMeta(location.pathname, loaderData?.title ?? rsvpStaffTexts[langFromPath(location.pathname)].title);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const event = (await publishedItems(db, "events")).find((item) => item.slug === params.event);
  if (!event) throw data(null, { status: 404 });
  const counts = (await eventsWithReplies(db)).find((each) => each.event.id === event.id)?.counts;
  const { text } = textInLanguage(event, lang);
  return {
    slug: event.slug,
    title: text.title ?? event.slug,
    question: text.rsvpQuestion ?? "",
    counts,
    replies: (await eventReplies(db, event.id)).map((reply) => ({
      reference: reply.reference,
      status: reply.status,
      received: formatMoment(reply.createdAt, lang, organisation.timeZone),
      fields: describeFields(rsvpWords, { ...reply }, lang),
    })),
  };
}

export default function RsvpEventReplies({ loaderData: { slug, title, question, counts, replies } }: Route.ComponentProps) {
  const texts = useRsvpStaffTexts();
  const lang = useLang();
  const headings = [texts.reference, ...(replies[0]?.fields.map((field) => field.label) ?? []), texts.status, texts.received];
  return (
    <>
      <StaffHeading
        title={title}
        intro={counts && fill(texts.counts, Object.fromEntries(Object.entries(counts).map(([name, value]) => [name, formatNumber(value, lang)])))}
      >
        {replies.length > 0 && (
          <a href={localizePath(`/admin/rsvp/${slug}/csv`, lang)} className="btn btn-gold" download>
            <Download className="h-5 w-5" aria-hidden="true" />
            {texts.download}
          </a>
        )}
      </StaffHeading>
      {question && (
        <p className="mb-4">
          <span className="font-semibold">
            {texts.question}
            {colon[lang]}{" "}
          </span>
          {question}
        </p>
      )}
      {replies.length === 0 ? (
        <p className="rounded-2xl border border-sand bg-white p-5 shadow-sm">{texts.none}</p>
      ) : (
        <DataTable caption={title} headings={headings}>
          {replies.map((reply) => (
            <tr key={reply.reference}>
              <th scope="row" className={`${cellClass} whitespace-nowrap font-semibold`}>
                {reply.reference}
              </th>
              {reply.fields.map((field) => (
                <td key={field.name} className={`${cellClass} ${field.name === "email" ? "break-all" : ""}`}>
                  {field.value}
                </td>
              ))}
              <td className={cellClass}>{texts.statuses[reply.status]}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{reply.received}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Link
        to={localizePath("/admin/rsvp", lang)}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-forest-700 underline underline-offset-4"
      >
        {texts.back}
      </Link>
    </>
  );
}
