import { calendarViewPaths } from "#app/content/event-occurrences.server.ts";
import { eventsKind } from "#app/content/events-kind.ts";
import { type ContentKind, hasItemPages } from "#app/content/kinds.ts";
import { contentKinds } from "#app/content/registry.ts";
import { movedPaths, publicationStamp, publishedPaths } from "#app/content/store.server.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { documentsStamp } from "#app/media/documents-store.server.ts";
import { calendarFiles, calendarViews, crawlerFiles, publicPaths } from "#app/pages/public-paths.ts";
import { newsletterArchivePaths, newsletterPagePaths, newslettersStamp } from "#app/site/content/newsletters-data.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/** Where the render cache (server/public-pages.ts) learns the public site's URLs and when they change. */
export interface PublicSite {
  /** Every public URL in both languages: pages, published articles and their old addresses, crawler files. */
  paths(): Promise<string[]>;
  /** Changes whenever what the public sees may have changed: a publish, an unpublish, a scheduled time arriving. */
  stamp(): Promise<string>;
  /** A path for each public route, for telling the routes rendered per request apart (news articles: any slug). */
  routeSamples: string[];
}

/** Every public page in both languages, the calendar's views and the published articles included: what the sitemap lists. */
export async function publicPagePaths(db: Database): Promise<string[]> {
  return [...publicPaths(), ...(await calendarViewPaths(db)), ...(await publishedPaths(db)), ...(await newsletterArchivePaths(db))];
}

export function publicSite(db: Database): PublicSite {
  return {
    paths: async () => {
      const items = await publishedPaths(db);
      return [
        ...publicPaths(),
        ...(await calendarViewPaths(db)),
        ...items,
        ...(await movedPaths(db)),
        ...(await newsletterArchivePaths(db)),
        ...Object.values(crawlerFiles),
        ...calendarFilePaths(items),
      ];
    },
    // Documents and newsletters are not content items: their own stamps render their pages again.
    stamp: async () => `${await publicationStamp(db)}/${await documentsStamp(db)}/${await newslettersStamp(db)}`,
    routeSamples: [
      ...publicPaths(),
      ...[calendarViews.category("any"), calendarViews.archive(1), calendarViews.archive(2)].flatMap((path) =>
        languages.map((lang) => localizePath(path, lang)),
      ),
      // One page of each kind with pages of their own (news articles, events, albums): any slug.
      ...Object.values<ContentKind>(contentKinds)
        .filter(hasItemPages)
        .flatMap((kind) => languages.map((lang) => localizePath(`${kind.path}/any-item`, lang))),
      // The newsletters' archive and one newsletter's page (any slug).
      ...newsletterPagePaths(["any-newsletter"]),
      ...Object.values(crawlerFiles),
      ...calendarFilePaths(languages.map((lang) => localizePath("/events/any-event", lang))),
    ],
  };
}

/** The calendar feed in each language and the calendar file of each event among the published items' pages. */
function calendarFilePaths(itemPages: string[]): string[] {
  const eventPage = new RegExp(`^(?:/am)?${eventsKind.path}/[^/]+$`);
  return [...languages.map((lang) => localizePath(calendarFiles.feed, lang)), ...itemPages.filter((path) => eventPage.test(path)).map(calendarFiles.ofEvent)];
}
