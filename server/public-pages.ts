import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import type { Logger } from "pino";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type Lang, langFromPath, localizePath } from "#app/i18n/language.ts";
import type { PublicSite } from "#app/site/public-site.server.ts";
import { smallestAcceptedEncoding } from "./content-encoding.ts";
import { answerLanguageChoice } from "./language-choice.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What React Router answered for one public URL, kept with its compressed copies. */
interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: { identity: Buffer; gzip: Buffer; br?: Buffer };
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
 * The paths under which React Router renders per request: the fixed start of each route that is no public
 * page (`/admin`, `/am/unsubscribe`, …), lower-case. Found once, since matching a path against the routes
 * costs more than answering a stored page.
 */
function perRequestPrefixes(build: ServerBuild, publicRouteSamples: string[]): string[] {
  const routes = routeTree(build);
  const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;
  const publicRoutes = new Set(publicRouteSamples.map(leafOf));
  const prefixes = new Set<string>();
  const visit = (route: RouteObject, parentPath: string) => {
    const fullPath = route.path ? `${parentPath}/${route.path}`.replace(/\/+/g, "/") : parentPath;
    const isLeaf = !route.children?.length;
    if (isLeaf && !publicRoutes.has(route.id)) {
      const fixedStart = fullPath.split(/\/[:*]/)[0]?.toLowerCase();
      if (fixedStart && fixedStart !== "/") prefixes.add(fixedStart);
    }
    for (const child of route.children ?? []) visit(child, fullPath);
  };
  for (const route of routes) visit(route, "");
  return [...prefixes];
}

/** The address of a page's data for React Router's client navigation: "/" → "/_.data", "/about" → "/about.data". */
const dataPathOf = (pagePath: string) => (pagePath === "/" ? "/_.data" : `${pagePath}.data`);

/** What an answer holds in memory: its bodies and headers. */
const bytesOf = (answer: StoredAnswer) =>
  answer.body.identity.length +
  answer.body.gzip.length +
  (answer.body.br?.length ?? 0) +
  answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

/** Stores an answer; `grew` hears the bytes it holds, and again those of its Brotli copy once that is made. */
async function storeAnswer(response: Response, grew: (bytes: number) => void): Promise<StoredAnswer> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "set-cookie");
  const answer: StoredAnswer = { status: response.status, headers, body: { identity, gzip: await gzipAsync(identity, { level: 9 }) } };
  grew(bytesOf(answer));
  // Brotli as small as it goes takes ~100 ms a page: done off the main thread while gzip serves the first visitors.
  brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }).then(
    (br) => {
      answer.body.br = br;
      grew(br.length);
    },
    () => undefined,
  );
  return answer;
}

/**
 * The answers stored for one generation, least recently used first (a Map keeps the order its keys were set in),
 * the oldest dropped while they hold more than `maxBytes`. An answer still rendering counts once it is stored.
 */
class StoredAnswers {
  readonly #entries = new Map<string, { answer: Promise<StoredAnswer>; bytes: number }>();
  readonly #maxBytes: number;
  #bytes = 0;
  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(path: string): Promise<StoredAnswer> | undefined {
    const entry = this.#entries.get(path);
    if (!entry) return undefined;
    this.#entries.delete(path);
    this.#entries.set(path, entry);
    return entry.answer;
  }

  /** Stores the answer for a path that has none. */
  set(path: string, answer: Promise<StoredAnswer>) {
    this.#entries.set(path, { answer, bytes: 0 });
  }

  /** Counts what `answer` holds more, while it is the one stored for `path`, and keeps within the limit. */
  grew(path: string, answer: Promise<StoredAnswer>, bytes: number) {
    const entry = this.#entries.get(path);
    if (entry?.answer !== answer) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops `path`'s answer (only `answer`, when given: a failed render, not the one stored again since). */
  delete(path: string, answer?: Promise<StoredAnswer>) {
    const entry = this.#entries.get(path);
    if (!entry || (answer && entry.answer !== answer)) return;
    this.#entries.delete(path);
    this.#bytes -= entry.bytes;
  }

  held(): { bytes: number; paths: string[] } {
    return { bytes: this.#bytes, paths: [...this.#entries.keys()] };
  }
}

function sendStored(req: ExpressRequest, res: ExpressResponse, answer: StoredAnswer) {
  const encoding = smallestAcceptedEncoding(req, answer.body.br ? ["br", "gzip"] : ["gzip"]);
  const body = answer.body[encoding] ?? answer.body.identity;
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  // Stored for everyone, but a browser asks again each time, so a publish shows at once.
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

export interface PublicPages {
  handler: RequestHandler;
  /** Looks at once whether the public site changed (after a publish on this server), instead of at the next poll. */
  checkNow(): Promise<void>;
  /** What the cache holds now: its bytes (at most its limit) and its request paths, least recently used first. */
  held(): Promise<{ bytes: number; paths: string[] }>;
  stop(): void;
}

/** How often the site's stamp is read: a publish on another server sharing the database shows within this. */
const pollMs = 500;

/**
 * The public site, rendered by React Router once per URL and kept in memory (the render cache): pages, their
 * data for client navigation, the crawler files and the not-found page of each language. Everything is
 * dropped when the site's stamp changes, which every server reads twice a second, so a publish shows within
 * a second on any server sharing the database, and a scheduled item at its time, with nobody signed in.
 *
 * A GET for a path that is no public page and falls under no route rendered per request (the staff area,
 * unsubscribe, …) gets the stored not-found page (status 404): a flood of requests for missing pages, or for
 * made-up article slugs, costs no rendering and no database query.
 *
 * The answers held take at most `maxBytes` (RENDER_CACHE_MB): past it, the least recently asked for are dropped,
 * to be rendered again at their next request, so a site with many articles cannot fill the server's memory.
 */
export function publicPages(build: ServerBuild, site: PublicSite, render: (path: string) => Promise<Response>, logger: Logger, maxBytes: number): PublicPages {
  const prefixes = perRequestPrefixes(build, site.routeSamples);
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

  /** One generation of the cache: the request paths it answers (page or data → page) and the answers stored. */
  interface Generation {
    stamp: string;
    pages: Map<string, string>;
    answers: StoredAnswers;
  }
  const load = async (stamp: string): Promise<Generation> => {
    const pages = new Map<string, string>();
    for (const path of await site.paths()) {
      pages.set(path, path);
      if (!path.includes(".")) pages.set(dataPathOf(path), path);
    }
    return { stamp, pages, answers: new StoredAnswers(maxBytes) };
  };
  let current = site.stamp().then(load);

  const stored = (generation: Generation, requestPath: string) => {
    const kept = generation.answers.get(requestPath);
    if (kept) return kept;
    // A page that failed to render (its loader could not reach the database) is not kept: the stamp would not change when the database is back.
    const answer: Promise<StoredAnswer> = render(requestPath).then((response) =>
      response.status >= 500
        ? Promise.reject(new Error(`${requestPath} answered ${response.status}`))
        : storeAnswer(response, (bytes) => generation.answers.grew(requestPath, answer, bytes)),
    );
    // A render that failed is tried again by the next request.
    answer.catch(() => generation.answers.delete(requestPath, answer));
    generation.answers.set(requestPath, answer);
    return answer;
  };
  // "/404" itself is no page, so React Router renders its not-found route; the page names no path.
  const notFoundPath = (lang: Lang, data: boolean) => {
    const path = localizePath("/404", lang);
    return data ? dataPathOf(path) : path;
  };

  let checking: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  // Logged once when the database stops answering, not twice a second until it is back.
  let failing = false;
  const check = async () => {
    try {
      // A generation that could not be loaded (the database did not answer) is loaded again.
      const generation = await current.catch(() => undefined);
      const stamp = await site.stamp();
      if (stamp !== generation?.stamp) current = load(stamp);
      await current;
      if (failing) logger.info("the public site's stamp can be read again");
      failing = false;
    } catch (error) {
      if (!failing) logger.error({ err: error }, "could not check whether the public site changed; pages stay as they are");
      failing = true;
    }
  };
  /**
   * A check that reads the stamp after this call. One in progress may have read it before a publish that just
   * committed, so a caller then waits for a second check after it (one queued check serves every such caller).
   */
  const checkNow = (): Promise<void> => {
    if (!checking) {
      checking = check().finally(() => {
        checking = undefined;
      });
      return checking;
    }
    queued ??= checking.then(() => {
      queued = undefined;
      return checkNow();
    });
    return queued;
  };
  const poll = setInterval(() => {
    if (!checking) void checkNow();
  }, pollMs);
  poll.unref();

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const generation = await current;
      if (generation.pages.has(req.path)) {
        // Pages (not their data, nor robots.txt and sitemap.xml) remember a chosen language without scripts.
        if (!req.path.includes(".") && answerLanguageChoice(req, res, req.path)) return;
        return sendStored(req, res, await stored(generation, req.path));
      }
      // "/about/" is the page "/about" (a form sent without scripts, reloaded, asks for it with the slash).
      const withoutSlash = req.path.length > 1 && req.path.endsWith("/") ? req.path.replace(/\/+$/, "") || "/" : undefined;
      if (withoutSlash && generation.pages.has(withoutSlash)) return res.redirect(301, `${withoutSlash}${req.originalUrl.slice(req.path.length)}`);
      const data = req.path.endsWith(".data");
      const pathname = data ? req.path.slice(0, -".data".length) : req.path;
      // Data requests that name their routes are React Router's own.
      if ((data && Object.keys(req.query).length > 0) || renderedPerRequest(pathname)) return next();
      sendStored(req, res, await stored(generation, notFoundPath(langFromPath(pathname), data)));
    } catch (error) {
      next(error);
    }
  };
  return {
    handler,
    checkNow,
    held: async () => (await current).answers.held(),
    stop: () => clearInterval(poll),
  };
}
