/**
 * The render cache (server/public-pages.ts, decision 20): public pages are rendered once and kept, and a
 * publish, an unpublish, a changed slug or a scheduled time reaches every server sharing the database without
 * a rebuild or a restart. Items are written through the content store as the editor writes them, but from
 * this process, so each server learns of them only by polling the database, as a second server would. Last, the
 * cache's limit in bytes, on a server made in this process (to see what its cache holds) over a database of its own.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, test } from "vitest";
import { saveItem } from "#app/content/store.server.ts";
import { createSharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import { publicPagePaths } from "#app/site/public-site.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { newsArticle, waitForPage } from "../../scripts/bench/bench-server.ts";
import { createApp } from "../../server/app.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { type Backend, type RunningServer, startServer } from "../support/server.ts";
import { baseURL, testTotpKey } from "../support/staff.ts";

afterAll(closeServerDatabases);

const writer: ContentWriter = { actor: "cache-test@example.org", audit: (q, entry) => recordAudit(q, { actor: "cache-test@example.org", ...entry }) };

describe.each(backends)("the render cache on %s", (backend: Backend) => {
  test("a page is stored once: the same bytes, the page's own CSP, no-cache", async () => {
    const first = await fetch(`${baseURL(backend)}/about`);
    const second = await fetch(`${baseURL(backend)}/about`);
    expect(await first.text()).toBe(await second.text());
    expect(second.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  test("a publish, an edit, a new slug and an unpublish show without a restart", async () => {
    const tag = randomBytes(4).toString("hex");
    const path = `/news/cache-test-${tag}`;
    const db = serverDatabase(backend);
    await waitForPage(baseURL(backend), path, { status: 404 });
    const created = await saveItem(db, { kind: "news", snapshot: newsArticle(tag), action: "publish" }, writer);
    if (created.outcome !== "saved") throw new Error(created.outcome);
    await waitForPage(baseURL(backend), path, { text: `Cache test ${tag}` });
    // The list and the sitemap are dropped with it.
    await waitForPage(baseURL(backend), "/news", { text: `Cache test ${tag}` });
    await waitForPage(baseURL(backend), "/sitemap.xml", { text: path });

    const edited = await saveItem(
      db,
      {
        kind: "news",
        id: created.id,
        baseVersion: created.version,
        snapshot: { ...newsArticle(tag, `Edited ${tag}`), slug: `cache-moved-${tag}` },
        action: "publish",
      },
      writer,
    );
    if (edited.outcome !== "saved") throw new Error(edited.outcome);
    await waitForPage(baseURL(backend), `/news/cache-moved-${tag}`, { text: `Edited ${tag}` });
    const moved = await fetch(`${baseURL(backend)}${path}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`/news/cache-moved-${tag}`);

    const hidden = await saveItem(
      db,
      {
        kind: "news",
        id: created.id,
        baseVersion: edited.version,
        snapshot: { ...newsArticle(tag, `Edited ${tag}`), slug: `cache-moved-${tag}` },
        action: "unpublish",
      },
      writer,
    );
    expect(hidden.outcome).toBe("saved");
    await waitForPage(baseURL(backend), `/news/cache-moved-${tag}`, { status: 404 });
  });

  test("a scheduled article appears at its time with nobody signed in", async () => {
    const tag = randomBytes(4).toString("hex");
    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const saved = await saveItem(serverDatabase(backend), { kind: "news", snapshot: newsArticle(tag), action: "schedule", publishAt }, writer);
    expect(saved.outcome).toBe("saved");
    const path = `/news/cache-test-${tag}`;
    expect((await fetch(`${baseURL(backend)}${path}`)).status).toBe(404);
    await waitForPage(baseURL(backend), path, { text: `Cache test ${tag}` });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
  });

  test("made-up article addresses get the stored not-found page", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`${baseURL(backend)}/news/made-up-${i}-${Date.now()}`)));
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 404));
  });
});

describe("two servers on one PostgreSQL database", () => {
  let second: RunningServer | undefined;
  afterAll(() => second?.stop());

  test("a publish on one shows on the other", async () => {
    const { databaseUrl, dataDir } = (await import("vitest")).inject("servers").postgres;
    second = await startServer({ DATABASE_URL: databaseUrl ?? "", DATA_DIR: `${dataDir}-second`, APP_SECRET: "e2e-secret-that-is-long-enough-for-the-schema" });
    const tag = randomBytes(4).toString("hex");
    const path = `/news/cache-test-${tag}`;
    await waitForPage(second.baseURL, path, { status: 404 });
    const saved = await saveItem(serverDatabase("postgres"), { kind: "news", snapshot: newsArticle(tag), action: "publish" }, writer);
    expect(saved.outcome).toBe("saved");
    await waitForPage(second.baseURL, path, { text: `Cache test ${tag}` });
    await waitForPage(baseURL("postgres"), path, { text: `Cache test ${tag}` });
  });
});

describe("a render cache held to its limit in bytes", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-render-cache-"));
  const db = openDatabase({ dataDir });
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("drops the pages least recently asked for past its limit, and renders them again the same when asked", async () => {
    await migrate(db);
    const limit = 512 * 1024;
    const { app, stop, renderCacheHeld } = await createApp(
      {
        db,
        formRateLimiter: createSharedRateLimiter(db, "form", [{ limit: 100, windowMs: 600_000 }]),
        secret: "render-cache-test-secret-long-enough",
        totpKey: testTotpKey,
        publicUrl: "http://localhost",
        nudgeOutbox: () => undefined,
        nudgeNewsletters: () => undefined,
      },
      { renderCacheBytes: limit, logger: pino({ level: "silent" }) },
    );
    cleanups.push(stop);
    const server: Server = app.listen(0, "127.0.0.1");
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    await once(server, "listening");
    const ask = async (pagePath: string) => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pagePath}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status).toBe(200);
      return response.text();
    };

    const about = await ask("/about");
    expect((await renderCacheHeld()).paths).toEqual(["/about"]);
    // Other pages, one after another, until the least recently asked for, /about, is dropped.
    let held = await renderCacheHeld();
    for (const pagePath of (await publicPagePaths(db)).filter((each) => each !== "/about")) {
      await ask(pagePath);
      held = await renderCacheHeld();
      expect(held.bytes).toBeLessThanOrEqual(limit);
      if (!held.paths.includes("/about")) break;
    }
    expect(held.paths).not.toContain("/about");
    expect(held.bytes).toBeGreaterThan(limit / 2);

    // Asked for again, it is rendered again: the same page, now the most recently used.
    expect(await ask("/about")).toBe(about);
    held = await renderCacheHeld();
    expect(held.paths.at(-1)).toBe("/about");
    expect(held.bytes).toBeLessThanOrEqual(limit);
  });
});
