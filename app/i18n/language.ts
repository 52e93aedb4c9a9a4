/** The two interface languages. English is the fallback and lives at the bare paths; Amharic under /am. */
export const languages = ["en", "am"] as const;
export type Lang = (typeof languages)[number];

/** Each language named in itself (the switcher, the mailing list's language choice). */
export const languageNames: Record<Lang, string> = { en: "English", am: "አማርኛ" };
export const fallbackLang: Lang = "en";

/** A value given in every language: leaving out Amharic is a type error. */
export type Localized<T = string> = Record<Lang, T>;

/** The colon after a label ("Saturday: 10 AM – 2 PM"): Amharic writes the Ethiopic ፦, never a Latin colon. */
export const colon: Localized = { en: ":", am: "፦" };

/** Between the items of a list ("News, Events"): Amharic separates with the Ethiopic comma ፣. */
export const listSeparator: Localized = { en: ", ", am: "፣ " };

/** BCP 47 tags used for Intl formatting and `hreflang`. */
export const localeOf: Record<Lang, string> = { en: "en-US", am: "am-ET" };

/** The localStorage key (and cookie) of the visitor's language choice: the name i18next's detector used, which the spec keeps. */
export const languageStorageKey = "i18nextLng";

/**
 * The language switcher's link says it is a choice (`/am/about?lang=am`), so the choice is remembered
 * however early the link is followed: by the page reached (its head script), before or without the page's
 * own scripts, and by the server, with a cookie, when scripts are off (decision 21).
 */
export const languageChoiceParam = "lang";

/**
 * The cookie that keeps a chosen language (named like the stored key): the server sends an English address
 * to its Amharic page by it, for visitors without scripts. Set by the server and by the page alike.
 */
export const languageCookieAttributes = "; Path=/; Max-Age=31536000; SameSite=Lax";
export const languageCookie = (lang: Lang, secure: boolean) => `${languageStorageKey}=${lang}${languageCookieAttributes}${secure ? "; Secure" : ""}`;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/am" || pathname.startsWith("/am/") ? "am" : "en";
}

/**
 * The language-neutral path: "/am/about" and "/about" both give "/about". A trailing slash is dropped
 * ("/about/" is what prerendering asks for when it writes about/index.html).
 */
export function basePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (langFromPath(trimmed) === "en") return trimmed;
  return trimmed.slice(3) || "/";
}

/** The path of the same page in `lang`. */
export function localizePath(path: string, lang: Lang): string {
  const base = basePath(path);
  if (lang === "en") return base;
  return base === "/" ? "/am" : `/am${base}`;
}

/** Several localized parts as one localized whole: `{ a: {en, am}, b: {en, am} }` → `{ en: {a, b}, am: {a, b} }`. */
export function combineLocalized<T extends Record<string, unknown>>(parts: { [K in keyof T]: Localized<T[K]> }): Localized<T> {
  const pick = (lang: Lang) => Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, (value as Localized<unknown>)[lang]])) as T;
  return { en: pick("en"), am: pick("am") };
}
