import { useLoaderData } from "react-router";
import { cellClass, StaffList, StatusBadge } from "~/components/staff-list";
import { StaffHeading } from "~/components/staff-shell";
import { adminTexts } from "~/content/admin-texts";
import { formTexts } from "~/content/form-texts";
import { organisation } from "~/config/organisation";
import { appServicesContext } from "~/lib/app-services.server";
import { formatMoment } from "~/lib/format";
import { type Lang, langFromPath } from "~/lib/language";
import { staffPageMeta } from "~/lib/meta";
import { listSubscribers } from "~/lib/staff-data.server";
import { listFiltersFrom, subscriberStatuses } from "~/lib/staff-lists";
import type { SubscriptionInterest } from "~/lib/subscription";
import { useAdminTexts } from "~/lib/use-admin-texts";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/admin.subscribers";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].lists.subscribers);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const filters = listFiltersFrom(url, subscriberStatuses);
  const { rows, total } = await listSubscribers(context.get(appServicesContext).db, filters);
  const interests = formTexts[lang].subscribe.interestOptions;
  return {
    filters,
    total,
    rows: rows.map((row) => ({ ...row, lang: row.lang as Lang, interests: row.interests.map((interest) => interests[interest as SubscriptionInterest] ?? interest) })),
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
      <StaffList filters={filters} statuses={subscriberStatuses} total={total} exportList="subscribers" caption={texts.lists.subscribers} headings={[columns.email, columns.language, columns.interests, columns.since, columns.status]}>
        {rows.map((row) => (
          <tr key={row.email}>
            <th scope="row" className={`${cellClass} break-all font-semibold`}>
              {row.email}
            </th>
            <td className={cellClass}>{texts.languages[row.lang]}</td>
            <td className={cellClass}>{row.interests.join(", ")}</td>
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
