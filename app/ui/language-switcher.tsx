import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { type Lang, languageNames, languageStorageKey, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** Links to the same page in the other language, and remembers the choice for the next visit. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === "en" ? "am" : "en";
  return (
    <Link
      to={`${localizePath(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      onClick={() => {
        try {
          localStorage.setItem(languageStorageKey, other);
        } catch {
          // Storage can be unavailable (private mode); the link still leads to the other language.
        }
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold sm:px-3 text-forest-700 hover:bg-forest-50 ${className}`}
    >
      <Languages className="h-5 w-5" aria-hidden="true" />
      {languageNames[other]}
    </Link>
  );
}
