import { organisation } from "#app/config/organisation.ts";
import { contactFactsKind } from "#app/content/contact-facts-kind.ts";
import type { TextValues } from "#app/content/kinds.ts";
import { schoolFactsKind } from "#app/content/school-facts-kind.ts";
import { type PublishedItem, publishedEntry } from "#app/content/store.server.ts";
import { formatDate, formatNumber, formatTimeRange } from "#app/i18n/format.ts";
import { type Lang, type Localized, languages } from "#app/i18n/language.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { ContactFacts, OfficeHoursRow } from "#app/ui/contact-facts.ts";

/**
 * The school's facts and the organisation's contact facts from the content store (decision 24), formatted
 * for the page's language in the loaders (decision 10). Their text falls back to the other language while a
 * translation is missing, marked with that language (`textLang`).
 */

async function entry(db: Queryable, kind: "school-facts" | "contact-facts", slug: string, now: Date): Promise<PublishedItem> {
  const item = await publishedEntry(db, kind, slug, now);
  if (!item) throw new Error(`The ${kind} entry "${slug}" is missing: migration 0010 seeds it.`);
  return item;
}

function textOf(item: PublishedItem, lang: Lang): { text: TextValues; textLang?: Lang } {
  const own = item.texts[lang];
  if (own) return { text: own };
  const otherLang: Lang = lang === "en" ? "am" : "en";
  return { text: item.texts[otherLang] ?? {}, textLang: otherLang };
}

/** Whether the programme period is still to come, running, or over, on the organisation's calendar. */
export type TermState = "upcoming" | "current" | "ended";

/** The words that change with the period's tense (the pages' own words are for a running period). */
const tenseWords: Record<
  Exclude<TermState, "current">,
  Localized<{ period: string; students: string; studentsStat: string; note: string; summary: string }>
> = {
  ended: {
    en: {
      period: "Last program cycle",
      students: "Students in the last cycle",
      studentsStat: "students in our last cycle",
      note: "This program cycle has ended. The dates of the next one will be announced here; you can register your child now.",
      summary:
        "Our last program cycle has ended, and more families want a place than we can welcome. Every new volunteer and gift brings another child closer to a classroom.",
    },
    am: {
      period: "ያለፈው የፕሮግራም ዙር",
      students: "ባለፈው ዙር የነበሩ ተማሪዎች",
      studentsStat: "ባለፈው ዙር የነበሩ ተማሪዎች",
      note: "ይህ የፕሮግራም ዙር አብቅቷል። የቀጣዩ ዙር ቀኖች እዚህ ይገለጻሉ፤ ልጅዎን አሁኑኑ ማስመዝገብ ይችላሉ።",
      summary: "ያለፈው የፕሮግራም ዙራችን አብቅቷል፤ ልናስተናግድ ከምንችለው በላይ ብዙ ቤተሰቦች ቦታ ይፈልጋሉ። እያንዳንዱ አዲስ በጎ ፈቃደኛና እያንዳንዱ ስጦታ አንድን ተጨማሪ ልጅ ወደ ክፍል ያቀርባል።",
    },
  },
  upcoming: {
    en: {
      period: "Next program cycle",
      students: "Students enrolled so far",
      studentsStat: "students enrolled for the next cycle",
      note: "The next program cycle has not started yet: register your child now.",
      summary:
        "The next cycle of the summer school starts soon, and more families want a place than we can welcome. Every new volunteer and gift brings another child closer to a classroom.",
    },
    am: {
      period: "ቀጣዩ የፕሮግራም ዙር",
      students: "እስካሁን የተመዘገቡ ተማሪዎች",
      studentsStat: "ለቀጣዩ ዙር የተመዘገቡ ተማሪዎች",
      note: "ቀጣዩ የፕሮግራም ዙር ገና አልተጀመረም፦ ልጅዎን አሁኑኑ ያስመዝግቡ።",
      summary: "ቀጣዩ የክረምት ትምህርት ቤት ዙር በቅርቡ ይጀምራል፤ ልናስተናግድ ከምንችለው በላይ ብዙ ቤተሰቦች ቦታ ይፈልጋሉ። እያንዳንዱ አዲስ በጎ ፈቃደኛና እያንዳንዱ ስጦታ አንድን ተጨማሪ ልጅ ወደ ክፍል ያቀርባል።",
    },
  },
};

export interface SchoolFacts {
  state: TermState;
  /** "July 2024 – June 2026" */
  term: string;
  /** "9:00 AM – 3:00 PM" */
  hours: string;
  days: string;
  fees: string;
  students: string;
  waitlist: string;
  capacity: string;
  ages: { min: number; max: number };
  /** Labels for a period that is not running (undefined while it runs: the page's own words apply). */
  tense?: { period: string; students: string; studentsStat: string; note: string; summary: string };
  textLang?: Lang;
}

const monthYear = { month: "long", year: "numeric" } as const;

/** The summer school's facts in the page's language, at `now`. */
export async function schoolFacts(db: Queryable, lang: Lang, now = new Date()): Promise<SchoolFacts> {
  const item = await entry(db, schoolFactsKind.kind, "summer-school", now);
  const fields = item.fields;
  const start = String(fields.termStart);
  const end = String(fields.termEnd);
  const today = wallClock(now.toISOString(), organisation.timeZone).slice(0, 10);
  const state: TermState = today < start ? "upcoming" : today > end ? "ended" : "current";
  const { text, textLang } = textOf(item, lang);
  return {
    state,
    term: `${formatDate(start, lang, monthYear)} – ${formatDate(end, lang, monthYear)}`,
    hours: formatTimeRange(String(fields.opens), String(fields.closes), lang),
    days: text.days ?? "",
    fees: text.fees ?? "",
    students: formatNumber(Number(fields.enrolled), lang),
    waitlist: formatNumber(Number(fields.waitlist), lang),
    capacity: formatNumber(Number(fields.capacity), lang),
    ages: { min: Number(fields.ageMin), max: Number(fields.ageMax) },
    ...(state === "current" ? {} : { tense: tenseWords[state][lang] }),
    ...(textLang ? { textLang } : {}),
  };
}

/** A tel: link from a number as people write it: "(503) 555-0142" → "tel:+15035550142" (North American). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The organisation's contact facts and office hours, both languages formatted (the root loader sends them
 * once for the footer of every page; its data is not reloaded when the language changes).
 */
export async function contactFacts(db: Queryable, now = new Date()): Promise<ContactFacts> {
  const item = await entry(db, contactFactsKind.kind, "organisation", now);
  const field = (name: string) => String(item.fields[name] ?? "");
  const perLang = <T>(make: (lang: Lang) => T) => Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
  return {
    phone: { display: field("phone"), href: telHref(field("phone")) },
    email: field("email"),
    schoolEmail: field("schoolEmail"),
    volunteerEmail: field("volunteerEmail"),
    street: field("street"),
    postcode: field("postcode"),
    city: perLang((lang) => {
      const { text, textLang } = textOf(item, lang);
      return { text: text.city ?? "", ...(textLang ? { lang: textLang } : {}) };
    }),
    address: perLang((lang) => {
      const { text, textLang } = textOf(item, lang);
      const lines = (text.address ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      return { lines, ...(textLang ? { lang: textLang } : {}) };
    }),
    officeHours: perLang((lang) => {
      const { text, textLang } = textOf(item, lang);
      const rows: OfficeHoursRow[] = [
        { days: text.weekdays ?? "", hours: formatTimeRange(field("weekdaysOpens"), field("weekdaysCloses"), lang), ...(textLang ? { lang: textLang } : {}) },
      ];
      if (field("otherDaysOpens") && field("otherDaysCloses") && text.otherDays)
        rows.push({
          days: text.otherDays,
          hours: formatTimeRange(field("otherDaysOpens"), field("otherDaysCloses"), lang),
          ...(textLang ? { lang: textLang } : {}),
        });
      return rows;
    }),
  };
}
