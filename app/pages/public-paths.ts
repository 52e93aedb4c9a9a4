import { pagePaths } from "#app/pages/pages.ts";

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

/**
 * The event calendar's other views (site/routes/events.calendar.tsx, events.archive.tsx): the upcoming events
 * of one category, and the numbered pages of past events, newest first. Paths, not query strings: the render
 * cache keeps pages by path alone, so each view is a page it renders once, and an unknown category or page
 * number is a 404 from its stored copy, never a new render.
 */
export const calendarViews = {
  category: (category: string) => `/events/calendar/${category}`,
  archive: (page: number | ":page") => (page === 1 ? "/events/calendar/past" : `/events/calendar/past/${page}`),
  archivePageSize: 10,
} as const;

/** The public archive of sent newsletters (site/routes/news.newsletters.tsx); each one's page is under it. */
export const newsletterArchivePath = "/news/newsletters";
