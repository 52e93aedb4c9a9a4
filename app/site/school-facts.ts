import { school } from "#app/config/school.ts";
import { formatDate, formatTimeRange } from "#app/i18n/format.ts";
import type { Lang } from "#app/i18n/language.ts";

// The summer school's facts as the page's language writes them. For loaders (docs/decisions/0010).

const monthYear = { month: "long", year: "numeric" } as const;

/** The school's current program period, by month: "July 2024 – June 2026". */
export function formatSchoolTerm(lang: Lang): string {
  return `${formatDate(school.term.start, lang, monthYear)} – ${formatDate(school.term.end, lang, monthYear)}`;
}

/** The school day: "9:00 AM – 3:00 PM". */
export function formatSchoolHours(lang: Lang): string {
  return formatTimeRange(school.schedule.opens, school.schedule.closes, lang);
}
