import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "#app/http/services.server.ts";
import { publicSite } from "#app/site/public-site.server.ts";
import { postAllowance } from "#app/staff/shared/auth.server.ts";
import { smallestAcceptedEncoding } from "./content-encoding.ts";
import { publicPages } from "./public-pages.ts";
import { reactRouterHandler, reactRouterRenderer } from "./react-router-handler.ts";
import { refuse } from "./refusals.ts";
import { requestLog } from "./request-log.ts";
import { requestOrigin } from "./request-origin.ts";
import { securityHeaders } from "./security-headers.ts";

const clientDir = path.resolve("build/client");
const serverBuildPath = path.resolve("build/server/index.js");

interface StaticFile {
  file: string;
  /** Precompressed copies written by scripts/build/compress.ts. */
  br: boolean;
  gz: boolean;
  cacheControl: string;
}

/** URL path → file of build/client, found once at start-up. Hashed assets never change under their name. */
function findStaticFiles(dir: string, found = new Map<string, StaticFile>()): Map<string, StaticFile> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      findStaticFiles(file, found);
      continue;
    }
    if (/\.(br|gz)$/.test(entry)) continue;
    const url = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const cacheControl = url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
    found.set(url, { file, br: existsSync(`${file}.br`), gz: existsSync(`${file}.gz`), cacheControl });
  }
  return found;
}

function serveStatic(files: Map<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = files.get(req.path);
    if (!found) return next();
    const accepted = smallestAcceptedEncoding(req, [...(found.br ? (["br"] as const) : []), ...(found.gz ? (["gzip"] as const) : [])]);
    const encoding = accepted === "identity" ? undefined : accepted;
    res.setHeader("Cache-Control", found.cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(found.file));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.sendFile(encoding ? `${found.file}.${encoding === "br" ? "br" : "gz"}` : found.file);
  };
}

/** For load balancers: 200 while the database answers, 503 otherwise. */
function healthCheck({ db }: Pick<AppServices, "db">): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await db.get("SELECT 1 AS ok");
      res.json({ status: "ok", database: db.dialect });
    } catch {
      res.status(503).json({ status: "unavailable", database: db.dialect });
    }
  };
}

/** The methods the site answers; anything else (TRACE, PUT, …) gets 405 rather than reaching a route. */
const allowedMethods = new Set(["GET", "HEAD", "POST"]);

const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (allowedMethods.has(req.method)) return next();
  res.setHeader("Allow", [...allowedMethods].join(", "));
  refuse(req, res, "methodNotAllowed");
};

/**
 * The last handler: a request Express itself could not take (a path that does not decode, …) is the
 * client's mistake and gets its 4xx; while the database is out, a 503 asking to try again in a minute; anything
 * else is ours, logged with its stack, and the visitor sees a plain 500 without details.
 */
const answerErrors =
  ({ db }: Pick<AppServices, "db">): ErrorRequestHandler =>
  (error, req, res, _next) => {
    // A request Node could not parse (HPE_…), a connection the client closed before its answer was written,
    // or a 4xx Express raised.
    const clientFault =
      (typeof error?.status === "number" && error.status >= 400 && error.status < 500) ||
      /^(HPE_|ECONNRESET|ECONNABORTED)/.test(String(error?.code ?? "")) ||
      req.socket.destroyed;
    if (!clientFault) req.log.error({ err: error }, "request failed");
    if (res.headersSent) return void res.destroy();
    if (clientFault) return refuse(req, res, "badRequest");
    if (db.isUnavailable()) return refuse(req, res, "unavailable");
    res.status(500).type("text/plain; charset=utf-8").send("Internal Server Error");
  };

export interface AppOptions {
  /** Express "trust proxy": whose X-Forwarded-* headers to believe. */
  trustProxy?: string;
  /** The address visitors use (PUBLIC_URL); unset, the Host of each request. */
  publicUrl?: string;
  /** The most the render cache of public pages holds, in bytes. */
  renderCacheBytes: number;
  logger: Logger;
}

export async function createApp(services: Omit<AppServices, "publicSiteChanged">, { trustProxy, publicUrl, renderCacheBytes, logger }: AppOptions) {
  if (!existsSync(serverBuildPath)) throw new Error("No build found: run `npm run build` first.");
  const build = (await import(serverBuildPath)) as ServerBuild;
  // The render cache is told at once when a staff member publishes on this server; other servers see it at their next poll.
  const render = reactRouterRenderer(build, { ...services, publicSiteChanged: () => pages.checkNow() });
  const pages = publicPages(build, publicSite(services.db), (path) => render(new Request(`http://localhost${path}`), "127.0.0.1"), logger, renderCacheBytes);
  const staticFiles = findStaticFiles(clientDir);
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy) app.set("trust proxy", trustProxy);
  app.use(requestLog(logger));
  app.use(refuseOtherMethods);
  app.use(requestOrigin(publicUrl));
  app.use(securityHeaders());
  app.get("/healthz", healthCheck(services));
  // Assets, sent precompressed.
  app.use(serveStatic(staticFiles));
  // Public pages and missing pages, answered from the render cache.
  app.use(pages.handler);
  // Everything below is rendered for one visitor (the staff area, unsubscribe, the answer to a form that
  // may echo a child's medical notes): never stored by a browser or a proxy (the back button after signing
  // out shows nothing), never indexed, however its path is spelt (`/ADMIN`, `/%61dmin`).
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  // Compressed on the fly; the small data answers of scripted form posts are not worth it.
  const compress = compression();
  app.use((req, res, next) => (req.path.endsWith(".data") ? next() : compress(req, res, next)));
  app.all(
    "/{*splat}",
    reactRouterHandler(render, {
      allowanceOf: (pathname, cookieHeader, secure) => postAllowance(services.db, pathname, cookieHeader, secure),
      databaseUnavailable: () => services.db.isUnavailable(),
    }),
  );
  app.use(answerErrors(services));
  return { app, stop: pages.stop, publicSiteChanged: () => pages.checkNow(), renderCacheHeld: pages.held };
}
