import { useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { auditEntries, countAudit } from "#app/staff/shared/audit.server.ts";
import { type AuditView, describeAudit } from "#app/staff/shared/audit-description.ts";
import { listFiltersFrom, pageSize, pageWithin } from "#app/staff/shared/lists.ts";
import { cellClass, DataTable, Pagination } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/audit-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].audit.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const total = await countAudit(db);
  const page = pageWithin(listFiltersFrom(new URL(request.url), []).page, total);
  return { page, total, entries: await auditEntries(db, { limit: pageSize, offset: (page - 1) * pageSize }) };
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a page of the log is read once and never reordered; two entries may share a moment.
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
