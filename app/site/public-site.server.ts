import { languages, localizePath } from "#app/i18n/language.ts";
import { crawlerFiles, publicPaths } from "#app/site/public-paths.ts";
import type { Database } from "#app/storage/database.server.ts";

/** Where the render cache (server/public-pages.ts) learns the public site's URLs and when they change. */
export interface PublicSite {
  /** Every public URL in both languages, crawler files included. */
  paths(): Promise<string[]>;
  /** Changes whenever what the public sees may have changed: a publish, an unpublish, a scheduled time arriving. */
  stamp(): Promise<string>;
  /** A path for each public route, for telling the routes rendered per request apart (news articles: any slug). */
  routeSamples: string[];
}

export function publicSite(_db: Database): PublicSite {
  return {
    paths: async () => [...publicPaths(), ...Object.values(crawlerFiles)],
    stamp: async () => "",
    routeSamples: [...publicPaths(), ...languages.map((lang) => localizePath("/news/any-article", lang)), ...Object.values(crawlerFiles)],
  };
}
