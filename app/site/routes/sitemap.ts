import { appServicesContext } from "#app/http/services.server.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { publicPagePaths } from "#app/site/public-site.server.ts";
import { alternateLinks } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * sitemap.xml, kept by the render cache: every public page in both languages and every published article
 * from the database, each with the same alternates its page carries in its head (document-meta.ts), at the
 * organisation's address (`siteUrl`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const paths = await publicPagePaths(context.get(appServicesContext).db);
  const entries = paths.map((path) => {
    const alternates = alternateLinks(path).flatMap((link) =>
      "hrefLang" in link && "href" in link ? [{ hreflang: String(link.hrefLang), href: String(link.href) }] : [],
    );
    const own = alternates.find((alternate) => alternate.hreflang === langFromPath(path));
    const links = alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    return ["  <url>", `    <loc>${escapeXml(String(own?.href))}</loc>`, ...links, "  </url>"].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
