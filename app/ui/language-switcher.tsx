import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { type Lang, languageChoiceParam, languageCookie, languageNames, languageStorageKey, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";

/** Keeps the choice for the next visit: in local storage for the head script, in a cookie for the server. */
function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be unavailable (private mode); the cookie and the link still work.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie built by languageCookie; the Cookie Store API is missing from older phones' browsers.
  document.cookie = languageCookie(lang, location.protocol === "https:");
}

/**
 * Links to the same page in the other language, and remembers the choice for the next visit. The link
 * itself says it is a choice (`?lang=am`), so a tap before the scripts have run, or without them, is
 * remembered by the page reached and by the server (decision 21); once they run, the click remembers it
 * here and loads the plain address. A full page load, not React Router's navigation: a public page knows only the
 * routes of its own language (its route manifest, decision 40), and the other language's page needs its own fonts.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === "en" ? "am" : "en";
  const target = localizePath(pathname, other);
  const marked = new URLSearchParams(search);
  marked.set(languageChoiceParam, other);
  return (
    <a
      href={`${target}?${marked}${hash}`}
      lang={other}
      hrefLang={other}
      onClick={(event) => {
        // A new tab or window (modifier keys, middle button) follows the marked link, remembered there.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        rememberLanguage(other);
        location.assign(`${target}${search}${hash}`);
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold sm:px-3 text-forest-700 hover:bg-forest-50 ${className}`}
    >
      <Languages className="h-5 w-5" aria-hidden="true" />
      {languageNames[other]}
    </a>
  );
}
