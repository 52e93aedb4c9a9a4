/**
 * The Ethiopian calendar: twelve months of 30 days and Pagume of 5 (6 in the year before a Gregorian leap
 * year), counted from the Incarnation (ዓመተ ምሕረት), seven or eight years behind the Gregorian count. Converted
 * through the Julian day number, so any date of either calendar, and the feasts of the Ethiopian Orthodox
 * year (fixed in the Ethiopian calendar, or in the Julian one), come from one arithmetic. ICU's
 * `am-ET-u-ca-ethiopic` gives the same numbers (tests check every day of several years against it) but
 * writes a Latin era; `app/i18n/format.ts` writes the Amharic text.
 */

export interface EthiopianDate {
  year: number;
  /** 1 (መስከረም) to 13 (ጳጉሜን). */
  month: number;
  day: number;
}

export const ethiopianMonths = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ", "ጳጉሜን"] as const;
/** The months' names as English text writes them. */
export const ethiopianMonthsInEnglish = [
  "Meskerem",
  "Tikimt",
  "Hidar",
  "Tahsas",
  "Tir",
  "Yekatit",
  "Megabit",
  "Miyazya",
  "Ginbot",
  "Sene",
  "Hamle",
  "Nehase",
  "Pagume",
] as const;

/** The Julian day number of 1 Meskerem of year 0: four-year cycles end with the long year (year % 4 === 3). */
const cycleStart = 1_723_856;
const unixEpochDay = 2_440_588;
const dayMs = 86_400_000;

function isoToDay(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  return Math.floor(Date.UTC(year!, month! - 1, day!) / dayMs) + unixEpochDay;
}

function dayToIso(julianDay: number): string {
  return new Date((julianDay - unixEpochDay) * dayMs).toISOString().slice(0, 10);
}

export function toEthiopian(isoDate: string): EthiopianDate {
  const sinceStart = isoToDay(isoDate) - cycleStart;
  const cycle = Math.floor(sinceStart / 1461);
  const inCycle = sinceStart - cycle * 1461;
  const yearInCycle = Math.min(Math.floor(inCycle / 365), 3);
  const dayOfYear = inCycle - yearInCycle * 365;
  return { year: cycle * 4 + yearInCycle, month: Math.floor(dayOfYear / 30) + 1, day: (dayOfYear % 30) + 1 };
}

export function fromEthiopian({ year, month, day }: EthiopianDate): string {
  return dayToIso(cycleStart + 365 * year + Math.floor(year / 4) + 30 * (month - 1) + day - 1);
}

/** A date of the Julian calendar, by which the Ethiopian church keeps Christmas and reckons Easter. */
function fromJulian(year: number, month: number, day: number): string {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return dayToIso(day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32_083);
}

/** Easter Sunday by the Julian computus (Meeus), as the Ethiopian and other Orthodox churches keep it. */
function julianEaster(year: number): string {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  return fromJulian(year, month, ((d + e + 114) % 31) + 1);
}

export const feasts = ["enkutatash", "meskel", "genna", "timket", "adwa", "fasika"] as const;
export type Feast = (typeof feasts)[number];

/**
 * The Gregorian date of each annual celebration in a Gregorian year. Enkutatash (1 Meskerem), Meskel
 * (17 Meskerem) fall in September, in the Ethiopian year that starts then; Timket (11 Tir) and Adwa Victory
 * Day (23 Yekatit) early in the year, in the Ethiopian year that started the September before; Genna is the
 * Julian 25 December (so 28 Tahsas after a six-day Pagume, 29 otherwise); Fasika moves with the moon.
 */
export function feastDate(feast: Feast, gregorianYear: number): string {
  switch (feast) {
    case "enkutatash":
      return fromEthiopian({ year: gregorianYear - 7, month: 1, day: 1 });
    case "meskel":
      return fromEthiopian({ year: gregorianYear - 7, month: 1, day: 17 });
    case "genna":
      return fromJulian(gregorianYear - 1, 12, 25);
    case "timket":
      return fromEthiopian({ year: gregorianYear - 8, month: 5, day: 11 });
    case "adwa":
      return fromEthiopian({ year: gregorianYear - 8, month: 6, day: 23 });
    case "fasika":
      return julianEaster(gregorianYear);
  }
}

/** The annual celebration that falls on this day, if one does. */
export function feastOn(isoDate: string): Feast | undefined {
  const year = Number(isoDate.slice(0, 4));
  return feasts.find((feast) => feastDate(feast, year) === isoDate);
}
