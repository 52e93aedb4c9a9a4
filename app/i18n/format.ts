import { ethiopianMonths, toEthiopian } from "#app/i18n/ethiopian-calendar.ts";
import { type Lang, localeOf } from "#app/i18n/language.ts";

// Public pages format in their loaders, never in the browser (docs/decisions/0010). Dates in content are
// calendar dates (YYYY-MM-DD) and times are wall-clock times (HH:MM) in Portland: formatting them in UTC
// gives the same text wherever it runs (the staff pages format as they render, and hydrate).
const utc = { timeZone: "UTC" } as const;

// Making a formatter costs far more than using one (tens of microseconds): each is made once and kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[lang], { ...utc, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[lang], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Short Amharic dates as the site writes them (docs/glossary.md), where ICU's Amharic data differs: ICU
 * spells the morning ጥዋት (the site writes ጠዋት), and writes a day and month without a year month first
 * ("ሴፕቴምበር 28") while its dates with a year put the day first ("28 ሴፕቴምበር 2026"): short dates are day,
 * month, year. Dates in full are `amharicDate`'s.
 */
/** ICU's spelling of the morning (ጥዋት), escaped so that the site's sources spell it one way only. */
const icuMorning = "\u1325\u12cb\u1275";

function amharic(format: Intl.DateTimeFormat, date: Date): string {
  const { day, month, year, weekday } = format.resolvedOptions();
  const text = format.format(date).replaceAll(icuMorning, "ጠዋት");
  if (day === undefined || month === undefined || year !== undefined || weekday !== undefined) return text;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")}`;
}

function formatWith(format: Intl.DateTimeFormat, date: Date, lang: Lang): string {
  return lang === "am" ? amharic(format, date) : format.format(date);
}

function parseDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

export function formatDate(isoDate: string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  if (lang === "am" && (options.dateStyle === "long" || options.dateStyle === "full")) return amharicDate(isoDate, options.dateStyle === "full");
  return formatWith(dateFormat(lang, options), parseDate(isoDate), lang);
}

/**
 * A date as Amharic readers count it: the Ethiopian calendar's first, then the Gregorian in brackets, each
 * with its era, "ኅዳር 15 ቀን 2019 ዓ.ም. (ኖቬምበር 24 ቀን 2026 እ.ኤ.አ.)", after the weekday when asked. ICU's
 * ethiopic calendar would print a Latin era ("AM"), so the text is built from the numbers.
 */
function amharicDate(isoDate: string, withWeekday: boolean): string {
  const date = parseDate(isoDate);
  const ethiopian = toEthiopian(isoDate);
  const weekday = withWeekday ? `${dateFormat("am", { weekday: "long" }).format(date)}፣ ` : "";
  const gregorianMonth = dateFormat("am", { month: "long" }).format(date);
  return `${weekday}${ethiopianMonths[ethiopian.month - 1]} ${ethiopian.day} ቀን ${ethiopian.year} ዓ.ም. (${gregorianMonth} ${date.getUTCDate()} ቀን ${date.getUTCFullYear()} እ.ኤ.አ.)`;
}

/**
 * The part of the day an Amharic reader names before the hour: ሌሊት (night) until 6, ጠዋት (morning) until
 * noon, ከሰዓት በኋላ (afternoon) until 6, then ምሽት (evening). ICU names only two periods, after the time, so
 * an evening would read "8:00 ከሰዓት".
 */
function amharicDayPeriod(hours: number): string {
  if (hours < 6) return "ሌሊት";
  if (hours < 12) return "ጠዋት";
  if (hours < 18) return "ከሰዓት በኋላ";
  return "ምሽት";
}

export function formatMonth(month: number, lang: Lang): string {
  return dateFormat(lang, { month: "long" }).format(new Date(Date.UTC(2026, month - 1, 1)));
}

export function formatTime(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(":").map(Number);
  if (lang === "am") return `${amharicDayPeriod(hours!)} ${hours! % 12 || 12}:${String(minutes).padStart(2, "0")}`;
  return formatWith(dateFormat(lang, { hour: "numeric", minute: "2-digit" }), new Date(Date.UTC(2026, 0, 1, hours, minutes)), lang);
}

export function formatTimeRange(from: string, to: string, lang: Lang): string {
  return `${formatTime(from, lang)} – ${formatTime(to, lang)}`;
}

/**
 * A year of the Gregorian calendar on its own. Amharic marks it "እ.ኤ.አ." (እንደ አውሮፓውያን አቆጣጠር):
 * a bare 2007 reads as a year of the Ethiopian calendar, seven or eight years behind.
 */
export function formatYear(year: number, lang: Lang): string {
  return lang === "am" ? `እ.ኤ.አ. ${year}` : String(year);
}

export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

export function formatDollars(value: number, lang: Lang): string {
  return numberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 }).format(value);
}

/**
 * A moment as spreadsheets read a date and time, in `timeZone`: "2026-11-25 14:05", the same in both languages
 * (for CSV exports: Excel, LibreOffice and Google Sheets take it as a date they can sort and filter).
 */
export function formatSpreadsheetMoment(iso: string, timeZone: string): string {
  const options = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone } as const;
  const parts = dateFormat("en", options).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** A moment (an ISO timestamp, such as when a form arrived) as date and time in the organisation's time zone. */
export function formatMoment(iso: string, lang: Lang, timeZone: string): string {
  return formatWith(dateFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone }), new Date(iso), lang);
}
