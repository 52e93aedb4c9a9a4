import { school } from "../config/school.ts";
import { formatDate } from "./format.ts";
import type { Lang } from "./language.ts";

const monthYear = { month: "long", year: "numeric" } as const;

/** The school's current program period, by month: "July 2024 – June 2026". For loaders. */
export function formatSchoolTerm(lang: Lang): string {
  return `${formatDate(school.term.start, lang, monthYear)} – ${formatDate(school.term.end, lang, monthYear)}`;
}
