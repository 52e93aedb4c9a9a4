import type { Request } from "express";

/**
 * The smallest encoding of `available` the client accepts: Brotli before gzip. Express's `acceptsEncodings`
 * picks among equally weighted encodings in the client's order, and Chromium sends `gzip, deflate, br, zstd`, so
 * it chose gzip: a page about 30% larger, which can then miss a connection's first round trip.
 */
export function smallestAcceptedEncoding(req: Request, available: readonly ("br" | "gzip")[]): "br" | "gzip" | "identity" {
  return available.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? "identity";
}
