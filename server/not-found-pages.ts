import { brotliCompressSync, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type Lang, langFromPath, localizePath } from "#app/i18n/language.ts";

/** What React Router answered for the not-found page of one language, kept with its compressed copies. */
interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** The route tree of the server build, for matching a path the way React Router will. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, caseSensitive: route.caseSensitive });
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => (route.index ? route : { ...route, children: attach(children.get(route.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/**
 * The paths under which React Router renders per request: the fixed start of each route that no prerendered
 * page matched (`/admin`, `/am/unsubscribe`, …), lower-case. Found once, since matching a path against the
 * routes costs more than answering a stored page.
 */
function perRequestPrefixes(build: ServerBuild, prerenderedPaths: string[]): string[] {
  const routes = routeTree(build);
  const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
  const prerenderedRoutes = new Set(prerenderedPaths.map(leafOf));
  const prefixes = new Set<string>();
  const visit = (route: RouteObject, parentPath: string) => {
    const fullPath = route.path ? `${parentPath}/${route.path}`.replace(/\/+/g, "/") : parentPath;
    const isLeaf = !route.children?.length;
    if (isLeaf && !prerenderedRoutes.has(route.id)) {
      const fixedStart = fullPath.split(/\/[:*]/)[0]?.toLowerCase();
      if (fixedStart && fixedStart !== "/") prefixes.add(fixedStart);
    }
    for (const child of route.children ?? []) visit(child, fullPath);
  };
  for (const route of routes) visit(route, "");
  return [...prefixes];
}

/**
 * Answers requests for pages that do not exist with a not-found page rendered once per language, instead of
 * rendering it again for each: a not-found page costs milliseconds of React rendering, a stored one almost
 * nothing, so a flood of requests for missing pages cannot slow the site down for others (status 404 kept).
 *
 * A GET reaches this handler only when no prerendered file answered it. It goes on to React Router when its
 * path falls under a route rendered per request (the staff area, unsubscribe, …: any route that no
 * prerendered page matched); otherwise no page can exist there.
 */
export function notFoundPages(build: ServerBuild, prerenderedPaths: string[], render: (path: string) => Promise<Response>): RequestHandler {
  const prefixes = perRequestPrefixes(build, prerenderedPaths);
  // As React Router matches: decoded, case-insensitive (`/ADMIN`, `/%61dmin`).
  const renderedPerRequest = (pathname: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname).toLowerCase();
    } catch {
      return false;
    }
    return prefixes.some((prefix) => decoded === prefix || decoded.startsWith(`${prefix}/`));
  };

  const stored = new Map<string, Promise<StoredAnswer>>();
  const storedAnswer = (lang: Lang, data: boolean) => {
    const key = `${lang}${data ? ".data" : ""}`;
    let answer = stored.get(key);
    if (!answer) {
      // "/404" itself is no page, so React Router renders its not-found route; the page names no path.
      answer = render(`${localizePath("/404", lang)}${data ? ".data" : ""}`).then(async (response) => {
        const identity = Buffer.from(await response.arrayBuffer());
        return { status: response.status, headers: [...response.headers], body: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) } };
      });
      answer.catch(() => stored.delete(key));
      stored.set(key, answer);
    }
    return answer;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const data = req.path.endsWith(".data");
    const pathname = data ? req.path.slice(0, -".data".length) : req.path;
    // Data requests that name their routes are React Router's own.
    if ((data && Object.keys(req.query).length > 0) || renderedPerRequest(pathname)) return next();
    try {
      const answer = await storedAnswer(langFromPath(pathname), data);
      const accepted = req.acceptsEncodings("br", "gzip", "identity");
      const encoding = accepted === "br" || accepted === "gzip" ? accepted : "identity";
      res.status(answer.status);
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Vary", "Accept-Encoding");
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", answer.body[encoding].length);
      res.end(req.method === "HEAD" ? undefined : answer.body[encoding]);
    } catch (error) {
      next(error);
    }
  };
}
