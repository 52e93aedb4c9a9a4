import { type AdminTexts, adminTexts } from "~/content/admin-texts";
import { useLang } from "./use-lang.ts";

/** The staff area's words in the page's language (only staff-area modules import them). */
export function useAdminTexts(): AdminTexts {
  return adminTexts[useLang()];
}
