import { ChevronLeft, ChevronRight, Download, Filter } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { fill } from "#app/i18n/fill.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pageSize } from "#app/staff/shared/lists.ts";
import { statusName } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";

export interface ListState {
  status?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

const inputClass =
  "block min-h-11 w-full rounded-lg border-2 border-[#b9ab95] bg-white px-3 py-2 focus:border-forest-600 focus:outline-none focus:ring-4 focus:ring-gold-300";

/**
 * The filter bar, count, table and pages of every staff list. Filters are a GET form, so a filtered list
 * has its own address (to bookmark, to share, to export the same rows).
 */
export function StaffList({
  filters,
  statuses,
  total,
  exportList,
  exportNote,
  caption,
  headings,
  children,
}: {
  filters: ListState;
  statuses: readonly string[];
  total: number;
  exportList: string;
  /** What the download holds beyond the filters, when it differs from the list shown. */
  exportNote?: string;
  caption: string;
  /** The table's column headings; the children are its rows. */
  headings: readonly string[];
  children: ReactNode;
}) {
  const texts = useAdminTexts();
  const lang = useLang();
  const { search } = useLocation();
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  return (
    <>
      <Form
        method="get"
        aria-label={texts.lists.filters}
        className="mb-6 grid gap-4 rounded-2xl border border-sand bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <label className="font-semibold lg:col-span-2">
          {texts.lists.search}
          <input type="search" name="q" defaultValue={filters.search} maxLength={100} className={`${inputClass} mt-1 font-normal`} />
        </label>
        <label className="font-semibold">
          {texts.lists.status}
          <select name="status" defaultValue={filters.status ?? ""} className={`${inputClass} mt-1 font-normal`}>
            <option value="">{texts.lists.anyStatus}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status as keyof typeof texts.statuses]}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold">
          {texts.lists.from}
          <input type="date" name="from" defaultValue={filters.from} className={`${inputClass} mt-1 font-normal`} />
        </label>
        <label className="font-semibold">
          {texts.lists.to}
          <input type="date" name="to" defaultValue={filters.to} className={`${inputClass} mt-1 font-normal`} />
        </label>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn btn-primary">
            <Filter className="h-5 w-5" aria-hidden="true" />
            {texts.lists.apply}
          </button>
          <Link to="?" className="btn btn-outline">
            {texts.lists.clear}
          </Link>
          <a href={`${localizePath(`/admin/export/${exportList}`, lang)}?${exportQuery}`} className="btn btn-gold ms-auto" download>
            <Download className="h-5 w-5" aria-hidden="true" />
            {texts.lists.export}
          </a>
        </div>
        {exportNote ? <p className="text-sm text-ink-soft sm:col-span-2 lg:col-span-5">{exportNote}</p> : null}
      </Form>
      <p className="mb-3 font-semibold" role="status">
        {fill(texts.lists.count, { count: formatNumber(total, lang) })}
      </p>
      {total === 0 ? (
        <p className="rounded-2xl border border-sand bg-white p-6 text-ink-soft">{texts.lists.none}</p>
      ) : (
        <DataTable caption={caption} headings={headings}>
          {children}
        </DataTable>
      )}
      <Pagination page={filters.page} total={total} />
    </>
  );
}

/** A wide table that scrolls sideways on a phone; the scrolling box can be reached and moved with the keyboard. */
export function DataTable({ caption, headings, children }: { caption: string; headings: readonly string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrollable region that keyboards can reach (axe: scrollable-region-focusable); <section> would add a landmark per table.
    <div
      className="overflow-x-auto rounded-2xl border border-sand bg-white shadow-sm focus:outline-none focus-visible:ring-4 focus-visible:ring-gold-300"
      role="region"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone and must be reachable by keyboard.
      tabIndex={0}
    >
      {/* Wide enough that no column is squeezed to a letter a line; the region scrolls on a phone. */}
      <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={headCellClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Previous and next links between pages of a list, keeping its filters. */
export function Pagination({ page, total }: { page: number; total: number }) {
  const texts = useAdminTexts();
  const lang = useLang();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params}`;
  };
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.lists.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="btn btn-outline">
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          {texts.lists.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{fill(texts.lists.page, { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}</span>
      {page < pages ? (
        <Link to={pageLink(page + 1)} className="btn btn-outline">
          {texts.lists.next}
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const headCellClass = "whitespace-nowrap border-b border-sand bg-sand/60 px-3 py-2 font-semibold";
export const cellClass = "border-b border-sand px-3 py-2 align-top";

/** A status as a small coloured label. */
export function StatusBadge({ status }: { status: string }) {
  const texts = useAdminTexts();
  const tone =
    status === "new" ? "bg-gold-100 text-ink" : status === "declined" || status === "unsubscribed" ? "bg-sand text-ink-soft" : "bg-forest-50 text-forest-800";
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{statusName(texts, status)}</span>;
}
