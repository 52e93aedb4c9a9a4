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

function parseDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

export function formatDate(isoDate: string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  return dateFormat(lang, options).format(parseDate(isoDate));
}

export function formatMonth(month: number, lang: Lang): string {
  return dateFormat(lang, { month: "long" }).format(new Date(Date.UTC(2026, month - 1, 1)));
}

export function formatTime(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(":").map(Number);
  return dateFormat(lang, { hour: "numeric", minute: "2-digit" }).format(new Date(Date.UTC(2026, 0, 1, hours, minutes)));
}

export function formatTimeRange(from: string, to: string, lang: Lang): string {
  return `${formatTime(from, lang)} – ${formatTime(to, lang)}`;
}

export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

export function formatDollars(value: number, lang: Lang): string {
  return numberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 }).format(value);
}

/** A moment (an ISO timestamp, such as when a form arrived) as date and time in the organisation's time zone. */
export function formatMoment(iso: string, lang: Lang, timeZone: string): string {
  return dateFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}
