import { organisation } from "#app/config/organisation.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment, formatNumber } from "#app/i18n/format.ts";
import { type Lang, listSeparator } from "#app/i18n/language.ts";
import { type AdminTexts, statusName } from "#app/staff/shared/texts.ts";

export interface AuditView {
  action: string;
  detail: Record<string, unknown>;
}

/** An audit entry in the staff member's words: what happened, and the particulars that matter for it. */
export function describeAudit(entry: AuditView, texts: AdminTexts, lang: Lang): { what: string; particulars: string } {
  const { detail } = entry;
  const what = texts.audit.actions[entry.action as keyof AdminTexts["audit"]["actions"]] ?? entry.action;
  const status = (value: unknown) => statusName(texts, String(value));
  const count = (value: unknown) => formatNumber(Number(value ?? 0), lang);
  const role = (value: unknown, translates: unknown) => {
    const name = texts.roles[value as keyof AdminTexts["roles"]] ?? String(value);
    const language = texts.languages[translates as keyof AdminTexts["languages"]];
    return value === "translator" && language ? fill(texts.translatorOf, { language }) : name;
  };
  switch (entry.action) {
    case "submission.status":
      return { what, particulars: `${status(detail.from)} → ${status(detail.to)}` };
    case "export":
      return {
        what,
        particulars: [fill(texts.audit.rows, { rows: count(detail.rows) }), detail.status ? status(detail.status) : "", detail.from ?? "", detail.to ?? ""]
          .filter(Boolean)
          .join(" · "),
      };
    case "erasure":
      return {
        what,
        particulars: fill(texts.audit.erased, { submissions: count(detail.submissions), subscribers: count(detail.subscribers), emails: count(detail.emails) }),
      };
    case "sign-in.throttled":
      // An e-mail without an account keeps no address (throttle.server.ts, nameForLogs).
      return {
        what,
        particulars: fill(typeof detail.address === "string" ? texts.audit.throttled : texts.audit.throttledWait, {
          address: String(detail.address),
          minutes: count(detail.minutes),
        }),
      };
    case "staff.recovery-code":
      return { what, particulars: fill(texts.audit.codesLeft, { count: count(detail.left) }) };
    case "staff.add":
    case "staff.invite":
      return { what, particulars: detail.role ? role(detail.role, detail.translates) : "" };
    case "staff.role":
      return { what, particulars: `${role(detail.from, null)} → ${role(detail.to, detail.translates)}` };
    case "staff.invite-again":
      return { what, particulars: fill(texts.audit.emailIn, { language: texts.languages[detail.lang as keyof AdminTexts["languages"]] ?? "" }) };
    case "email.resend":
      return { what, particulars: fill(texts.audit.resent, { attempts: count(detail.attempts) }) };
    case "submission.outcome": {
      const outcome = texts.outcome.names[detail.outcome as keyof AdminTexts["outcome"]["names"]] ?? String(detail.outcome);
      const language = texts.languages[detail.lang as keyof AdminTexts["languages"]] ?? "";
      return { what, particulars: fill(texts.outcome.auditParticulars, { outcome, language }) };
    }
    case "settings.second-factor":
      return { what, particulars: detail.required ? texts.audit.required : texts.audit.notRequired };
    case "content.create":
    case "content.save":
    case "content.publish":
    case "content.schedule":
    case "content.unpublish":
    case "content.restore":
    case "content.confirm": {
      const languages = String(detail.languages ?? detail.confirmed ?? "")
        .split(",")
        .filter((each): each is Lang => each === "en" || each === "am")
        .map((each) => texts.languages[each]);
      const particulars = [
        languages.length ? fill(texts.audit.contentLanguages, { languages: languages.join(listSeparator[lang]) }) : "",
        typeof detail.oldSlug === "string" ? fill(texts.audit.slugChanged, { from: detail.oldSlug }) : "",
        typeof detail.publishAt === "string" ? formatMoment(detail.publishAt, lang, organisation.timeZone) : "",
      ];
      return { what, particulars: particulars.filter(Boolean).join(" · ") };
    }
    default:
      return { what, particulars: typeof detail.address === "string" ? fill(texts.audit.fromAddress, { address: detail.address }) : "" };
  }
}
