/**
 * The JavaScript a public page loads, counted as issue 17's budget counts it: every script the page fetched
 * until React had hydrated it and the network was quiet, each gzipped as a server would (the production server
 * sends Brotli, smaller still). Shared by `npm run bench:js`, `npm run bench` (Lighthouse) and
 * tests/site/page-load.e2e.test.ts, so the three cannot count differently.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

/** Issue 17: at most 130 KB of gzipped JavaScript on every public page, in either language. */
export const javascriptBudgetKb = 130;

/** A script's size in the budget's unit: KB (1,024 bytes) of gzip at zlib's default level. */
export const gzippedKb = (bytes: Uint8Array): number => gzipSync(bytes).length / 1024;

export interface LoadedScript {
  path: string;
  kb: number;
}

/**
 * Starts recording the scripts `page` fetches; the function returned stops recording, waits for their bodies
 * and gives each one's gzipped size. Call it before the page is opened.
 */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const loads: Promise<LoadedScript>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    loads.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, kb: gzippedKb(body) })));
  };
  page.on("response", record);
  return () => {
    page.off("response", record);
    return Promise.all(loads);
  };
}

export const totalKb = (scripts: LoadedScript[]): number => scripts.reduce((sum, script) => sum + script.kb, 0);
