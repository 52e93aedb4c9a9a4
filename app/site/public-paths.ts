import { newsArticlePaths } from "#app/site/content/news.ts";
import { pagePaths } from "#app/site/pages.ts";

/** Every public URL in both languages: what is prerendered, tested in the browser and benchmarked. */
export function publicPaths(): string[] {
  return [...pagePaths(), ...newsArticlePaths()];
}

/** What crawlers read (site/routes/robots.ts, sitemap.ts): prerendered with the pages into static files. */
export const crawlerFiles = { robots: "/robots.txt", sitemap: "/sitemap.xml" } as const;
