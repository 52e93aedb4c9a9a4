import { createHmac, timingSafeEqual } from "node:crypto";
import { unsubscribePaths } from "#app/forms/subscription/unsubscribe-paths.ts";
import { type Lang, localizePath } from "#app/i18n/language.ts";

/**
 * One-click unsubscribe links: the address and a signature over it, so only the link we sent works and
 * nothing needs to be stored. The signature uses the site's secret (app/config/secret.server.ts).
 */
const signature = (secret: string, email: string) => createHmac("sha256", secret).update(`unsubscribe\n${email.toLowerCase()}`).digest();

export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email.toLowerCase()).toString("base64url")}.${signature(secret, email).toString("base64url")}`;
}

/** The address a token was made for, or null when it was not made with our secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedEmail, givenSignature] = token.split(".");
  if (!encodedEmail || !givenSignature) return null;
  const email = Buffer.from(encodedEmail, "base64url").toString("utf8");
  const expected = signature(secret, email);
  const given = Buffer.from(givenSignature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** The confirmation page's address, or with `oneClick` the address mail programs POST to. */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string, lang: Lang, target: keyof typeof unsubscribePaths = "page"): string {
  const url = new URL(localizePath(unsubscribePaths[target], lang), publicUrl);
  url.searchParams.set("token", unsubscribeToken(secret, email));
  return url.href;
}
