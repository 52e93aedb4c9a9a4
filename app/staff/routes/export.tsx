import { describeFields } from "#app/forms/shared/fields.ts";
import type { SubmissionKind } from "#app/forms/shared/submissions.server.ts";
import { submissionWords } from "#app/forms/submission-forms.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { staffContext } from "#app/staff/auth.server.ts";
import { toCsv } from "#app/staff/csv.ts";
import { type ExportableList, exportableLists, kindOfList, listFiltersFrom, statusesOf, subscriberStatuses } from "#app/staff/lists.ts";
import { allSubmissions, listSubscribers } from "#app/staff/queries.server.ts";
import { adminTexts } from "#app/staff/texts.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { Route } from "./+types/export";

/** Every field of the form, in the order the form asks for them, as the staff pages show them (app/forms/<form>/fields.ts). */
async function submissionsCsv(db: Database, kind: SubmissionKind, url: URL, lang: Lang) {
  const words = submissionWords(kind);
  const columns = adminTexts[lang].lists.columns;
  const filters = listFiltersFrom(url, statusesOf(kind));
  const rows = await allSubmissions(db, kind, filters);
  const csv = toCsv(
    [columns.reference, columns.received, columns.status, columns.language, ...Object.values(words).map((word) => (word.staffLabel ?? word.label)[lang])],
    rows.map((row) => [row.reference, row.createdAt, row.status, row.lang, ...describeFields(words, row.payload, lang).map((field) => field.value)]),
  );
  return { csv, count: rows.length, filters };
}

async function subscribersCsv(db: Database, url: URL, lang: Lang) {
  const columns = adminTexts[lang].lists.columns;
  const filters = listFiltersFrom(url, subscriberStatuses);
  const { rows } = await listSubscribers(db, filters, null);
  const csv = toCsv(
    [columns.email, columns.language, columns.interests, columns.since, columns.status],
    rows.map((row) => [row.email, row.lang, row.interests.join(" "), row.createdAt, row.status]),
  );
  return { csv, count: rows.length, filters };
}

/**
 * The CSV of a list with the same filters as the page it was asked from (README, "Staff area").
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
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${list}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
