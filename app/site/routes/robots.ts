import { organisation } from "#app/config/organisation.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { crawlerFiles } from "#app/pages/public-paths.ts";

/**
 * Pages that answer one person, kept out of search engines: the staff area (app/staff), the mailing list's
 * confirmation, choices and unsubscribe pages (app/forms/subscription) and the RSVP reply page (app/forms/rsvp),
 * each in both languages. Named here because the site imports none of those features;
 * tests/site/crawlers.e2e.test.ts checks them against the routes.
 */
const privatePaths = ["/admin", "/unsubscribe", "/subscribe/confirm", "/subscribe/preferences", "/rsvp"];

/** robots.txt, kept by the render cache: the public site is open to crawlers, which are pointed at the sitemap. */
export function loader() {
  const disallowed = privatePaths.flatMap((path) => languages.map((lang) => `Disallow: ${localizePath(path, lang)}`));
  const text = ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${new URL(crawlerFiles.sitemap, organisation.siteUrl).href}`, ""].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
