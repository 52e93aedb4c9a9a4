import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import commonWords from "@zxcvbn-ts/language-common";

/**
 * Staff passwords: 12 to 128 characters, not one of the ~49,000 most common passwords, hashed with the
 * argon2id built into Node 24 (OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane). Stored as a PHC
 * string, so the parameters travel with each hash and can be raised later.
 */
export const passwordRules = { minLength: 12, maxLength: 128 } as const;
const parameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const argon2Async = promisify(argon2);
const commonPasswords = new Set((commonWords.dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

export type PasswordProblem = "tooShort" | "tooLong" | "common";

export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordRules.minLength) return "tooShort";
  if (length > passwordRules.maxLength) return "tooLong";
  if (commonPasswords.has(password.toLowerCase())) return "common";
  return null;
}

async function derive(password: string, salt: Buffer, { memory, passes, parallelism }: { memory: number; passes: number; parallelism: number }) {
  return argon2Async("argon2id", { message: password, nonce: salt, memory, passes, parallelism, tagLength: parameters.tagLength });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, parameters);
  return `$argon2id$v=19$m=${parameters.memory},t=${parameters.passes},p=${parameters.parallelism}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = stored.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash ?? "", "base64url");
  const actual = await derive(password, Buffer.from(salt ?? "", "base64url"), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: checked when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
export const decoyHash = await hashPassword(randomBytes(18).toString("base64url"));
