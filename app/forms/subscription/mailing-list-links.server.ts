import { z } from "zod/mini";
import { signedPayload, signedToken } from "#app/forms/shared/signed-links.server.ts";
import { type SubscriptionInterest, subscriptionInterests } from "#app/forms/subscription/fields.ts";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";

/**
 * The mailing list's links, signed (app/forms/shared/signed-links.server.ts): unsubscribe links carry the address
 * (links already sent keep working: their form is unchanged); confirmation links carry the address, the choices
 * made on the form and when it was sent.
 */
export const unsubscribeToken = (secret: string, email: string) => signedToken(secret, "unsubscribe", email.toLowerCase());

/** The address a token was made for, or null when it was not made with our secret. */
export const verifyUnsubscribeToken = (secret: string, token: string): string | null => signedPayload(secret, "unsubscribe", token);

/** The confirmation page's address, or with `oneClick` the address mail programs POST to. */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string, lang: Lang, target: "unsubscribe" | "oneClick" = "unsubscribe"): string {
  const url = new URL(localizePath(mailingListPaths[target], lang), publicUrl);
  url.searchParams.set("token", unsubscribeToken(secret, email));
  return url.href;
}

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
