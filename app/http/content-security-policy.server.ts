import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of an HTML page: scripts only from this site, plus the page's own inline
 * scripts (the language detection in <head>, React Router's hydration data and start-up), each allowed
 * by the SHA-256 of its text, computed as the page is rendered (entry.server.tsx; a page kept by the render
 * cache keeps its policy). No 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(html = ""): string {
  const hashes = new Set<string>();
  for (const [, code] of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(code ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [
    "default-src 'self'",
    `script-src 'self'${[...hashes].map((hash) => ` ${hash}`).join("")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    // Fonts inlined into stylesheets as data: URLs (Amharic pages' fonts, Amharic words on English pages).
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
