import { type Lang, localeOf } from "./language.ts";

// Dates in content are calendar dates (YYYY-MM-DD) and times are wall-clock times (HH:MM) in Portland;
// formatting them in UTC keeps the server's prerender and the browser's hydration identical.
const utc = { timeZone: "UTC" } as const;

function parseDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

export function formatDate(isoDate: string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }): string {
  return new Intl.DateTimeFormat(localeOf[lang], { ...options, ...utc }).format(parseDate(isoDate));
}

export function formatMonth(month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf[lang], { month: "long", ...utc }).format(new Date(Date.UTC(2026, month - 1, 1)));
}

export function formatTime(time: string, lang: Lang): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(localeOf[lang], { hour: "numeric", minute: "2-digit", ...utc }).format(
    new Date(Date.UTC(2026, 0, 1, hours, minutes)),
  );
}

export function formatTimeRange(from: string, to: string, lang: Lang): string {
  return `${formatTime(from, lang)} – ${formatTime(to, lang)}`;
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf[lang]).format(value);
}

export function formatDollars(value: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf[lang], {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(value);
}
