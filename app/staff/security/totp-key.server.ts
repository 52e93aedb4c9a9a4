import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "#app/storage/database.server.ts";

/**
 * The staff's TOTP secrets are sealed in the database with AES-256-GCM under a key kept in a file outside
 * DATA_DIR (TOTP_KEY_FILE), so a backup or a copy of the database alone yields no codes (decision 45).
 * A sealed secret is `aes256gcm:` and the base64url of its 12-byte IV, 16-byte tag and ciphertext, bound
 * to its account's id: copied onto another account, it does not open.
 */
const sealedPrefix = "aes256gcm:";
const ivBytes = 12;
const tagBytes = 16;

const accountData = (userId: number) => Buffer.from(`staff_users ${userId}`);

export function sealTotpSecret(key: KeyObject, userId: number, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(accountData(userId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${sealedPrefix}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The base32 secret a sealed value holds; throws, never answers a guess, when the key is not the one it was sealed with. */
export function openTotpSecret(key: KeyObject, userId: number, stored: string): string {
  if (!stored.startsWith(sealedPrefix)) throw new Error(`The second-factor secret of staff account ${userId} is not sealed (decision 45)`);
  const bytes = Buffer.from(stored.slice(sealedPrefix.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivBytes))
    .setAAD(accountData(userId))
    .setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString("utf8");
  } catch {
    throw new Error(`The TOTP key (TOTP_KEY_FILE) does not open the second-factor secret of staff account ${userId}: it is not the key it was sealed with`);
  }
}

/** The key a key file holds: 32 random bytes in base64, as `head -c 32 /dev/urandom | base64` writes them. */
export function readTotpKeyFile(keyFile: string): KeyObject {
  const text = readFileSync(keyFile, "utf8").trim();
  const bytes = Buffer.from(text, "base64");
  if (bytes.length !== 32 || bytes.toString("base64") !== text)
    throw new Error(`${keyFile} (TOTP_KEY_FILE) must hold 32 random bytes in base64, as \`head -c 32 /dev/urandom | base64\` writes them`);
  return createSecretKey(bytes);
}

const sealedCondition = `totp_secret LIKE '${sealedPrefix}%' OR totp_pending_secret LIKE '${sealedPrefix}%'`;

/**
 * At start-up: the key of TOTP_KEY_FILE, made there (0600, in a folder made 0700) when there is none and no
 * secret is sealed yet; checked against a sealed secret when there is one, so that a missing or wrong key
 * stops the server with a clear message rather than failing sign-ins; and every secret still stored in
 * plain text (from before decision 45) sealed with it.
 */
export async function loadTotpKey(db: Database, keyFile: string): Promise<KeyObject> {
  const sealed = await db.get<{ id: number; totp_secret: string | null; totp_pending_secret: string | null }>(
    `SELECT id, totp_secret, totp_pending_secret FROM staff_users WHERE ${sealedCondition} ORDER BY id LIMIT 1`,
  );
  let key: KeyObject;
  try {
    key = readTotpKeyFile(keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    if (sealed)
      throw new Error(
        `${keyFile} (TOTP_KEY_FILE) is missing, and the database holds second-factor secrets sealed with the key it held: put that file back (docs/deploy.md, "The TOTP key"). ` +
          "If it is lost, those second factors cannot be read: reset each one (npm run staff -- reset-second-factor EMAIL) and start again.",
      );
    mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(keyFile, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
      console.log(`TOTP key: made ${keyFile}; keep a copy of it apart from the backups (docs/deploy.md, "The TOTP key")`);
    } catch (made) {
      // Another server on this machine made it first.
      if ((made as NodeJS.ErrnoException).code !== "EEXIST") throw made;
    }
    key = readTotpKeyFile(keyFile);
  }
  const sample = sealed?.totp_secret?.startsWith(sealedPrefix) ? sealed.totp_secret : sealed?.totp_pending_secret;
  if (sealed && sample) openTotpSecret(key, sealed.id, sample);

  const plain = await db.all<{ id: number; totp_secret: string | null; totp_pending_secret: string | null }>(
    `SELECT id, totp_secret, totp_pending_secret FROM staff_users
     WHERE (totp_secret IS NOT NULL AND totp_secret NOT LIKE '${sealedPrefix}%') OR (totp_pending_secret IS NOT NULL AND totp_pending_secret NOT LIKE '${sealedPrefix}%')`,
  );
  for (const row of plain)
    await db.transaction(async (tx) => {
      // Each only if it is still the plain one: another server starting at once may have sealed it first.
      for (const column of ["totp_secret", "totp_pending_secret"] as const) {
        const secret = row[column];
        if (secret && !secret.startsWith(sealedPrefix))
          await tx.run(`UPDATE staff_users SET ${column} = ? WHERE id = ? AND ${column} = ?`, [sealTotpSecret(key, row.id, secret), row.id, secret]);
      }
    });
  if (plain.length) console.log(`TOTP key: sealed the second-factor secrets of ${plain.length} staff account(s) stored in plain text`);
  return key;
}
