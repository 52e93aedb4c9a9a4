import type { PageKey } from "#app/pages/pages.ts";

export interface NavGroup {
  page: PageKey;
  children?: readonly PageKey[];
}

/** The spec's navigation groups, in order. Labels and paths come from the page registry. */
export const navigation: readonly NavGroup[] = [
  { page: "home" },
  { page: "about", children: ["mission", "vision", "history", "leadership"] },
  { page: "programs", children: ["education", "health", "housing", "seniors", "women", "sports"] },
  { page: "events", children: ["calendar", "training", "annual"] },
  { page: "news" },
  { page: "resources", children: ["staff", "magazine", "archive", "downloads", "media"] },
  { page: "support", children: ["donate", "sponsor", "sponsors", "volunteer"] },
  { page: "register" },
];

/** Programs that are not running yet: shown as disabled "Coming Soon" cards. */
export const comingSoonPrograms = ["health", "housing", "seniors", "women", "sports"] as const satisfies readonly PageKey[];

export const footerQuickLinks = ["about", "events", "news", "resources", "support", "register", "contact"] as const satisfies readonly PageKey[];

/** The tab bars of the sections whose pages are tabs (spec: events and resources). */
export const sectionTabs = {
  events: ["calendar", "training", "annual"],
  resources: ["staff", "magazine", "archive", "downloads", "media"],
} as const satisfies Record<string, readonly PageKey[]>;
