import { useRouteLoaderData } from "react-router";
import { useLang } from "#app/i18n/use-lang.ts";
import type { OfficeHoursRow, shellLoader } from "#app/site/shell/office-hours.server.ts";

/** The office hours in the page's language (footer, contact page), as the root loader formatted them. */
export function useOfficeHours(): OfficeHoursRow[] {
  const lang = useLang();
  return useRouteLoaderData<typeof shellLoader>("root")?.officeHours[lang] ?? [];
}
