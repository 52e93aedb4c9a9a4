/**
 * `npm run fuzz`: starts the production server on each database in turn (SQLite, then a throwaway
 * PostgreSQL) and sends it, first, 10,000 malformed or unexpected public requests — odd methods, broken and
 * hostile Host headers, request targets that are not paths, bodies of the wrong type (JSON, broken multipart,
 * binary) to every form and to the staff sign-in and set-password forms, foreign origins, huge and negative
 * `?page=` in staff lists, undecodable paths — then, signed in as each staff role with its second factor,
 * 400 odd requests per role to the staff routes (scripts/bench/fuzz-staff.ts). It prints the answers by class
 * and how many were 5xx (the target is 0) per database and role, with examples, and the time it took. Exit
 * code 1 when any answer was a 5xx, a request got none, or a role's session ended under it.
 *
 *   npm run fuzz                                            a random seed
 *   npm run fuzz -- --count 2000 --staff-count 100 --seed 42
 *
 * `fuzzServer` and `fuzzStaff` are also run, in small, by tests/http/fuzz.e2e.test.ts on both databases.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readTotpKeyFile } from "#app/staff/security/totp-key.server.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { startThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { startBenchServer, uniqueBody } from "./bench-server.ts";
import { fuzzStaff } from "./fuzz-staff.ts";
import { randomSource } from "./seeded-random.ts";

const methods = ["GET", "GET", "GET", "POST", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "get"];
const paths = [
  "/",
  "/am",
  "/about",
  "/am/about",
  "/register",
  "/am/register",
  "/register.data",
  "/contact",
  "/am/contact.data",
  "/support/donate",
  "/subscribe",
  "/am/subscribe.data",
  "/unsubscribe",
  "/unsubscribe?token=x.y",
  "/am/unsubscribe?token=%FF",
  "/subscribe/preferences?token=x.y",
  "/am/subscribe/preferences?token=%FF",
  "/admin",
  "/ADMIN",
  "/%61dmin/registrations",
  "/admin/sign-in",
  "/am/admin/sign-in",
  "/admin/sign-in.data",
  "/admin/set-password?token=abc",
  "/admin/set-password.data?token=abc",
  "/admin/registrations?page=99999999999999999999",
  "/admin/registrations?page=-1",
  "/admin/subscribers?page=1e308",
  "/admin/audit?page=NaN",
  "/admin/export/registrations",
  "/admin/submissions/REG-0000-0000",
  "/admin/sign-out",
  "/news/%E0%A4%A",
  "/%",
  "/%00",
  "/..%2f..%2fetc/passwd",
  "//admin",
  "/about?x[]=1&x[a]=2",
  "/__manifest?paths=/a,/b&version=x",
  "/no-such-page.data?_routes=root",
  "/assets/../server/index.js",
  `/${"a".repeat(5000)}`,
  "/healthz",
];
const hosts = [
  "SELF",
  "SELF",
  "SELF",
  "[::1",
  "evil.example",
  "",
  "a b",
  "localhost:99999",
  "[::1]:80",
  "xn--",
  "-bad-.example",
  "host/with/path",
  "user@host",
  "%41",
];
const origins = [undefined, undefined, "SELF", "SELF", "https://evil.example", "null", "not a url", "http://[::1"];
const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/json",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "text/plain",
  "application/octet-stream",
  undefined,
];
const bodies = [
  "",
  "email=a%40b.org&password=x",
  '{"email":"a@b.org","password":"x"}',
  '------x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.org\r\n',
  "------x--",
  "%%%%&&&===",
  "\u0000\u0001\u0002\u00ff",
  "name=ሰላም&email=x%40example.org&message=hi&topic=general&agreement=on&submissionId=1",
  "password=a&confirm=b&token=zzz",
  "a=".repeat(3000),
];

export interface FuzzResult {
  count: number;
  byClass: Record<string, number>;
  serverErrors: { request: string; status: number }[];
}

/** Sends one request exactly as written and reads the status of its answer (0: none within 20 s). */
function send(port: number, text: string): Promise<number> {
  return new Promise((resolve) => {
    // Written, not ended: a client that half-closes its side gets no answer from Node's server, and no
    // browser does that.
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let head = "";
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on("error", () => resolve(0));
    socket.on("close", () => resolve(0));
  });
}

export async function fuzzServer(origin: string, { count = 10_000, seed = Date.now() % 1_000_000, concurrency = 16 } = {}): Promise<FuzzResult> {
  const random = randomSource(seed);
  const { host: selfHost, port } = new URL(origin);
  const result: FuzzResult = { count, byClass: {}, serverErrors: [] };
  const makeRequest = () => {
    const method = random.pick(methods);
    const target = random.next() < 0.05 ? random.pick(["http://evil.example/", "*", "about", "/about#x"]) : random.pick(paths);
    const hostValue = random.pick(hosts);
    const originValue = random.pick(origins);
    const contentType = random.pick(contentTypes);
    const body = method === "GET" || method === "HEAD" ? (random.next() < 0.1 ? random.pick(bodies) : "") : random.pick(bodies);
    const lines = [`${method} ${target} HTTP/1.1`];
    if (hostValue !== "" || random.next() < 0.5) lines.push(`Host: ${hostValue === "SELF" ? selfHost : hostValue}`);
    if (originValue) lines.push(`Origin: ${originValue === "SELF" ? origin : originValue}`);
    if (contentType) lines.push(`Content-Type: ${contentType}`);
    // Each from an address of its own, as the test servers trust X-Forwarded-For from loopback.
    lines.push(`X-Forwarded-For: 198.18.${random.int(256)}.${random.int(256)}`);
    if (random.next() < 0.1) lines.push("Cookie: tesfa-staff=forged; __Host-tesfa-staff=forged");
    const chunked = random.next() < 0.05;
    lines.push(chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${Buffer.byteLength(body)}`);
    lines.push("Connection: close");
    const sentBody = chunked ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
    return `${lines.join("\r\n")}\r\n\r\n${sentBody}`;
  };
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      sent++;
      const request = makeRequest();
      const status = await send(Number(port), request);
      const statusClass = status === 0 ? "no answer" : `${Math.floor(status / 100)}xx`;
      result.byClass[statusClass] = (result.byClass[statusClass] ?? 0) + 1;
      if (status >= 500) result.serverErrors.push({ request: request.slice(0, 300), status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** The 5xx answers, one line per request line with how often, and the first in full. */
function printServerErrors(serverErrors: FuzzResult["serverErrors"], indent: string) {
  const byRequestLine = new Map<string, number>();
  for (const { status, request } of serverErrors) {
    const line = `${status} ${request.split(/\r?\n/)[0]}`;
    byRequestLine.set(line, (byRequestLine.get(line) ?? 0) + 1);
  }
  for (const [line, times] of byRequestLine) console.log(`${indent}${times} × ${line}`);
  const first = serverErrors[0];
  if (first) console.log(`${indent}The first in full:\n${first.request.replace(/^/gm, `${indent}  `)}`);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { count: { type: "string", default: "10000" }, "staff-count": { type: "string", default: "400" }, seed: { type: "string" } },
  });
  const seed = values.seed ? Number(values.seed) : Date.now() % 1_000_000;
  const started = performance.now();
  let failed = false;
  for (const backend of ["sqlite", "postgres"] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-fuzz-"));
    const postgres = backend === "postgres" ? await startThrowawayPostgres() : undefined;
    // The TOTP key the server makes at its start (outside DATA_DIR, decision 45), read to enrol the roles' second factor.
    const totpKeyFile = path.join(mkdtempSync(path.join(tmpdir(), "tesfa-fuzz-key-")), "totp.key");
    const env = {
      DATA_DIR: dataDir,
      TOTP_KEY_FILE: totpKeyFile,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const server = await startBenchServer(env);
    const db = openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      const result = await fuzzServer(server.origin, { count: Number(values.count), seed });
      console.log(`${backend}, public: ${result.count} requests (seed ${seed}): ${JSON.stringify(result.byClass)}, 5xx: ${result.serverErrors.length}`);
      printServerErrors(result.serverErrors, "  ");
      failed ||= result.serverErrors.length > 0;
      // A registration, so that the staff pages of a submission have one to show.
      await fetch(`${server.origin}/register`, { method: "POST", body: uniqueBody(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      for (const role of await fuzzStaff(server.origin, db, readTotpKeyFile(totpKeyFile), { count: Number(values["staff-count"]), seed })) {
        const session = role.sessionKept ? "" : " (its session ended during the run)";
        console.log(`${backend}, ${role.role}: ${role.count} requests: ${JSON.stringify(role.byClass)}, 5xx: ${role.serverErrors.length}${session}`);
        printServerErrors(role.serverErrors, "  ");
        failed ||= role.serverErrors.length > 0 || !role.sessionKept || (role.byClass["no answer"] ?? 0) > 0;
      }
    } finally {
      await db.close();
      await server.stop();
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(path.dirname(totpKeyFile), { recursive: true, force: true });
    }
  }
  console.log(`Fuzzed in ${((performance.now() - started) / 1000).toFixed(0)} s (seed ${seed}).`);
  process.exitCode = failed ? 1 : 0;
}
