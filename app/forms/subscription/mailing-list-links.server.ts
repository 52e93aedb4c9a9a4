import { z } from "zod/mini";
import { signedPayload, signedToken } from "#app/forms/shared/signed-links.server.ts";
import { type SubscriptionInterest, subscriptionInterests } from "#app/forms/subscription/fields.ts";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";

/**
 * The mailing list's links, signed (app/forms/shared/signed-links.server.ts): unsubscribe and preferences links carry
 * the address (unsubscribe links already sent keep working: their form is unchanged), each signed for its own purpose,
 * so one cannot stand for the other; confirmation links carry the address, the choices made on the form and when it
 * was sent.
 */
export const unsubscribeToken = (secret: string, email: string) => signedToken(secret, "unsubscribe", email.toLowerCase());

/** The address a token was made for, or null when it was not made with our secret. */
export const verifyUnsubscribeToken = (secret: string, token: string): string | null => signedPayload(secret, "unsubscribe", token);

/** The token a mailing-list page's address carries (`?token=`); empty when there is none. */
export const linkToken = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Every answer of the mailing list's pages names one person's address: never indexed (and no-store, formHeaders). */
export const notIndexed = { "X-Robots-Tag": "noindex" };

/** A mailing-list page's path in `lang` with its token: what a page links to on the same site. */
export const tokenPath = (target: keyof typeof mailingListPaths, token: string, lang: Lang) =>
  `${localizePath(mailingListPaths[target], lang)}?${new URLSearchParams({ token })}`;

/** The confirmation page's address, or with `oneClick` the address mail programs POST to. */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string, lang: Lang, target: "unsubscribe" | "oneClick" = "unsubscribe"): string {
  return new URL(tokenPath(target, unsubscribeToken(secret, email), lang), publicUrl).href;
}

const preferencesToken = (secret: string, email: string) => signedToken(secret, "preferences", email.toLowerCase());

/** The address a preferences link was made for, or null when it was not made with our secret for that page. */
export const verifyPreferencesToken = (secret: string, token: string): string | null => signedPayload(secret, "preferences", token);

/** The page where a subscriber changes the language of our e-mails and their topics, or leaves. */
export function preferencesUrl(publicUrl: string, secret: string, email: string, lang: Lang): string {
  return new URL(tokenPath("preferences", preferencesToken(secret, email), lang), publicUrl).href;
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
  const payload = JSON.stringify({ email: request.email.toLowerCase(), lang: request.lang, interests: request.interests, sentAt: now.getTime() });
  return new URL(tokenPath("confirm", signedToken(secret, "confirm", payload), request.lang), publicUrl).href;
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
