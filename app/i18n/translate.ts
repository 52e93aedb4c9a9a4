import { fill } from "#app/i18n/fill.ts";
import type { Lang } from "#app/i18n/language.ts";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import type { Messages } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/**
 * The interface strings of the public pages, by dotted key (`t("navigation.menu")`), with `{{name}}`
 * places filled. This replaced i18next (decision 28): the page's language comes from its URL and its
 * texts from loaders, so what was left of i18next here was a lookup and `fill`, for about 15 KB of gzipped
 * JavaScript on every page.
 */
const messages: Record<Lang, Messages> = { en, am };

/** "navigation.menu" and every other path to a string in the English messages: a wrong key is a type error. */
type KeyOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeyOf<typeof en>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(lang: Lang): Translate {
  return (key, values) => {
    let text: unknown = messages[lang];
    for (const part of key.split(".")) text = (text as Record<string, unknown>)[part];
    return values ? fill(String(text), values) : String(text);
  };
}

const translators: Record<Lang, Translate> = { en: translator("en"), am: translator("am") };

/** The current page's translate function, as `const { t } = useTranslation()`. */
export function useTranslation(): { t: Translate } {
  return { t: translators[useLang()] };
}
