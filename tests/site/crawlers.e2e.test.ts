/**
 * What search engines read: robots.txt and sitemap.xml, rendered once and kept by the render cache; the
 * sitemap lists the published news articles from the database. It is parsed by Chromium's XML parser (so it
 * must be well-formed) and checked against the page registry and the seeded articles.
 */
import { describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { type Lang, langFromPath, localizePath } from "#app/i18n/language.ts";
import { isStaffPath } from "#app/staff/shared/lists.ts";
import { publicPaths, useBrowser } from "../support/pages.ts";
import { useOwnServer } from "../support/server.ts";

const site = useBrowser();
// The site as it ships: other test files publish, unpublish and end items on the shared servers meanwhile.
const server = useOwnServer("crawlers");
const onServer = (path: string) => `${server.baseURL}${path}`;
const absolute = (path: string) => new URL(path, organisation.siteUrl).href;

describe("robots.txt", () => {
  test("a static text file: the public site open, the staff area and the pages of one person's link closed, the sitemap named", async () => {
    const response = await fetch(onServer("/robots.txt"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).not.toMatch(/no-store/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice("Disallow:".length).trim());
    expect(disallowed.sort()).toEqual(
      ["/admin", "/unsubscribe", "/subscribe/confirm", "/subscribe/preferences", "/rsvp"].flatMap((path) => [path, `/am${path}`]).sort(),
    );
    // Each closed path is one that answers one person: the staff area, or a page of a signed link in an e-mail
    // (unsubscribe, confirm, choices, an RSVP reply), noindex and no-store.
    for (const path of disallowed) {
      if (isStaffPath(path)) continue;
      const page = await fetch(onServer(`${path}?token=x.y`));
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(page.headers.get("cache-control"), path).toBe("no-store");
    }
    // No public page is closed by a rule (a rule is a prefix).
    for (const path of publicPaths())
      expect(
        disallowed.filter((rule) => path.startsWith(rule)),
        path,
      ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });
});

describe("sitemap.xml", () => {
  test("well-formed XML listing every public page in both languages with its hreflang alternates, all answering 200", async () => {
    const response = await fetch(onServer("/sitemap.xml"));
    expect(response.status).toBe(200);
    // The static handler's type for .xml; the file's own declaration says UTF-8.
    expect(response.headers.get("content-type")).toMatch(/^application\/xml\b/);
    const xml = await response.text();

    const { context, page } = await site.newPage();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      const sitemap = "http://www.sitemaps.org/schemas/sitemap/0.9";
      return {
        error: error?.textContent ?? null,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        urls: [...doc.getElementsByTagNameNS(sitemap, "url")].map((url) => ({
          loc: url.getElementsByTagNameNS(sitemap, "loc")[0]?.textContent ?? "",
          alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map(
            (link) => `${link.getAttribute("rel")} ${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
          ),
        })),
      };
    }, xml);
    await context.close();
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");

    const paths = publicPaths();
    expect(paths.some((path) => path.startsWith("/am/news/"))).toBe(true);
    // The seeded events' pages are listed too.
    const listed = parsed.urls.map((url) => url.loc);
    expect(listed).toEqual(expect.arrayContaining(paths.map(absolute)));
    // Beyond those: the events' pages, the calendar's other category views and archive pages, and sent newsletters.
    for (const extra of listed.filter((loc) => !paths.map(absolute).includes(loc)))
      expect(new URL(extra).pathname).toMatch(/^(\/am)?\/(?:events\/(?:[a-z0-9-]+|calendar\/[a-z]+|calendar\/past\/[1-9]\d*)|news\/newsletters\/[a-z0-9-]+)$/);
    for (const { loc, alternates } of parsed.urls) {
      const path = new URL(loc).pathname;
      const inLang = (lang: Lang) => absolute(localizePath(path, lang));
      expect(alternates, loc).toEqual([`alternate en ${inLang("en")}`, `alternate am ${inLang("am")}`, `alternate x-default ${inLang("en")}`]);
      expect(langFromPath(path) === "am" ? inLang("am") : inLang("en")).toBe(loc);
    }

    // Every address listed is a page the server has, once the site's address is replaced by the test server's.
    for (const { loc } of parsed.urls) {
      const url = new URL(loc);
      const answer = await fetch(onServer(`${url.pathname}${url.search}`), { method: "GET" });
      expect(answer.status, loc).toBe(200);
      expect(answer.headers.get("content-type"), loc).toMatch(/^text\/html/);
    }
  });
});
