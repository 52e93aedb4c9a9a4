import { organisation } from "#app/config/organisation.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatSpreadsheetMoment } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { type ExportableList, exportableLists, kindOfList } from "#app/staff/shared/lists.ts";
import { submissionsCsv, subscribersCsv } from "#app/staff/submissions/exports.server.ts";
import type { Route } from "./+types/export";

/**
 * The CSV of a list with the same filters as the page it was asked from (`app/staff/submissions/exports.server.ts`).
 * A resource route: the staff area's middleware answers 401 to anyone not signed in.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const list = params.list as ExportableList;
  if (!exportableLists.includes(list)) throw new Response("Not found", { status: 404 });
  const { csv, count, filters } = list === "subscribers" ? await subscribersCsv(db, url, lang) : await submissionsCsv(db, kindOfList[list], url, lang);
  // The filters, but not the words searched for: they may be a name or an address that is later erased.
  const { status = null, from = null, to = null, search } = filters;
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor: context.get(staffContext).email,
      action: "export",
      subject: list,
      detail: { rows: count, status, from, to, searched: Boolean(search) },
    }),
  );
  // Named by the organisation's day, as its times are.
  const today = formatSpreadsheetMoment(new Date().toISOString(), organisation.timeZone).slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${list}-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
