import type { ContentKind } from "#app/content/kinds.ts";
import type { Localized } from "#app/i18n/language.ts";

/** Where a person appears on /about/leadership. */
export const leadershipSections = ["board", "staff", "none"] as const;
export type LeadershipSection = (typeof leadershipSections)[number];

/** The teams of the staff directory (/resources/staff), in the page's order; "none" leaves them out. */
export const directoryTeams = ["leadership", "education", "teachers", "administration", "outreach", "events"] as const;
export type DirectoryTeam = (typeof directoryTeams)[number];

const sectionLabels: Record<LeadershipSection, Localized> = {
  board: { en: "Board of directors", am: "የዳይሬክተሮች ቦርድ" },
  staff: { en: "Staff", am: "ሠራተኞች" },
  none: { en: "Not shown there", am: "እዚያ አይታይም" },
};

const teamLabels: Record<DirectoryTeam | "none", Localized> = {
  none: { en: "Not in the directory", am: "በማውጫው ውስጥ የለም" },
  leadership: { en: "Leadership", am: "አመራር" },
  education: { en: "Education Coordinators", am: "የትምህርት አስተባባሪዎች" },
  teachers: { en: "Volunteer Teachers", am: "በጎ ፈቃደኛ መምህራን" },
  administration: { en: "Administrative Staff", am: "የአስተዳደር ሠራተኞች" },
  outreach: { en: "Community Outreach", am: "የማኅበረሰብ ግንኙነት" },
  events: { en: "Events and Programs", am: "ዝግጅቶችና ፕሮግራሞች" },
};

/**
 * People: the board and staff on /about/leadership and the teams of the staff directory (/resources/staff).
 * One item per person, placed on either page or both; no page of their own. Names are written in each
 * language (Amharic names in Ethiopic).
 */
export const peopleKind = {
  kind: "people",
  label: { en: "Person", am: "ሰው" },
  listLabel: { en: "People", am: "ሰዎች" },
  titleField: "name",
  itemFields: [
    {
      name: "section",
      input: "choice",
      label: { en: "On the leadership page", am: "በአመራር ገጹ ላይ" },
      options: leadershipSections,
      optionLabels: sectionLabels,
    },
    {
      name: "team",
      input: "choice",
      label: { en: "Team in the staff directory", am: "በሠራተኞች ማውጫው ውስጥ ያለው ቡድን" },
      options: ["none", ...directoryTeams],
      optionLabels: teamLabels,
    },
    {
      name: "order",
      input: "number",
      label: { en: "Place in the list", am: "በዝርዝሩ ውስጥ ያለው ቦታ" },
      hint: { en: "Smaller numbers come first, on both pages.", am: "ትንሹ ቁጥር በሁለቱም ገጾች ቀድሞ ይታያል።" },
      min: 0,
      max: 9999,
      initial: 500,
    },
    {
      name: "email",
      input: "email",
      optional: true,
      label: { en: "E-mail shown in the directory (optional)", am: "በማውጫው የሚታይ ኢሜይል (አማራጭ)" },
      hint: { en: "Leave empty for volunteers: the team's address is shown anyway.", am: "ለበጎ ፈቃደኞች ባዶ ይተዉት፤ የቡድኑ አድራሻ ለማንኛውም ይታያል።" },
    },
    { name: "phone", input: "phone", optional: true, label: { en: "Phone shown in the directory (optional)", am: "በማውጫው የሚታይ ስልክ (አማራጭ)" } },
    { name: "photo", input: "image", optional: true, label: { en: "Photo (optional)", am: "ፎቶ (አማራጭ)" } },
  ],
  textFields: [
    { name: "name", input: "line", label: { en: "Name", am: "ስም" }, required: true, max: 120 },
    { name: "role", input: "line", label: { en: "Role or title", am: "ኃላፊነት ወይም ማዕረግ" }, required: true, max: 160 },
    {
      name: "bio",
      input: "paragraph",
      label: { en: "Short biography (leadership page)", am: "አጭር የሕይወት ታሪክ (የአመራር ገጽ)" },
      hint: { en: "One or two sentences.", am: "አንድ ወይም ሁለት ዓረፍተ ነገሮች።" },
      required: false,
      max: 600,
    },
  ],
} as const satisfies ContentKind;
