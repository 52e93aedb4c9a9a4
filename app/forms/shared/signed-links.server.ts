import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links in e-mails carry what they are about, signed with the site's secret (app/config/secret.server.ts), so
 * only a link we sent works and nothing needs to be stored: `payload.signature`, both base64url, the signature
 * over the link's purpose and the payload, so a token made for one purpose is refused for another.
 */
export type LinkPurpose = "unsubscribe" | "confirm" | "preferences" | "rsvp";

const signature = (secret: string, purpose: LinkPurpose, payload: string) => createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest();

export function signedToken(secret: string, purpose: LinkPurpose, payload: string): string {
  return `${Buffer.from(payload).toString("base64url")}.${signature(secret, purpose, payload).toString("base64url")}`;
}

/** The payload a token carries, or null when it was not made with our secret for this purpose. */
export function signedPayload(secret: string, purpose: LinkPurpose, token: string): string | null {
  const [encoded, givenSignature] = token.split(".");
  if (!encoded || !givenSignature) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = signature(secret, purpose, payload);
  const given = Buffer.from(givenSignature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
