import type { ContentKind } from "#app/content/kinds.ts";
import { newsKind } from "#app/content/news-kind.ts";
import { peopleKind } from "#app/content/people-kind.ts";
import { sponsorsKind } from "#app/content/sponsors-kind.ts";

/** Every kind staff can edit, by its name in URLs and in the database. */
export const contentKinds = { news: newsKind, people: peopleKind, sponsors: sponsorsKind } as const satisfies Record<string, ContentKind>;
export type ContentKindName = keyof typeof contentKinds;
export const isContentKind = (value: unknown): value is ContentKindName => typeof value === "string" && value in contentKinds;
