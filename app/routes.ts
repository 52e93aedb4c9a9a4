import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { replyPagePath } from "#app/forms/rsvp/rsvp-paths.ts";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { pageKeys, pages } from "#app/pages/pages.ts";
import { calendarFiles, calendarViews, crawlerFiles } from "#app/pages/public-paths.ts";
import { staffPages } from "#app/staff/shared/staff-pages.ts";

// Each page module is mounted twice, at its English path and under /am, with the page key and language
// in the route id so both stay distinct.
export default [
  ...pageKeys.flatMap((key) => languages.map((lang) => route(localizePath(pages[key].path, lang), pages[key].file, { id: `${lang}:${key}` }))),
  // News articles: /news/:slug and /am/news/:slug (the articles are in the database, app/content/).
  ...languages.map((lang) => route(localizePath("/news/:slug", lang), "site/routes/news.article.tsx", { id: `${lang}:news-article` })),
  // The newsletters' archive and each sent newsletter: /news/newsletters[/:slug] (a static segment, so matched before /news/:slug).
  ...languages.map((lang) => route(localizePath("/news/newsletters/:slug?", lang), "site/routes/news.newsletters.tsx", { id: `${lang}:news-newsletters` })),
  // Events: /events/:slug and /am/events/:slug (the pages /events/calendar, … are static routes, matched first).
  ...languages.map((lang) => route(localizePath("/events/:slug", lang), "site/routes/events.event.tsx", { id: `${lang}:events-event` })),
  // The calendar's views (static segments, so matched before /events/:slug): one category's upcoming events,
  // on the calendar page's own module, and the pages of past events.
  ...languages.flatMap((lang) => [
    route(localizePath(calendarViews.category(":category"), lang), pages.calendar.file, { id: `${lang}:calendar-category` }),
    route(localizePath(calendarViews.archive(1), lang), "site/routes/events.archive.tsx", { id: `${lang}:events-archive` }),
    route(localizePath(calendarViews.archive(":page"), lang), "site/routes/events.archive.tsx", { id: `${lang}:events-archive-page` }),
  ]),
  // Photo albums: /resources/media/:slug (the gallery, /resources/media, is a static route, matched first).
  ...languages.map((lang) => route(localizePath("/resources/media/:slug", lang), "site/routes/resources.media.album.tsx", { id: `${lang}:media-album` })),
  // The events as calendar files: the whole calendar to subscribe to, and each event's file.
  ...languages.flatMap((lang) => [
    route(localizePath(calendarFiles.feed, lang), "site/routes/events-feed.ts", { id: `${lang}:events-feed` }),
    route(localizePath(calendarFiles.ofEvent("/events/:slug"), lang), "site/routes/events.event-file.ts", { id: `${lang}:events-event-file` }),
  ]),
  // Rendered per request (never cached): the link that confirms joining the mailing list, the two links in every
  // mailing-list e-mail (a subscriber's choices, leaving), and the address mail programs POST to for their own
  // "Unsubscribe" button (RFC 8058).
  ...languages.flatMap((lang) => [
    route(localizePath(mailingListPaths.confirm, lang), "forms/subscription/confirm-page.tsx", { id: `${lang}:subscribe-confirm` }),
    route(localizePath(mailingListPaths.preferences, lang), "forms/subscription/preferences-page.tsx", { id: `${lang}:subscribe-preferences` }),
    route(localizePath(mailingListPaths.unsubscribe, lang), "forms/subscription/unsubscribe-page.tsx", { id: `${lang}:unsubscribe` }),
    route(localizePath(mailingListPaths.oneClick, lang), "forms/subscription/one-click-unsubscribe.ts", { id: `${lang}:unsubscribe-one-click` }),
  ]),
  // Rendered per request: the link in every RSVP e-mail, to change or cancel a reply (app/forms/rsvp/).
  ...languages.map((lang) => route(localizePath(replyPagePath, lang), "forms/rsvp/reply-page.tsx", { id: `${lang}:rsvp-reply` })),
  // Published images, each variant at a name that never changes its bytes (app/media/).
  route("/media/:file", "site/routes/media-file.ts"),
  // Published documents' PDFs, at names from their bytes (decision 34).
  route("/documents/:file", "site/routes/document-file.ts"),
  // For crawlers, from the page registry and the published articles, kept by the render cache like the pages.
  route(crawlerFiles.robots, "site/routes/robots.ts"),
  route(crawlerFiles.sitemap, "site/routes/sitemap.ts"),
  // The staff area, never cached: sign-in, the one-time password link, the second factor and the forgotten
  // password are open; everything under the staff/shared/layout.tsx layout needs a signed-in staff member whose role
  // has the page's permission (its middleware, app/staff/shared/staff-pages.ts).
  ...languages.flatMap((lang) => [
    route(localizePath("/admin/sign-in", lang), "staff/security/sign-in-page.tsx", { id: `${lang}:admin-sign-in` }),
    route(localizePath("/admin/set-password", lang), "staff/security/set-password-page.tsx", { id: `${lang}:admin-set-password` }),
    // Between the password and a session: open, but empty without the half-signed-in cookie.
    route(localizePath("/admin/second-factor", lang), "staff/security/second-factor-page.tsx", { id: `${lang}:admin-second-factor` }),
    route(localizePath("/admin/forgot-password", lang), "staff/security/forgot-password-page.tsx", { id: `${lang}:admin-forgot-password` }),
    // Every page under the layout comes from the registry, each with the permission its middleware checks.
    route(
      localizePath("/admin", lang),
      "staff/shared/layout.tsx",
      { id: `${lang}:admin` },
      staffPages.map((page) => (page.path === "" ? index(page.file, { id: `${lang}:${page.id}` }) : route(page.path, page.file, { id: `${lang}:${page.id}` }))),
    ),
  ]),
  route("*", "site/routes/not-found.tsx"),
] satisfies RouteConfig;
