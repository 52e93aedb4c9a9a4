import { createHash, randomBytes } from "node:crypto";
import { recordAudit } from "#app/staff/audit.server.ts";
import { decoyHash, hashPassword, type PasswordProblem, passwordProblem, verifyPassword } from "#app/staff/passwords.server.ts";
import type { Database } from "#app/storage/database.server.ts";

/** Today every account is an administrator; a later change adds narrower roles. */
export const staffRoles = ["admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffAccount {
  id: number;
  email: string;
  status: "active" | "disabled";
  role: StaffRole;
  createdAt: string;
  hasPassword: boolean;
  /** Whether a second factor (an authenticator app) is enrolled. */
  hasSecondFactor: boolean;
}

export interface StaffRow extends Record<string, string | number | null> {
  id: number;
  email: string;
  status: string;
  role: string;
  created_at: string;
  password_hash: string | null;
  totp_enrolled_at: string | null;
}

/** The columns of staff_users an account is made of (`u` is the table's alias in every query). */
export const accountColumns = "u.id, u.email, u.status, u.role, u.created_at, u.password_hash, u.totp_enrolled_at";

export const toAccount = (row: StaffRow): StaffAccount => ({
  id: Number(row.id),
  email: row.email,
  status: row.status === "disabled" ? "disabled" : "active",
  role: staffRoles.find((role) => role === row.role) ?? "admin",
  createdAt: row.created_at,
  hasPassword: row.password_hash !== null,
  hasSecondFactor: row.totp_enrolled_at !== null,
});

/** Tokens (session ids, one-time links) are stored only as their SHA-256: a copy of the database opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
export const newToken = () => randomBytes(16).toString("base64url");

export class StaffAccountError extends Error {
  readonly reason: "exists" | "unknown" | PasswordProblem | "linkInvalid";
  constructor(reason: StaffAccountError["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

export async function findStaff(db: Database, email: string): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(`SELECT ${accountColumns} FROM staff_users u WHERE u.email = ?`, [email.trim().toLowerCase()]);
  return row ? toAccount(row) : undefined;
}

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  return (await db.all<StaffRow>(`SELECT ${accountColumns} FROM staff_users u ORDER BY u.email`)).map(toAccount);
}

export async function addStaff(db: Database, email: string, actor: string | null): Promise<StaffAccount> {
  const address = email.trim().toLowerCase();
  if (await findStaff(db, address)) throw new StaffAccountError("exists");
  await db.transaction(async (tx) => {
    await tx.run("INSERT INTO staff_users (email, status, created_at) VALUES (?, 'active', ?)", [address, new Date().toISOString()]);
    await recordAudit(tx, { actor, action: "staff.add", subject: address });
  });
  return (await findStaff(db, address)) as StaffAccount;
}

/** Sets a password (after checking it) and ends every session of the account. */
export async function setStaffPassword(db: Database, email: string, password: string, actor: string | null): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
  const account = await findStaff(db, email);
  if (!account) throw new StaffAccountError("unknown");
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.run("UPDATE staff_users SET password_hash = ?, password_set_at = ? WHERE id = ?", [hash, new Date().toISOString(), account.id]);
    await tx.run("DELETE FROM staff_sessions WHERE user_id = ?", [account.id]);
    await recordAudit(tx, { actor, action: "staff.password", subject: account.email });
  });
}

export async function setStaffStatus(db: Database, email: string, status: StaffAccount["status"], actor: string | null): Promise<void> {
  const account = await findStaff(db, email);
  if (!account) throw new StaffAccountError("unknown");
  await db.transaction(async (tx) => {
    await tx.run("UPDATE staff_users SET status = ? WHERE id = ?", [status, account.id]);
    if (status === "disabled") await tx.run("DELETE FROM staff_sessions WHERE user_id = ?", [account.id]);
    await recordAudit(tx, { actor, action: status === "disabled" ? "staff.disable" : "staff.enable", subject: account.email });
  });
}

/** A link that lets the account's owner choose a password once, within `hours`. */
export async function createPasswordLink(db: Database, email: string, publicUrl: string, actor: string | null, hours = 24): Promise<string> {
  const account = await findStaff(db, email);
  if (!account) throw new StaffAccountError("unknown");
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.run("INSERT INTO password_links (token_hash, user_id, expires_at) VALUES (?, ?, ?)", [
      tokenHash(token),
      account.id,
      new Date(Date.now() + hours * 3_600_000).toISOString(),
    ]);
    await recordAudit(tx, { actor, action: "staff.password-link", subject: account.email });
  });
  return new URL(`/admin/set-password?token=${token}`, publicUrl).href;
}

/** The account a password link is for, while it is unused and unexpired. */
export async function passwordLinkAccount(db: Database, token: string): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(
    `SELECT ${accountColumns} FROM password_links l JOIN staff_users u ON u.id = l.user_id
     WHERE l.token_hash = ? AND l.used_at IS NULL AND l.expires_at > ? AND u.status = 'active'`,
    [tokenHash(token), new Date().toISOString()],
  );
  return row ? toAccount(row) : undefined;
}

/**
 * Sets the password a link is for, once: the link is claimed by one UPDATE that only an unused, unexpired
 * link passes, so of two requests at the same moment exactly one goes on. A password refused by the
 * rules leaves the link unused, to try again.
 */
export async function redeemPasswordLink(db: Database, token: string, password: string): Promise<StaffAccount> {
  const problem = passwordProblem(password);
  const account = await passwordLinkAccount(db, token);
  if (!account) throw new StaffAccountError("linkInvalid");
  if (problem) throw new StaffAccountError(problem);
  const now = new Date().toISOString();
  const claimed = await db.transaction((tx) =>
    tx.run("UPDATE password_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?", [now, tokenHash(token), now]),
  );
  if (claimed !== 1) throw new StaffAccountError("linkInvalid");
  await setStaffPassword(db, account.email, password, account.email);
  return account;
}

/** The active account with this e-mail and password, or undefined. Takes as long for an unknown e-mail. */
export async function checkCredentials(db: Database, email: string, password: string): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(`SELECT ${accountColumns} FROM staff_users u WHERE u.email = ?`, [email.trim().toLowerCase()]);
  const matches = await verifyPassword(password, row?.password_hash ?? decoyHash);
  return row && matches && row.password_hash && row.status === "active" ? toAccount(row) : undefined;
}
