import { useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { summaryOf } from "#app/fields/fields.ts";
import { submissionWords } from "#app/forms/submission-forms.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { basePath, langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { kindOfList, listFiltersFrom, type SubmissionList, statusesOf } from "#app/staff/shared/lists.ts";
import { cellClass, StaffList, StatusBadge } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { listSubmissions } from "#app/staff/submissions/queries.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/list-page";

/** "/am/admin/donations" → "donations": one module serves the three lists (routes.ts mounts it thrice). */
const listOf = (pathname: string) => basePath(pathname).split("/")[2] as SubmissionList;

export const meta: Route.MetaFunction = ({ location }) =>
  staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].lists[listOf(location.pathname)]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = listOf(url.pathname.replace(/\.data$/, ""));
  const kind = kindOfList[list];
  const filters = listFiltersFrom(url, statusesOf(kind));
  const { rows, total, page } = await listSubmissions(context.get(appServicesContext).db, kind, filters);
  const lang = langFromPath(url.pathname);
  // Only what the table shows goes to the browser, with the one detail that tells rows apart.
  const summaries = rows.map((row) => ({
    reference: row.reference,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    status: row.status,
    lang: row.lang,
    extra: summaryOf(submissionWords(kind), row.payload, lang),
  }));
  return { list, kind, filters: { ...filters, page }, total, rows: summaries, statuses: statusesOf(kind) };
}

export default function SubmissionsList() {
  const { list, kind, filters, total, rows, statuses } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const lang = useLang();
  const columns = texts.lists.columns;
  const extraColumn = kind === "registration" ? columns.child : kind === "donation" ? columns.amount : columns.topic;
  return (
    <>
      <StaffHeading title={texts.lists[list]} />
      <StaffList
        filters={filters}
        statuses={statuses}
        total={total}
        exportList={list}
        caption={texts.lists[list]}
        headings={[columns.reference, columns.received, columns.name, extraColumn, columns.email, columns.status]}
      >
        {rows.map((row) => (
          <tr key={row.reference}>
            <th scope="row" className={`${cellClass} font-semibold`}>
              <LocalLink to={`/admin/submissions/${row.reference}`} className="inline-flex min-h-11 items-center text-forest-700 underline underline-offset-4">
                {row.reference}
              </LocalLink>
            </th>
            <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(row.createdAt, lang, organisation.timeZone)}</td>
            <td className={cellClass}>{row.name}</td>
            <td className={cellClass}>{row.extra}</td>
            <td className={`${cellClass} break-all`}>{row.email}</td>
            <td className={cellClass}>
              <StatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </StaffList>
    </>
  );
}
