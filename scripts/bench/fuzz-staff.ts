/**
 * The staff half of `npm run fuzz`: signs in as each staff role (a translator for each language), second
 * factor included, and sends every staff route (app/staff/shared/staff-pages.ts, in both languages) what no browser
 * of ours sends: GETs with odd parameters and queries, form posts with odd intents, missing, huge and
 * wrongly typed fields, odd ids, JSON or broken multipart where a form is expected, uploads of empty,
 * truncated, non-image or giant-dimension files under the wrong content types, and odd autosave bodies.
 * The fields and intents come from the pages themselves (read once as the administrator), so new forms are
 * fuzzed without a change here. Every answer must be below 500.
 *
 * Roles run one after another, the administrator last: its posts may change other accounts (never its own).
 */
import type { KeyObject } from "node:crypto";
import { crc32 } from "node:zlib";
import { contentKinds } from "#app/content/registry.ts";
import { languages } from "#app/i18n/language.ts";
import type { RoleChoice } from "#app/staff/shared/accounts.server.ts";
import { staffRoles } from "#app/staff/shared/permissions.ts";
import { type StaffPage, staffPages } from "#app/staff/shared/staff-pages.ts";
import type { Database } from "#app/storage/database.server.ts";
import { createStaffAccount, secondFactorCodeIn, signInAt, staffRequest } from "../dev/staff-login.ts";
import { type Random, randomSource } from "./seeded-random.ts";

/** Every role, a translator once per language; the administrator last. */
export const fuzzRoles: { label: string; choice: RoleChoice }[] = staffRoles
  .flatMap((role): { label: string; choice: RoleChoice }[] =>
    role === "translator"
      ? languages.map((translates) => ({ label: `translator-${translates}`, choice: { role, translates } }))
      : [{ label: role, choice: { role } }],
  )
  .reverse();

export interface RoleFuzzResult {
  role: string;
  count: number;
  byClass: Record<string, number>;
  serverErrors: { request: string; status: number }[];
  /** Whether the role's session still opened the overview after its run (else its figures are a signed-out visitor's). */
  sessionKept: boolean;
}

/** What the administrator's pages show of their forms: the fields, their values, the intents, the file inputs. */
interface PageForms {
  fields: string[];
  values: Map<string, string[]>;
  intents: string[];
  files: string[];
}

/** Values no form of ours sends. */
const oddValues = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e308",
  "NaN",
  "Infinity",
  "2147483648",
  "9007199254740993",
  "99999999999999999999",
  "null",
  "true",
  "[]",
  '{"a":1}',
  "ሰላም እርስዎ",
  "\u0000",
  "\ud800",
  "\u202e\u200b",
  "%FF",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "' OR 1=1 --",
  "2026-02-30",
  "2026-13-45T25:61",
  "a@",
  "@example.org",
  "en",
  "am",
  "xx",
  "\r\n\r\n",
  "😀".repeat(300),
  "a".repeat(5_000),
  "ሀ".repeat(40_000),
];
const oddIntents = ["", "INTENT", "save ", "publish\u0000", "__proto__", "constructor", "confirm:xx", "confirm:", "confirm:am:en", "delete", "a".repeat(500)];
const oddIds = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "abc",
  "99999999999999999999",
  "9007199254740993",
  "2147483648",
  "%00",
  "%FF",
  "..",
  "ሰላም",
  "REG-0000-0000",
  "a".repeat(300),
];
const oddQueries = [
  "page=-1",
  "page=99999999999999999999",
  "page=1e400",
  "page=abc",
  "q=%00",
  "q=%FF",
  `q=${"a".repeat(3000)}`,
  "status=xx",
  "sort=__proto__",
  "kind=xx",
  "lang=xx",
  "done=xx",
  "x[]=1&x[a]=2",
  "page=1&page=2",
  "next=//evil.example",
  "_data=x",
  "_routes=root",
  "_routes=%FF",
  "index",
];

/** The brokenness a form post can have: its body whole but of another kind, or a multipart body cut short. */
const brokenBodies: { contentType?: string; body: string }[] = [
  { contentType: "multipart/form-data; boundary=abc", body: "--xyz\r\nnot a part\r\n--" },
  { contentType: "multipart/form-data", body: "intent=save" },
  { contentType: "multipart/form-data; boundary=----x", body: '------x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave' },
  { contentType: "text/plain", body: "\u0000\u00ff garbage" },
  { contentType: "application/octet-stream", body: "\u0000\u0001\u0002" },
  { body: "%%%%&&&===" },
  { contentType: "application/x-www-form-urlencoded", body: "%%%%&&&===&intent=%E0%A4%A" },
];

// --- Files ----------------------------------------------------------------------------------------------

const png1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** A PNG whose header claims width × height and whose pixels never come. */
function pngClaiming(width: number, height: number): Buffer<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const type = Buffer.from("IHDR");
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), type, ihdr, Buffer.alloc(4)]);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, ihdr])), 21);
  return Buffer.concat([png1x1.subarray(0, 8), chunk]);
}

/** A JPEG's start and a frame header claiming 65,535 × 65,535, then nothing. */
const giantJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);

const oddFiles: { name: string; type: string; bytes: Buffer<ArrayBuffer> }[] = [
  { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) },
  { name: "", type: "application/octet-stream", bytes: Buffer.alloc(0) },
  { name: "cut.png", type: "image/png", bytes: png1x1.subarray(0, 40) },
  { name: "tiny.png", type: "image/png", bytes: png1x1 },
  { name: "tiny.pdf", type: "image/png", bytes: png1x1 },
  { name: "huge.png", type: "image/png", bytes: pngClaiming(100_000, 100_000) },
  { name: "widest.png", type: "image/png", bytes: pngClaiming(0x7fffffff, 1) },
  { name: "zero.png", type: "image/png", bytes: pngClaiming(0, 0) },
  { name: "huge.jpg", type: "image/jpeg", bytes: giantJpeg },
  { name: "huge.gif", type: "image/gif", bytes: Buffer.from("GIF89a\xff\xff\xff\xff\x00\x00\x00", "latin1") },
  { name: "notes.txt", type: "text/plain", bytes: Buffer.from("not an image at all") },
  { name: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>") },
  { name: "form.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n") },
  { name: "cut.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog", "latin1") },
  { name: "../../etc/passwd", type: "image/png", bytes: png1x1 },
  { name: `${"ሀ".repeat(400)}.png`, type: "image/png", bytes: png1x1 },
  { name: "x.png", type: "", bytes: Buffer.from([0, 1, 2, 3, 255]) },
];

// --- Pages and their forms ------------------------------------------------------------------------------

/** Real ids from the server's database (a submission, content items, a photo, a document, a newsletter), where there are any. */
async function realIds(db: Database) {
  const one = async <T extends Record<string, string | number | null>>(sql: string) => (await db.get<T>(sql)) ?? undefined;
  const items = await db.all<{ id: number; kind: string; version: number }>("SELECT id, kind, version FROM content_items ORDER BY id LIMIT 20");
  return {
    reference: (await one<{ reference: string }>("SELECT reference FROM submissions ORDER BY id DESC LIMIT 1"))?.reference,
    items: items.map(({ id, kind, version }) => ({ id: String(id), kind, version: Number(version) })),
    photo: await one<{ media_id: number; file_name: string }>("SELECT media_id, file_name FROM media_variants ORDER BY media_id LIMIT 1"),
    document: await one<{ document_id: number; file_name: string }>("SELECT document_id, file_name FROM document_files ORDER BY document_id LIMIT 1"),
    newsletter: (await one<{ id: number }>("SELECT id FROM newsletters ORDER BY id LIMIT 1"))?.id,
  };
}
type RealIds = Awaited<ReturnType<typeof realIds>>;

/** A page's address with its parameters filled: real ids when `real`, else odd ones. */
function concretePath(page: StaffPage, ids: RealIds, random: Random, real: boolean): string {
  const item = ids.items.length ? random.pick(ids.items) : undefined;
  const realValue: Record<string, string | undefined> = {
    reference: ids.reference,
    list: random.pick(["registrations", "donations", "messages", "subscribers"]),
    kind: item?.kind ?? random.pick(Object.keys(contentKinds)),
    id: page.id.startsWith("admin-media")
      ? String(ids.photo?.media_id ?? "")
      : page.id.startsWith("admin-newsletter")
        ? String(ids.newsletter ?? "")
        : item?.id,
    file: page.id.startsWith("admin-media") ? ids.photo?.file_name : ids.document?.file_name,
    document: ids.document ? String(ids.document.document_id) : undefined,
    lang: random.pick(languages),
    event: "genna-2027",
  };
  const path = page.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = real && realValue[name] ? realValue[name] : random.pick(oddIds);
    return encodeURIComponent(value as string).replace(/%25/g, "%");
  });
  return path ? `/admin/${path}` : "/admin";
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[entity] ?? "");

/** The forms of a page as its HTML shows them. */
function formsIn(html: string): PageForms {
  const forms: PageForms = { fields: [], values: new Map(), intents: [], files: [] };
  for (const [tag] of html.matchAll(/<(input|button|select|textarea)\b[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (!name) continue;
    const value = unescapeHtml(attribute(tag, "value") ?? "");
    if (name === "intent") forms.intents.push(value);
    else if (attribute(tag, "type") === "file") forms.files.push(name);
    else if (!forms.fields.includes(name)) forms.fields.push(name);
    if (value) forms.values.set(name, [...(forms.values.get(name) ?? []), value]);
  }
  return forms;
}

// --- Requests -------------------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** What a 5xx report shows of the body. */
  shown: string;
}

function formEntries(forms: PageForms | undefined, random: Random, ownEmail: string): [string, string][] {
  const entries: [string, string][] = [];
  const value = (name: string) => {
    // Never the account's own address: an administrator disabling itself would end the run.
    const real = (forms?.values.get(name) ?? []).filter((each) => each !== ownEmail);
    return real.length && random.next() < 0.5 ? random.pick(real) : random.pick(oddValues);
  };
  if (random.next() < 0.9) entries.push(["intent", forms?.intents.length && random.next() < 0.7 ? random.pick(forms.intents) : random.pick(oddIntents)]);
  for (const name of forms?.fields ?? []) {
    const roll = random.next();
    if (roll < 0.25) continue; // missing
    entries.push([name, value(name)]);
    if (roll > 0.95) entries.push([name, value(name)]); // twice
  }
  if (random.next() < 0.3) entries.push([random.pick(["x[]", "__proto__[a]", "constructor", "", "ሰላም", "intent"]), random.pick(oddValues)]);
  if (random.next() < 0.05) entries.push(["huge", "x".repeat(120_000)]); // over the body limit: 413
  return entries;
}

function formBody(entries: [string, string][], random: Random, origin: string): Pick<FuzzRequest, "headers" | "body" | "shown"> {
  const roll = random.next();
  const headers: Record<string, string> = random.next() < 0.9 ? { Origin: origin } : random.next() < 0.5 ? { Origin: "https://evil.example" } : {};
  if (roll < 0.5) {
    const body = new URLSearchParams(entries).toString();
    return { headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body, shown: body };
  }
  if (roll < 0.7) {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return { headers, body, shown: `multipart ${new URLSearchParams(entries)}` };
  }
  if (roll < 0.85) {
    const body = JSON.stringify(random.next() < 0.5 ? Object.fromEntries(entries) : entries);
    return { headers: { ...headers, "Content-Type": random.pick(["application/json", "application/x-www-form-urlencoded"]) }, body, shown: body };
  }
  const broken = random.pick(brokenBodies);
  return { headers: { ...headers, ...(broken.contentType ? { "Content-Type": broken.contentType } : {}) }, body: broken.body, shown: broken.body };
}

function uploadBody(forms: PageForms | undefined, random: Random, origin: string, ownEmail: string): Pick<FuzzRequest, "headers" | "body" | "shown"> {
  const fileFields = forms?.files.length ? forms.files : ["photos"];
  const files = Array.from({ length: 1 + random.int(3) }, () => ({ field: random.pick(fileFields), ...random.pick(oddFiles) }));
  const entries = formEntries(forms, random, ownEmail).filter(([, value]) => value.length < 10_000);
  const shown = `upload ${files.map((file) => `${file.field}=${file.name.slice(0, 40)} (${file.type}, ${file.bytes.length} bytes)`).join(", ")} ${new URLSearchParams(entries)}`;
  const headers = { Origin: origin };
  if (random.next() < 0.7) {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    for (const file of files) body.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
    return { headers, body, shown };
  }
  // Written by hand: a part's own content type wrong or missing, the body cut short, the boundary not the header's.
  const boundary = "----fuzz";
  const parts = [
    ...entries.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ...files.map(
      (file) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n${file.type ? `Content-Type: ${file.type}\r\n` : ""}\r\n${file.bytes.toString("latin1")}\r\n`,
    ),
  ].join("");
  const whole = Buffer.from(`${parts}--${boundary}--\r\n`, "latin1");
  const cut = random.next();
  const body = cut < 0.4 ? whole.subarray(0, random.int(whole.length)) : whole;
  const contentType =
    cut < 0.8
      ? `multipart/form-data; boundary=${boundary}`
      : random.pick(["multipart/form-data; boundary=other", "image/png", "application/json", "multipart/form-data"]);
  return { headers: { ...headers, "Content-Type": contentType }, body, shown: `${shown} (by hand, ${body.length} of ${whole.length} bytes, ${contentType})` };
}

function autosaveBody(forms: PageForms | undefined, ids: RealIds, random: Random): Pick<FuzzRequest, "headers" | "body" | "shown"> {
  const names = forms?.fields.length ? forms.fields : ["en.title", "am.body"];
  const values = Object.fromEntries(names.filter(() => random.next() < 0.5).map((name) => [name, random.pick(oddValues)]));
  const realVersion = ids.items.length ? random.pick(ids.items).version : 1;
  const version = random.pick<unknown>([realVersion, realVersion, 0, -1, 1.5, "1", null, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308]);
  const shapes: unknown[] = [
    { version, values },
    { version, values },
    { version, values: { ...values, [random.pick(["", "x".repeat(200), "__proto__"])]: "x" } },
    { version, values: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, "x"])) },
    { version, values: { title: "x".repeat(40_001) } },
    { version, values: random.pick([null, [], "text", 1, { a: 1 }, { a: null }]) },
    { version },
    {},
    [],
    null,
    "text",
  ];
  const roll = random.next();
  const body =
    roll < 0.85
      ? JSON.stringify(random.pick(shapes))
      : random.pick(["", "{", '{"version":1,"values":{"a":"\\ud800"}}', `${"[".repeat(5000)}${"]".repeat(5000)}`, "version=1&values=x", "\u0000"]);
  const contentType = random.next() < 0.85 ? "application/json" : random.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]);
  return { headers: { "Content-Type": contentType }, body, shown: `${contentType} ${body.slice(0, 200)}` };
}

// --- The run --------------------------------------------------------------------------------------------

/** Each role's session: an account made in the database, signed in over HTTP with its second factor. */
async function signedIn(origin: string, db: Database, totpKey: KeyObject, label: string, choice: RoleChoice, address: string) {
  const login = await createStaffAccount(db, totpKey, `fuzz-${label}`, choice);
  const { sessionId, response } = await signInAt(origin, login, { address, code: (each) => secondFactorCodeIn(db, each) });
  if (!sessionId) throw new Error(`${label} could not sign in (${response.status})`);
  return { email: login.email, sessionId };
}

export interface StaffFuzzOptions {
  /** Requests per role. */
  count?: number;
  seed?: number;
  concurrency?: number;
}

/**
 * Fuzzes the staff area of the server at `origin` as every role in turn; `db` is the server's database, where
 * the accounts are made and the real ids are read. Resolves to each role's figures.
 */
export async function fuzzStaff(
  origin: string,
  db: Database,
  totpKey: KeyObject,
  { count = 400, seed = Date.now() % 1_000_000, concurrency = 4 }: StaffFuzzOptions = {},
) {
  const random = randomSource(seed);
  // Each request from an address of its own, as the server trusts X-Forwarded-For from loopback.
  const address = () => `198.19.${random.int(256)}.${random.int(256)}`;
  const sessions = [];
  for (const { label, choice } of fuzzRoles) sessions.push({ label, ...(await signedIn(origin, db, totpKey, label, choice, address())) });
  const admin = sessions.at(-1)!;

  const ids = await realIds(db);
  const forms = new Map<string, PageForms>();
  for (const page of staffPages) {
    const response = await staffRequest(origin, concretePath(page, ids, random, true), { address: address(), cookie: admin.sessionId });
    if (response.headers.get("Content-Type")?.startsWith("text/html")) forms.set(page.id, formsIn(await response.text()));
    else await response.body?.cancel();
  }
  const editorForms = forms.get("admin-content-edit");
  const uploadPages = staffPages.filter((page) => page.uploads);
  // Signing out ends the session the rest of the run needs: only opened, never posted to.
  const postable = staffPages.filter((page) => page.id !== "admin-sign-out");
  const draftPage = staffPages.find((page) => page.id === "admin-content-draft")!;

  const makeRequest = (ownEmail: string): FuzzRequest => {
    const kind = random.next();
    const lang = random.next() < 0.5 ? "" : "/am";
    const real = random.next() < 0.7;
    const data = random.next() < 0.2 ? ".data" : "";
    if (kind < 0.3) {
      const page = random.pick(staffPages);
      const query = random.next() < 0.7 ? `?${random.pick(oddQueries)}${random.next() < 0.3 ? `&${random.pick(oddQueries)}` : ""}` : "";
      const path = `${lang}${concretePath(page, ids, random, real)}${data}${query}`;
      return { method: random.pick(["GET", "GET", "GET", "HEAD"]), path, headers: {}, shown: "" };
    }
    if (kind < 0.4) {
      const page = random.pick(staffPages);
      return {
        method: random.pick(["PUT", "DELETE", "PATCH", "OPTIONS"]),
        path: `${lang}${concretePath(page, ids, random, real)}${data}`,
        headers: {},
        body: "a=1",
        shown: "a=1",
      };
    }
    if (kind < 0.7) {
      const page = random.pick(postable);
      const path = `${lang}${concretePath(page, ids, random, real)}${data}`;
      return { method: "POST", path, ...formBody(formEntries(forms.get(page.id), random, ownEmail), random, origin) };
    }
    if (kind < 0.85) {
      const page = random.pick(uploadPages);
      return { method: "POST", path: `${lang}${concretePath(page, ids, random, real)}`, ...uploadBody(forms.get(page.id), random, origin, ownEmail) };
    }
    return { method: "POST", path: `${lang}${concretePath(draftPage, ids, random, real)}`, ...autosaveBody(editorForms, ids, random) };
  };

  const results: RoleFuzzResult[] = [];
  for (const session of sessions) {
    const result: RoleFuzzResult = { role: session.label, count, byClass: {}, serverErrors: [], sessionKept: false };
    let sent = 0;
    const worker = async () => {
      while (sent < count) {
        sent++;
        const { method, path, headers, body, shown } = makeRequest(session.email);
        let status = 0;
        try {
          const response = await staffRequest(origin, path, { method, headers, body, address: address(), cookie: session.sessionId });
          status = response.status;
          await response.body?.cancel();
        } catch {
          // no answer: counted as such
        }
        const statusClass = status === 0 ? "no answer" : `${Math.floor(status / 100)}xx`;
        result.byClass[statusClass] = (result.byClass[statusClass] ?? 0) + 1;
        const type = headers["Content-Type"] ?? (body instanceof FormData ? "multipart/form-data (a browser's)" : "no Content-Type");
        if (status >= 500) result.serverErrors.push({ request: `${method} ${path}\n${type}\n${shown.slice(0, 400)}`, status });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const still = await staffRequest(origin, "/admin", { address: address(), cookie: session.sessionId });
    await still.body?.cancel();
    result.sessionKept = still.status === 200;
    results.push(result);
  }
  return results;
}
