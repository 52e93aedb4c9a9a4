/**
 * Staff accounts, from the command line (there is no sign-up page):
 *
 *   npm run staff -- add <email>             create an account and choose its password (asked twice, not shown)
 *   npm run staff -- add <email> --link      create an account and print a one-time link to choose the password
 *       --role admin|coordinator|editor|translator   the account's role (default admin: the first account, recovery)
 *       --translates en|am                   the one language a translator may change (default en)
 *   npm run staff -- list                    every account, its role, status and whether a password is set
 *   npm run staff -- disable <email>         refuse sign-in and end the account's sessions
 *   npm run staff -- enable <email>
 *   npm run staff -- reset-password <email> [--link]   a new password (ends all sessions), or a link for one
 *   npm run staff -- reset-second-factor <email>      for a lost phone and lost recovery codes: removes the
 *                                            second factor and ends all sessions; the next sign-in sets up a new one
 *
 * Day to day, an administrator invites staff and changes roles in the staff area (/admin/accounts); this
 * command is for the first administrator and for recovery.
 *
 * It uses the same configuration as the server (DATA_DIR or DATABASE_URL, PUBLIC_URL for links).
 * Without a terminal, the password is read from the first line of standard input (for scripts).
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { linkBaseUrl, readEnv } from "#app/config/env.server.ts";
import { isLang } from "#app/i18n/language.ts";
import { resetSecondFactor } from "#app/staff/security/second-factor.server.ts";
import { addStaff, createPasswordLink, findStaff, listStaff, StaffAccountError, setStaffPassword, setStaffStatus } from "#app/staff/shared/accounts.server.ts";
import { passwordProblem, passwordRules } from "#app/staff/shared/passwords.server.ts";
import { isStaffRole, staffRoles } from "#app/staff/shared/permissions.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { migrate } from "#app/storage/migrations.server.ts";

const usage =
  "Usage: npm run staff -- add <email> [--link] [--role admin|coordinator|editor|translator] [--translates en|am] | list | disable <email> | enable <email> | reset-password <email> [--link] | reset-second-factor <email>";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { link: { type: "boolean", default: false }, role: { type: "string", default: "admin" }, translates: { type: "string" } },
});
const [command, email] = positionals;

const problems: Record<StaffAccountError["reason"], string> = {
  exists: "An account with this e-mail already exists.",
  unknown: "There is no account with this e-mail.",
  tooShort: `The password is too short: at least ${passwordRules.minLength} characters.`,
  tooLong: `The password is too long: at most ${passwordRules.maxLength} characters.`,
  common: "This password is on the list of the most common passwords. Please choose another.",
  linkInvalid: "The link is no longer valid.",
  lastAdmin: "This would leave no active administrator: make another account an administrator first.",
};

/** Reads one line; in a terminal without echoing it. */
async function readSecretLine(prompt: string): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY);
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write(prompt);
    // Nothing typed is echoed: the password never appears on screen or in the terminal's scrollback.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  // The async iterator keeps lines that arrive before anyone asks (a piped password arrives at once).
  const first = await lines[Symbol.asyncIterator]().next();
  lines.close();
  if (terminal) process.stdout.write("\n");
  return first.done ? "" : first.value;
}

async function askNewPassword(): Promise<string> {
  const password = await readSecretLine(`New password (${passwordRules.minLength} to ${passwordRules.maxLength} characters): `);
  if (process.stdin.isTTY && (await readSecretLine("Again: ")) !== password) throw new Error("The two passwords differ; nothing was changed.");
  return password;
}

const env = readEnv();
const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrate(db);
  const actor = "command line";
  switch (command) {
    case "add":
    case "reset-password": {
      if (!email) throw new Error(usage);
      const { role, translates } = values;
      if (!isStaffRole(role)) throw new Error(`The role must be one of: ${staffRoles.join(", ")}.`);
      if (translates !== undefined && !isLang(translates)) throw new Error("--translates must be en or am.");
      // The password is asked and checked first, so a refused one leaves no account half made.
      const password = values.link ? null : await askNewPassword();
      const problem = password === null ? null : passwordProblem(password);
      if (problem) throw new StaffAccountError(problem);
      if (command === "add") await addStaff(db, email, actor, { role, translates: translates ?? null });
      if (password === null) {
        console.log(`One-time link to choose the password (valid 24 hours):\n${await createPasswordLink(db, email, linkBaseUrl(env), actor)}`);
      } else {
        await setStaffPassword(db, email, password, actor);
        console.log(command === "add" ? `Added ${email.toLowerCase()}.` : `New password set for ${email.toLowerCase()}; its sessions have ended.`);
      }
      break;
    }
    case "list": {
      const accounts = await listStaff(db);
      if (accounts.length === 0) console.log("No staff accounts yet: npm run staff -- add <email>");
      for (const account of accounts)
        console.log(
          `${account.email}\t${account.role}${account.translates ? ` (${account.translates})` : ""}\t${account.status}\t${account.hasPassword ? "password set" : "no password yet"}\t${account.hasSecondFactor ? "second factor set" : "no second factor yet"}\tsince ${account.createdAt.slice(0, 10)}`,
        );
      break;
    }
    case "disable":
    case "enable": {
      if (!email) throw new Error(usage);
      await setStaffStatus(db, email, command === "disable" ? "disabled" : "active", actor);
      console.log(`${email.toLowerCase()} is ${command === "disable" ? "disabled; its sessions have ended" : "active"}.`);
      break;
    }
    case "reset-second-factor": {
      if (!email) throw new Error(usage);
      const account = await findStaff(db, email);
      if (!account) throw new StaffAccountError("unknown");
      await resetSecondFactor(db, account, actor);
      console.log(`${account.email} has no second factor now and is signed out everywhere; the next sign-in sets up a new one.`);
      break;
    }
    default:
      throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof StaffAccountError ? problems[error.reason] : error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
