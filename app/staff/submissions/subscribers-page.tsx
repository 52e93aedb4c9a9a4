import { useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { showValue } from "#app/fields/fields.ts";
import { subscriptionWords } from "#app/forms/subscription/fields.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { listFiltersFrom, subscriberStatuses } from "#app/staff/shared/lists.ts";
import { cellClass, StaffList, StatusBadge } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { listSubscribers } from "#app/staff/submissions/queries.server.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/subscribers-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].lists.subscribers);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const filters = listFiltersFrom(url, subscriberStatuses);
  const { rows, total, page } = await listSubscribers(context.get(appServicesContext).db, filters);
  return {
    filters: { ...filters, page },
    total,
    rows: rows.map((row) => ({
      ...row,
      lang: row.lang as Lang,
      interests: showValue(subscriptionWords.interests, row.interests, lang),
    })),
  };
}

export default function Subscribers() {
  const { filters, total, rows } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const lang = useLang();
  const columns = texts.lists.columns;
  return (
    <>
      <StaffHeading title={texts.lists.subscribers} />
      <StaffList
        filters={filters}
        statuses={subscriberStatuses}
        total={total}
        exportList="subscribers"
        exportNote={texts.lists.exportLeavesOut}
        caption={texts.lists.subscribers}
        headings={[columns.email, columns.language, columns.interests, columns.since, columns.status]}
      >
        {rows.map((row) => (
          <tr key={row.email}>
            <th scope="row" className={`${cellClass} break-all font-semibold`}>
              {row.email}
            </th>
            <td className={cellClass}>{texts.languages[row.lang]}</td>
            <td className={cellClass}>{row.interests}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(row.createdAt, lang, organisation.timeZone)}</td>
            <td className={cellClass}>
              <StatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </StaffList>
    </>
  );
}
