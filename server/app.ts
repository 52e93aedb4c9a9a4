import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { contentSecurityPolicy } from "#app/http/content-security-policy.server.ts";
import type { AppServices } from "#app/http/services.server.ts";
import { isStaffPath } from "#app/staff/lists.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { securityHeaders } from "./security-headers.ts";

const clientDir = path.resolve("build/client");
const serverBuildPath = path.resolve("build/server/index.js");

interface StaticFile {
  file: string;
  /** Precompressed copies written by scripts/build/compress.ts. */
  br: boolean;
  gz: boolean;
  cacheControl: string;
  /** A prerendered page's own policy, allowing exactly its inline scripts. */
  contentSecurityPolicy?: string;
}

/**
 * URL path → file of build/client, found once at start-up. A prerendered page "about/index.html" answers
 * "/about". Hashed assets never change under their name; pages are revalidated so a new deployment shows.
 */
function findStaticFiles(dir: string, found = new Map<string, StaticFile>()): Map<string, StaticFile> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      findStaticFiles(file, found);
      continue;
    }
    if (/\.(br|gz)$/.test(entry)) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const isPage = entry === "index.html";
    const url = isPage ? urlPath.slice(0, -"/index.html".length) || "/" : urlPath;
    const cacheControl = url.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : isPage || url.endsWith(".data")
        ? "no-cache"
        : "public, max-age=3600";
    found.set(url, {
      file,
      br: existsSync(`${file}.br`),
      gz: existsSync(`${file}.gz`),
      cacheControl,
      contentSecurityPolicy: isPage ? contentSecurityPolicy(readFileSync(file, "utf8")) : undefined,
    });
  }
  return found;
}

function serveStatic(files: Map<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = files.get(req.path);
    if (!found) return next();
    const accepted = req.acceptsEncodings("br", "gzip", "identity");
    const encoding = accepted === "br" && found.br ? "br" : accepted === "gzip" && found.gz ? "gzip" : undefined;
    res.setHeader("Cache-Control", found.cacheControl);
    res.setHeader("Vary", "Accept-Encoding");
    if (found.contentSecurityPolicy) res.setHeader("Content-Security-Policy", found.contentSecurityPolicy);
    res.type(path.extname(found.file) === ".data" ? "text/x-script" : path.extname(found.file));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.sendFile(encoding ? `${found.file}.${encoding === "br" ? "br" : "gz"}` : found.file);
  };
}

/** For load balancers: 200 while the database answers, 503 otherwise. */
function healthCheck(services: AppServices): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await services.db.get("SELECT 1 AS ok");
      res.json({ status: "ok", database: services.db.dialect });
    } catch {
      res.status(503).json({ status: "unavailable", database: services.db.dialect });
    }
  };
}

export async function createApp(services: AppServices, { trustProxy }: { trustProxy?: string } = {}) {
  if (!existsSync(serverBuildPath)) throw new Error("No build found: run `npm run build` first.");
  const build = (await import(serverBuildPath)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy) app.set("trust proxy", trustProxy);
  app.use(securityHeaders());
  app.get("/healthz", healthCheck(services));
  // The staff area: never stored by a browser or a proxy (the back button after signing out shows
  // nothing), never indexed.
  app.use((req, res, next) => {
    if (isStaffPath(req.path)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  });
  // Prerendered pages and assets, sent precompressed.
  app.use(serveStatic(findStaticFiles(clientDir)));
  // Not-found pages and answers to form posts are rendered per request and compressed on the fly; the
  // small data answers of scripted form posts are not worth it.
  const compress = compression();
  app.use((req, res, next) => (req.path.endsWith(".data") ? next() : compress(req, res, next)));
  app.all("/{*splat}", reactRouterHandler(build, services));
  return app;
}
