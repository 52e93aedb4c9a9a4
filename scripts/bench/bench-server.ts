/**
 * What the benchmarks share (and the tests, which start servers and publish too): the production server
 * started as a process of its own on loopback, with limits that a benchmark must not hit and only the
 * settings a benchmark gives (no SMTP_URL, so e-mails wait in the outbox; no inherited database), the body
 * of a new registration as the browser posts it, a news article to publish, and waiting for a page.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { ContentSnapshot } from "#app/content/kinds.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

export interface BenchServer {
  origin: string;
  child: ChildProcess;
  /** The server's last lines of output, for when it fails. */
  output(): string;
  /** Set when the server exited before it was told to. */
  failure(): string | undefined;
  /** SIGTERM and wait; resolves to the exit code (0 after an orderly shutdown). */
  stop(): Promise<number | null>;
}

export async function startBenchServer(env: Record<string, string>, cpuProfDir?: string): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Only what the brief of this bench sets: no SMTP_URL (e-mails stay in the outbox), no inherited DATABASE_URL.
  const { SMTP_URL: _smtp, DATABASE_URL: _db, TRUST_PROXY: _proxy, APP_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, [...(cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", cpuProfDir] : []), "server/index.ts"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      FORM_RATE_LIMIT: "1000000000",
      FORM_RATE_DAILY_LIMIT: "1000000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let stopping = false;
  let failure: string | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      if (!stopping) failure = `the server exited (${signal ?? `code ${code}`})`;
      resolve(code);
    }),
  );
  const output = () => lines.join("\n");

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (failure) throw new Error(`${failure} while starting:\n${output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer at ${origin}/healthz:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    child,
    output,
    failure: () => failure,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      stopping = true;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    // The fields after the command name (which is in parentheses); utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

const runTag = randomBytes(4).toString("hex");
let submissionCount = 0;

/** The fields a parent fills in, URL-encoded once; only the e-mail and the submission id change. */
const fixedFields = new URLSearchParams({
  parentName: "Almaz Bekele",
  parentPhone: "(503) 555-0123",
  childName: "Dawit Bekele",
  childAge: "9",
  childGrade: "4",
  amharicLevel: "beginner",
  medicalInfo: "Peanut allergy",
  emergencyContact: "Tsehay Alemu",
  emergencyPhone: "(503) 555-0177",
  agreement: "on",
}).toString();

export function uniqueBody(): string {
  const n = ++submissionCount;
  return `${fixedFields}&parentEmail=bench-${runTag}-${n}%40example.org&submissionId=bench-${runTag}-${n}`;
}

/** An English news article tagged `tag` (its slug `cache-test-<tag>`), as the editor would save it. */
export function newsArticle(tag: string, title = `Cache test ${tag}`): ContentSnapshot {
  return {
    slug: `cache-test-${tag}`,
    fields: { category: "community", date: "2026-11-20", featured: false },
    texts: { en: { title, excerpt: `Excerpt ${tag}`, author: "Tesfa staff", body: `Body ${tag}` }, am: null },
  };
}

export interface PageWait {
  /** The status awaited; 200 unless told. */
  status?: number;
  /** Text the answer must show (with a 200, the page's title). */
  text?: string;
  timeoutMs?: number;
  /** Pause between two requests. */
  intervalMs?: number;
}

/**
 * Asks for `path` until it answers with the status (and shows the text), as a visitor pressing reload would,
 * redirects not followed; resolves to the milliseconds that took and the number of requests.
 */
export async function waitForPage(
  origin: string,
  path: string,
  { status = 200, text, timeoutMs = 10_000, intervalMs = 50 }: PageWait = {},
): Promise<{ ms: number; asks: number }> {
  const started = performance.now();
  for (let asks = 1; ; asks++) {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status === status && (!text || body.includes(text))) return { ms, asks };
    if (ms > timeoutMs) throw new Error(`${path} still answers ${response.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
