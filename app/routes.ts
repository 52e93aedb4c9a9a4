import { type RouteConfig, route } from "@react-router/dev/routes";
import { pageKeys, pages } from "./content/pages.ts";
import { languages, localizePath } from "./lib/language.ts";

// Each page module is mounted twice, at its English path and under /am, with the page key and language
// in the route id so both stay distinct.
export default [
  ...pageKeys.flatMap((key) =>
    languages.map((lang) => route(localizePath(pages[key].path, lang), pages[key].file, { id: `${lang}:${key}` })),
  ),
  // News articles: /news/:slug and /am/news/:slug (the slugs are in content/news.ts).
  ...languages.map((lang) => route(localizePath("/news/:slug", lang), "routes/news.article.tsx", { id: `${lang}:news-article` })),
  // Rendered per request (never prerendered): the link in every mailing-list e-mail.
  ...languages.map((lang) => route(localizePath("/unsubscribe", lang), "routes/unsubscribe.tsx", { id: `${lang}:unsubscribe` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
