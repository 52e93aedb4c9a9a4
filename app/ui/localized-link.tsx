import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** A link to a page of this site, in the language of the current page. `to` is the English path. */
export function LocalLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return <Link to={localizeHref(to, useLang())} {...props} />;
}

export function LocalNavLink({ to, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  return <NavLink to={localizeHref(to, useLang())} {...props} />;
}

function localizeHref(to: string, lang: Parameters<typeof localizePath>[1]): string {
  const [path = "/", query] = to.split("?");
  return query === undefined ? localizePath(path, lang) : `${localizePath(path, lang)}?${query}`;
}
