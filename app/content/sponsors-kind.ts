import type { ContentKind } from "#app/content/kinds.ts";
import type { Localized } from "#app/i18n/language.ts";

/** The sponsorship tiers (their amounts and benefits are the words of /support/sponsor), highest first. */
export const sponsorTiers = ["gold", "silver", "bronze"] as const;
export type SponsorTierId = (typeof sponsorTiers)[number];

const tierLabels: Record<SponsorTierId, Localized> = {
  gold: { en: "Gold", am: "የወርቅ ደረጃ" },
  silver: { en: "Silver", am: "የብር ደረጃ" },
  bronze: { en: "Bronze", am: "የነሐስ ደረጃ" },
};

/** Sponsors, thanked on /support/sponsors by tier; no page of their own. */
export const sponsorsKind = {
  kind: "sponsors",
  label: { en: "Sponsor", am: "ስፖንሰር" },
  listLabel: { en: "Sponsors", am: "ስፖንሰሮች" },
  titleField: "name",
  itemFields: [
    { name: "tier", input: "choice", label: { en: "Tier", am: "ደረጃ" }, options: sponsorTiers, optionLabels: tierLabels },
    { name: "website", input: "url", optional: true, label: { en: "Website (optional)", am: "ድረ ገጽ (አማራጭ)" }, hint: { en: "https://…", am: "https://…" } },
    {
      name: "order",
      input: "number",
      label: { en: "Place within the tier", am: "በደረጃው ውስጥ ያለው ቦታ" },
      hint: { en: "Smaller numbers come first.", am: "ትንሹ ቁጥር ቀድሞ ይታያል።" },
      min: 0,
      max: 9999,
      initial: 500,
    },
    { name: "logo", input: "image", optional: true, label: { en: "Logo (optional)", am: "አርማ (አማራጭ)" } },
  ],
  textFields: [
    { name: "name", input: "line", label: { en: "Name", am: "ስም" }, required: true, max: 160 },
    {
      name: "description",
      input: "paragraph",
      label: { en: "Short description", am: "አጭር መግለጫ" },
      hint: { en: "One sentence: who they are, or what their support makes possible.", am: "አንድ ዓረፍተ ነገር፦ ማን እንደሆኑ ወይም ድጋፋቸው ምን እንዳስቻለ።" },
      required: false,
      max: 400,
    },
  ],
} as const satisfies ContentKind;
