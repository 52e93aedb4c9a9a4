import type { MetaDescriptor } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { basePath, type Lang, langFromPath, languages, localeOf, localizePath } from "#app/i18n/language.ts";

const absolute = (path: string) => new URL(path, organisation.siteUrl).href;

/** Links telling search engines about the page in each language (and English as the default). */
export function alternateLinks(pathname: string): MetaDescriptor[] {
  const base = basePath(pathname);
  return [
    ...languages.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: absolute(localizePath(base, lang)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(base) },
  ];
}

export function documentMeta(requestedPath: string, title: string, description: string): MetaDescriptor[] {
  const lang: Lang = langFromPath(requestedPath);
  const pathname = localizePath(requestedPath, lang);
  const siteName = organisation.name[lang];
  return [
    { title: `${title} | ${siteName}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: localeOf[lang].replace("-", "_") },
    { tagName: "link", rel: "canonical", href: absolute(pathname) },
    ...alternateLinks(pathname),
  ];
}

/** Pages that answer one visitor (404, unsubscribe): a title and description, but nothing to index or link. */
export function privatePageMeta(requestedPath: string, title: string, description: string): MetaDescriptor[] {
  return [...documentMeta(requestedPath, title, description).filter((tag) => !("rel" in tag)), { name: "robots", content: "noindex" }];
}

/** A staff-area page: its title in the site's title pattern, never indexed. */
export const staffPageMeta = (requestedPath: string, title: string) => privatePageMeta(requestedPath, title, title);
