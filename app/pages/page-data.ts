import type { MetaDescriptor } from "react-router";
import { type Lang, type Localized, langFromPath } from "#app/i18n/language.ts";
import { pageHeads } from "#app/pages/page-heads.ts";
import type { PageKey } from "#app/pages/pages.ts";
import { documentMeta } from "#app/ui/document-meta.ts";

export interface PageData<T> {
  lang: Lang;
  title: string;
  description: string;
  content: T;
}

/**
 * What a page's loader returns: its title, description and content in the language of its URL only.
 * Loaders run once per publish (the render cache, server/public-pages.ts), so a page's text reaches the browser once, in its HTML,
 * and never both languages in the JavaScript bundle.
 */
export function loadPage<T = null>(key: PageKey, url: URL, content?: Localized<T>): PageData<T> {
  const lang = langFromPath(url.pathname);
  return {
    lang,
    title: pageHeads[key].title[lang],
    description: pageHeads[key].description[lang],
    content: (content ? content[lang] : null) as T,
  };
}

/** The `meta` export of every page: its title, description, canonical and hreflang links. */
export function pageMeta({ loaderData, location }: { loaderData: PageData<unknown> | undefined; location: { pathname: string } }): MetaDescriptor[] {
  if (!loaderData) return [];
  return documentMeta(location.pathname, loaderData.title, loaderData.description);
}
