import { homedir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { organisation } from "#app/config/organisation.ts";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * Every environment variable the server reads, validated once at start-up. README.md ("Configuration")
 * lists them too. A bad value stops the server with a message naming the variable, rather than failing later.
 */
const envSchema = z.object({
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 in a container, 127.0.0.1 to keep it local. */
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** Folder of the SQLite database and the generated secret. */
  DATA_DIR: z.string().min(1).default("data"),
  /** postgres://user:password@host:5432/name: use PostgreSQL instead of the SQLite file. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  /**
   * smtp://user:password@host:587 (or smtps://): send e-mail. Unset, e-mails wait in the outbox. smtp://
   * requires STARTTLS (a server that does not offer it is refused and the e-mails wait); only a mail server
   * reached without crossing a network (the same machine) may be told `?requireTLS=false`, which lets
   * the password and the e-mails go in plain text when the server offers no TLS.
   */
  SMTP_URL: optional(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .refine((value) => [null, "true", "false"].includes(URL.parse(value)?.searchParams.get("requireTLS") ?? null), "requireTLS must be true or false"),
  ),
  /** The sender of the site's e-mails. */
  MAIL_FROM: z.string().min(3).default(organisation.mailFrom),
  /**
   * The address visitors reach the site at (https://… behind a proxy): forms are accepted only from this
   * origin and links in e-mails point to it. Unset (a local run), the address each request came to, and
   * e-mail links point to the organisation's site.
   */
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  /** Signs unsubscribe links; at least 32 characters. Unset, one is made and kept in the database. */
  APP_SECRET: optional(z.string().min(32)),
  /**
   * The key that seals the staff's TOTP secrets in the database (decision 45): a file outside DATA_DIR, so
   * neither a backup nor a copy of the data folder holds it. Made (0600) at the first start when missing;
   * every server sharing a database needs the same file (docs/deploy.md, "The TOTP key").
   */
  TOTP_KEY_FILE: z
    .string()
    .min(1)
    .default(() => path.join(homedir(), ".config", "tesfa", "totp.key")),
  /** Express "trust proxy" setting behind a reverse proxy (e.g. "loopback" or "1"): whose X-Forwarded-For/-Proto/-Host to believe. */
  TRUST_PROXY: optional(z.string()),
  /**
   * Accepted form submissions per client address (an IPv6 address's /64) within the window, counted in the
   * database for all servers: a hall of 60 families on one Wi-Fi can each register within ten minutes.
   */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** And per day, so that a script cannot keep posting at the short window's pace. */
  FORM_RATE_DAILY_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Days after which the contents of a sent e-mail (a child's medical notes, say) are erased from the outbox. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  /** How often the outbox is checked for e-mails due (new submissions are sent at once). */
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.1).default(15),
  /** Newsletter e-mails sent per minute, all newsletters together, per server: what the mail provider allows. */
  NEWSLETTER_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(120),
  /** The request log's threshold: "info" logs one line per request, "warn" only problems. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Whether `file` is `folder` or inside it, as the paths resolve from the working directory. */
const isInside = (file: string, folder: string) => {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

const checkedEnvSchema = envSchema.refine((env) => !isInside(env.TOTP_KEY_FILE, env.DATA_DIR), {
  path: ["TOTP_KEY_FILE"],
  message: "must be outside DATA_DIR: a copy of the data folder must not hold the key with the secrets it seals",
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

/** Where links sent out of the site (e-mails, set-password links) point: PUBLIC_URL, or the organisation's site. */
export const linkBaseUrl = (env: Env): string => env.PUBLIC_URL ?? organisation.siteUrl;
