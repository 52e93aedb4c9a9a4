import { createInstance, type i18n } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { fallbackLang, type Lang, languages } from "#app/i18n/language.ts";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";

export const resources = { en: { translation: en }, am: { translation: am } } as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["en"];
  }
}

// One instance per language, built synchronously from bundled resources: the language of a page comes
// from its URL, so concurrent renders in different languages never share a mutable `language`.
function createI18n(lang: Lang): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: fallbackLang,
    supportedLngs: [...languages],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export const i18nByLang: Record<Lang, i18n> = { en: createI18n("en"), am: createI18n("am") };

export { useTranslation };
