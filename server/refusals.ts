import type { Request, Response } from "express";
import { type Lang, langFromPath } from "#app/i18n/language.ts";

/** What a visitor reads when the server refuses a request before any page handles it, in each language. */
const refusals = {
  badRequest: {
    status: 400,
    en: "This request could not be understood. Please go back to the site and try again.",
    am: "ይህ ጥያቄ ሊገባን አልቻለም። እባክዎ ወደ ድረ ገጹ ተመልሰው እንደገና ይሞክሩ።",
  },
  otherOrigin: {
    status: 400,
    en: "This form was sent from another site, so it was not accepted. Please open the form on our site and send it again.",
    am: "ይህ ቅጽ ከሌላ ድረ ገጽ ስለተላከ አልተቀበልነውም። እባክዎ ቅጹን በድረ ገጻችን ላይ ከፍተው እንደገና ይላኩ።",
  },
  methodNotAllowed: {
    status: 405,
    en: "This address can only be opened or sent a form.",
    am: "ይህን አድራሻ መክፈት ወይም ቅጽ መላክ ብቻ ይቻላል።",
  },
  tooLarge: {
    status: 413,
    en: "This form is too large to send. Please shorten the longest answer and try again.",
    am: "ይህ ቅጽ ለመላክ በጣም ትልቅ ነው። እባክዎ ረጅሙን መልስ አሳጥረው እንደገና ይሞክሩ።",
  },
  signInFirst: {
    status: 401,
    en: "Please sign in again, then send the file again.",
    am: "እባክዎ እንደገና ይግቡ፣ ከዚያም ፋይሉን እንደገና ይላኩ።",
  },
  unavailable: {
    status: 503,
    en: "The site is briefly unavailable. Please try again in a minute.",
    am: "ድረ ገጹ ለአጭር ጊዜ አይሠራም። እባክዎ ከአንድ ደቂቃ በኋላ እንደገና ይሞክሩ።",
  },
} as const satisfies Record<string, { status: number } & Record<Lang, string>>;

/** How long a visitor is asked to wait while the database is out. */
const retryAfterSeconds = 30;

/** Answers with the refusal's status and its text in the language of the path (plain text: no page to render). */
export function refuse(req: Request, res: Response, refusal: keyof typeof refusals): void {
  const { status, ...texts } = refusals[refusal];
  if (status === 503) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(status).type("text/plain; charset=utf-8").send(texts[langFromPath(req.path)]);
}
