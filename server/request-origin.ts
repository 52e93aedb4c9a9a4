import type { RequestHandler } from "express";
import { mailingListPaths } from "#app/forms/subscription/mailing-list-paths.ts";
import { languages, localizePath } from "#app/i18n/language.ts";
import { refuse } from "./refusals.ts";

/** The one address posted to from elsewhere: mail providers' one-click unsubscribe (RFC 8058), its token its proof. */
const postedFromAnywhere = new Set(languages.map((lang) => localizePath(mailingListPaths.oneClick, lang)));

/**
 * A Host header as a browser or a proxy sends it: a DNS name or IPv4 address, or a bracketed IPv6 address,
 * with an optional port. Anything else (`[::1`, spaces, `@`, paths) is refused before it reaches a URL.
 */
const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const validHost = (host: string) => hostPattern.test(host) && URL.canParse(`http://${host}`);

declare global {
  namespace Express {
    interface Locals {
      /** The origin visitors see this site at (`https://tesfa.example.org`): React Router's request URL is built on it. */
      origin: string;
    }
  }
}

/**
 * Finds the origin the visitor's browser is on, which React Router compares with the `Origin` of every form
 * post. With `PUBLIC_URL` set it is that address, whatever the Host header says (behind an HTTPS proxy the
 * server itself is reached over plain HTTP, and a Host the proxy did not expect must not change any link).
 * Without it (a local `npm start`), it is the Host the request came to, or the forwarded host and protocol
 * when TRUST_PROXY says the proxy is trusted (Express's `req.host` and `req.protocol` follow that setting).
 * A malformed Host is answered 400 either way, as is a request target that is not a path, and a form posted
 * from another origin (a browser always says where a post comes from; a client that does not say is let
 * through, as React Router does).
 */
export function requestOrigin(publicUrl: string | undefined): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, res, next) => {
    const host = req.host;
    // A request target in absolute form (`GET http://elsewhere/ HTTP/1.1`) is for proxies, not for us.
    if (!host || !validHost(host) || !validHost(req.get("host") ?? "") || !req.originalUrl.startsWith("/")) return refuse(req, res, "badRequest");
    res.locals.origin = configured ?? `${req.protocol}://${host}`;
    // React Router refuses such a post too, but with an error logged and a page in no particular language.
    const postedFrom = req.get("origin");
    if (req.method === "POST" && postedFrom !== undefined && postedFrom !== res.locals.origin && !postedFromAnywhere.has(req.path)) {
      return refuse(req, res, "otherOrigin");
    }
    next();
  };
}
