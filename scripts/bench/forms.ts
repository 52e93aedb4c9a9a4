/**
 * `npm run bench:forms`: how many registrations a second the production server stores, on loopback,
 * with SQLite and with PostgreSQL. Each backend gets its own server process (the production build, no
 * SMTP_URL, so e-mails wait in the outbox) on fresh data: a temp DATA_DIR, and a throwaway PostgreSQL
 * cluster. autocannon posts registrations to /register.data as the browser does with scripts, each a
 * new submission (its own submissionId and parent e-mail): ~2 s to warm up, then ~10 s measured. The
 * measured part sends a fixed number of requests (the warm-up's rate times the duration) and waits for
 * every answer, so its length varies a little; afterwards the rows it stored must equal its 2xx answers.
 * Default 16 connections: the server is one process on one core, so more connections add queueing, not
 * throughput (at 32, p99 roughly doubles). Besides latency, the table shows CPU time per submission of the
 * server and of the load generator, which other work on the machine disturbs less than the rate.
 *
 *   npm run bench:forms                                  both backends, defaults below
 *   npm run bench:forms -- sqlite --connections 8,16,32  one backend, several loads, one row each
 *   npm run bench:forms -- --duration 20 --warmup 3 --cpu-prof   profiles each server (top functions printed)
 *
 * Settings also come from BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_BACKENDS. The exit code is
 * 0 whether or not the target is met (it is a measurement), non-zero when a server fails or rows go missing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { type Database, openDatabase } from "#app/storage/database.server.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { type BenchServer, cpuMs, startBenchServer, uniqueBody } from "./bench-server.ts";

/** The target set for SQLite on the project's 2-core machine. */
const target = { perSecond: 1000, p99Ms: 50 };

type Backend = "sqlite" | "postgres";
const allBackends: Backend[] = ["sqlite", "postgres"];

const usage = `Usage: npm run bench:forms -- [sqlite] [postgres] [--duration s] [--warmup s] [--connections n[,n…]] [--cpu-prof]`;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION || "10" },
    warmup: { type: "string", default: process.env.BENCH_WARMUP || "2" },
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS || "16" },
    "cpu-prof": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const durationSeconds = Number(options.duration);
const warmupSeconds = Number(options.warmup);
const connectionCounts = options.connections.split(",").map(Number);
const backendNames = positionals.length ? positionals : (process.env.BENCH_BACKENDS || allBackends.join(",")).split(",");
const backends = backendNames.filter((name): name is Backend => (allBackends as string[]).includes(name));
if (
  !(durationSeconds > 0) ||
  !(warmupSeconds >= 0) ||
  !connectionCounts.every((n) => Number.isInteger(n) && n > 0) ||
  backends.length !== backendNames.length ||
  !backends.length
) {
  console.error(usage);
  process.exit(2);
}
if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

// ---- the load --------------------------------------------------------------------------------

type Result = autocannon.Result;

function load(origin: string, connections: number, run: { duration: number } | { amount: number }): Promise<Result> {
  return autocannon({
    url: origin,
    connections,
    ...run,
    timeout: 10,
    requests: [
      {
        method: "POST",
        path: "/register.data",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest: (request) => ({ ...request, body: uniqueBody() }),
      },
    ],
  });
}

async function countRows(db: Database): Promise<number> {
  return Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions"))?.n);
}

/** Waits until the server has finished what the last run left in flight: the count stops changing. */
async function settledCount(db: Database): Promise<number> {
  let last = await countRows(db);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await countRows(db);
    if (now === last) return now;
    last = now;
  }
}

interface Measurement {
  backend: Backend;
  connections: number;
  seconds: number;
  ok: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rowsStored: number;
  /** CPU the server and the load generator (this process) used per stored submission. */
  serverCpuMs?: number;
  clientCpuMs: number;
  /** 1-minute load average before the run: other work on the machine lowers the figures. */
  loadBefore: number;
}

/**
 * Warm-up for `warmupSeconds`, then the measurement. The measurement sends a fixed number of requests
 * (the warm-up's rate times `durationSeconds`) and waits for every answer, so no request is cut off in
 * flight at the end and the rows it stored can be compared exactly with its 2xx answers.
 */
async function measure(backend: Backend, server: BenchServer, db: Database, connections: number): Promise<Measurement> {
  let rate = 500;
  if (warmupSeconds > 0) {
    const warmup = await load(server.origin, connections, { duration: warmupSeconds });
    rate = Math.max(rate / 10, warmup["2xx"] / warmup.duration);
    console.error(`  warm-up: ${warmup["2xx"]} stored in ${warmup.duration} s (${Math.round(rate)}/s)`);
  }
  const before = await settledCount(db);
  const amount = Math.max(connections * 10, Math.round(rate * durationSeconds));
  const loadBefore = loadavg()[0]!;
  const serverCpuBefore = cpuMs(server.child.pid);
  const clientCpuBefore = process.cpuUsage();
  const result = await load(server.origin, connections, { amount });
  const serverCpuAfter = cpuMs(server.child.pid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const rowsStored = (await settledCount(db)) - before;
  const perSubmission = (ms: number) => ms / Math.max(1, result["2xx"]);
  return {
    backend,
    connections,
    seconds: result.duration,
    ok: result["2xx"],
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rowsStored,
    serverCpuMs: serverCpuBefore === undefined || serverCpuAfter === undefined ? undefined : perSubmission(serverCpuAfter - serverCpuBefore),
    clientCpuMs: perSubmission((clientCpu.user + clientCpu.system) / 1000),
    loadBefore,
  };
}

// ---- CPU profile summary ---------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where self time went, by area and by function: enough to see whether the database or the framework costs most. */
function summariseProfile(file: string): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] };
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * msPerSample;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const area =
      functionName === "(idle)"
        ? "idle"
        : functionName === "(garbage collector)"
          ? "garbage collection"
          : functionName === "(program)"
            ? "native (V8/libuv, incl. unattributed)"
            : /node_modules\/(react-router|@react-router)\//.test(url)
              ? "react-router"
              : /node_modules\/(express|router|body-parser|compression|finalhandler|send|on-finished|negotiator|accepts)\//.test(url)
                ? "express & middleware"
                : /node_modules\/(react-dom|react)\//.test(url)
                  ? "react"
                  : /node_modules\/zod\//.test(url)
                    ? "zod"
                    : /node_modules\//.test(url)
                      ? `other packages`
                      : /\/build\/server\//.test(url)
                        ? "app (server build)"
                        : /\/(app|server)\//.test(url)
                          ? "app & server (source)"
                          : url.startsWith("node:")
                            ? "node core (JS)"
                            : url === ""
                              ? "native functions (e.g. SQLite, crypto)"
                              : "other";
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    if (area !== "idle") busy += ms;
    const where = url ? `${url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*?\/(build|app|server)\//, "$1/")}:${lineNumber + 1}` : "native";
    const key = `${functionName || "(anonymous)"}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const percent = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  const areas = [...byArea].filter(([area]) => area !== "idle").sort((a, b) => b[1] - a[1]);
  const functions = [...byFunction]
    .filter(([key]) => !key.startsWith("(idle)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25);
  return [
    `  busy ${(busy / 1000).toFixed(1)} s, idle ${((byArea.get("idle") ?? 0) / 1000).toFixed(1)} s (of all the server's run); self time by area, share of busy:`,
    ...areas.map(([area, ms]) => `    ${percent(ms)}  ${area}`),
    "  top functions by self time:",
    ...functions.map(([key, ms]) => `    ${percent(ms)}  ${key}`),
  ].join("\n");
}

// ---- main ------------------------------------------------------------------------------------

const measurements: Measurement[] = [];
const problems: string[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), "tesfa-bench-forms-"));
let postgres: ThrowawayPostgres | undefined;

console.error(
  `Registrations to /register.data, unique each; warm-up ${warmupSeconds} s, then ~${durationSeconds} s at ${connectionCounts.join(", ")} connection(s); ${backends.join(" and ")}`,
);
try {
  for (const backend of backends) {
    const dataDir = path.join(workDir, backend);
    if (backend === "postgres") postgres = await startThrowawayPostgres();
    const databaseUrl = backend === "postgres" ? postgres!.url : undefined;
    const cpuProfDir = options["cpu-prof"] ? path.join(workDir, `${backend}-profile`) : undefined;
    console.error(`${backend}: starting the server${cpuProfDir ? " (with --cpu-prof)" : ""}`);
    const server = await startBenchServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, cpuProfDir);
    const db = openDatabase({ databaseUrl, dataDir });
    try {
      for (const connections of connectionCounts) {
        console.error(`${backend}, ${connections} connections:`);
        const measurement = await measure(backend, server, db, connections);
        measurements.push(measurement);
        console.error(`  measured: ${measurement.ok} stored in ${measurement.seconds} s`);
        if (server.failure()) break;
      }
      const total = await countRows(db);
      console.error(`${backend}: ${total} rows in submissions in all (warm-ups included)`);
    } finally {
      const failure = server.failure();
      const code = await server.stop();
      await db.close();
      if (failure) problems.push(`${backend}: ${failure}\n${server.output()}`);
      else if (code !== 0) problems.push(`${backend}: the server did not shut down cleanly (exit code ${code})\n${server.output()}`);
      if (postgres) {
        await postgres.stop();
        postgres = undefined;
      }
    }
    if (cpuProfDir && existsSync(cpuProfDir)) {
      for (const file of readdirSync(cpuProfDir).filter((name) => name.endsWith(".cpuprofile"))) {
        console.log(`\nCPU profile of the ${backend} server (${path.join(cpuProfDir, file)}):\n${summariseProfile(path.join(cpuProfDir, file))}`);
      }
    }
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await postgres?.stop();
  // Profiles are kept for a closer look (e.g. in Chrome DevTools); the databases are not.
  if (options["cpu-prof"]) {
    for (const backend of backends) rmSync(path.join(workDir, backend), { recursive: true, force: true });
    console.error(`\nCPU profiles kept in ${workDir}`);
  } else {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---- report ----------------------------------------------------------------------------------

const meetsTarget = (m: Measurement) => m.perSecond >= target.perSecond && m.p99 <= target.p99Ms && m.non2xx === 0 && m.errors === 0;
const header = [
  "backend",
  "conns",
  "seconds",
  "stored/s",
  "p50 ms",
  "p99 ms",
  "max ms",
  "non-2xx",
  "errors/timeouts",
  "rows = 2xx",
  "CPU ms/sub server+client",
  "load",
  "target",
];
const lines = measurements.map((m) => [
  m.backend,
  String(m.connections),
  m.seconds.toFixed(1),
  String(Math.round(m.perSecond)),
  String(m.p50),
  String(m.p99),
  String(m.max),
  String(m.non2xx),
  `${m.errors}/${m.timeouts}`,
  `${m.rowsStored} ${m.rowsStored === m.ok ? "=" : "≠"} ${m.ok}`,
  `${m.serverCpuMs?.toFixed(2) ?? "?"} + ${m.clientCpuMs.toFixed(2)}`,
  m.loadBefore.toFixed(1),
  m.backend === "sqlite" ? (meetsTarget(m) ? "ok" : "MISS") : "n/a",
]);
const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
console.log(`\nTarget (SQLite, 2 cores): >= ${target.perSecond} stored/s, p99 <= ${target.p99Ms} ms, no non-2xx or errors`);
console.log(format(header));
console.log(format(widths.map((width) => "-".repeat(width))));
for (const line of lines) console.log(format(line));
if (measurements.some((m) => m.loadBefore > 1)) {
  console.log("Note: the machine was busy before a run (load column: 1-minute load average); other processes lower these figures.");
}
console.log("CPU ms/sub: CPU time per stored submission of the server process + of this load generator; the server uses one core.");

for (const m of measurements) {
  if (m.rowsStored !== m.ok) problems.push(`${m.backend}, ${m.connections} connections: ${m.rowsStored} rows stored but ${m.ok} answered 2xx`);
}
if (problems.length) {
  console.error(`\nFAILED:\n${problems.join("\n")}`);
  process.exitCode = 1;
}
