import type { Request, Response } from "express";
import { isLang, langFromPath, languageChoiceParam, languageCookie, languageStorageKey, localizePath } from "#app/i18n/language.ts";

const chosenPattern = new RegExp(`(?:^|;\\s*)${languageStorageKey}=(en|am)(?:;|$)`);

/**
 * The language a visitor chose with the switcher, for visitors without scripts (decision 21); the page's
 * head script does the same in the browser. A public page reached by the switcher's link (`?lang=am` on an
 * Amharic page) sets the cookie; an English page asked for with the cookie saying Amharic is redirected
 * to its Amharic address. The page itself never changes with the cookie: the render cache keeps one copy
 * for everyone. Returns true when it answered (the redirect).
 */
export function answerLanguageChoice(req: Request, res: Response, pagePath: string): boolean {
  const lang = langFromPath(pagePath);
  const marked = req.query[languageChoiceParam];
  if (isLang(marked)) {
    if (marked === lang) res.append("Set-Cookie", languageCookie(lang, res.locals.origin?.startsWith("https:") ?? req.secure));
    return false;
  }
  if (lang !== "en" || req.get("cookie")?.match(chosenPattern)?.[1] !== "am") return false;
  const query = req.originalUrl.slice(req.path.length);
  res.setHeader("Cache-Control", "no-store");
  res.redirect(302, `${localizePath(pagePath, "am")}${query}`);
  return true;
}
