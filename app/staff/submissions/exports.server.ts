import { describeFields, showValue } from "#app/fields/fields.ts";
import type { SubmissionKind } from "#app/forms/shared/submissions.server.ts";
import { submissionWords } from "#app/forms/submission-forms.server.ts";
import { subscriptionWords } from "#app/forms/subscription/fields.ts";
import { fill } from "#app/i18n/fill.ts";
import type { Lang } from "#app/i18n/language.ts";
import { spreadsheetMoment, toCsv } from "#app/staff/shared/csv.ts";
import { listFiltersFrom, statusesOf, subscriberStatuses } from "#app/staff/shared/lists.ts";
import { adminTexts, statusName } from "#app/staff/shared/texts.ts";
import { allSubmissions, listSubscribers } from "#app/staff/submissions/queries.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/**
 * The CSV exports (docs/staff.md, "What staff find"): the rows of a list with the filters of the page it was asked from,
 * in the words the staff pages use in `lang` (statuses, languages, every field's readable value) and with
 * times in the organisation's time zone, written as spreadsheets read a date, the header saying so.
 */
export interface Export {
  csv: string;
  count: number;
  filters: ReturnType<typeof listFiltersFrom>;
}

/** Every field of the form, in the order the form asks for them, as the staff pages show them (app/forms/<form>/fields.ts). */
export async function submissionsCsv(db: Database, kind: SubmissionKind, url: URL, lang: Lang): Promise<Export> {
  const texts = adminTexts[lang];
  const columns = texts.lists.columns;
  const words = submissionWords(kind);
  const filters = listFiltersFrom(url, statusesOf(kind));
  const rows = await allSubmissions(db, kind, filters);
  const csv = toCsv(
    [
      columns.reference,
      fill(texts.lists.localTime, { column: columns.received }),
      columns.status,
      columns.language,
      ...Object.values(words).map((word) => (word.staffLabel ?? word.label)[lang]),
    ],
    rows.map((row) => [
      row.reference,
      spreadsheetMoment(row.createdAt),
      statusName(texts, row.status),
      texts.languages[row.lang as Lang] ?? row.lang,
      ...describeFields(words, row.payload, lang).map((field) => field.value),
    ]),
  );
  return { csv, count: rows.length, filters };
}

/** Those on the mailing list: people who unsubscribed only when that status is asked for. */
export async function subscribersCsv(db: Database, url: URL, lang: Lang): Promise<Export> {
  const texts = adminTexts[lang];
  const columns = texts.lists.columns;
  const asked = listFiltersFrom(url, subscriberStatuses);
  const filters = { ...asked, status: asked.status ?? "subscribed" };
  const { rows } = await listSubscribers(db, filters, null);
  const csv = toCsv(
    [columns.email, columns.language, columns.interests, fill(texts.lists.localTime, { column: columns.since }), columns.status],
    rows.map((row) => [
      row.email,
      texts.languages[row.lang as Lang] ?? row.lang,
      showValue(subscriptionWords.interests, row.interests, lang),
      spreadsheetMoment(row.createdAt),
      statusName(texts, row.status),
    ]),
  );
  return { csv, count: rows.length, filters };
}
