import { useLocation } from "react-router";
import { type Lang, langFromPath } from "#app/i18n/language.ts";

/** The language of the current page, read from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}
