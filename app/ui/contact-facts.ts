import { useRouteLoaderData } from "react-router";
import type { Lang } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";

export interface OfficeHoursRow {
  days: string;
  hours: string;
  /** The text's language, when a missing translation shows the other one. */
  lang?: Lang;
}

/**
 * The organisation's contact facts as visitors see them (staff edit them: the content store's
 * `contact-facts` entry), formatted on the server in both languages and sent once by the root loader.
 */
export interface ContactFacts {
  phone: { display: string; href: string };
  email: string;
  schoolEmail: string;
  volunteerEmail: string;
  street: string;
  postcode: string;
  city: Record<Lang, { text: string; lang?: Lang }>;
  /** The address as each language writes it, line by line; none where the postal address (`street`, `postcode`) is that. */
  address: Record<Lang, { lines: string[]; lang?: Lang }>;
  officeHours: Record<Lang, OfficeHoursRow[]>;
}

const none: ContactFacts = {
  phone: { display: "", href: "" },
  email: "",
  schoolEmail: "",
  volunteerEmail: "",
  street: "",
  postcode: "",
  city: { en: { text: "" }, am: { text: "" } },
  address: { en: { lines: [] }, am: { lines: [] } },
  officeHours: { en: [], am: [] },
};

/** The contact facts the root loader sent (every page has them). */
export function useContactFacts(): ContactFacts {
  return useRouteLoaderData<{ contact: ContactFacts }>("root")?.contact ?? none;
}

/** The office hours in the page's language (footer, contact page). */
export function useOfficeHours(): OfficeHoursRow[] {
  return useContactFacts().officeHours[useLang()];
}
