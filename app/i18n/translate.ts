import { use } from "react";
import { fill } from "#app/i18n/fill.ts";
import { type Lang, langFromPath } from "#app/i18n/language.ts";
import type { en } from "#app/i18n/locales/en.ts";
import type { Messages } from "#app/i18n/locales/messages.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/**
 * The interface strings of the public pages, by dotted key (`t("navigation.menu")`), with `{{name}}`
 * places filled. This replaced i18next (decision 28): the page's language comes from its URL and its
 * texts from loaders, so what was left of i18next here was a lookup and `fill`, for about 15 KB of gzipped
 * JavaScript on every page.
 *
 * Each language's strings are a chunk of their own, loaded by `loadMessages` (decision 31): a page carries its
 * own language's only. The server loads both before it renders anything (entry.server.tsx); the browser loads
 * the page's before it hydrates (entry.client.tsx), and the other when the visitor switches language.
 */
const importers: Record<Lang, () => Promise<Messages>> = {
  en: () => import("#app/i18n/locales/en.ts").then((module) => module.en),
  am: () => import("#app/i18n/locales/am.ts").then((module) => module.am),
};
/** Each loaded language's translate function, made once: components may list `t` among an effect's dependencies. */
const translators: Partial<Record<Lang, Translate>> = {};
const loading: Partial<Record<Lang, Promise<Translate>>> = {};

/** A language's strings, fetched once (the same promise every time, as React's `use` needs). */
export function loadMessages(lang: Lang): Promise<Translate> {
  loading[lang] ??= importers[lang]().then((messages) => {
    translators[lang] = translate(messages);
    return translators[lang];
  });
  return loading[lang];
}

// In the browser, the page's strings are asked for as soon as this module runs, early among the page's
// scripts, rather than by the client entry, which runs last.
if (typeof document !== "undefined") void loadMessages(langFromPath(location.pathname));

/** "navigation.menu" and every other path to a string in the English messages: a wrong key is a type error. */
type KeyOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = KeyOf<typeof en>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

function translate(messages: Messages): Translate {
  return (key, values) => {
    let text: unknown = messages;
    for (const part of key.split(".")) text = (text as Record<string, unknown>)[part];
    return values ? fill(String(text), values) : String(text);
  };
}

/** For code outside components (meta functions), once the language is loaded: always so on the server, and for the page shown. */
export function translator(lang: Lang): Translate {
  const t = translators[lang];
  if (!t) throw new Error(`The ${lang} interface strings are not loaded (loadMessages)`);
  return t;
}

/**
 * The current page's translate function, as `const { t } = useTranslation()`. Rendering a language not yet
 * loaded (a switch of language) waits for it: the navigation's transition keeps the page shown meanwhile.
 */
export function useTranslation(): { t: Translate } {
  const lang = useLang();
  return { t: translators[lang] ?? use(loadMessages(lang)) };
}
