import type { RequestHandler } from "express";
/** The policy of responses that are not pages (assets, data, errors): nothing may run or embed them. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * Headers on every response. A page replaces the baseline Content-Security-Policy with its own
 * (app/http/content-security-policy.server.ts: computed as each page is rendered, in
 * entry.server.tsx). HSTS when the site's origin is HTTPS (PUBLIC_URL, server/request-origin.ts) or the
 * request came over HTTPS (through a proxy trusted by TRUST_PROXY): a browser ignores it over plain HTTP,
 * and a local `npm start` is HTTP.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", nonPagePolicy);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (req.secure || res.locals.origin.startsWith("https:")) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
