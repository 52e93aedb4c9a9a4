import { createHash, randomBytes } from "node:crypto";
import { isLang, type Lang, localizePath } from "#app/i18n/language.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { decoyHash, hashPassword, type PasswordProblem, passwordProblem, verifyPassword } from "#app/staff/shared/passwords.server.ts";
import { isStaffRole, type StaffRole, seesChildrensData } from "#app/staff/shared/permissions.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";

export type { StaffRole } from "#app/staff/shared/permissions.ts";

export interface StaffAccount {
  id: number;
  email: string;
  status: "active" | "disabled";
  role: StaffRole;
  /** The one language a translator may change; null for every other role. */
  translates: Lang | null;
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
  translates: string | null;
  created_at: string;
  password_hash: string | null;
  totp_enrolled_at: string | null;
}

/** The columns of staff_users an account is made of (`u` is the table's alias in every query). */
export const accountColumns = "u.id, u.email, u.status, u.role, u.translates, u.created_at, u.password_hash, u.totp_enrolled_at";

export const toAccount = (row: StaffRow): StaffAccount => ({
  id: Number(row.id),
  email: row.email,
  status: row.status === "disabled" ? "disabled" : "active",
  // An unknown role (written by a newer version, say) gets the narrowest one, never more than it had.
  role: isStaffRole(row.role) ? row.role : "translator",
  translates: isLang(row.translates) ? row.translates : null,
  createdAt: row.created_at,
  hasPassword: row.password_hash !== null,
  hasSecondFactor: row.totp_enrolled_at !== null,
});

/** Tokens (session ids, one-time links) are stored only as their SHA-256: a copy of the database opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
export const newToken = () => randomBytes(16).toString("base64url");

export class StaffAccountError extends Error {
  readonly reason: "exists" | "unknown" | PasswordProblem | "linkInvalid" | "lastAdmin";
  constructor(reason: StaffAccountError["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

export async function findStaff(db: Queryable, email: string): Promise<StaffAccount | undefined> {
  const row = await db.get<StaffRow>(`SELECT ${accountColumns} FROM staff_users u WHERE u.email = ?`, [email.trim().toLowerCase()]);
  return row ? toAccount(row) : undefined;
}

export interface ListedAccount extends StaffAccount {
  /** The last completed sign-in (from the addresses it signed in from), or null. */
  lastSignInAt: string | null;
}

export async function listStaff(db: Database): Promise<ListedAccount[]> {
  const rows = await db.all<StaffRow & { last_sign_in_at: string | null }>(
    `SELECT ${accountColumns}, (SELECT MAX(k.last_sign_in_at) FROM sign_in_known_addresses k WHERE k.user_id = u.id) AS last_sign_in_at
     FROM staff_users u ORDER BY u.email`,
  );
  return rows.map((row) => ({ ...toAccount(row), lastSignInAt: row.last_sign_in_at }));
}

/** What an account may do: its role, and for a translator the one language it may change. */
export interface RoleChoice {
  role: StaffRole;
  translates?: Lang | null;
}

/** Only a translator has a language of its own (English when none is given). */
const translatesOf = ({ role, translates }: RoleChoice): Lang | null => (role === "translator" ? (translates ?? "en") : null);

/** Adds an account, without a password (a link or `setStaffPassword` gives it one); an administrator by default. */
export async function addStaff(db: Database, email: string, actor: string | null, choice: RoleChoice = { role: "admin" }): Promise<StaffAccount> {
  const address = email.trim().toLowerCase();
  if (await findStaff(db, address)) throw new StaffAccountError("exists");
  await db.transaction((tx) => insertStaff(tx, address, actor, choice));
  return (await findStaff(db, address)) as StaffAccount;
}

/** The row of a new account and its audit entry, inside the caller's transaction. */
export async function insertStaff(tx: Queryable, address: string, actor: string | null, choice: RoleChoice, action = "staff.add"): Promise<void> {
  const translates = translatesOf(choice);
  await tx.run("INSERT INTO staff_users (email, status, role, translates, created_at) VALUES (?, 'active', ?, ?, ?)", [
    address,
    choice.role,
    translates,
    new Date().toISOString(),
  ]);
  await recordAudit(tx, { actor, action, subject: address, detail: { role: choice.role, translates } });
}

/**
 * Sets a password (after checking it) and ends every session of the account but `keptSession` (the one of its
 * owner changing it), and every half-signed-in state the old password began.
 */
export async function setStaffPassword(db: Database, email: string, password: string, actor: string | null, keptSession?: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
  const account = await findStaff(db, email);
  if (!account) throw new StaffAccountError("unknown");
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.run("UPDATE staff_users SET password_hash = ?, password_set_at = ? WHERE id = ?", [hash, new Date().toISOString(), account.id]);
    await tx.run("DELETE FROM staff_sessions WHERE user_id = ? AND id_hash <> ?", [account.id, keptSession ? tokenHash(keptSession) : ""]);
    await tx.run("DELETE FROM staff_pending_sign_ins WHERE user_id = ?", [account.id]);
    await recordAudit(tx, { actor, action: "staff.password", subject: account.email });
  });
}

/**
 * Changes an account inside one transaction that first locks every active administrator's row (PostgreSQL;
 * SQLite has one writer), so two administrators demoting or disabling each other at the same moment cannot
 * leave the site without one: a change that would is refused ("lastAdmin").
 */
async function changeAccount(
  db: Database,
  email: string,
  change: (tx: Queryable, account: StaffAccount) => Promise<{ role: StaffRole; status: StaffAccount["status"] }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await tx.all<{ id: number }>(
      `SELECT id FROM staff_users WHERE role = 'admin' AND status = 'active' ORDER BY id${db.dialect === "postgres" ? " FOR UPDATE" : ""}`,
    );
    const account = await findStaff(tx, email);
    if (!account) throw new StaffAccountError("unknown");
    const after = await change(tx, account);
    const wasAdmin = admins.some((admin) => Number(admin.id) === account.id);
    const staysAdmin = after.role === "admin" && after.status === "active";
    if (wasAdmin && !staysAdmin && admins.length === 1) throw new StaffAccountError("lastAdmin");
  });
}

/** Disables (ending every session of the account) or enables an account. */
export async function setStaffStatus(db: Database, email: string, status: StaffAccount["status"], actor: string | null): Promise<void> {
  await changeAccount(db, email, async (tx, account) => {
    await tx.run("UPDATE staff_users SET status = ? WHERE id = ?", [status, account.id]);
    if (status === "disabled") await tx.run("DELETE FROM staff_sessions WHERE user_id = ?", [account.id]);
    await recordAudit(tx, { actor, action: status === "disabled" ? "staff.disable" : "staff.enable", subject: account.email });
    return { role: account.role, status };
  });
}

/**
 * Gives an account another role; it holds from the account's next request. An account whose new role sees
 * children's records but that has no second factor is signed out, so its next sign-in sets one up.
 */
export async function setStaffRole(db: Database, email: string, choice: RoleChoice, actor: string | null): Promise<void> {
  const translates = translatesOf(choice);
  await changeAccount(db, email, async (tx, account) => {
    await tx.run("UPDATE staff_users SET role = ?, translates = ? WHERE id = ?", [choice.role, translates, account.id]);
    if (!account.hasSecondFactor && seesChildrensData(choice.role)) await tx.run("DELETE FROM staff_sessions WHERE user_id = ?", [account.id]);
    await recordAudit(tx, {
      actor,
      action: "staff.role",
      subject: account.email,
      detail: { from: account.role, to: choice.role, translates },
    });
    return { role: choice.role, status: account.status };
  });
}

export const passwordLinkPath = "/admin/set-password";

/**
 * A new one-time link for the account's owner to choose a password within `hours`, inside the caller's
 * transaction. Only an account's newest link works: making one cancels the unused ones before it.
 */
export async function insertPasswordLink(tx: Queryable, account: StaffAccount, hours: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await tx.run("UPDATE password_links SET used_at = ? WHERE user_id = ? AND used_at IS NULL", [now.toISOString(), account.id]);
  await tx.run("INSERT INTO password_links (token_hash, user_id, expires_at) VALUES (?, ?, ?)", [
    tokenHash(token),
    account.id,
    new Date(now.getTime() + hours * 3_600_000).toISOString(),
  ]);
  return token;
}

/** The address a link's token opens, in the language of the person it is for. */
export const passwordLinkUrl = (token: string, publicUrl: string, lang: Lang = "en") =>
  new URL(`${localizePath(passwordLinkPath, lang)}?token=${token}`, publicUrl).href;

/** A link that lets the account's owner choose a password once, within `hours`. */
export async function createPasswordLink(db: Database, email: string, publicUrl: string, actor: string | null, hours = 24): Promise<string> {
  const account = await findStaff(db, email);
  if (!account) throw new StaffAccountError("unknown");
  const token = await db.transaction(async (tx) => {
    const made = await insertPasswordLink(tx, account, hours);
    await recordAudit(tx, { actor, action: "staff.password-link", subject: account.email });
    return made;
  });
  return passwordLinkUrl(token, publicUrl);
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
