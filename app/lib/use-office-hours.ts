import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import type { OfficeHoursRow } from "./office-hours.server.ts";
import { useLang } from "./use-lang.ts";

/** The office hours in the page's language (footer, contact page), as the root loader formatted them. */
export function useOfficeHours(): OfficeHoursRow[] {
  const lang = useLang();
  return useRouteLoaderData<typeof rootLoader>("root")?.officeHours[lang] ?? [];
}
