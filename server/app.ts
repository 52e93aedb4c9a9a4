import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const clientDir = path.resolve("build/client");
const serverBuildPath = path.resolve("build/server/index.js");

/** URL path → prerendered HTML file, found once at start-up. */
function findPrerenderedPages(dir: string, urlPath = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(full).isDirectory()) {
      for (const [url, file] of findPrerenderedPages(full, `${urlPath}/${entry}`)) found.set(url, file);
    } else if (entry === "index.html") {
      found.set(urlPath || "/", full);
    }
  }
  return found;
}

export async function createApp() {
  if (!existsSync(serverBuildPath)) throw new Error("No build found: run `npm run build` first.");
  const build = (await import(serverBuildPath)) as ServerBuild;
  const prerendered = findPrerenderedPages(clientDir);
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  // Hashed build assets never change under their name.
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));

  // Prerendered pages: the same HTML every time, revalidated so a new deployment shows at once.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = prerendered.get(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(file);
  });

  // Everything else in build/client (favicon, prerendered .data files for client-side navigation).
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  // Not-found pages and form submissions are rendered per request.
  app.all("/{*splat}", createRequestHandler({ build }));
  return app;
}
