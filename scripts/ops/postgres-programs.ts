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

/**
 * How pg_dump, pg_restore or psql reach DATABASE_URL: `dbname`, the URL without its password (in its user
 * part, or a `password=` parameter), for `--dbname`, and the password in PGPASSWORD in `env`: never on a
 * command line, which `ps` shows every user of the machine and an error message quotes. The URL is cut
 * as text: libpq's URLs (postgres://tesfa@/tesfa?host=/run/postgresql) are not all WHATWG URLs.
 */
export function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let password: string | undefined;
  const [base = "", query] = databaseUrl.split("?", 2) as [string, string | undefined];
  const withoutUserPassword = base.replace(/^(postgres(?:ql)?:\/\/[^:@/]*):([^@/]*)@/, (_, user: string, given: string) => {
    password = decodeURIComponent(given);
    return `${user}@`;
  });
  const parameters = (query ?? "").split("&").filter((parameter) => {
    if (!parameter.startsWith("password=")) return parameter !== "";
    password = decodeURIComponent(parameter.slice("password=".length));
    return false;
  });
  return {
    dbname: parameters.length ? `${withoutUserPassword}?${parameters.join("&")}` : withoutUserPassword,
    env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password },
  };
}
