/**
 * A private, temporary PostgreSQL cluster for tests and local runs, built from the machine's
 * PostgreSQL binaries (initdb, pg_ctl) in a fresh temp directory, listening on 127.0.0.1 on a
 * free port with trust authentication, or with `password` a password every connection must give (its
 * url then holds it). Nothing is shared with any system cluster.
 *
 * As a library:
 *   const db = await startThrowawayPostgres();   // db.url = postgres://tesfa@127.0.0.1:<port>/tesfa
 *   ...
 *   await db.stop();                            // stops the server and deletes the directory
 *
 * As a script (runs one command against a fresh database, then throws it away):
 *   node scripts/dev/throwaway-postgres.ts -- <command> [args...]
 * The command gets DATABASE_URL; the script exits with the command's exit code.
 * Without a command it prints the URL and keeps the cluster until Ctrl-C.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { chown, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { constants, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { postgresBinDir } from "../ops/postgres-programs.ts";

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = "tesfa";
const DATABASE = "tesfa";

/** The binaries refuse to run as root, so as root they run as the postgres user. */
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Environment for the PostgreSQL programs, without PG* variables that could point them elsewhere. */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("PG")));
}

function command(binDir: string | undefined, program: string, args: string[]): [string, string[]] {
  const file = binDir ? join(binDir, program) : program;
  return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

class CommandError extends Error {
  output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

function run(
  binDir: string | undefined,
  program: string,
  args: string[],
  cwd: string,
  options: { detached?: boolean; timeoutMs?: number } = {},
): Promise<string> {
  const [file, fullArgs] = command(binDir, program, args);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, fullArgs, {
      cwd,
      env: childEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: options.detached,
      timeout: options.timeoutMs ?? 60_000,
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("error", (error) => reject(new CommandError(`${program} could not run: ${error.message}`, output.trim())));
    child.once("close", (code, signal) => {
      if (code === 0) resolvePromise(output.trim());
      else reject(new CommandError(`${program} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`, output.trim()));
    });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePromise(address.port) : reject(new Error("no free port"))));
    });
  });
}

function postgresUid(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

// ---- clean-up when the process ends without stop() ------------------------------------------

interface Cluster {
  binDir: string | undefined;
  dir: string;
}

const running = new Set<Cluster>();
let exitHooksInstalled = false;

/** Synchronous, best-effort stop for exit and signal handlers (no event loop left to wait on). */
function stopSync(cluster: Cluster): void {
  running.delete(cluster);
  const data = join(cluster.dir, "data");
  if (existsSync(join(data, "postmaster.pid"))) {
    const [file, args] = command(cluster.binDir, "pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "20", "stop"]);
    try {
      execFileSync(file, args, { cwd: cluster.dir, env: childEnv(), stdio: "ignore", timeout: 30_000 });
    } catch {
      // already gone, or it will die with the directory
    }
  }
  rmSync(cluster.dir, { recursive: true, force: true });
}

function onSignal(signal: NodeJS.Signals): void {
  // If the program handles the signal itself, let it stop the clusters in order (the exit hook is the backstop).
  if (process.listenerCount(signal) > 1) return;
  for (const cluster of [...running]) stopSync(cluster);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  // Adding a listener disabled the default "terminate"; restore it unless someone else handles the signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on("exit", () => {
    for (const cluster of [...running]) stopSync(cluster);
  });
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}

// ---- start / stop ----------------------------------------------------------------------------

async function serverLog(dir: string): Promise<string> {
  try {
    return (await readFile(join(dir, "log"), "utf8")).trim();
  } catch {
    return "(no server log)";
  }
}

export async function startThrowawayPostgres(options: { log?: (line: string) => void; password?: string } = {}): Promise<ThrowawayPostgres> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const binDir = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), "throwaway-postgres-"));
  const data = join(dir, "data");
  const cluster: Cluster = { binDir, dir };
  running.add(cluster);
  installExitHooks();

  try {
    const passwordFile = join(dir, "password");
    if (options.password !== undefined) await writeFile(passwordFile, options.password, { mode: 0o600 });
    if (asRoot) {
      const { uid, gid } = postgresUid();
      await chown(dir, uid, gid);
      if (options.password !== undefined) await chown(passwordFile, uid, gid);
    }
    const authentication = options.password === undefined ? ["-A", "trust"] : ["-A", "scram-sha-256", `--pwfile=${passwordFile}`];

    const initdb = (locale: string[]) => run(binDir, "initdb", ["-D", data, "-U", USER, ...authentication, "-E", "UTF8", ...locale], dir);
    try {
      await initdb(["--locale=C.UTF-8"]);
    } catch (error) {
      log(`initdb with --locale=C.UTF-8 failed, retrying with --no-locale: ${(error as Error).message}`);
      await rm(data, { recursive: true, force: true });
      await initdb(["--no-locale"]);
    }
    log(`initdb ${data} (${Date.now() - started} ms)`);

    // The free port can be taken between probing and binding; try a few.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const serverOptions = `-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c max_connections=200`;
      try {
        // detached: a new session, so a Ctrl-C at the terminal reaches us (and our orderly stop), not the server.
        await run(binDir, "pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "60", "-o", serverOptions, "start"], dir, {
          detached: true,
          timeoutMs: 90_000,
        });
        break;
      } catch (error) {
        const text = await serverLog(dir);
        if (attempt < 3 && /already in use|could not bind/i.test(text)) {
          log(`port ${port} was taken, retrying`);
          continue;
        }
        throw error;
      }
    }
    log(`server listening on 127.0.0.1:${port} (${Date.now() - started} ms)`);

    const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: options.password, database: "postgres" });
    await client.connect();
    try {
      await client.query(`create database ${DATABASE}`);
    } finally {
      await client.end();
    }
    log(`database ${DATABASE} ready (${Date.now() - started} ms)`);

    let stopping: Promise<void> | undefined;
    return {
      url: `postgres://${USER}${options.password === undefined ? "" : `:${encodeURIComponent(options.password)}`}@127.0.0.1:${port}/${DATABASE}`,
      stop() {
        stopping ??= stop(cluster, log);
        return stopping;
      },
    };
  } catch (error) {
    const output = error instanceof CommandError && error.output ? `\n--- output ---\n${error.output}` : "";
    const serverText = `\n--- server log ---\n${await serverLog(dir)}`;
    stopSync(cluster);
    throw new Error(`Could not start a throwaway PostgreSQL: ${(error as Error).message}${output}${serverText}`, {
      cause: error,
    });
  }
}

async function stop(cluster: Cluster, log: (line: string) => void): Promise<void> {
  if (!running.has(cluster)) return;
  const started = Date.now();
  const data = join(cluster.dir, "data");
  try {
    await run(cluster.binDir, "pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"], cluster.dir);
  } catch (error) {
    // Only worth reporting if a server is still there.
    if (existsSync(join(data, "postmaster.pid"))) {
      stopSync(cluster);
      throw error;
    }
  } finally {
    running.delete(cluster);
    await rm(cluster.dir, { recursive: true, force: true });
  }
  log(`stopped and removed ${cluster.dir} (${Date.now() - started} ms)`);
}

// ---- script mode -----------------------------------------------------------------------------

function isMain(): boolean {
  if (typeof import.meta.main === "boolean") return import.meta.main;
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

async function main(argv: string[]): Promise<number> {
  const [program, ...args] = argv[0] === "--" ? argv.slice(1) : argv;
  const db = await startThrowawayPostgres({ log: (line) => console.error(`[throwaway-postgres] ${line}`) });

  if (!program) {
    console.log(db.url);
    console.error("[throwaway-postgres] running; Ctrl-C stops it and deletes the data");
    await new Promise<void>((resolvePromise) => {
      const keepAlive = setInterval(() => {}, 1 << 30); // signal listeners alone do not keep Node running
      const done = () => {
        clearInterval(keepAlive);
        resolvePromise();
      };
      process.once("SIGINT", done);
      process.once("SIGTERM", done);
    });
    await db.stop();
    return 0;
  }

  const child = spawn(program, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: db.url } });
  // The child sees a terminal Ctrl-C itself; forward SIGTERM, and stay alive until it has exited.
  const forward = (signal: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolvePromise) => {
    child.once("error", (error) => {
      console.error(`[throwaway-postgres] could not run ${program}: ${error.message}`);
      resolvePromise(127);
    });
    child.once("exit", (exitCode, signal) => {
      resolvePromise(exitCode ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
  await db.stop();
  return code;
}

if (isMain()) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
