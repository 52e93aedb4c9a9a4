import { describe, expect, test } from "vitest";
import { eventsKind } from "#app/content/events-kind.ts";
import { type ContentKind, hasItemPages } from "#app/content/kinds.ts";
import { renderMarkdown } from "#app/content/markdown.ts";
import { newsKind } from "#app/content/news-kind.ts";
import { contentRefusal } from "#app/content/permissions.ts";
import { contentKinds } from "#app/content/registry.ts";
import { problemsOf, snapshotInput, snapshotSchema } from "#app/content/schema.ts";
import { slugify } from "#app/content/slug.ts";
import { pages } from "#app/pages/pages.ts";

describe("Markdown written by staff", () => {
  test("the small subset renders: headings, lists, links, emphasis, paragraphs", () => {
    expect(renderMarkdown("## Plan\n\nWe *hope* to **grow**.\n\n- one\n- two\n\n1. first\n\n[Register](/register) or [write](mailto:info@example.org)")).toBe(
      [
        "<h2>Plan</h2>",
        "<p>We <em>hope</em> to <strong>grow</strong>.</p>",
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        "<ol>\n<li>first</li>\n</ol>",
        '<p><a href="/register">Register</a> or <a href="mailto:info@example.org">write</a></p>',
        "",
      ].join("\n"),
    );
    expect(renderMarkdown("[site](https://example.org)")).toBe('<p><a href="https://example.org" rel="noopener">site</a></p>\n');
  });

  test("a link to one of the site's pages opens it in the page's language; files, anchors and other sites stay as written", () => {
    const text =
      "[Genna](/events/genna?from=news#when), [programme](/am/programs), [flyer](/documents/flyer-3f2a.pdf), [photo](/media/genna-800.jpg), [below](#below), [elsewhere](https://example.org/events)";
    const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links(renderMarkdown(text, { text: "en", page: "am" }))).toEqual([
      "/am/events/genna?from=news#when",
      "/am/programs",
      "/documents/flyer-3f2a.pdf",
      "/media/genna-800.jpg",
      "#below",
      "https://example.org/events",
    ]);
    // An English page shows an Amharic text's link in English.
    expect(links(renderMarkdown(text, { text: "am", page: "en" })).slice(0, 2)).toEqual(["/events/genna?from=news#when", "/programs"]);
    // The staff preview shows what was typed.
    expect(links(renderMarkdown(text)).slice(0, 2)).toEqual(["/events/genna?from=news#when", "/am/programs"]);
  });

  test("raw HTML, scripts and dangerous links come out as harmless text", () => {
    const attacks = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "[x](vbscript:msgbox)",
      "[x](//evil.example/path)",
      "![x](https://evil.example/x.png)",
      '<iframe src="https://evil.example"></iframe>',
      "<style>body{display:none}</style>",
    ];
    for (const attack of attacks) {
      const html = renderMarkdown(attack);
      // Every tag is one of the subset's, with no attribute but a checked href and rel.
      for (const [, tag, attributes] of html.matchAll(/<\/?(\w+)([^>]*)>/g)) {
        expect(["p", "h2", "h3", "ul", "ol", "li", "a", "em", "strong", "br"], attack).toContain(tag);
        expect(attributes?.replace(/\s(href="(https?:|mailto:|\/[^/])[^"]*"|rel="noopener")/g, ""), attack).toBe("");
      }
    }
    expect(renderMarkdown("<b>raw</b>")).toBe("<p>&lt;b&gt;raw&lt;/b&gt;</p>\n");
  });
});

describe("a translator changes only their language", () => {
  const text = (langs: ("en" | "am")[]) => ({ langs, itemFields: false, publication: false });
  test("admins and editors change anything", () => {
    expect(contentRefusal({ edits: true }, { langs: ["en", "am"], itemFields: true, publication: true })).toBeNull();
  });
  test("a translator writes or confirms their own language, nothing else", () => {
    const translator = { edits: false, translates: "am" } as const;
    expect(contentRefusal(translator, text(["am"]))).toBeNull();
    expect(contentRefusal(translator, text(["en"]))).toBe("otherLanguage");
    expect(contentRefusal(translator, text(["en", "am"]))).toBe("otherLanguage");
    expect(contentRefusal(translator, { langs: ["am"], itemFields: true, publication: false })).toBe("translatorItem");
    expect(contentRefusal(translator, { langs: ["am"], itemFields: false, publication: true })).toBe("translatorItem");
    expect(contentRefusal({ edits: false, translates: null }, text(["am"]))).toBe("noContentAccess");
  });
  test("a coordinator does not edit content", () => {
    expect(contentRefusal({ edits: false }, text(["en"]))).toBe("noContentAccess");
  });
});

describe("entries and slugs", () => {
  const form = (values: Record<string, string>) => snapshotInput(newsKind, (name) => values[name] ?? null);
  test("a language is either left out or complete, and one is needed", () => {
    const base = { slug: "a-b", date: "2026-11-25", category: "events" };
    const amOnly = snapshotSchema(newsKind).safeParse(form({ ...base, "am.title": "ርዕስ", "am.excerpt": "ማ", "am.author": "ሀ", "am.body": "ጽ" }));
    expect(amOnly.success && amOnly.data.texts).toEqual({ en: null, am: { title: "ርዕስ", excerpt: "ማ", author: "ሀ", body: "ጽ" } });
    const partial = snapshotSchema(newsKind).safeParse(form({ ...base, "en.title": "Only a title" }));
    expect(partial.success ? {} : problemsOf(partial.error)).toEqual({ "en.excerpt": "required", "en.author": "required", "en.body": "required" });
    const empty = snapshotSchema(newsKind).safeParse(form({ ...base, slug: "Not A Slug" }));
    expect(empty.success ? {} : problemsOf(empty.error)).toEqual({ slug: "slug", texts: "noLanguage" });
  });
  test("slugs come from English, or from Amharic written in Latin letters", () => {
    expect(slugify("Over 1,000 neighbours welcomed the Ethiopian New Year!")).toBe("over-1-000-neighbours-welcomed-the-ethiopian-new-year");
    expect(slugify("የክረምት ትምህርት ቤት ምረቃ")).toBe("yekremt-tmhrt-bet-mreqa");
    expect(slugify("ዕቅድ")).toBe("eqd");
  });
  test("an item cannot take the address of a page of its own (/events/calendar)", () => {
    for (const kind of (Object.values(contentKinds) as readonly ContentKind[]).filter(hasItemPages)) {
      const pagesUnder = Object.values(pages)
        .map((page) => page.path)
        .filter((path) => path.startsWith(`${kind.path}/`))
        .map((path) => path.slice(kind.path.length + 1));
      expect([...(kind.reservedSlugs ?? [])].sort(), kind.kind).toEqual(pagesUnder.sort());
    }
    const event = (slug: string) => ({ slug, startDate: "2026-12-01", "en.title": "Calendar", "en.summary": "S", "en.description": "D", "en.location": "L" });
    const result = (slug: string) =>
      snapshotSchema(eventsKind).safeParse(snapshotInput(eventsKind, (name) => (event(slug) as Record<string, string>)[name] ?? null));
    const taken = result("calendar");
    expect(taken.success ? {} : problemsOf(taken.error)).toMatchObject({ slug: "slugReserved" });
    const free = result("calendar-night");
    expect(free.success ? {} : problemsOf(free.error)).not.toHaveProperty("slug");
  });
});
