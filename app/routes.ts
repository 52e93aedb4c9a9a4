import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageKeys, pages } from "./content/pages.ts";
import { submissionLists } from "./lib/staff-lists.ts";
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
  // The staff area, never prerendered: sign-in and the one-time password link are open, everything
  // under the routes/admin.tsx layout needs a signed-in staff member (its middleware).
  ...languages.flatMap((lang) => [
    route(localizePath("/admin/sign-in", lang), "routes/admin.sign-in.tsx", { id: `${lang}:admin-sign-in` }),
    route(localizePath("/admin/set-password", lang), "routes/admin.set-password.tsx", { id: `${lang}:admin-set-password` }),
    route(localizePath("/admin", lang), "routes/admin.tsx", { id: `${lang}:admin` }, [
      index("routes/admin.dashboard.tsx", { id: `${lang}:admin-dashboard` }),
      ...submissionLists.map((list) => route(list, "routes/admin.submissions.tsx", { id: `${lang}:admin-${list}` })),
      route("submissions/:reference", "routes/admin.submission.tsx", { id: `${lang}:admin-submission` }),
      route("subscribers", "routes/admin.subscribers.tsx", { id: `${lang}:admin-subscribers` }),
      route("export/:list", "routes/admin.export.tsx", { id: `${lang}:admin-export` }),
      route("audit", "routes/admin.audit.tsx", { id: `${lang}:admin-audit` }),
      route("erasure", "routes/admin.erasure.tsx", { id: `${lang}:admin-erasure` }),
      route("sign-out", "routes/admin.sign-out.tsx", { id: `${lang}:admin-sign-out` }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
