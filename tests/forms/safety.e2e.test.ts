/**
 * What the form actions do with bad input, sent as a script or a bot would, without a browser: every
 * refusal is a clear 4xx (never a 5xx) and stores nothing; a good submission is stored once, however often
 * it arrives. Also the security headers of each kind of response, and the health check. For both databases.
 *
 * Each case carries a random tag in its names and e-mail address; "nothing stored" means no submission or
 * subscriber anywhere holds the tag (tests in other files write to the same databases at the same time).
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, describe, expect, inject, test } from "vitest";
import { readEnv } from "#app/config/env.server.ts";
import { maxLengths } from "#app/fields/validation.ts";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import { maxBodyBytes } from "../../server/react-router-handler.ts";
import { closeServerDatabases, countSubmissions, serverDatabase } from "../support/database.ts";
import { backends, ethiopic, referenceIn, validRegistration } from "../support/forms.ts";
import type { Backend } from "../support/server.ts";

afterAll(closeServerDatabases);

const texts = { en, am } as const;
type Lang = keyof typeof texts;
/** The limit the test servers run with: theirs is the default unless the environment sets one. */
const rateLimit = readEnv({ FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT }).FORM_RATE_LIMIT;

// --- Sending ------------------------------------------------------------------------------------------

const addressPrefix = `fd00:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
let addresses = 0;
/**
 * A client address no other test file uses (IPv6, unlike tests/support/pages.ts's), sent as X-Forwarded-For,
 * which the test servers trust from loopback: the per-address rate limit, which counts an IPv6 address by
 * its /64, never sees two cases as one visitor.
 */
function freshAddress(): string {
  addresses++;
  return `${addressPrefix}:${addresses.toString(16)}::1`;
}

const baseURL = (backend: Backend) => inject("servers")[backend].baseURL;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

interface SendOptions {
  method?: string;
  body?: Uint8Array<ArrayBuffer> | string;
  /** null: no Content-Type header at all. */
  contentType?: string | null;
  headers?: Record<string, string>;
  address?: string;
}

async function send(
  backend: Backend,
  path: string,
  { method = "POST", body, contentType, headers = {}, address = freshAddress() }: SendOptions = {},
): Promise<Answer> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const allHeaders: Record<string, string> = { "X-Forwarded-For": address, ...headers };
  if (contentType) allHeaders["Content-Type"] = contentType;
  const response = await fetch(`${baseURL(backend)}${path}`, { method, body: bytes, headers: allHeaders, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

type Entries = [string, string][];
const urlencoded = "application/x-www-form-urlencoded";

/** A form as a browser without scripts sends it. */
const post = (backend: Backend, path: string, entries: Entries, options: SendOptions = {}) =>
  send(backend, path, { body: new URLSearchParams(entries).toString(), contentType: urlencoded, ...options });

/** The same entries as a multipart body, with its boundary. */
async function multipart(entries: Entries): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

function expectRefused(answer: Answer, context: string) {
  expect(answer.status, `${context}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, context).toBeLessThan(500);
}

// --- The forms ----------------------------------------------------------------------------------------

type FieldKind = "text" | "email" | "phone";
type FormId = "registration" | "donation" | "contact" | "subscription";

interface FormUnderTest {
  path: string;
  /** A complete, valid submission carrying `tag`. */
  valid: (tag: string) => Entries;
  emailField: string;
  required: string[];
  optional: string[];
  /** Text fields and their limits. */
  limits: Record<string, { max: number; kind: FieldKind }>;
  prefix?: "REG" | "DON" | "MSG";
}

const forms: Record<FormId, FormUnderTest> = {
  registration: {
    path: "/register",
    valid: validRegistration,
    emailField: "parentEmail",
    required: [
      "parentName",
      "parentEmail",
      "parentPhone",
      "childName",
      "childAge",
      "childGrade",
      "amharicLevel",
      "emergencyContact",
      "emergencyPhone",
      "agreement",
    ],
    optional: ["medicalInfo", "scholarshipNeeded"],
    limits: {
      parentName: { max: maxLengths.name, kind: "text" },
      parentEmail: { max: maxLengths.email, kind: "email" },
      parentPhone: { max: maxLengths.phone, kind: "phone" },
      childName: { max: maxLengths.name, kind: "text" },
      medicalInfo: { max: maxLengths.longText, kind: "text" },
      emergencyContact: { max: maxLengths.name, kind: "text" },
      emergencyPhone: { max: maxLengths.phone, kind: "phone" },
    },
    prefix: "REG",
  },
  donation: {
    path: "/support/donate",
    valid: (tag) => [
      ["amount", "$100"],
      ["name", `Selam Tadesse ${tag}`],
      ["email", `selam.${tag}@example.org`],
      ["message", "For the school's books."],
    ],
    emailField: "email",
    required: ["name", "email"],
    optional: ["amount", "message"],
    limits: {
      amount: { max: maxLengths.amount, kind: "text" },
      name: { max: maxLengths.name, kind: "text" },
      email: { max: maxLengths.email, kind: "email" },
      message: { max: maxLengths.longText, kind: "text" },
    },
    prefix: "DON",
  },
  contact: {
    path: "/contact",
    valid: (tag) => [
      ["name", `Meron Alemu ${tag}`],
      ["email", `meron.${tag}@example.org`],
      ["phone", "+1 503 555 0142"],
      ["topic", "volunteer"],
      ["message", "ሰላም! I would like to help on Saturdays."],
    ],
    emailField: "email",
    required: ["name", "email", "topic", "message"],
    optional: ["phone"],
    limits: {
      name: { max: maxLengths.name, kind: "text" },
      email: { max: maxLengths.email, kind: "email" },
      phone: { max: maxLengths.phone, kind: "phone" },
      message: { max: maxLengths.message, kind: "text" },
    },
    prefix: "MSG",
  },
  subscription: {
    path: "/subscribe",
    valid: (tag) => [
      ["email", `yonas.${tag}@example.org`],
      ["language", "am"],
      ["interests", "news"],
      ["interests", "events"],
    ],
    emailField: "email",
    required: ["email", "language", "interests"],
    optional: [],
    limits: { email: { max: maxLengths.email, kind: "email" } },
  },
};
const formIds = Object.keys(forms) as FormId[];

const localized = (path: string, lang: Lang) => (lang === "am" ? `/am${path}` : path);
const newTag = () => randomBytes(5).toString("hex");

const without = (entries: Entries, name: string) => entries.filter(([key]) => key !== name);
const withValue = (entries: Entries, name: string, value: string) => [...without(entries, name), [name, value]] as Entries;
const valueNamed = (entries: Entries, name: string) => entries.find(([key]) => key === name)?.[1] ?? "";

/** A value of exactly `length` characters of a field's kind, carrying the tag. */
function valueOfLength(kind: FieldKind, length: number, tag: string, lang: Lang): string {
  if (kind === "phone") {
    // Spaces inside a number are allowed, and not trimmed: "+1 503        555 0100".
    const number = "+1 503 555 0100";
    return number.replace(" 555", `${" ".repeat(length - number.length + 1)}555`);
  }
  if (kind === "email") {
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`; // 189 characters
    const local = `${tag}${"a".repeat(Math.max(0, 64 - tag.length))}`;
    const address = `${local}@${domain}`;
    return length <= address.length
      ? `${local.slice(0, 64 - (address.length - length))}@${domain}`
      : `${local}${"a".repeat(length - address.length)}@${domain}`;
  }
  const filler = lang === "am" ? "ሰ" : "a";
  return `${tag} ${filler.repeat(length - tag.length - 1)}`;
}

/** Submissions and subscribers holding the tag anywhere. */
async function storedWith(backend: Backend, tag: string): Promise<number> {
  const db = serverDatabase(backend);
  const pattern = `%${tag}%`;
  const submissions = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions WHERE payload LIKE ? OR email LIKE ? OR name LIKE ?", [
    pattern,
    pattern,
    pattern,
  ]);
  const subscribers = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM subscribers WHERE email LIKE ?", [pattern]);
  return Number(submissions?.n) + Number(subscribers?.n);
}

async function subscriberCount(backend: Backend, email: string): Promise<number> {
  return Number((await serverDatabase(backend).get<{ n: number }>("SELECT COUNT(*) AS n FROM subscribers WHERE email = ?", [email.toLowerCase()]))?.n);
}

/** Refused with a 4xx, and nothing holding the tag was stored. */
async function expectRefusedAndNothingStored(backend: Backend, answer: Answer, tag: string, context: string) {
  expectRefused(answer, context);
  expect(await storedWith(backend, tag), `${context}: nothing stored`).toBe(0);
}

/** Accepted, with its reference in the answer, and stored exactly once. */
async function expectAcceptedOnce(backend: Backend, form: FormUnderTest, entries: Entries, answer: Answer, context: string): Promise<string | undefined> {
  expect(answer.status, `${context}: ${answer.text.slice(0, 300)}`).toBe(200);
  const email = valueNamed(entries, form.emailField).trim();
  if (!form.prefix) {
    expect(await subscriberCount(backend, email), context).toBe(1);
    return undefined;
  }
  const reference = referenceIn(answer.text, form.prefix);
  expect(reference, context).toMatch(/^(REG|DON|MSG)-\d{4}-\d{4,}$/);
  expect(await countSubmissions(backend, email), context).toBe(1);
  const row = await serverDatabase(backend).get<{ reference: string }>("SELECT reference FROM submissions WHERE email = ?", [email.toLowerCase()]);
  expect(row?.reference, context).toBe(reference);
  return reference;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// --- Security headers ---------------------------------------------------------------------------------

function policy(headers: Headers): Map<string, string[]> {
  const header = headers.get("content-security-policy");
  expect(header, "Content-Security-Policy").toBeTruthy();
  return new Map(
    header!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = policy(headers);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get("form-action"), `${what}: form-action`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  // Where there is no script-src, default-src is what governs scripts.
  const scriptSources = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSources, `${what}: script-src or default-src`).toBeDefined();
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSources, `${what}: script-src`).not.toContain("*");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBeTruthy();
  expect(headers.get("referrer-policy"), what).not.toMatch(/unsafe-url|no-referrer-when-downgrade/);
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\)/);
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("x-powered-by"), what).toBeNull();
}

/** Every inline script of a page, and the hashes its policy allows. */
function inlineScriptsAllowed(html: string, headers: Headers): { scripts: number; missing: string[] } {
  const allowed = new Set(policy(headers).get("script-src") ?? []);
  const missing: string[] = [];
  let scripts = 0;
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
    scripts++;
    const hash = `'sha256-${createHash("sha256")
      .update(code ?? "", "utf8")
      .digest("base64")}'`;
    if (!allowed.has(hash)) missing.push(`${hash} for ${(code ?? "").slice(0, 80)}`);
  }
  return { scripts, missing };
}

// --- The cases ----------------------------------------------------------------------------------------

for (const backend of backends) {
  describe(`form safety (${backend})`, () => {
    describe("a valid submission", () => {
      for (const id of formIds) {
        for (const lang of ["en", "am"] as const) {
          test(`${id} (${lang}) is accepted: 200, its reference, one row`, async () => {
            const form = forms[id];
            const entries = form.valid(newTag());
            const answer = await post(backend, localized(form.path, lang), entries);
            const reference = await expectAcceptedOnce(backend, form, entries, answer, `${id} ${lang}`);
            if (reference) {
              const row = await serverDatabase(backend).get<{ kind: string; lang: string }>("SELECT kind, lang FROM submissions WHERE reference = ?", [
                reference,
              ]);
              expect(row).toEqual({ kind: id, lang });
            }
          });
        }
      }

      test("a registration sent as multipart/form-data is accepted too", async () => {
        const entries = forms.registration.valid(newTag());
        const answer = await send(backend, "/register", await multipart(entries));
        await expectAcceptedOnce(backend, forms.registration, entries, answer, "multipart");
      });

      test("with scripts (/register.data) the answer is data with the reference", async () => {
        const entries = forms.registration.valid(newTag());
        const answer = await post(backend, "/am/register.data", entries);
        expect(answer.headers.get("content-type")).toMatch(/text\/x-script/);
        await expectAcceptedOnce(backend, forms.registration, entries, answer, "/am/register.data");
      });

      test("the registration row holds the typed values, converted", async () => {
        const tag = newTag();
        const entries = forms.registration.valid(tag);
        // Text is trimmed; choices and checkboxes are sent as the page gives them.
        const textFields = new Set(["parentName", "parentEmail", "parentPhone", "childName", "childAge", "medicalInfo", "emergencyContact", "emergencyPhone"]);
        const padded = entries.map(([name, value]) => [name, textFields.has(name) ? ` \t ${value}\n ` : value] as [string, string]);
        const answer = await post(backend, "/register", padded);
        const reference = await expectAcceptedOnce(backend, forms.registration, entries, answer, "padded");
        const row = await serverDatabase(backend).get<{ name: string; payload: string }>("SELECT name, payload FROM submissions WHERE reference = ?", [
          reference!,
        ]);
        expect(row?.name).toBe(`Almaz Bekele ${tag}`);
        expect(JSON.parse(row!.payload)).toMatchObject({ childAge: 9, childGrade: "3", scholarshipNeeded: true, agreement: true, childName: `ዳዊት በቀለ ${tag}` });
      });
    });

    describe("every text field one character over its maximum", () => {
      for (const id of formIds) {
        for (const lang of ["en", "am"] as const) {
          test(`${id} (${lang}): refused with the tooLong message in ${lang}, nothing stored`, async () => {
            const form = forms[id];
            for (const [name, { max, kind }] of Object.entries(form.limits)) {
              const tag = newTag();
              const value = valueOfLength(kind, max + 1, tag, lang);
              expect(value.trim().length).toBe(max + 1);
              const answer = await post(backend, localized(form.path, lang), withValue(form.valid(tag), name, value));
              await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${name} ${lang}`);
              expect(answer.status, name).toBe(400);
              expect(answer.text, `${id} ${name}: tooLong message in ${lang}`).toContain(
                escapeHtml(texts[lang].form.errors.tooLong.replace("{{max}}", String(max))),
              );
            }
          });
        }
        test(`${id}: every text field at exactly its maximum is accepted`, async () => {
          const form = forms[id];
          const tag = newTag();
          let entries = form.valid(tag);
          for (const [name, { max, kind }] of Object.entries(form.limits)) entries = withValue(entries, name, valueOfLength(kind, max, tag, "am"));
          const answer = await post(backend, form.path, entries);
          await expectAcceptedOnce(backend, form, entries, answer, `${id} at the maximum`);
        });
      }
    });

    describe("the registration's own rules", () => {
      const refusedValues: [field: string, value: string][] = [
        ["childAge", "nine"],
        ["childAge", "9.5"],
        ["childAge", "-1"],
        ["childAge", "4"],
        ["childAge", "19"],
        ["childAge", "0x9"],
        ["childAge", "１０"],
        ["childGrade", "13"],
        ["childGrade", "K1"],
        ["childGrade", "K"],
        ["amharicLevel", "expert"],
        ["amharicLevel", "Beginner"],
        ["agreement", "off"],
        ["agreement", "yes"],
        ["scholarshipNeeded", "maybe"],
        ["parentEmail", "almaz-at-example.org"],
        ["parentPhone", "call me"],
        ["emergencyPhone", "123"],
      ];
      test("wrong types and values outside the choices are refused, nothing stored", async () => {
        for (const [field, value] of refusedValues) {
          const tag = newTag();
          const answer = await post(backend, "/register", withValue(forms.registration.valid(tag), field, value));
          await expectRefusedAndNothingStored(backend, answer, tag, `${field}=${value}`);
          expect(answer.status, `${field}=${value}`).toBe(400);
        }
      });

      test("ages 5 and 18 and every grade from k to 12 are accepted", async () => {
        for (const [field, value] of [["childAge", "5"], ["childAge", "18"], ...["k", "1", "12"].map((grade) => ["childGrade", grade])] as [string, string][]) {
          const entries = withValue(forms.registration.valid(newTag()), field, value);
          await expectAcceptedOnce(backend, forms.registration, entries, await post(backend, "/register", entries), `${field}=${value}`);
        }
      });
    });

    describe("values outside the other forms' choices", () => {
      const cases: [FormId, string, string[]][] = [
        ["contact", "topic", ["billing"]],
        ["contact", "topic", [""]],
        ["contact", "phone", ["not a phone"]],
        ["subscription", "language", ["fr"]],
        ["subscription", "language", ["EN"]],
        ["subscription", "interests", ["sports"]],
        ["subscription", "interests", ["news", "sports"]],
        ["subscription", "interests", [""]],
        ["donation", "email", ["selam@"]],
      ];
      for (const [id, field, values] of cases) {
        test(`${id}: ${field}=${values.join(",") || "(empty)"} is refused, nothing stored`, async () => {
          const tag = newTag();
          const entries: Entries = [...without(forms[id].valid(tag), field), ...values.map((value) => [field, value] as [string, string])];
          const answer = await post(backend, forms[id].path, entries);
          await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${field}`);
          expect(answer.status).toBe(400);
        });
      }
    });

    describe("missing fields", () => {
      for (const id of formIds) {
        test(`${id}: each required field removed, or left blank, in turn is refused; nothing stored`, async () => {
          const form = forms[id];
          for (const field of form.required) {
            for (const [how, change] of [
              ["removed", (entries: Entries) => without(entries, field)],
              ["blank", (entries: Entries) => withValue(entries, field, "   ")],
            ] as const) {
              const tag = newTag();
              const answer = await post(backend, form.path, change(form.valid(tag)));
              await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${field} ${how}`);
              expect(answer.status, `${id} ${field} ${how}`).toBe(400);
            }
          }
        });
        if (forms[id].optional.length) {
          test(`${id}: with every optional field left out it is accepted`, async () => {
            const form = forms[id];
            let entries = form.valid(newTag());
            for (const field of form.optional) entries = without(entries, field);
            await expectAcceptedOnce(backend, form, entries, await post(backend, form.path, entries), `${id} without optional fields`);
          });
        }
      }
      test("an empty body is refused", async () => {
        for (const id of formIds) expectRefused(await post(backend, forms[id].path, []), id);
      });
    });

    describe("malformed bodies", () => {
      // Deterministic "binary garbage": every byte value, NULs, stray % escapes and separators.
      const garbage = new Uint8Array(4096).map((_, index) => (index * 7919 + (index >> 3)) % 256);
      for (const id of formIds) {
        test(`${id}: garbage, a wrong or incomplete Content-Type, JSON and a cut multipart body are refused with 4xx`, async () => {
          const form = forms[id];
          const tag = newTag();
          const valid = form.valid(tag);
          const { body: multipartBody, contentType: multipartType } = await multipart(valid);
          const bodies: [string, SendOptions][] = [
            ["urlencoded binary garbage", { body: garbage, contentType: urlencoded }],
            ["multipart binary garbage", { body: garbage, contentType: "multipart/form-data; boundary=----x" }],
            ["multipart without boundary", { body: multipartBody, contentType: "multipart/form-data" }],
            ["multipart with another boundary", { body: multipartBody, contentType: "multipart/form-data; boundary=not-the-one" }],
            ["multipart cut in the middle", { body: multipartBody.slice(0, Math.floor(multipartBody.length / 2)), contentType: multipartType }],
            ["urlencoded body labelled multipart", { body: new URLSearchParams(valid).toString(), contentType: multipartType }],
            ["JSON", { body: JSON.stringify(Object.fromEntries(valid)), contentType: "application/json" }],
            ["text/plain", { body: new URLSearchParams(valid).toString(), contentType: "text/plain" }],
            ["no Content-Type", { body: new URLSearchParams(valid).toString(), contentType: null }],
          ];
          for (const lang of ["en", "am"] as const) {
            for (const [what, options] of bodies) {
              const answer = await send(backend, localized(form.path, lang), options);
              await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${lang}: ${what}`);
            }
            for (const [what, options] of bodies.slice(0, 3)) {
              const answer = await send(backend, `${localized(form.path, lang)}.data`, options);
              await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${lang} .data: ${what}`);
            }
          }
        });
      }
    });

    describe("a body over the limit", () => {
      for (const id of formIds) {
        test(`${id}: a 1 MB body is answered 413 in the page's language, nothing stored`, async () => {
          const form = forms[id];
          for (const lang of ["en", "am"] as const) {
            for (const path of [localized(form.path, lang), `${localized(form.path, lang)}.data`]) {
              const tag = newTag();
              const entries: Entries = [...form.valid(tag), ["padding", "x".repeat(1024 * 1024)]];
              const answer = await post(backend, path, entries);
              expect(answer.status, path).toBe(413);
              if (lang === "am") {
                expect(answer.text, path).toMatch(ethiopic);
                expect(answer.text, path).not.toMatch(/[A-Za-z]{3}/);
              } else {
                expect(answer.text, path).toMatch(/too large/i);
              }
              expect(await storedWith(backend, tag), path).toBe(0);
            }
          }
          // A multipart body just over the limit, with no Content-Length (streamed, chunked).
          const tag = newTag();
          const { body, contentType } = await multipart([...form.valid(tag), ["padding", "ሀ".repeat(Math.ceil(maxBodyBytes / 3) + 10)]]);
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (let offset = 0; offset < body.length; offset += 16 * 1024) controller.enqueue(body.slice(offset, offset + 16 * 1024));
              controller.close();
            },
          });
          const response = await fetch(`${baseURL(backend)}/am${form.path}`, {
            method: "POST",
            body: stream,
            headers: { "Content-Type": contentType, "X-Forwarded-For": freshAddress() },
            duplex: "half",
          } as RequestInit);
          expect(response.status).toBe(413);
          expect(await response.text()).toMatch(ethiopic);
          expect(await storedWith(backend, tag)).toBe(0);
          // The server still serves.
          expect((await post(backend, form.path, form.valid(newTag()))).status).toBe(200);
        });
      }
    });

    describe("a submission from another site", () => {
      test("Origin: https://evil.example is refused with 4xx and stores nothing, the site's own origin is accepted", async () => {
        for (const id of formIds) {
          const form = forms[id];
          for (const path of [form.path, `${form.path}.data`, `/am${form.path}`]) {
            const tag = newTag();
            const answer = await post(backend, path, form.valid(tag), { headers: { Origin: "https://evil.example" } });
            await expectRefusedAndNothingStored(backend, answer, tag, `${id} ${path} from evil.example`);
          }
          const entries = form.valid(newTag());
          const answer = await post(backend, form.path, entries, { headers: { Origin: baseURL(backend) } });
          await expectAcceptedOnce(backend, form, entries, answer, `${id} from the site itself`);
        }
      });
    });

    describe("the honeypot", () => {
      for (const lang of ["en", "am"] as const) {
        test(`filled in (${lang}): refused with 4xx, nothing stored, the typed values come back`, async () => {
          for (const id of formIds) {
            const form = forms[id];
            const tag = newTag();
            const entries: Entries = [...form.valid(tag), [safeguardFields.honeypot, "https://spam.example"]];
            const answer = await post(backend, localized(form.path, lang), entries);
            await expectRefusedAndNothingStored(backend, answer, tag, `${id} honeypot`);
            expect(answer.status).toBe(400);
            expect(answer.text, `${id}: the spam message in ${lang}`).toContain(escapeHtml(texts[lang].form.refused.spam));
            // What the visitor typed is in the form again, not lost.
            const typed = valueNamed(entries, id === "registration" ? "parentName" : id === "subscription" ? "email" : "name");
            expect(answer.text, `${id}: ${typed} comes back`).toContain(`value="${escapeHtml(typed)}"`);
          }
        });
      }
      test("filled in, with scripts (.data): refused and nothing stored", async () => {
        const tag = newTag();
        const answer = await post(backend, "/register.data", [...forms.registration.valid(tag), [safeguardFields.honeypot, "x"]]);
        await expectRefusedAndNothingStored(backend, answer, tag, "honeypot .data");
        expect(answer.text).toContain(`Almaz Bekele ${tag}`);
      });
    });

    test(`the rate limit: a hall of 60 families on one address, typos and all, register; at ${rateLimit} accepted, 429 with Retry-After in the visitor's language`, async () => {
      // One address for this test alone (TEST-NET-2), and a separate count per database.
      const address = "198.51.100.20";
      for (let family = 0; family < rateLimit; family++) {
        // Every third family first sends the form without an e-mail address: refused, and not counted.
        if (family % 3 === 0)
          expect((await post(backend, "/register", without(forms.registration.valid(newTag()), forms.registration.emailField), { address })).status).toBe(400);
        const entries = forms.registration.valid(newTag());
        const answer = await post(backend, "/register", entries, { address });
        expect(answer.status, `family ${family + 1}`).toBe(200);
        if (family < 60) await expectAcceptedOnce(backend, forms.registration, entries, answer, `family ${family + 1}`);
      }
      for (const lang of ["en", "am"] as const) {
        const tag = newTag();
        const answer = await post(backend, localized("/register", lang), forms.registration.valid(tag), { address });
        expect(answer.status).toBe(429);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        const retryAfter = Number(answer.headers.get("retry-after"));
        expect
          .soft(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600, `${lang} page: Retry-After: ${answer.headers.get("retry-after")}`)
          .toBe(true);
        expect(answer.text).toContain(escapeHtml(texts[lang].form.refused.tooMany.replace("{{minutes}}", String(Math.ceil(retryAfter / 60)))));
        // The values come back, so nothing typed is lost.
        expect(answer.text).toContain(`value="Almaz Bekele ${tag}"`);
        expect(await storedWith(backend, tag)).toBe(0);
      }
      const tag = newTag();
      const data = await post(backend, "/subscribe.data", forms.subscription.valid(tag), { address });
      expect(data.status).toBe(429);
      expect.soft(data.headers.get("retry-after") ?? "(none)", "/subscribe.data: Retry-After").toMatch(/^\d+$/);
      expect(await storedWith(backend, tag)).toBe(0);
      // Another visitor is not held back.
      const entries = forms.registration.valid(newTag());
      await expectAcceptedOnce(
        backend,
        forms.registration,
        entries,
        await post(backend, "/register", entries, { address: "198.51.100.21" }),
        "another address",
      );
    });

    describe("repeats are stored once", () => {
      for (const id of formIds) {
        test(`${id}: the same body with the same submissionId sent 5 times at once: one row, one reference`, async () => {
          const form = forms[id];
          const entries: Entries = [...form.valid(newTag()), ["submissionId", randomBytes(16).toString("hex")]];
          const address = freshAddress();
          const answers = await Promise.all(Array.from({ length: 5 }, () => post(backend, form.path, entries, { address })));
          expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
          const email = valueNamed(entries, form.emailField);
          if (form.prefix) {
            const references = answers.map((answer) => referenceIn(answer.text, form.prefix!));
            expect(new Set(references).size, references.join(" ")).toBe(1);
            expect(await countSubmissions(backend, email)).toBe(1);
          } else {
            expect(await subscriberCount(backend, email)).toBe(1);
          }
        });
      }
      for (const lang of ["en", "am"] as const) {
        test(`${lang}: the visitor is told, in the page's language, that a repeat was not stored again, with the first reference`, async () => {
          const entries = forms.registration.valid(newTag());
          const address = freshAddress();
          const first = await post(backend, localized("/register", lang), entries, { address });
          const second = await post(backend, localized("/register", lang), entries, { address });
          const [before, after] = texts[lang].form.repeat.split("{{date}}");
          expect(first.text).not.toContain(escapeHtml(texts[lang].form.repeatTitle));
          expect(second.text).toContain(escapeHtml(texts[lang].form.repeatTitle));
          expect(second.text).toContain(escapeHtml(before!));
          expect(second.text).toContain(escapeHtml(after!.replace("{{reference}}", referenceIn(first.text, "REG"))));
          if (lang === "am") expect(second.text.slice(second.text.indexOf(escapeHtml(before!)))).toMatch(ethiopic);
        });
      }
      test("registration, with scripts: 5 concurrent /register.data posts with one submissionId give one reference", async () => {
        const entries: Entries = [...forms.registration.valid(newTag()), ["submissionId", randomBytes(16).toString("hex")]];
        const address = freshAddress();
        const answers = await Promise.all(Array.from({ length: 5 }, () => post(backend, "/register.data", entries, { address })));
        for (const answer of answers) expect(answer.status).toBe(200);
        expect(new Set(answers.map((answer) => referenceIn(answer.text, "REG"))).size).toBe(1);
        expect(await countSubmissions(backend, valueNamed(entries, "parentEmail"))).toBe(1);
      });
      for (const id of formIds) {
        test(`${id}: a page resubmitted without a submissionId (the same body twice) is stored once`, async () => {
          const form = forms[id];
          const entries = form.valid(newTag());
          const address = freshAddress();
          const first = await post(backend, form.path, entries, { address });
          const second = await post(backend, form.path, entries, { address });
          expect(first.status).toBe(200);
          expect(second.status).toBe(200);
          const email = valueNamed(entries, form.emailField);
          if (form.prefix) {
            expect(referenceIn(second.text, form.prefix)).toBe(referenceIn(first.text, form.prefix));
            expect(await countSubmissions(backend, email)).toBe(1);
          } else {
            expect(await subscriberCount(backend, email)).toBe(1);
          }
        });
      }
    });

    describe("answers that show what was sent are kept by no browser or proxy", () => {
      for (const id of formIds) {
        test(`${id}: accepted, invalid and refused answers, with scripts or without, are no-store; the form's page keeps its caching`, async () => {
          const form = forms[id];
          const valid = form.valid(newTag());
          const invalid = withValue(form.valid(newTag()), form.emailField, "not-an-address");
          const answers: [string, Answer][] = [
            ["accepted", await post(backend, form.path, valid)],
            ["accepted, Amharic, with scripts", await post(backend, `/am${form.path}.data`, form.valid(newTag()))],
            ["invalid, Amharic", await post(backend, `/am${form.path}`, invalid)],
            ["invalid, with scripts", await post(backend, `${form.path}.data`, invalid)],
            ["refused (honeypot)", await post(backend, form.path, [...form.valid(newTag()), [safeguardFields.honeypot, "x"]])],
          ];
          expect(answers.map(([, answer]) => answer.status)).toEqual([200, 200, 400, 400, 400]);
          for (const [what, answer] of answers) expect(answer.headers.get("cache-control"), `${id}, ${what}`).toBe("no-store");
          // What makes it matter: the answers carry what the visitor typed. An accepted registration's carries
          // the family's details only (for the next child), never the child's medical notes (decision 21).
          expect(answers[0]![1].text).toContain(valueNamed(valid, form.emailField));
          if (id === "registration") expect(answers[0]![1].text).not.toContain(valueNamed(valid, "medicalInfo"));
          expect(answers[2]![1].text).toContain('value="not-an-address"');
          expect(answers[3]![1].text).toContain("not-an-address");
          const page = await send(backend, form.path, { method: "GET" });
          expect(page.status).toBe(200);
          expect(page.headers.get("cache-control"), `GET ${form.path}`).not.toMatch(/no-store/);
        });
      }
    });

    describe("security headers", () => {
      test("a cached page, a 404, a form answer, an asset and /healthz carry them", async () => {
        const home = await send(backend, "/", { method: "GET" });
        expect(home.status).toBe(200);
        const asset = home.text.match(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/)?.[1];
        expect(asset, "an asset linked from /").toBeTruthy();
        const responses: [string, Answer, number][] = [
          ["/", home, 200],
          ["/am/register", await send(backend, "/am/register", { method: "GET" }), 200],
          ["a 404 page", await send(backend, `/no-such-page-${newTag()}`, { method: "GET" }), 404],
          ["a form answer (400)", await post(backend, "/register", []), 400],
          ["a form answer (200)", await post(backend, "/support/donate", forms.donation.valid(newTag())), 200],
          ["a form answer (.data)", await post(backend, "/contact.data", []), 400],
          [asset!, await send(backend, asset!, { method: "GET" }), 200],
          ["/healthz", await send(backend, "/healthz", { method: "GET" }), 200],
          ["a 413", await post(backend, "/register", [["padding", "x".repeat(maxBodyBytes + 1)]]), 413],
        ];
        for (const [what, answer, status] of responses) {
          expect(answer.status, what).toBe(status);
          expectSecurityHeaders(answer.headers, what);
          expect(answer.headers.get("strict-transport-security"), `${what} over plain HTTP`).toBeNull();
        }
        // An HTML page may not be framed, and its scripts come from the site alone.
        for (const [what, answer] of responses.slice(0, 5)) {
          expect(answer.headers.get("content-type"), what).toMatch(/text\/html/);
          expect(policy(answer.headers).get("script-src")?.[0], what).toBe("'self'");
        }
      });

      test("Strict-Transport-Security when the request came over HTTPS through the trusted proxy", async () => {
        for (const path of ["/", "/healthz", "/no-such-page"]) {
          const answer = await send(backend, path, { method: "GET", headers: { "X-Forwarded-Proto": "https" } });
          expect(answer.headers.get("strict-transport-security"), path).toMatch(/max-age=\d{7,}/);
          expect(
            (await send(backend, path, { method: "GET", headers: { "X-Forwarded-Proto": "http" } })).headers.get("strict-transport-security"),
            path,
          ).toBeNull();
        }
      });

      test("every inline script of a page is allowed by a sha256 hash of its policy, and there are no inline handlers", async () => {
        const pages: [string, Answer][] = [
          ["/", await send(backend, "/", { method: "GET" })],
          ["/am/register", await send(backend, "/am/register", { method: "GET" })],
          ["a 404 page", await send(backend, `/am/no-such-page-${newTag()}`, { method: "GET" })],
          ["a form answer", await post(backend, "/contact", forms.contact.valid(newTag()))],
        ];
        for (const [what, answer] of pages) {
          const { scripts, missing } = inlineScriptsAllowed(answer.text, answer.headers);
          expect(scripts, `${what} has inline scripts`).toBeGreaterThan(0);
          expect(missing, what).toEqual([]);
          expect(answer.text.match(/<[a-z][^>]*\son[a-z]+\s*=/gi) ?? [], `${what}: inline event handlers`).toEqual([]);
        }
      });
    });

    test("/healthz answers 200 JSON with status ok", async () => {
      const answer = await send(backend, "/healthz", { method: "GET" });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.headers.get("cache-control")).toMatch(/no-store/);
      expect(JSON.parse(answer.text)).toMatchObject({ status: "ok", database: backend });
    });
  });
}
