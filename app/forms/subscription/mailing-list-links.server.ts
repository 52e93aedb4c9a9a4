import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod/mini";
import { type SubscriptionInterest, subscriptionInterests } from "#app/forms/subscription/fields.ts";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";

/**
 * The mailing list's links carry what they are about, signed with the site's secret (app/config/secret.server.ts),
 * so only a link we sent works and nothing needs to be stored: `payload.signature`, both base64url, the signature
 * over the link's purpose and the payload. Unsubscribe links carry the address (links already sent keep working:
 * their form is unchanged); confirmation links carry the address, the choices made on the form and when it was sent.
 */
type Purpose = "unsubscribe" | "confirm";

const signature = (secret: string, purpose: Purpose, payload: string) => createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest();

function signedToken(secret: string, purpose: Purpose, payload: string): string {
  return `${Buffer.from(payload).toString("base64url")}.${signature(secret, purpose, payload).toString("base64url")}`;
}

/** The payload a token carries, or null when it was not made with our secret for this purpose. */
function signedPayload(secret: string, purpose: Purpose, token: string): string | null {
  const [encoded, givenSignature] = token.split(".");
  if (!encoded || !givenSignature) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = signature(secret, purpose, payload);
  const given = Buffer.from(givenSignature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

export const unsubscribeToken = (secret: string, email: string) => signedToken(secret, "unsubscribe", email.toLowerCase());

/** The address a token was made for, or null when it was not made with our secret. */
export const verifyUnsubscribeToken = (secret: string, token: string): string | null => signedPayload(secret, "unsubscribe", token);

/** The confirmation page's address, or with `oneClick` the address mail programs POST to. */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string, lang: Lang, target: "unsubscribe" | "oneClick" = "unsubscribe"): string {
  const url = new URL(localizePath(mailingListPaths[target], lang), publicUrl);
  url.searchParams.set("token", unsubscribeToken(secret, email));
  return url.href;
}

/** The RFC 8058 headers of every mailing-list e-mail: mail programs' own "Unsubscribe" button POSTs to the one-click address. */
export const listUnsubscribeHeaders = (publicUrl: string, secret: string, email: string, lang: Lang) => ({
  "List-Unsubscribe": `<${unsubscribeUrl(publicUrl, secret, email, lang, "oneClick")}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** What joining asked for, waiting for the address's owner to confirm it. */
export interface SubscriptionRequest {
  email: string;
  lang: Lang;
  interests: SubscriptionInterest[];
}

/** A week to press the button: long enough for a mailbox read once a week, short enough that an old link is not consent. */
export const confirmationLifetimeMs = 7 * 86_400_000;

const requestPayload = z.object({
  email: z.string(),
  lang: z.enum(languages),
  interests: z.array(z.enum(subscriptionInterests)),
  sentAt: z.number(),
});

export function confirmationUrl(publicUrl: string, secret: string, request: SubscriptionRequest, now = new Date()): string {
  const url = new URL(localizePath(mailingListPaths.confirm, request.lang), publicUrl);
  const payload = JSON.stringify({ email: request.email.toLowerCase(), lang: request.lang, interests: request.interests, sentAt: now.getTime() });
  url.searchParams.set("token", signedToken(secret, "confirm", payload));
  return url.href;
}

/** The request a confirmation link carries; "expired" after its week, null when it is not one of ours. */
export function verifyConfirmationToken(secret: string, token: string, now = new Date()): SubscriptionRequest | "expired" | null {
  const payload = signedPayload(secret, "confirm", token);
  if (payload === null) return null;
  let parsed: z.infer<typeof requestPayload>;
  try {
    parsed = requestPayload.parse(JSON.parse(payload));
  } catch {
    return null;
  }
  if (now.getTime() - parsed.sentAt > confirmationLifetimeMs) return "expired";
  return { email: parsed.email, lang: parsed.lang, interests: parsed.interests };
}
