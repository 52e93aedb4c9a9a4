import { type KeyObject, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { encode } from "uqr";
import { organisation } from "#app/config/organisation.ts";
import { openTotpSecret, sealTotpSecret } from "#app/staff/security/totp-key.server.ts";
import { newToken, type StaffAccount, tokenHash } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { seesChildrensData } from "#app/staff/shared/permissions.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";

/**
 * The second factor: a TOTP authenticator app (RFC 6238: SHA-1, 6 digits, 30 seconds, as every app reads
 * them), with ten single-use recovery codes for a lost phone. See
 * docs/decisions/0013-sign-in-throttles-and-second-factor.md.
 */

export interface SiteSettings {
  /** "Require a second factor for all accounts", switched by an administrator in the staff area. */
  requireSecondFactor: boolean;
}

/**
 * The one rule: whether an account must pass a second factor before it gets a session. Always once it has
 * one, always when its role can see children's data (a stolen password alone must never open a child's
 * record), and for every account when the site requires it.
 */
export function needsSecondFactor(account: Pick<StaffAccount, "role" | "hasSecondFactor">, settings: SiteSettings): boolean {
  return account.hasSecondFactor || seesChildrensData(account.role) || settings.requireSecondFactor;
}

export async function readSettings(db: Database): Promise<SiteSettings> {
  const row = await db.get<{ value: string }>("SELECT value FROM site_settings WHERE name = 'require_second_factor'");
  return { requireSecondFactor: row?.value === "true" };
}

export async function setRequireSecondFactor(db: Database, required: boolean, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO site_settings (name, value, updated_at, updated_by) VALUES ('require_second_factor', ?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [String(required), new Date().toISOString(), actor],
    );
    // Sessions begun without a second factor end: from now on, those accounts set one up at sign-in.
    if (required) await tx.run("DELETE FROM staff_sessions WHERE user_id IN (SELECT id FROM staff_users WHERE totp_enrolled_at IS NULL)");
    await recordAudit(tx, { actor, action: "settings.second-factor", detail: { required } });
  });
}

// --- The half-signed-in state ---------------------------------------------------------------------------

/**
 * Between the password and the second factor: ten minutes, a random id in a cookie that is not a session, and
 * its hash in a row of the database (decision 47). Nothing in a copy of the database makes one: a row's id is
 * stored only hashed, and a new password deletes the account's rows (setStaffPassword).
 */
export const pendingLifetimeMs = 10 * 60_000;

export function pendingCookieName(secure: boolean): string {
  return secure ? "__Host-tesfa-staff-pending" : "tesfa-staff-pending";
}

/** Says "this browser gave the password of `account`", until it expires; answers the cookie's value. */
export async function startPending(db: Database, account: StaffAccount, now = Date.now()): Promise<string> {
  const id = newToken();
  await db.transaction((tx) =>
    tx.run("INSERT INTO staff_pending_sign_ins (id_hash, user_id, expires_at) VALUES (?, ?, ?)", [
      tokenHash(id),
      account.id,
      new Date(now + pendingLifetimeMs).toISOString(),
    ]),
  );
  return id;
}

/** The account id a pending cookie's value stands for, while its row is there and unexpired. */
export async function readPending(db: Database, id: string | null, now = Date.now()): Promise<number | undefined> {
  if (!id) return undefined;
  const row = await db.get<{ user_id: number }>("SELECT user_id FROM staff_pending_sign_ins WHERE id_hash = ? AND expires_at > ?", [
    tokenHash(id),
    new Date(now).toISOString(),
  ]);
  return row ? Number(row.user_id) : undefined;
}

/**
 * Forgets expired half-signed-in states (the periodic clean-up, expiry.server.ts). A state is not ended by the
 * sign-in it leads to: the page showing new recovery codes is drawn from it in the same request. The browser
 * forgets the cookie then, and a replayed one still asks for a code.
 */
export const removeExpiredPending = (q: Queryable, now = new Date()) => q.run("DELETE FROM staff_pending_sign_ins WHERE expires_at <= ?", [now.toISOString()]);

export function pendingCookie(token: string | null, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${pendingCookieName(secure)}=${token ?? ""}`, `Max-Age=${token ? pendingLifetimeMs / 1000 : 0}`, ...attributes].join("; ");
}

// --- TOTP -----------------------------------------------------------------------------------------------

const period = 30;
const totpFor = (email: string, secret: string) =>
  new TOTP({ issuer: organisation.shortName, label: email, algorithm: "SHA1", digits: 6, period, secret: Secret.fromBase32(secret) });

const digitsOnly = (code: string) => code.replace(/[\s-]/g, "");

/** The time-step a code belongs to, when it is right now or one step either side (a phone's clock drifts). */
function matchingStep(email: string, secret: string, code: string, now: number): number | undefined {
  const token = digitsOnly(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(email, secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / period) + delta;
}

export interface Enrolment {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG path on a `size` × `size` grid of modules (quiet zone included). */
  qrPath: string;
  qrSize: number;
}

/**
 * The secret an account is enrolling with: the same one until it is confirmed, so reloading the page keeps it.
 * Stored sealed with `totpKey`, as the confirmed one is (app/staff/security/totp-key.server.ts).
 */
export async function enrolment(db: Database, account: StaffAccount, totpKey: KeyObject): Promise<Enrolment> {
  await db.transaction((tx) =>
    tx.run("UPDATE staff_users SET totp_pending_secret = ? WHERE id = ? AND totp_pending_secret IS NULL", [
      sealTotpSecret(totpKey, account.id, new Secret({ size: 20 }).base32),
      account.id,
    ]),
  );
  const row = await db.get<{ totp_pending_secret: string }>("SELECT totp_pending_secret FROM staff_users WHERE id = ?", [account.id]);
  const secret = openTotpSecret(totpKey, account.id, row?.totp_pending_secret ?? "");
  const uri = totpFor(account.email, secret).toString();
  const qr = encode(uri, { ecc: "M", border: 2 });
  const qrPath = qr.data.flatMap((line, y) => line.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return { secret, uri, qrPath, qrSize: qr.size };
}

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
/** Ten codes of ten letters and digits (about 50 bits each), stored only as their SHA-256, like session ids. */
const newRecoveryCodes = () =>
  Array.from({ length: 10 }, () => {
    const letters = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
const normalisedRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s/g, "");

async function replaceRecoveryCodes(tx: Pick<Database, "run">, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const now = new Date().toISOString();
  await tx.run("DELETE FROM staff_recovery_codes WHERE user_id = ?", [userId]);
  for (const code of codes) await tx.run("INSERT INTO staff_recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)", [userId, tokenHash(code), now]);
  return codes;
}

/**
 * Confirms enrolment with a code from the app: the pending secret becomes the account's, and its first
 * recovery codes are made. Answers them (to be shown once), or undefined when the code is wrong.
 */
export async function confirmEnrolment(db: Database, account: StaffAccount, totpKey: KeyObject, code: string, now = Date.now()): Promise<string[] | undefined> {
  const row = await db.get<{ totp_pending_secret: string | null }>("SELECT totp_pending_secret FROM staff_users WHERE id = ?", [account.id]);
  const sealed = row?.totp_pending_secret;
  const step = sealed ? matchingStep(account.email, openTotpSecret(totpKey, account.id, sealed), code, now) : undefined;
  if (!sealed || step === undefined) return undefined;
  return db.transaction(async (tx) => {
    const changed = await tx.run(
      `UPDATE staff_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enrolled_at = ?, totp_last_step = ?
       WHERE id = ? AND totp_pending_secret = ?`,
      [new Date(now).toISOString(), step, account.id, sealed],
    );
    if (changed !== 1) return undefined;
    await recordAudit(tx, { actor: account.email, action: "staff.second-factor-enrol", subject: account.email });
    return replaceRecoveryCodes(tx, account.id);
  });
}

/**
 * Checks a code from the app. A code is used once: the step it belongs to must come after the last one
 * used, and is claimed by one UPDATE, so the same code sent twice at once opens at most one session.
 */
export async function verifyCode(db: Database, account: StaffAccount, totpKey: KeyObject, code: string, now = Date.now()): Promise<boolean> {
  const row = await db.get<{ totp_secret: string | null }>("SELECT totp_secret FROM staff_users WHERE id = ?", [account.id]);
  const step = row?.totp_secret ? matchingStep(account.email, openTotpSecret(totpKey, account.id, row.totp_secret), code, now) : undefined;
  if (step === undefined) return false;
  const claimed = await db.transaction((tx) =>
    tx.run("UPDATE staff_users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)", [step, account.id, step]),
  );
  return claimed === 1;
}

/** Uses one recovery code, once; the audit log says how many are left. */
export async function redeemRecoveryCode(db: Database, account: StaffAccount, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.run("UPDATE staff_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL", [
      new Date().toISOString(),
      account.id,
      tokenHash(normalisedRecoveryCode(code)),
    ]);
    if (used !== 1) return false;
    const left = await tx.get<{ n: number }>("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE user_id = ? AND used_at IS NULL", [account.id]);
    await recordAudit(tx, { actor: account.email, action: "staff.recovery-code", subject: account.email, detail: { left: Number(left?.n ?? 0) } });
    return true;
  });
}

export async function recoveryCodesLeft(db: Database, account: StaffAccount): Promise<number> {
  return Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE user_id = ? AND used_at IS NULL", [account.id]))?.n ?? 0);
}

/** New recovery codes, replacing every earlier one; shown once. */
export async function regenerateRecoveryCodes(db: Database, account: StaffAccount): Promise<string[]> {
  return db.transaction(async (tx) => {
    await recordAudit(tx, { actor: account.email, action: "staff.recovery-codes", subject: account.email });
    return replaceRecoveryCodes(tx, account.id);
  });
}

/**
 * For a staff member who lost their phone and their codes (npm run staff -- reset-second-factor): removes
 * the second factor and ends the account's sessions; the next sign-in enrols a new one.
 */
export async function resetSecondFactor(db: Database, account: StaffAccount, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run("UPDATE staff_users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL WHERE id = ?", [
      account.id,
    ]);
    await tx.run("DELETE FROM staff_recovery_codes WHERE user_id = ?", [account.id]);
    await tx.run("DELETE FROM staff_sessions WHERE user_id = ?", [account.id]);
    await recordAudit(tx, { actor, action: "staff.second-factor-reset", subject: account.email });
  });
}
