import { eventsKind } from "#app/content/events-kind.ts";
import { movedPaths, publicationStamp, publishedPaths } from "#app/content/store.server.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { documentsStamp } from "#app/media/documents-store.server.ts";
import { calendarFiles, crawlerFiles, publicPaths } from "#app/site/public-paths.ts";
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

/** Every public page in both languages, the published articles included: what the sitemap lists. */
export async function publicPagePaths(db: Database): Promise<string[]> {
  return [...publicPaths(), ...(await publishedPaths(db))];
}

export function publicSite(db: Database): PublicSite {
  return {
    paths: async () => {
      const items = await publishedPaths(db);
      return [...publicPaths(), ...items, ...(await movedPaths(db)), ...Object.values(crawlerFiles), ...calendarFilePaths(items)];
    },
    // Documents are not content items: their own stamp renders the magazine and downloads pages again.
    stamp: async () => `${await publicationStamp(db)}/${await documentsStamp(db)}`,
    routeSamples: [
      ...publicPaths(),
      ...languages.map((lang) => localizePath("/news/any-article", lang)),
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
