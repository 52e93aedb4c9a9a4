import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret that signs unsubscribe links (and, later, anything else the server signs). APP_SECRET when
 * set; otherwise one made on first start and kept in the data folder, so `npm start` needs no set-up
 * and links in e-mails already sent keep working after a restart.
 */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "secret.key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
