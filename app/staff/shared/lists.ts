import type { SubmissionKind } from "#app/forms/shared/submissions.server.ts";
import { withoutControlCharacters } from "#app/storage/storable-text.ts";

/** The staff area's lists of submissions: their path under /admin and the kind of submission in each. */
export const submissionLists = ["registrations", "donations", "messages"] as const;
export type SubmissionList = (typeof submissionLists)[number];
export const kindOfList: Record<SubmissionList, SubmissionKind> = { registrations: "registration", donations: "donation", messages: "contact" };
export const listOfKind: Record<SubmissionKind, SubmissionList> = { registration: "registrations", donation: "donations", contact: "messages" };

/** The statuses staff can give: a registration's progress, or simply whether someone has dealt with it. */
export const registrationStatuses = ["new", "contacted", "enrolled", "waitlisted", "declined"] as const;
export const otherStatuses = ["new", "handled"] as const;
export type SubmissionStatus = (typeof registrationStatuses)[number] | (typeof otherStatuses)[number];
export const statusesOf = (kind: SubmissionKind): readonly SubmissionStatus[] => (kind === "registration" ? registrationStatuses : otherStatuses);

/** `bouncing`: permanent delivery failures of newsletters (app/newsletters/sending.server.ts); skipped by newsletters. */
export const subscriberStatuses = ["subscribed", "pending", "unsubscribed", "bouncing"] as const;

/** Every list that can be exported as CSV. */
export const exportableLists = [...submissionLists, "subscribers"] as const;
export type ExportableList = (typeof exportableLists)[number];

export const pageSize = 25;

/**
 * The page to show: the one asked for, or the last one when it asked past the end (a stale link, or
 * ?page=99999999999999999999), so the database is never asked for an offset beyond its range.
 */
export const pageWithin = (page: number, total: number, size = pageSize) => Math.min(page, Math.max(1, Math.ceil(total / size)));

/** A page of the staff area, or the data a script asks for it (/admin.data). */
export function isStaffPath(pathname: string): boolean {
  return /^\/(am\/)?admin(\/|\.data$|$)/.test(pathname);
}

/** A list's filters from its query string; anything malformed is ignored rather than refused. */
export function listFiltersFrom(url: URL, statuses: readonly string[]) {
  const params = url.searchParams;
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: statuses.includes(status) ? status : undefined,
    from: date("from"),
    to: date("to"),
    // Without control characters, as a form's fields: a NUL cannot even be sent to PostgreSQL.
    search:
      withoutControlCharacters(params.get("q") ?? "")
        .trim()
        .slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
