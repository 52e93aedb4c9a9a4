/**
 * The server as a deployment meets it: malformed and unexpected requests get a 4xx (never a 5xx), what is
 * rendered for one visitor is never cached or indexed however its path is spelt, missing pages come from a
 * stored copy, React runs in production mode when nothing says otherwise, slow clients cannot hold sockets,
 * and the request log has one line per request without personal data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#app/storage/database.server.ts";
import { uniqueEmail } from "../support/forms.ts";
import { visitorAddress } from "../support/pages.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { baseURL } from "../support/staff.ts";

const site = baseURL("sqlite");
const { port } = new URL(site);

/**
 * Sends bytes exactly as written (fetch would correct the Host header) and returns the whole answer. The
 * request says `Connection: close`, so the server closes once it has answered; the client never half-closes,
 * as browsers do not.
 */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

const contactBody = (email: string) =>
  `topic=general&name=Selam+Tadesse&email=${encodeURIComponent(email)}&subject=Hello&message=A+question+about+the+summer+school.&agree=on`;

describe("malformed requests get a 4xx", () => {
  test.each([
    [
      "a malformed Host",
      `POST /contact HTTP/1.1\r\nHost: [::1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\nConnection: close\r\n\r\nabcde`,
      400,
    ],
    ["a Host with a path", "GET / HTTP/1.1\r\nHost: example.org/evil\r\nConnection: close\r\n\r\n", 400],
    ["a request target that is not a path", "GET http://elsewhere.example/contact HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n", 400],
    ["TRACE", "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 405],
    ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\nConnection: close\r\n\r\n", 405],
    ["PUT", "PUT /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", 405],
    ["a path that does not decode", "GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 404],
  ])("%s", async (_name, text, status) => {
    expect(statusOf(await rawRequest(text))).toBe(status);
  });

  test("a 405 says which methods are allowed", async () => {
    const response = await fetch(`${site}/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
  });
});

describe("the public origin comes from PUBLIC_URL, not the Host header", () => {
  test("a page asked for under a Host the proxy did not expect links only to the site", async () => {
    const text = await rawRequest("GET /no-such-page HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 404/);
    expect(text).not.toContain("evil.example");
  });

  test("a form posted from the site's origin is accepted whatever the Host; from another origin it is refused", async () => {
    const post = async (origin: string, host: string) => {
      const body = contactBody(uniqueEmail("origin"));
      return statusOf(
        await rawRequest(
          `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nX-Forwarded-For: ${visitorAddress()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        ),
      );
    };
    expect(await post(site, "internal-name:8080")).toBe(200);
    expect(await post("https://evil.example", `127.0.0.1:${port}`)).toBe(400);
  });
});

test("a form posted from another site is refused in the language of its page", async () => {
  const response = await fetch(`${site}/am/contact`, {
    method: "POST",
    headers: { Origin: "https://evil.example", "X-Forwarded-For": visitorAddress(), "Content-Type": "application/x-www-form-urlencoded" },
    body: contactBody(uniqueEmail("other-origin")),
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toMatch(/[\u1200-\u137F]/);
});

describe("what is rendered for one visitor is never cached or indexed", () => {
  test.each(["/admin", "/ADMIN", "/%61dmin", "/Admin/Sign-In", "/am/ADMIN/sign-in", "/admin/sign-in"])("%s", async (pathname) => {
    const response = await fetch(`${site}${pathname}`, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  test("the answer to a form post is no-store", async () => {
    const response = await fetch(`${site}/contact`, {
      method: "POST",
      headers: { Origin: site, "X-Forwarded-For": visitorAddress(), "Content-Type": "application/x-www-form-urlencoded" },
      body: contactBody(uniqueEmail("no-store")),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("compression", () => {
  // What Chromium sends: gzip first, Brotli (smaller) later in the list, all equally welcome.
  const chromiumAccepts = { "Accept-Encoding": "gzip, deflate, br, zstd" };

  test("a page and its stylesheet are sent in Brotli to a browser that takes both Brotli and gzip", async () => {
    // The Brotli copy of a page is made after its first answer (gzip meanwhile): asked again until it is there.
    let encoding: string | null = null;
    for (let attempt = 0; attempt < 50 && encoding !== "br"; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
      encoding = (await fetch(`${site}/about/mission`, { headers: chromiumAccepts })).headers.get("Content-Encoding");
    }
    expect(encoding).toBe("br");
    const html = await (await fetch(`${site}/about/mission`)).text();
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect((await fetch(`${site}${stylesheet}`, { headers: chromiumAccepts })).headers.get("Content-Encoding")).toBe("br");
    expect((await fetch(`${site}${stylesheet}`, { headers: { "Accept-Encoding": "gzip" } })).headers.get("Content-Encoding")).toBe("gzip");
  });
});

describe("missing pages", () => {
  test("answer 404 with the same stored page whatever the path, compressed, for GET and HEAD", async () => {
    // Brotli is made off the main thread after a page is first stored (gzip serves meanwhile): when another test's
    // publish has just begun a new generation of the cache, the first visitors get gzip.
    const brotli = () => fetch(`${site}/no-such-page`, { headers: { "Accept-Encoding": "br" } });
    await expect.poll(async () => (await brotli()).headers.get("Content-Encoding"), { timeout: 5_000 }).toBe("br");
    const first = await brotli();
    const second = await fetch(`${site}/about/nothing/here?x=1`);
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(["br", "gzip"]).toContain(first.headers.get("Content-Encoding"));
    expect(first.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).not.toContain("no-such-page");
    const head = await fetch(`${site}/am/no-such-page`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  test("a page's address with a trailing slash leads to the page", async () => {
    const response = await fetch(`${site}/am/support/donate/?from=form`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/am/support/donate?from=form");
    expect((await fetch(`${site}/no-such-page/`)).status).toBe(404);
  });

  test("in the language of the path", async () => {
    const html = await (await fetch(`${site}/am/no-such-page`)).text();
    expect(html).toMatch(/<html[^>]* lang="am"/);
  });
});

describe("a server of its own", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-hardening-"));
    // NODE_ENV empty, as `npm start` leaves it unset (the test runner sets it to "test").
    server = await startServer({ DATA_DIR: dataDir, NODE_ENV: "", LOG_LEVEL: "info" }, { captureOutput: true });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an error page shows no stack trace or error message: React runs in production mode", async () => {
    // A broken database: reading a staff session fails inside the staff area's middleware.
    const db = openDatabase({ dataDir });
    await db.exec("DROP TABLE staff_sessions");
    await db.close();
    const response = await fetch(`${server.baseURL}/admin`, { headers: { Cookie: "tesfa-staff=some-session" } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toContain("staff_sessions");
    expect(html).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
  });

  test("the request log has one line per request: method, path, status, duration; no query string or form contents", async () => {
    const email = uniqueEmail("log-marker");
    await fetch(`${server.baseURL}/contact?token=query-marker`, {
      method: "POST",
      headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body: contactBody(email),
    });
    await expect.poll(() => server.output().includes('"path":"/contact"')).toBe(true);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"path":"/contact"'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({ req: { method: "POST", path: "/contact" }, res: { status: 200 } });
    expect(entry.responseTime).toBeTypeOf("number");
    expect(server.output()).not.toContain("query-marker");
    expect(server.output()).not.toContain(email);
    expect(server.output()).not.toContain("Selam");
  });

  test("malformed requests are a log line each, without a stack trace", async () => {
    const before = server.output().length;
    const post = await fetch(`${server.baseURL}/about`, { method: "POST", headers: { Origin: server.baseURL }, body: new URLSearchParams({ a: "b" }) });
    expect(post.status).toBe(405);
    const json = await fetch(`${server.baseURL}/admin/sign-in`, {
      method: "POST",
      headers: { Origin: server.baseURL, "Content-Type": "application/json" },
      body: '{"email":"a@b.org"}',
    });
    expect(json.status).toBe(400);
    await expect
      .poll(
        () =>
          server
            .output()
            .slice(before)
            .match(/"msg":"request"/g)?.length,
      )
      .toBe(2);
    const logged = server.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at |\\n\s+at /);
    expect(logged.trim().split("\n")).toHaveLength(2);
  });

  test("500 slow-loris connections are dropped, and a visitor is served meanwhile", { timeout: 60_000 }, async () => {
    const { port: ownPort } = new URL(server.baseURL);
    const sockets: Socket[] = [];
    let closed = 0;
    for (let index = 0; index < 500; index++) {
      const socket = connect(Number(ownPort), "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
      socket.on("error", () => {});
      socket.on("close", () => closed++);
      sockets.push(socket);
    }
    // One more header line every second: never finishing the request.
    const drip = setInterval(() => {
      for (const socket of sockets) if (!socket.destroyed) socket.write(`X-Slow: ${Date.now()}\r\n`);
    }, 1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const started = performance.now();
      expect((await fetch(`${server.baseURL}/about`)).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      await expect.poll(() => closed, { timeout: 25_000, interval: 500 }).toBe(500);
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
  });
});
