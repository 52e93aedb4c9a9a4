import { albumsKind } from "#app/content/albums-kind.ts";
import { contactFactsKind } from "#app/content/contact-facts-kind.ts";
import { eventsKind } from "#app/content/events-kind.ts";
import type { ContentKind } from "#app/content/kinds.ts";
import { newsKind } from "#app/content/news-kind.ts";
import { pageTextKind } from "#app/content/page-text-kind.ts";
import { peopleKind } from "#app/content/people-kind.ts";
import { schoolFactsKind } from "#app/content/school-facts-kind.ts";
import { sponsorsKind } from "#app/content/sponsors-kind.ts";

/** Every kind staff can edit, by its name in URLs and in the database (the staff list's tabs in this order). */
export const contentKinds = {
  news: newsKind,
  events: eventsKind,
  people: peopleKind,
  sponsors: sponsorsKind,
  albums: albumsKind,
  "school-facts": schoolFactsKind,
  "contact-facts": contactFactsKind,
  "page-text": pageTextKind,
} as const satisfies Record<string, ContentKind>;
export type ContentKindName = keyof typeof contentKinds;
export const isContentKind = (value: unknown): value is ContentKindName => typeof value === "string" && value in contentKinds;
