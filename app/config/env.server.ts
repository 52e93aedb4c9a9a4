import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start-up. README.md lists them too.
 * A bad value stops the server with a message naming the variable, rather than failing later.
 */
const envSchema = z.object({
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 in a container, 127.0.0.1 to keep it local. */
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
