/**
 * `npm run bench:backup`: how long `npm run backup` takes for a site holding 100,000 submissions while it
 * takes new ones, on SQLite and on PostgreSQL. Prints one line. Run `npm run build` first.
 *
 * Each backend gets fresh data (a temp DATA_DIR, a throwaway PostgreSQL cluster), seeded through the data
 * layer as a site looks after a few years: 100,000 registrations, each with its two e-mails in the outbox,
 * those of the last 30 days (the newest 3,000) with their contents (about 16.6 KB a registration), the
 * older ones erased by the retention task. Then the production server starts on it, 8 loops post
 * registrations to it, and `npm run backup` runs as an operator would; the time is the script's own, from
 * start to exit. BENCH_SUBMISSIONS changes the 100,000, BENCH_BACKENDS the databases (sqlite,postgres).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase, type SqlValue } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";
import { startThrowawayPostgres } from "../dev/throwaway-postgres.ts";
import { startBenchServer, uniqueBody } from "./bench-server.ts";

type Backend = "sqlite" | "postgres";
const total = Number(process.env.BENCH_SUBMISSIONS || 100_000);
const withContents = Math.min(3_000, total);
const backends = (process.env.BENCH_BACKENDS || "sqlite,postgres").split(",") as Backend[];
if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const payload = JSON.stringify({
  parentName: "Almaz Bekele",
  parentEmail: "almaz@example.org",
  parentPhone: "(503) 555-0123",
  childName: "ዳዊት በቀለ",
  childAge: 9,
  childGrade: "4",
  amharicLevel: "beginner",
  medicalInfo: "Peanut allergy: carries an EpiPen in the front pocket of the blue backpack. ".repeat(6),
  emergencyContact: "Tsehay Alemu",
  emergencyPhone: "(503) 555-0177",
  scholarshipNeeded: true,
  agreement: true,
});
// A confirmation and a staff notice: about 16.6 KB of text and HTML together, as a registration's are.
const text = "Registration received. Child: ዳዊት በቀለ, age 9. Medical information: Peanut allergy. ".repeat(40);
const html = `<p>${"Registration received. <strong>Child:</strong> ዳዊት በቀለ, age 9. Medical information: Peanut allergy.</p><p>".repeat(40)}</p>`;

const placeholders = (rows: number, columns: number) => Array.from({ length: rows }, () => `(${Array(columns).fill("?").join(", ")})`).join(", ");

async function seed(db: Database): Promise<void> {
  const chunk = 250;
  const sentAt = new Date(Date.now() - 60 * 86_400_000).toISOString();
  for (let first = 0; first < total; first += chunk) {
    const numbers = Array.from({ length: Math.min(chunk, total - first) }, (_, i) => first + i + 1);
    await db.transaction(async (tx) => {
      const submissions = await tx.all<{ id: number; reference: string }>(
        `INSERT INTO submissions (kind, reference, idempotency_key, lang, name, email, status, payload, created_at, updated_at)
         VALUES ${placeholders(numbers.length, 10)} RETURNING id, reference`,
        numbers.flatMap((n) => ["registration", `REG-2020-${n}`, `seed-${n}`, "en", "Almaz Bekele", `seed-${n}@example.org`, "new", payload, sentAt, sentAt]),
      );
      const outbox: SqlValue[] = [];
      for (const { id, reference } of submissions) {
        const kept = Number(reference.slice(9)) > total - withContents;
        for (const to of [`${reference}@example.org`, "school@example.org"])
          outbox.push(
            id,
            `<${reference}-${to}>`,
            kept ? to : "",
            kept ? `Registration received: ${reference}` : "",
            kept ? text : "",
            kept ? html : "",
            "{}",
            "sent",
            1,
            sentAt,
            sentAt,
            sentAt,
            kept ? null : sentAt,
          );
      }
      await tx.run(
        `INSERT INTO outbox (submission_id, message_id, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at, sent_at, redacted_at)
         VALUES ${placeholders(submissions.length * 2, 13)}`,
        outbox,
      );
    });
  }
}

function backup(file: string, env: Record<string, string>): Promise<number> {
  const { DATABASE_URL: _url, APP_SECRET: _secret, ...inherited } = process.env;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/ops/backup.ts", file], { env: { ...inherited, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.once("exit", (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`backup failed: ${errors}`))));
  });
}

async function measure(backend: Backend): Promise<string> {
  const workDir = mkdtempSync(path.join(tmpdir(), `tesfa-bench-backup-${backend}-`));
  const cluster = backend === "postgres" ? await startThrowawayPostgres() : undefined;
  try {
    const env = { DATA_DIR: path.join(workDir, "data"), ...(cluster ? { DATABASE_URL: cluster.url } : {}) };
    const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await migrate(db);
    await seed(db);
    await db.close();
    const server = await startBenchServer(env);
    let accepted = 0;
    let running = true;
    const loop = async () => {
      while (running) {
        const response = await fetch(`${server.origin}/register.data`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: uniqueBody(),
        });
        if (response.ok && (await response.text()).includes('"received"')) accepted++;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, loop));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const acceptedBefore = accepted;
    const file = path.join(workDir, "site.backup");
    const seconds = await backup(file, env);
    const meanwhile = accepted - acceptedBefore;
    running = false;
    await load;
    await server.stop();
    const name = backend === "sqlite" ? "SQLite" : "PostgreSQL";
    return `${name} ${seconds.toFixed(1)} s (${(statSync(file).size / 1_048_576).toFixed(0)} MB file, ${Math.round(meanwhile / seconds)} submissions/s accepted meanwhile)`;
  } finally {
    await cluster?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const results: string[] = [];
for (const backend of backends) results.push(await measure(backend));
console.log(`Backup of ${total.toLocaleString("en-US")} submissions under load: ${results.join("; ")}`);
