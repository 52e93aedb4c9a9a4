import { newsArticlePaths } from "#app/site/content/news.ts";
import { pagePaths } from "#app/site/pages.ts";

/** Every public URL in both languages: what the render cache answers, tested in the browser and benchmarked. */
export function publicPaths(): string[] {
  return [...pagePaths(), ...newsArticlePaths()];
}

/** What crawlers read (site/routes/robots.ts, sitemap.ts): kept by the render cache like the pages. */
export const crawlerFiles = { robots: "/robots.txt", sitemap: "/sitemap.xml" } as const;
