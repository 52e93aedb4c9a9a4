import { useLoaderData } from "react-router";
import { cellClass, DataTable, Pagination } from "~/components/staff-list";
import { StaffHeading } from "~/components/staff-shell";
import { adminTexts } from "~/content/admin-texts";
import { type AuditView, describeAudit } from "~/lib/audit-description";
import { organisation } from "~/config/organisation";
import { appServicesContext } from "~/lib/app-services.server";
import { formatMoment } from "~/lib/format";
import { langFromPath } from "~/lib/language";
import { staffPageMeta } from "~/lib/meta";
import { auditEntries, countAudit } from "~/lib/staff-data.server";
import { listFiltersFrom, pageSize } from "~/lib/staff-lists";
import { useAdminTexts } from "~/lib/use-admin-texts";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/admin.audit";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].audit.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const { page } = listFiltersFrom(new URL(request.url), []);
  return { page, total: await countAudit(db), entries: await auditEntries(db, { limit: pageSize, offset: (page - 1) * pageSize }) };
}

function AuditWhat({ entry }: { entry: AuditView }) {
  const { what, particulars } = describeAudit(entry, useAdminTexts(), useLang());
  return (
    <>
      {what}
      {particulars && <span className="block text-sm text-ink-soft">{particulars}</span>}
    </>
  );
}

export default function AuditLog() {
  const { entries, page, total } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const lang = useLang();
  return (
    <>
      <StaffHeading title={texts.audit.title} intro={texts.audit.intro} />
      <DataTable caption={texts.audit.title} headings={[texts.audit.when, texts.audit.who, texts.audit.what, texts.audit.subject]}>
        {entries.map((entry, index) => (
          <tr key={`${entry.at}${index}`}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(entry.at, lang, organisation.timeZone)}</td>
            <td className={`${cellClass} break-all`}>{entry.actor ?? (entry.action.startsWith("sign-in") ? texts.audit.anonymous : texts.audit.system)}</td>
            <td className={cellClass}>
              <AuditWhat entry={entry} />
            </td>
            <td className={`${cellClass} break-all`}>{entry.subject ?? ""}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page} total={total} />
    </>
  );
}
