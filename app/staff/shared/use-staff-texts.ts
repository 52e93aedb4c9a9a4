import { useLang } from "#app/i18n/use-lang.ts";
import { type AdminTexts, adminTexts } from "#app/staff/shared/texts.ts";

/** The staff area's words in the page's language (only staff-area modules import them). */
export function useAdminTexts(): AdminTexts {
  return adminTexts[useLang()];
}
