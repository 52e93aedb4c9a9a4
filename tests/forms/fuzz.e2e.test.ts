/**
 * Property-based tests of the four form actions: random bodies (the real field names and others, repeated
 * keys, Unicode, Ethiopic, control characters, NUL, very long values, urlencoded or multipart, sometimes a
 * wrong Content-Type) are posted the way a browser without scripts does (the page path) or with scripts
 * (`<path>.data`), in English and Amharic, on both databases. Whatever the body:
 *
 * - the answer is never a 5xx;
 * - it is 200 exactly when the body passes the form's own rules (`parseForm` with the form's zod schema, on
 *   the FormData the server itself reads from those bytes), and then exactly one row (one subscriber) holds
 *   what was validated;
 * - otherwise it is a 4xx (413 for a body over the limit) and nothing is stored.
 *
 * Every body's e-mail addresses are made afresh for each run (also when fast-check shrinks a failure), so a
 * stored row is found by them, and each request comes from an address of its own (X-Forwarded-For), so the
 * per-address rate limit never answers.
 */
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { afterAll, describe, expect, inject, test } from "vitest";
import type { z } from "zod/mini";
import { maxLengths, parseForm } from "#app/fields/validation.ts";
import { contactMessageSchema, contactTopics } from "#app/forms/contact/fields.ts";
import { donationSchema } from "#app/forms/donation/fields.ts";
import { amharicLevels, grades, registrationSchema } from "#app/forms/registration/fields.ts";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { subscriptionInterests, subscriptionSchema } from "#app/forms/subscription/fields.ts";
import { languages } from "#app/i18n/language.ts";
import { maxBodyBytes } from "../../server/react-router-handler.ts";
import { closeServerDatabases, type StoredRow, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import type { Backend } from "../support/server.ts";

afterAll(closeServerDatabases);

/** Runs per form and database: 4 forms × 2 databases × this many requests. */
const numRuns = Number(process.env.FORM_FUZZ_RUNS ?? 120);

// --- Addresses -----------------------------------------------------------------------------------------

const runTag = randomBytes(4).toString("hex");
const addressPrefix = `fd01:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
let counter = 0;
/** A client of its own for each request: an IPv6 /64 of its own, as the rate limits count per /64 (and never an address tests/support/pages.ts gives out). */
const freshAddress = () => `${addressPrefix}:${(++counter).toString(16)}::1`;
/** The part of an e-mail address that marks one run's body: found again in whatever was stored. */
const freshMark = () => `fuzz-${runTag}-${(++counter).toString(36)}`;

// --- Values --------------------------------------------------------------------------------------------

const fromCodePoint = (min: number, max: number) => fc.integer({ min, max }).map((code) => String.fromCodePoint(code));
const character = fc.oneof(
  { weight: 6, arbitrary: fromCodePoint(0x20, 0x7e) },
  { weight: 4, arbitrary: fromCodePoint(0x1200, 0x137f) }, // Ethiopic
  { weight: 2, arbitrary: fromCodePoint(0x00, 0x1f) }, // C0 controls, NUL included
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "\u007f",
      "\u0085",
      "\u00a0",
      "\u200b",
      "\u200e",
      "\u2028",
      "\ufeff",
      "\ufffd",
      "\ud800",
      "\udc00",
      "😀",
      "👩🏽‍🏫",
      "é",
      "\u0301",
      "%",
      "&",
      "=",
      "+",
      '"',
      "<",
      ">",
      "\r\n",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);
const text = (maxLength: number) => fc.string({ unit: character, maxLength });
/** Mostly around a field's limit; sometimes far over the body limit. */
const longText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(maxLengths.name, maxLengths.longText, maxLengths.message, maxLengths.email),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom("a", "ሀ", "😀", " ", "\u0000"),
      )
      .map(([max, delta, unit]) => unit.repeat(Math.max(0, max + delta))),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        text(3).filter((unit) => unit.length > 0),
        fc.integer({ min: 1_000, max: 60_000 }),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);
const junk = fc.oneof(
  { weight: 5, arbitrary: text(30) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "on",
      "true",
      "off",
      "k",
      "K",
      "12",
      "13",
      "en",
      "am",
      "fr",
      "news",
      "general",
      "5",
      "18",
      "19",
      "-1",
      "9.5",
      "nine",
      "null",
      "undefined",
      "[object Object]",
      "<script>alert(1)</script>",
      "'; DROP TABLE submissions; --",
    ),
  },
  { weight: 1, arbitrary: longText },
);

/** An e-mail address made when the body is sent: a fresh one each run, in one of these shapes. */
type EmailShape = "plain" | "upper" | "padded" | "control" | "double-at" | "no-domain" | "space" | "too-long";
interface EmailSlot {
  email: EmailShape;
}
/** A file part of a multipart body (in an urlencoded one, its text). */
interface FileSlot {
  file: string;
}
type Value = string | EmailSlot | FileSlot;
type Entry = [string, Value];

const validEmail = fc.constantFrom<EmailShape>("plain", "plain", "upper", "padded", "control").map((email): Value => ({ email }));
const edgeEmail = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<EmailShape>("double-at", "no-domain", "space", "too-long").map((shape): Value => ({ email: shape })) },
  // Anything without an "@" is never an address, so never stored under someone else's address.
  { weight: 1, arbitrary: junk.filter((value) => !value.includes("@")) },
);

function materialize(shape: EmailShape, mark: string): string {
  switch (shape) {
    case "plain":
      return `${mark}@example.org`;
    case "upper":
      return `${mark.toUpperCase()}@EXAMPLE.ORG`;
    case "padded":
      return ` \t${mark}@example.org\n`;
    case "control":
      return `\u0000${mark}@exam\u0007ple.org\u001f`;
    case "double-at":
      return `${mark}@@example.org`;
    case "no-domain":
      return `${mark}@`;
    case "space":
      return `${mark} x@example.org`;
    case "too-long":
      return `${mark}${"a".repeat(maxLengths.email)}@example.org`;
  }
}

// Each field has values its rules accept (in any script, with control characters, at the length limit)
// and edge values that are mostly refused. A body starts from accepted values and is then changed a
// little, so that about a third of the bodies pass: both sides of the property are exercised.

/** A name-like value: a visible start, then anything, up to exactly `max` characters. */
const validText = (max: number) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom("Almaz Bekele", "ዳዊት በቀለ", "Selam", "O'Brien-Tesfaye", "Ζωή", "<b>Hana</b>", "&amp;"), text(30))
        .map(([start, rest]) => `${start}${rest}`.slice(0, max)),
    },
    { weight: 1, arbitrary: fc.constantFrom("a", "ሀ", " ሀ ").map((unit) => unit.repeat(max).slice(0, max)) },
  );
const edgeText = (max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min: max + 1, max: max + 3 }).map((length) => "ሰ".repeat(length)) },
    { weight: 2, arbitrary: fc.constantFrom("", "   ", "\u0000", "\t\n", "\u0000\u0001 \u001f") },
    { weight: 3, arbitrary: junk },
  );
const validPhone = fc.oneof(
  fc.constantFrom("(503) 555-0100", "+251 91 123 4567", "503.555.0199", "5035550100", "+1 (503) 555-0142", " 503/555 0100 "),
  fc.array(fc.constantFrom(..."0123456789"), { minLength: 7, maxLength: 15 }).map((digits) => digits.join("")),
);
const edgePhone = fc.oneof(
  fc.constantFrom("123", "call me", "+1 503 555 0100 ext 2", "1234567890123456", "ሀ503 555 0100"),
  fc.string({ unit: fc.constantFrom(..."0123456789 +-()./x"), minLength: 1, maxLength: 44 }),
  junk,
);
const validChoice = (options: readonly string[]) => fc.constantFrom(...options);
const edgeChoice = (options: readonly string[]) =>
  fc.oneof(fc.constantFrom(...options.map((option) => option.toUpperCase()), ...options.map((option) => ` ${option}`)), junk);
const validAge = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 5, max: 18 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(" 7 ", "07", "05", "\u00005") },
);
const edgeAge = fc.oneof(
  fc.integer({ min: -3, max: 120 }).map(String),
  fc.constantFrom("4", "19", "9.5", "nine", "１０", "٥", "1e1", "0x9", "", "-0", "+7"),
  junk,
);
const validOptional = (max: number) => fc.oneof(fc.constant(""), validText(max), text(60));

interface FieldSpec {
  name: string;
  /** Accepted values; a list field (checkboxes) takes several. */
  valid: fc.Arbitrary<Value> | fc.Arbitrary<Value[]>;
  /** Mostly refused values. */
  edge: fc.Arbitrary<Value>;
}

const field = (fieldName: string, valid: fc.Arbitrary<Value> | fc.Arbitrary<Value[]>, edge: fc.Arbitrary<Value>): FieldSpec => ({
  name: fieldName,
  valid,
  edge,
});
const textField = (fieldName: string, max: number) => field(fieldName, validText(max), edgeText(max));
const checkboxField = (fieldName: string) => field(fieldName, fc.constantFrom("on", "true"), fc.oneof(fc.constantFrom("off", "ON", "yes", "1", ""), junk));

interface FormUnderTest {
  id: string;
  path: string;
  schema: z.ZodMiniObject;
  fields: FieldSpec[];
  emailField: string;
  kind?: "registration" | "donation" | "contact";
  nameField?: string;
}

const forms: FormUnderTest[] = [
  {
    id: "registration",
    path: "/register",
    schema: registrationSchema,
    kind: "registration",
    emailField: "parentEmail",
    nameField: "parentName",
    fields: [
      textField("parentName", maxLengths.name),
      field("parentEmail", validEmail, edgeEmail),
      field("parentPhone", validPhone, edgePhone),
      textField("childName", maxLengths.name),
      field("childAge", validAge, edgeAge),
      field("childGrade", validChoice(grades), edgeChoice(grades)),
      field("amharicLevel", validChoice(amharicLevels), edgeChoice(amharicLevels)),
      field("medicalInfo", validOptional(maxLengths.longText), edgeText(maxLengths.longText)),
      textField("emergencyContact", maxLengths.name),
      field("emergencyPhone", validPhone, edgePhone),
      checkboxField("scholarshipNeeded"),
      checkboxField("agreement"),
    ],
  },
  {
    id: "donation",
    path: "/support/donate",
    schema: donationSchema,
    kind: "donation",
    emailField: "email",
    nameField: "name",
    fields: [
      field(
        "amount",
        fc.oneof(fc.constantFrom("", "$100", "50", "250.00", "$75 a month", "ብር 500"), validText(maxLengths.amount)),
        edgeText(maxLengths.amount),
      ),
      textField("name", maxLengths.name),
      field("email", validEmail, edgeEmail),
      field("message", validOptional(maxLengths.longText), edgeText(maxLengths.longText)),
    ],
  },
  {
    id: "contact",
    path: "/contact",
    schema: contactMessageSchema,
    kind: "contact",
    emailField: "email",
    nameField: "name",
    fields: [
      textField("name", maxLengths.name),
      field("email", validEmail, edgeEmail),
      field("phone", fc.oneof(fc.constant(""), validPhone), edgePhone),
      field("topic", validChoice(contactTopics), edgeChoice(contactTopics)),
      textField("message", maxLengths.message),
    ],
  },
  {
    id: "subscription",
    path: "/subscribe",
    schema: subscriptionSchema,
    emailField: "email",
    fields: [
      field("email", validEmail, edgeEmail),
      field("language", validChoice(languages), edgeChoice(languages)),
      field("interests", fc.subarray([...subscriptionInterests], { minLength: 1 }), edgeChoice(subscriptionInterests)),
    ],
  },
];

// --- Bodies --------------------------------------------------------------------------------------------

type Mutation =
  | { op: "remove"; field: number }
  | { op: "replace"; field: number; value: Value }
  | { op: "repeat"; field: number; value: Value; first: boolean }
  | { op: "extra"; name: string; value: Value; first: boolean };

const otherName = fc.oneof(
  fc.constantFrom(
    safeguardFields.honeypot,
    safeguardFields.honeypot,
    // The honeypot's old name, now just an unknown field.
    "website",
    "submissionId",
    "__proto__",
    "constructor",
    "toString",
    "parentName[]",
    "email ",
    "EMAIL",
    "",
    "_action",
    "intent",
    "_data",
    "index",
  ),
  text(12),
);
const file = fc.record({ file: text(20) });

function mutation(form: FormUnderTest): fc.Arbitrary<Mutation> {
  const index = fc.nat({ max: form.fields.length - 1 });
  const anyValue = fc.oneof(junk, validEmail, edgeEmail, file);
  return fc.oneof(
    fc.record({ op: fc.constant("remove" as const), field: index }),
    // A value the field's rules (mostly) refuse, or anything at all.
    fc.oneof(...form.fields.map((spec, field) => spec.edge.map((value): Mutation => ({ op: "replace", field, value })))),
    fc.record({ op: fc.constant("replace" as const), field: index, value: anyValue }),
    fc.record({ op: fc.constant("repeat" as const), field: index, value: anyValue, first: fc.boolean() }),
    fc.record({ op: fc.constant("extra" as const), name: otherName, value: fc.oneof(junk, fc.constant(""), file), first: fc.boolean() }),
    fc.record({
      op: fc.constant("extra" as const),
      name: fc.constant("submissionId"),
      value: fc.oneof(fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/), junk),
      first: fc.boolean(),
    }),
  );
}

/** Every field with an accepted value, then none to a few changes. */
function body(form: FormUnderTest): fc.Arbitrary<Entry[]> {
  const base = fc.tuple(...form.fields.map((spec) => spec.valid as fc.Arbitrary<Value | Value[]>));
  const changes = fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as Mutation[]) },
    { weight: 2, arbitrary: fc.array(mutation(form), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(base, changes).map(([values, mutations]) => {
    const fields: Value[][] = values.map((value) => (Array.isArray(value) ? value : [value]));
    const before: Entry[] = [];
    const after: Entry[] = [];
    for (const change of mutations) {
      if (change.op === "remove") fields[change.field] = [];
      else if (change.op === "replace") fields[change.field] = [change.value];
      else if (change.op === "repeat")
        fields[change.field] = change.first ? [change.value, ...fields[change.field]!] : [...fields[change.field]!, change.value];
      else (change.first ? before : after).push([change.name, change.value]);
    }
    return [...before, ...form.fields.flatMap((spec, index) => fields[index]!.map((value): Entry => [spec.name, value])), ...after];
  });
}

type Encoding =
  | "urlencoded"
  | "urlencoded; charset"
  | "URLENCODED"
  | "urlencoded + stray bytes"
  | "multipart"
  | "multipart without boundary"
  | "text/plain"
  | "json"
  | "none";
const encoding = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<Encoding>("urlencoded", "urlencoded; charset", "URLENCODED", "urlencoded + stray bytes") },
  { weight: 8, arbitrary: fc.constant<Encoding>("multipart") },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>("multipart without boundary", "text/plain", "json", "none") },
);

const urlencoded = "application/x-www-form-urlencoded";

/** The bytes and Content-Type a client would send. */
async function encode(entries: [string, string | FileSlot][], how: Encoding): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string | null }> {
  const asText = (value: string | FileSlot) => (typeof value === "string" ? value : value.file);
  const form = () => {
    const params = new URLSearchParams();
    for (const [key, value] of entries) params.append(key, asText(value));
    return params.toString();
  };
  const bytes = (text: string) => new TextEncoder().encode(text);
  switch (how) {
    case "urlencoded":
      return { bytes: bytes(form()), contentType: urlencoded };
    case "urlencoded; charset":
      return { bytes: bytes(form()), contentType: `${urlencoded}; charset=UTF-8` };
    case "URLENCODED":
      return { bytes: bytes(form()), contentType: urlencoded.toUpperCase() };
    case "urlencoded + stray bytes": {
      const stray = new Uint8Array([0x26, 0x25, 0x7a, 0x7a, 0x3d, 0x26, 0x3d, 0x3d, 0x26, 0xff, 0xfe, 0x00, 0x25, 0x45, 0x31, 0x26, 0x2b, 0x2b]);
      const main = bytes(form());
      return { bytes: new Uint8Array([...stray.slice(0, 9), ...main, ...stray]), contentType: urlencoded };
    }
    case "text/plain":
      return { bytes: bytes(form()), contentType: "text/plain;charset=UTF-8" };
    case "json":
      return { bytes: bytes(JSON.stringify(Object.fromEntries(entries.map(([key, value]) => [key, asText(value)])))), contentType: "application/json" };
    case "none":
      return { bytes: bytes(form()), contentType: null };
    case "multipart":
    case "multipart without boundary": {
      const data = new FormData();
      for (const [key, value] of entries) {
        if (typeof value === "string") data.append(key, value);
        else data.append(key, new Blob([value.file], { type: "text/plain" }), "notes.txt");
      }
      const request = new Request("http://localhost/", { method: "POST", body: data });
      const contentType = request.headers.get("content-type")!;
      return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: how === "multipart" ? contentType : "multipart/form-data" };
    }
  }
}

/** What the server reads from these bytes: the same parser (Node's fetch Request), or undefined when it cannot. */
async function formDataOf(bytes: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<FormData | undefined> {
  try {
    return await new Request("http://localhost/", { method: "POST", body: bytes, headers: contentType ? { "Content-Type": contentType } : {} }).formData();
  } catch {
    return undefined;
  }
}

// --- Checking what was stored ----------------------------------------------------------------------------

async function rowsWithMark(backend: Backend, form: FormUnderTest, mark: string): Promise<Record<string, string | number | null>[]> {
  const db = serverDatabase(backend);
  const pattern = `%${mark}%`;
  if (!form.kind) return db.all("SELECT email, lang, interests, status FROM subscribers WHERE email LIKE ?", [pattern]);
  return db.all<StoredRow>("SELECT kind, reference, lang, name, email, payload FROM submissions WHERE email LIKE ? OR payload LIKE ?", [pattern, pattern]);
}

const baseURL = (backend: Backend) => inject("servers")[backend].baseURL;

interface Case {
  entries: Entry[];
  encoding: Encoding;
  lang: "en" | "am";
  data: boolean;
}

const caseOf = (form: FormUnderTest): fc.Arbitrary<Case> =>
  fc.record({ entries: body(form), encoding, lang: fc.constantFrom("en" as const, "am" as const), data: fc.boolean() });

/** Sends one case and checks the answer and the database against the form's own rules. */
async function check(backend: Backend, form: FormUnderTest, testCase: Case): Promise<number> {
  const mark = freshMark();
  const entries = testCase.entries.map(([key, value]): [string, string | FileSlot] => [
    key,
    typeof value === "object" && "email" in value ? materialize(value.email, mark) : value,
  ]);
  const { bytes, contentType } = await encode(entries, testCase.encoding);
  const path = `${testCase.lang === "am" ? "/am" : ""}${form.path}${testCase.data ? ".data" : ""}`;

  // The expectation, from the same bytes.
  const formData = bytes.length > maxBodyBytes ? undefined : await formDataOf(bytes, contentType);
  const honeypot = formData?.get(safeguardFields.honeypot);
  const parsed = formData && !(typeof honeypot === "string" && honeypot !== "") ? parseForm(form.schema, formData) : undefined;
  const expected = bytes.length > maxBodyBytes ? 413 : parsed?.ok ? 200 : 400;

  const headers: Record<string, string> = { "X-Forwarded-For": freshAddress() };
  if (contentType) headers["Content-Type"] = contentType;
  const response = await fetch(`${baseURL(backend)}${path}`, { method: "POST", body: bytes, headers, redirect: "manual" });
  const answer = await response.text();
  const what = `POST ${path} (${testCase.encoding}, ${bytes.length} bytes) → ${response.status}, expected ${expected}${parsed && !parsed.ok ? ` (${JSON.stringify(parsed.errors)})` : ""}: ${answer.slice(0, 200)}`;

  expect(response.status, `a 5xx: ${what}`).toBeLessThan(500);
  expect(response.status, what).toBe(expected);
  const rows = await rowsWithMark(backend, form, mark);
  if (!parsed?.ok) {
    expect(rows, `nothing stored: ${what}`).toEqual([]);
    return response.status;
  }
  const data = parsed.data as Record<string, unknown>;
  expect(rows, `exactly one row: ${what}`).toHaveLength(1);
  const row = rows[0]!;
  expect(row.email, what).toBe(String(data[form.emailField]).toLowerCase());
  if (!form.kind) {
    // Waiting for the address to confirm (app/forms/subscription/subscribers.server.ts).
    expect(row, what).toMatchObject({ lang: data.language, status: "pending" });
    expect(JSON.parse(String(row.interests)), what).toEqual(data.interests);
    return response.status;
  }
  expect(row, what).toMatchObject({ kind: form.kind, lang: testCase.lang, name: data[form.nameField!] });
  // What was stored is what the rules let through, nothing else.
  expect(JSON.parse(String(row.payload)), what).toEqual(JSON.parse(JSON.stringify(data)));
  expect(answer, `the reference in the answer: ${what}`).toContain(String(row.reference));
  return response.status;
}

// --- The properties ------------------------------------------------------------------------------------

for (const form of forms) {
  describe.concurrent(`${form.id}: random bodies`, () => {
    for (const backend of backends) {
      test(`${backend}: never a 5xx; 200 and one stored row exactly when the rules pass; otherwise 4xx and nothing stored`, { timeout: 180_000 }, async () => {
        const tally: Record<number, number> = {};
        await fc.assert(
          fc.asyncProperty(caseOf(form), async (testCase) => {
            const status = await check(backend, form, testCase);
            tally[status] = (tally[status] ?? 0) + 1;
          }),
          { numRuns, verbose: 1 },
        );
        console.info(`${form.id} on ${backend}: ${numRuns} random bodies answered ${JSON.stringify(tally)}`);
        // Both sides of the property were exercised.
        expect(tally[200] ?? 0, "bodies accepted").toBeGreaterThanOrEqual(numRuns / 10);
        expect((tally[400] ?? 0) + (tally[413] ?? 0), "bodies refused").toBeGreaterThanOrEqual(numRuns / 10);
      });
    }
  });
}
