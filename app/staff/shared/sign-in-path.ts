import { langFromPath, localizePath } from "#app/i18n/language.ts";

/** The sign-in page in the language of `pathname`, returning to `next` afterwards; used by the server and the browser. */
export function signInPath(pathname: string, next?: string, reason?: "expired" | "kept" | "signedOut" | "factorRemoved"): string {
  const params = new URLSearchParams();
  if (next) params.set("next", next);
  if (reason) params.set(reason, "1");
  const query = params.toString();
  return `${localizePath("/admin/sign-in", langFromPath(pathname))}${query ? `?${query}` : ""}`;
}
