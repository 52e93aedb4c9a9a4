import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { formTexts } from "./form-texts.ts";
import { visitorAddress } from "./pages.ts";
import type { Backend } from "./server.ts";
import { findMail, type ReceivedMail } from "./smtp-sink.ts";

export const backends = ["sqlite", "postgres"] as const satisfies readonly Backend[];
export const langs = ["en", "am"] as const;

/** Every combination a form is tested in: database, scripts on and off, language. */
export const formVariants = backends.flatMap((backend) =>
  [true, false].flatMap((javaScriptEnabled) => langs.map((lang) => ({ backend, javaScriptEnabled, lang, prefix: lang === "am" ? "/am" : "" }))),
);

export const variantName = ({ backend, javaScriptEnabled, lang }: (typeof formVariants)[number]) =>
  `${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}, ${backend}`;

/** An address no other test uses, so the e-mails and rows found are this test's own. */
export function uniqueEmail(name: string): string {
  return `${name}.${randomBytes(4).toString("hex")}@example.org`;
}

/** A complete registration as the form sends it, its names and e-mail address carrying `tag`; `changes` replace values. */
export const validRegistration = (tag: string, changes: Record<string, string> = {}): [string, string][] =>
  (
    [
      ["parentName", `Almaz Bekele ${tag}`],
      ["parentEmail", `almaz.${tag}@example.org`],
      ["parentPhone", "(503) 555-0100"],
      ["childName", `ዳዊት በቀለ ${tag}`],
      ["childAge", "9"],
      ["childGrade", "3"],
      ["amharicLevel", "beginner"],
      ["medicalInfo", "Peanut allergy"],
      ["emergencyContact", `Hana Tesfaye ${tag}`],
      ["emergencyPhone", "503-555-0199"],
      ["scholarshipNeeded", "on"],
      ["agreement", "on"],
    ] satisfies [string, string][]
  ).map(([name, value]) => [name, changes[name] ?? value]);

/** What a parent types into the registration form in the browser tests (the agreement is left to each test). */
export const registrationTyped = {
  parentName: "Almaz Bekele",
  parentEmail: "almaz@example.org",
  parentPhone: "(503) 555-0123",
  childName: "ዳዊት በቀለ",
  childAge: "9",
  childGrade: "4",
  amharicLevel: "beginner",
  medicalInfo: "Peanut allergy",
  emergencyContact: "Tsehay Alemu",
  emergencyPhone: "503-555-0177",
  scholarshipNeeded: "on",
};

export async function fillRegistration(page: Page, lang: "en" | "am", values: Partial<typeof registrationTyped> = {}) {
  const typed = { ...registrationTyped, ...values };
  const t = formTexts[lang].register;
  await page.getByLabel(t.parentName).fill(typed.parentName);
  await page.getByLabel(t.parentEmail).fill(typed.parentEmail);
  await page.getByLabel(t.parentPhone).fill(typed.parentPhone);
  await page.getByLabel(t.childName).fill(typed.childName);
  await page.getByLabel(t.childAge, { exact: true }).fill(typed.childAge);
  await page.getByLabel(t.childGrade).selectOption(typed.childGrade);
  await page.getByLabel(t.amharicLevel).selectOption(typed.amharicLevel);
  await page.getByLabel(t.medicalInfo).fill(typed.medicalInfo);
  await page.getByLabel(t.emergencyContact).fill(typed.emergencyContact);
  await page.getByLabel(t.emergencyPhone).fill(typed.emergencyPhone);
  if (typed.scholarshipNeeded === "on") await page.getByLabel(t.scholarshipNeeded).check();
}

/** The reference in a success message: REG-2026-0042. */
export function referenceIn(text: string, prefix: "REG" | "DON" | "MSG"): string {
  const match = text.match(new RegExp(`${prefix}-\\d{4}-\\d{4,}`));
  if (!match) throw new Error(`No ${prefix} reference in: ${text}`);
  return match[0];
}

/**
 * The e-mail to `address` whose subject has `subjectIncludes` and whose text has `textIncludes`. Both test
 * servers number their references alike, so a staff notification is told apart by the sender's address.
 */
export const mailTo = (address: string, subjectIncludes: string, textIncludes = "") =>
  findMail(
    inject("mailDir"),
    (mail: ReceivedMail) => mail.to.includes(address) && mail.subject.includes(subjectIncludes) && mail.text.includes(textIncludes),
    15_000,
  );

/** Ethiopic letters: an Amharic e-mail or page is mostly made of them. */
export const ethiopic = /[\u1200-\u137F]/;

/** The values a form would send now, as the server would read them. */
export async function formValues(page: Page, selector = "main form"): Promise<Record<string, string>> {
  return page.locator(selector).evaluate(
    (form: HTMLFormElement, hidden: string[]) => {
      const values: Record<string, string> = {};
      for (const [name, value] of new FormData(form).entries()) {
        if (hidden.includes(name)) continue;
        values[name] = values[name] === undefined ? String(value) : `${values[name]},${String(value)}`;
      }
      return values;
    },
    [safeguardFields.submissionId, safeguardFields.honeypot],
  );
}

export async function successToastText(page: Page): Promise<string> {
  const toast = page.locator('[role="status"] [data-toast="success"]');
  await toast.waitFor({ timeout: 15_000 });
  return toast.innerText();
}

export function expectConfirmationLanguage(mail: ReceivedMail, lang: "en" | "am") {
  if (lang === "am") expect(mail.text).toMatch(ethiopic);
  else expect(mail.subject).not.toMatch(ethiopic);
}

/** A new address that asked to join through the form in `lang`, as a browser without scripts sends it: the address and its confirmation link. */
export async function askToJoin(backend: Backend, lang: (typeof langs)[number], visitor = visitorAddress()) {
  const email = uniqueEmail("selam");
  const answer = await fetch(`${inject("servers")[backend].baseURL}${lang === "am" ? "/am" : ""}/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitor },
    body: new URLSearchParams([
      ["email", email],
      ["language", lang],
      ["interests", "news"],
    ]).toString(),
  });
  expect(answer.status).toBe(200);
  return { email, confirmLink: confirmLinkIn((await mailTo(email, "")).text) };
}

/**
 * A new address that joined through the form in `lang` and confirmed it with the button of the page the
 * confirmation e-mail links to: the address, the welcome e-mail's two ways out (the link to the page that
 * asks and the one-click address) and its link to the subscriber's choices.
 */
export async function newSubscriber(backend: Backend, lang: (typeof langs)[number]) {
  const visitor = visitorAddress();
  const { email, confirmLink } = await askToJoin(backend, lang, visitor);
  const confirmed = await fetch(confirmLink, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitor },
    body: "",
  });
  expect(confirmed.status).toBe(200);
  const welcome = await mailTo(email, "", "unsubscribe?token=");
  const page = welcome.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/)?.[0] ?? "";
  const oneClick = welcome.headers["list-unsubscribe"]?.match(/^<(.+)>$/)?.[1] ?? "";
  const preferences = welcome.text.match(/https?:\/\/\S+\/subscribe\/preferences\?token=[\w.-]+/)?.[0] ?? "";
  return { email, page, oneClick, preferences };
}

/** The confirmation link of the e-mail sent when someone asks to join the mailing list. */
export const confirmLinkIn = (text: string) => text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w.-]+/)?.[0] ?? "";

/**
 * Posts one new registration to /register.data as the browser does with scripts; `reference` is set only
 * when the whole answer came back and says it was stored (a 200 cut off by a kill is no acknowledgement).
 */
export async function postRegistration(baseURL: string, email: string): Promise<{ reference?: string; answer: string }> {
  const submissionId = `load-${randomBytes(12).toString("hex")}`;
  const response = await fetch(`${baseURL}/register.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([...validRegistration(submissionId, { parentEmail: email }), ["submissionId", submissionId]]).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const reference = response.status === 200 && text.includes('"received"') ? text.match(/REG-\d{4}-\d{4,}/)?.[0] : undefined;
  return { reference, answer: `${response.status} ${text.slice(0, 200)}` };
}

/** The path and query of a link, for a browser on the same test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** A link whose token's signature was changed: still well-formed, but not one we made. */
export const tampered = (link: string) => link.replace(/\.([\w-])([\w-]*)$/, (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`);
