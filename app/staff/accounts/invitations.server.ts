import { organisation } from "#app/config/organisation.ts";
import { commonWording, type EmailContent, renderEmail } from "#app/email/layout.server.ts";
import { mailDomain } from "#app/forms/shared/submissions.server.ts";
import { createSharedRateLimiter } from "#app/http/shared-rate-limit.server.ts";
import type { Lang, Localized } from "#app/i18n/language.ts";
import {
  findStaff,
  insertPasswordLink,
  insertStaff,
  passwordLinkUrl,
  type RoleChoice,
  type StaffAccount,
  StaffAccountError,
  tokenHash,
} from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import type { Database, Queryable } from "#app/storage/database.server.ts";
import { enqueueEmail } from "#app/storage/outbox.server.ts";

/**
 * The e-mails that carry a one-time password link: an administrator's invitation (and its re-sending), and
 * "forgot your password?". Each is written to the outbox in the transaction that makes its link.
 */

/** How long a link stays good: an invitation waits for someone to read their mail; a reset is asked for now. */
export const linkHours = { invitation: 72, reset: 1 } as const;

type LinkEmail = "invitation" | "reset";

const wording: Localized<Record<LinkEmail, { subject: string; heading: string; body: (role: string) => string; button: string; expires: string }>> = {
  en: {
    invitation: {
      subject: `Your account in the ${organisation.name.en} staff area`,
      heading: "You are invited to the staff area",
      body: (role) => `An administrator has made you an account in our website's staff area, as ${role}. Choose your password with this link:`,
      button: "Choose your password",
      expires: "The link works once, for 3 days. If it has expired, ask the administrator to send a new one.",
    },
    reset: {
      subject: `Choose a new password for the ${organisation.name.en} staff area`,
      heading: "Choose a new password",
      body: () => "Someone, hopefully you, asked to choose a new password for your account in our website's staff area. Use this link:",
      button: "Choose a new password",
      expires: "The link works once, for one hour. If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
    },
  },
  am: {
    invitation: {
      subject: `በ${organisation.name.am} የሠራተኞች ክፍል ውስጥ ያለዎ መለያ`,
      heading: "ወደ ሠራተኞች ክፍል ተጋብዘዋል",
      body: (role) => `አንድ አስተዳዳሪ በድረ ገጻችን የሠራተኞች ክፍል ውስጥ በ«${role}» ሚና መለያ ከፍቶልዎታል። የይለፍ ቃልዎን በዚህ አገናኝ ይምረጡ፦`,
      button: "የይለፍ ቃልዎን ይምረጡ",
      expires: "አገናኙ አንድ ጊዜ ብቻ፣ ለ3 ቀናት ያገለግላል። ጊዜው ካለፈ አስተዳዳሪውን አዲስ እንዲልክልዎ ይጠይቁ።",
    },
    reset: {
      subject: `ለ${organisation.name.am} የሠራተኞች ክፍል አዲስ የይለፍ ቃል ይምረጡ`,
      heading: "አዲስ የይለፍ ቃል ይምረጡ",
      body: () => "አንድ ሰው፣ እርስዎ እንደሆኑ ተስፋ እናደርጋለን፣ በድረ ገጻችን የሠራተኞች ክፍል ውስጥ ላለው መለያዎ አዲስ የይለፍ ቃል ለመምረጥ ጠይቋል። ይህን አገናኝ ይጠቀሙ፦",
      button: "አዲስ የይለፍ ቃል ይምረጡ",
      expires: "አገናኙ አንድ ጊዜ ብቻ፣ ለአንድ ሰዓት ያገለግላል። ካልጠየቁ ይህን ኢሜይል መተው ይችላሉ፤ የይለፍ ቃልዎ አይቀየርም።",
    },
  },
};

/** An invitation or a reset, in `lang`, with the link. */
export function passwordLinkEmail(kind: LinkEmail, lang: Lang, url: string, account: Pick<StaffAccount, "role">): EmailContent {
  const words = wording[lang][kind];
  const common = commonWording[lang];
  return renderEmail({
    lang,
    subject: words.subject,
    heading: words.heading,
    closing: common.closing,
    blocks: [
      { type: "paragraph", text: common.greetingNoName },
      { type: "paragraph", text: words.body(adminTexts[lang].roles[account.role]) },
      { type: "link", label: words.button, url },
      { type: "paragraph", text: words.expires },
    ],
  });
}

async function sendLink(tx: Queryable, account: StaffAccount, kind: LinkEmail, lang: Lang, publicUrl: string): Promise<void> {
  const token = await insertPasswordLink(tx, account, linkHours[kind]);
  await enqueueEmail(tx, { to: account.email, ...passwordLinkEmail(kind, lang, passwordLinkUrl(token, publicUrl, lang), account) }, mailDomain);
}

export interface Invitation extends RoleChoice {
  email: string;
  /** The language of the e-mail (and of the page its link opens), as the administrator chose. */
  lang: Lang;
}

/** Makes the account and e-mails its set-password link, in one transaction. */
export async function inviteStaff(db: Database, invitation: Invitation, publicUrl: string, actor: string): Promise<void> {
  const address = invitation.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    if (await findStaff(tx, address)) throw new StaffAccountError("exists");
    await insertStaff(tx, address, actor, invitation, "staff.invite");
    await sendLink(tx, (await findStaff(tx, address)) as StaffAccount, "invitation", invitation.lang, publicUrl);
  });
}

/** A new invitation link for an account (the older one stops working). */
export async function resendInvitation(db: Database, email: string, lang: Lang, publicUrl: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findStaff(tx, email);
    if (!account) throw new StaffAccountError("unknown");
    await sendLink(tx, account, "invitation", lang, publicUrl);
    await recordAudit(tx, { actor, action: "staff.invite-again", subject: account.email, detail: { lang } });
  });
}

/**
 * "Forgot your password?": per client address at most 5 requests in 15 minutes (answered 429, which says
 * nothing about any account), and per e-mail address typed at most 3 links an hour (silently: the answer
 * is the same neutral one, whether or not an account exists, was sent a link or was throttled).
 */
export const resetLimits = { address: [{ limit: 5, windowMs: 15 * 60_000 }], account: [{ limit: 3, windowMs: 60 * 60_000 }] } as const;

export type ResetOutcome = { throttled: false } | { throttled: true; retryAfterSeconds: number };

export async function requestPasswordReset(db: Database, request: { email: string; address: string; lang: Lang; publicUrl: string }): Promise<ResetOutcome> {
  const byAddress = await createSharedRateLimiter(db, "password-reset-address", resetLimits.address).hit(request.address);
  if (!byAddress.allowed) return { throttled: true, retryAfterSeconds: byAddress.retryAfterSeconds };
  const email = request.email.trim().toLowerCase();
  // Counted by the address's hash whether or not an account has it: what a stranger typed is not kept.
  const byAccount = await createSharedRateLimiter(db, "password-reset-account", resetLimits.account).hit(tokenHash(email));
  await db.transaction(async (tx) => {
    const account = await findStaff(tx, email);
    if (account?.status !== "active") return;
    if (!byAccount.allowed) {
      await recordAudit(tx, { actor: null, action: "staff.password-reset-throttled", subject: account.email, detail: { address: request.address } });
      return;
    }
    await sendLink(tx, account, "reset", request.lang, request.publicUrl);
    await recordAudit(tx, { actor: null, action: "staff.password-reset", subject: account.email, detail: { address: request.address } });
  });
  return { throttled: false };
}
