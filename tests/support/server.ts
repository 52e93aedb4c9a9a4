import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/bench/bench-server.ts";
import { startThrowawayPostgres } from "../../scripts/dev/throwaway-postgres.ts";
import { startSmtpSink } from "./smtp-sink.ts";

export type Backend = "sqlite" | "postgres";

export interface TestServer {
  baseURL: string;
  /** How the test reaches the same database as the server: a SQLite file or a PostgreSQL URL. */
  dataDir: string;
  databaseUrl?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    servers: Record<Backend, TestServer>;
    /** Where the SMTP sink writes each e-mail it receives (tests/support/smtp-sink.ts). */
    mailDir: string;
  }
}

// One free-port finder for benchmarks and tests.
export { freePort };

/**
 * The TOTP key of every test server (TOTP_KEY_FILE, decision 45), outside every DATA_DIR: a key for tests
 * only, known to them, so that a test enrols staff in a server's database as that server would.
 */
export const testTotpKeyFile = fileURLToPath(new URL("./totp.key", import.meta.url));

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** A process's state letter and parent, from /proc; undefined once it is gone. */
function processStat(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (name) ": the state, then the parent's pid.
    const [state = "", parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Whether a process still runs: a zombie (exited, its parent gone and nobody reaping it) does not. */
export const isRunning = (pid: number): boolean => {
  const state = processStat(pid)?.state;
  return state !== undefined && state !== "Z";
};

/** The running processes `pid` started: a server's mail sender (server/mail-sender-process.ts). */
export function childProcesses(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => processStat(candidate)?.parent === pid && isRunning(candidate));
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  /** What the server wrote to stdout and stderr, when started with `captureOutput`. */
  output(): string;
  /** Stops it with SIGTERM, as systemd does; fails if it leaves its mail sender running. */
  stop(): Promise<void>;
}

/**
 * Starts the production server (from the build `npm test` makes first) as a separate process.
 * Behind a "proxy" on loopback: each browser context sends its own X-Forwarded-For, so the rate limit
 * counts each test separately, as it would count separate visitors.
 */
export async function startServer(env: Record<string, string>, { captureOutput = false } = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PUBLIC_URL: baseURL,
      TRUST_PROXY: "loopback",
      OUTBOX_POLL_SECONDS: "0.5",
      TOTP_KEY_FILE: testTotpKeyFile,
      // One log line per request would bury the test report; problems still show.
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", captureOutput ? "pipe" : "inherit", captureOutput ? "pipe" : "inherit"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await waitUntilServing(`${baseURL}/healthz`, child).catch((error) => {
    // Not left running (and polling a database about to go) when the test gives up on it.
    child.kill("SIGKILL");
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    baseURL,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const senders = childProcesses(child.pid as number);
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      const left = senders.filter(isRunning);
      if (left.length > 0) throw new Error(`The server exited and left its mail sender running (pid ${left.join(", ")})`);
    },
  };
}

/**
 * A server and SQLite database of the test file's own, for tests of the site as it ships: what other test files
 * publish, unpublish or end meanwhile on the shared servers is not what they check.
 */
export function useOwnServer(name: string): { readonly baseURL: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `tesfa-${name}-`));
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get baseURL() {
      if (!server) throw new Error("own server not started");
      return server.baseURL;
    },
  };
}

/** Both servers, one per database, sending e-mail to one SMTP sink on loopback. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), "tesfa-e2e-"));
  const mailDir = path.join(workDir, "mail");
  const smtp = await startSmtpSink(mailDir);
  const postgres = await startThrowawayPostgres();
  // The sink's url allows plain text (requireTLS=false): it is on loopback and offers no STARTTLS.
  const shared = { SMTP_URL: smtp.url, APP_SECRET: "e2e-secret-that-is-long-enough-for-the-schema" };
  const dataDir = path.join(workDir, "sqlite");
  const [sqliteServer, postgresServer] = await Promise.all([
    startServer({ ...shared, DATA_DIR: dataDir }),
    startServer({ ...shared, DATA_DIR: path.join(workDir, "postgres-data"), DATABASE_URL: postgres.url }),
  ]);
  project.provide("servers", {
    sqlite: { baseURL: sqliteServer.baseURL, dataDir },
    postgres: { baseURL: postgresServer.baseURL, dataDir: path.join(workDir, "postgres-data"), databaseUrl: postgres.url },
  });
  project.provide("mailDir", mailDir);
  return async () => {
    await Promise.all([sqliteServer.stop(), postgresServer.stop()]);
    await Promise.all([postgres.stop(), smtp.stop()]);
    rmSync(workDir, { recursive: true, force: true });
  };
}
