import { organisation } from "#app/config/organisation.ts";
import { formatTimeRange } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";

export interface OfficeHoursRow {
  days: string;
  hours: string;
}

const rows = (lang: Lang) => organisation.hours.map((row) => ({ days: row.days[lang], hours: formatTimeRange(row.opens, row.closes, lang) }));

/**
 * The office hours in both languages, formatted once on the server and sent by the root loader: the
 * browser then builds no date formatter while it hydrates a page (its first costs 20–40 ms of main thread
 * on a phone). Both languages, as the root's data is not reloaded when the switcher changes language.
 */
export const officeHours: Record<Lang, OfficeHoursRow[]> = { en: rows("en"), am: rows("am") };

/** The root loader: what the site's shell needs on every page. */
export const shellLoader = () => ({ officeHours });
