import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The folder of PostgreSQL's programs (initdb, pg_ctl, pg_dump, pg_restore): pg_config's answer, else the
 * newest /usr/lib/postgresql/N/bin (Debian installs them there, off PATH), else undefined to rely on PATH.
 * The newest, because pg_dump refuses a server newer than itself.
 */
export function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    if (dir && existsSync(join(dir, "pg_dump"))) return dir;
  } catch {
    // no pg_config
  }
  try {
    const versions = readdirSync("/usr/lib/postgresql")
      .filter((name) => existsSync(join("/usr/lib/postgresql", name, "bin", "pg_dump")))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a) || b.localeCompare(a));
    if (versions[0]) return join("/usr/lib/postgresql", versions[0], "bin");
  } catch {
    // no Debian layout
  }
  return undefined;
}

export function postgresProgram(name: string): string {
  const dir = postgresBinDir();
  return dir ? join(dir, name) : name;
}
