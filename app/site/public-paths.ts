import { pagePaths } from "#app/site/pages.ts";

/**
 * Every public page's URL in both languages, news articles aside: those are in the database, listed by
 * `publishedPaths` (app/content/store.server.ts).
 */
export function publicPaths(): string[] {
  return pagePaths();
}

/**
 * The pages that read the database (news, from the content store) cannot be prerendered at build: they are
 * rendered per request. Everything else is static HTML.
 */
const fromDatabase = new Set(["/news", "/am/news"]);
export const prerenderedPaths = (): string[] => publicPaths().filter((path) => !fromDatabase.has(path));

/** What crawlers read (site/routes/robots.ts, sitemap.ts): robots.txt prerendered, the sitemap rendered per request (it lists the articles). */
export const crawlerFiles = { robots: "/robots.txt", sitemap: "/sitemap.xml" } as const;
