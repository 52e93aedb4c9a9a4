import { replyPagePath } from "#app/forms/rsvp/rsvp-paths.ts";
import { signedPayload, signedToken } from "#app/forms/shared/signed-links.server.ts";
import { type Lang, localizePath } from "#app/i18n/language.ts";

/**
 * The link in every RSVP e-mail: the reply's reference, signed for this purpose only
 * (app/forms/shared/signed-links.server.ts), so only a link we sent changes or cancels a reply. It works as long
 * as the reply is kept; the reply's page refuses changes once the event no longer takes replies.
 */
export function replyUrl(publicUrl: string, secret: string, reference: string, lang: Lang): string {
  const url = new URL(localizePath(replyPagePath, lang), publicUrl);
  url.searchParams.set("token", signedToken(secret, "rsvp", reference));
  return url.href;
}

/** The reference a reply's link carries, or null when the link was not made with our secret. */
export const verifyReplyToken = (secret: string, token: string): string | null => signedPayload(secret, "rsvp", token);
