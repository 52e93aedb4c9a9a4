import { pagePaths } from "#app/site/pages.ts";

/**
 * Every public page's URL in both languages, news articles aside: those are in the database, listed by
 * `publishedPaths` (app/content/store.server.ts).
 */
export function publicPaths(): string[] {
  return pagePaths();
}

/** What crawlers read (site/routes/robots.ts, sitemap.ts): kept by the render cache like the pages. */
export const crawlerFiles = { robots: "/robots.txt", sitemap: "/sitemap.xml" } as const;

/**
 * Calendar files (site/routes/events-feed.ts, events.event-file.ts), kept by the render cache like the pages:
 * the events calendar to subscribe to, in each language, and each event's file beside its page.
 */
export const calendarFiles = { feed: "/events.ics", ofEvent: (eventPath: string) => `${eventPath}/calendar.ics` } as const;
