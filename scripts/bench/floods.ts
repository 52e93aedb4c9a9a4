/**
 * `npm run bench:floods`: whether a flood of cheap-to-send requests can slow the site for others. On the
 * production build with SQLite, autocannon measures
 *
 * 1. the throughput of a page (`/about`), of a missing page (404) and of route discovery (`/__manifest`
 *    asking for 300 paths), each alone; target: each flood's rate within 2× of the page's;
 * 2. the latency of a steady trickle of page requests (the other visitors) while each flood runs, compared
 *    with the same trickle during an equal flood of real pages (on this 2-core machine the load generator
 *    shares the CPU, so an idle server is no fair baseline); target: p99 within 2×.
 *
 *   npm run bench:floods                     10 s per run
 *   npm run bench:floods -- --duration 20
 *
 * 3. large bodies with a forged staff cookie: 20 parallel 60 MB posts to the media library's upload address, half
 *    with a Content-Length and half chunked, as someone without a session would send them; target: every one refused,
 *    the server's RSS growing by less than 50 MB (it reads no more than a form's body before the session is checked).
 *
 * Browsers' Accept-Encoding is sent, so compressed answers are measured as visitors get them.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server.ts";

const { values: options } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "16" } } });
const duration = Number(options.duration);
const connections = Number(options.connections);

const dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-floods-"));
const server = await startBenchServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const headers = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 bench" };

// The client asks with the version in its manifest's file name; another version gets an empty 204.
const manifestVersion = /manifest-([0-9a-f]+)\.js/.exec(await (await fetch(`${server.origin}/about`)).text())?.[1] ?? "";
const manifestPaths = Array.from({ length: 300 }, (_, index) => `/p${index}`).join(",");
const floods = {
  page: "/about",
  "missing page (404)": "/no-such-page/at-all",
  "route discovery (300 paths)": `/__manifest?paths=${encodeURIComponent(manifestPaths)}&version=${manifestVersion}`,
} as const;

/** A process's resident memory in MB, from /proc (Linux). */
const rssMb = (pid: number | undefined) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Posts `megabytes` of bytes to `pathname` with a made-up staff cookie; resolves to the status, or "cut" when the server closed the connection. */
function forgedUpload(pathname: string, megabytes: number, chunked: boolean): Promise<number | "cut"> {
  const chunk = Buffer.alloc(1024 * 1024, "x");
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { cookie: "tesfa-staff=x", "content-type": "multipart/form-data; boundary=bench" };
    if (!chunked) headers["content-length"] = String(megabytes * chunk.length);
    const post = request({ hostname, port, path: pathname, method: "POST", headers }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    post.once("error", () => resolve("cut"));
    let sent = 0;
    const write = () => {
      while (sent < megabytes) {
        sent++;
        if (!post.write(chunk)) return void post.once("drain", write);
      }
      post.end();
    };
    write();
  });
}

const run = (pathname: string, options: Partial<autocannon.Options> = {}) =>
  autocannon({ url: `${server.origin}${pathname}`, connections, duration, headers, ...options });

try {
  console.log(`Floods of ${connections} connections, ${duration} s each, on ${server.origin}`);
  const alone: Record<string, autocannon.Result> = {};
  for (const [name, pathname] of Object.entries(floods)) {
    alone[name] = await run(pathname);
    const result = alone[name]!;
    console.log(`  alone   ${name.padEnd(28)} ${Math.round(result.requests.average)} req/s, statuses ${JSON.stringify(result.statusCodeStats)}`);
  }
  // Visitors reading pages: 20 a second on two connections, while a flood sends requests at an equal rate
  // whatever they ask for: 80% of what the server answers in pages alone.
  const floodRate = Math.round(alone.page!.requests.average * 0.8);
  const trickle = async (floodPath: string) => {
    const [visitors] = await Promise.all([run("/", { connections: 2, overallRate: 20 }), run(floodPath, { overallRate: floodRate })]);
    return visitors.latency;
  };
  const unloaded = (await run("/", { connections: 2, overallRate: 20 })).latency;
  console.log(`  visitors' p99 with no flood: ${unloaded.p99} ms (p50 ${unloaded.p50} ms)`);
  const underPages = await trickle(floods.page);
  console.log(`  visitors' p99 under a flood of pages at ${floodRate} req/s: ${underPages.p99} ms (p50 ${underPages.p50} ms)`);
  const pageRate = alone.page!.requests.average;
  let met = true;
  for (const name of ["missing page (404)", "route discovery (300 paths)"] as const) {
    const latency = await trickle(floods[name]);
    const rateRatio = pageRate / alone[name]!.requests.average;
    const p99Ratio = latency.p99 / Math.max(1, underPages.p99);
    met &&= rateRatio <= 2 && p99Ratio <= 2;
    console.log(
      `  ${name}: a page's throughput is ${rateRatio.toFixed(2)}× its own (target ≤ 2); visitors' p99 under an equal flood of it ${latency.p99} ms, ${p99Ratio.toFixed(2)}× that under pages (target ≤ 2), ${(latency.p99 / Math.max(1, unloaded.p99)).toFixed(2)}× unloaded`,
    );
  }
  const before = rssMb(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 20);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => forgedUpload("/admin/media/upload", 60, index % 2 === 1)));
  clearInterval(sampler);
  const refused = answers.filter((answer) => answer === "cut" || answer >= 400).length;
  const growth = peak - before;
  met &&= refused === answers.length && growth < 50;
  const tally = Object.entries(Object.groupBy(answers, String)).map(([answer, each]) => `${each!.length}× ${answer}`);
  console.log(
    `  20 parallel 60 MB uploads with a forged staff cookie: ${refused} of 20 refused (${tally.join(", ")}; target 20); server RSS ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(1)} MB (target < 50)`,
  );
  console.log(met ? "Targets met." : "Targets missed.");
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
