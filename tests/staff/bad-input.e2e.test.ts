import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { saveItem } from "#app/content/store.server.ts";
import { languages } from "#app/i18n/language.ts";
import { addStaff, createPasswordLink } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import { pageSize } from "#app/staff/shared/lists.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { newsArticle } from "../../scripts/bench/bench-server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { baseURL, registerChild, request, signedInSession } from "../support/staff.ts";

afterAll(closeServerDatabases);

/** Bodies no form of ours sends, as a fuzzer sent them. */
const badBodies: { name: string; contentType: string; body: string }[] = [
  { name: "JSON", contentType: "application/json", body: JSON.stringify({ email: "a@example.org", password: "x", confirm: "x" }) },
  { name: "multipart with a broken boundary", contentType: "multipart/form-data; boundary=abc", body: "--xyz\r\nnot a part\r\n--" },
  { name: "multipart without a boundary", contentType: "multipart/form-data", body: "email=a@example.org" },
  { name: "plain text", contentType: "text/plain", body: "\u0000\u00ff garbage" },
  { name: "a body fetch() labels text/plain", contentType: "", body: "%%%%" },
];

describe.each(backends)("bad input to the staff area on %s", (backend) => {
  let passwordLinkPath: string;
  beforeAll(async () => {
    const email = `fuzz-${randomBytes(4).toString("hex")}@example.org`;
    await addStaff(serverDatabase(backend), email, null);
    const link = new URL(await createPasswordLink(serverDatabase(backend), email, baseURL(backend), null));
    passwordLinkPath = `${link.pathname}${link.search}`;
  });

  for (const { name, contentType, body } of badBodies) {
    test(`${name} sent to sign-in and to a password link: 400, said in the page's language`, async () => {
      for (const [path, lang] of [
        ["/admin/sign-in", "en"],
        ["/am/admin/sign-in", "am"],
        [passwordLinkPath, "en"],
        [`/am${passwordLinkPath}`, "am"],
      ] as const) {
        const response = await request(backend, path, { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });
        expect(response.status, `${name} to ${path}`).toBe(400);
        expect(await response.text(), `${name} to ${path}`).toContain(adminTexts[lang].badRequest);
      }
      // The link still works afterwards: the garbage used nothing up.
      expect((await request(backend, passwordLinkPath)).status).toBe(200);
    });
  }

  test("a page number that is huge, negative, fractional or not a number shows a page of the list, never an error", async () => {
    const { sessionId } = await signedInSession(backend);
    for (const list of ["registrations", "donations", "messages", "subscribers", "audit"]) {
      for (const page of ["99999999999999999999", "9007199254740993", "1e400", "-3", "2.5", "abc", "", "%00"]) {
        const path = `/admin/${list}?page=${page}`;
        const response = await request(backend, path, { cookie: sessionId });
        expect(response.status, path).toBe(200);
      }
    }
    // Past the end means the last page: with more than a page of audit entries, that is the page shown.
    await serverDatabase(backend).transaction(async (tx) => {
      for (let i = 0; i <= pageSize; i++) await recordAudit(tx, { actor: null, action: "export", detail: { rows: i } });
    });
    const audit = await (await request(backend, "/admin/audit?page=99999999999999999999", { cookie: sessionId })).text();
    const shown = /Page ([\d,]+) of ([\d,]+)/.exec(audit);
    expect(shown?.[1]).toBeDefined();
    expect(shown?.[1]).toBe(shown?.[2]);
  });

  // Found by `npm run fuzz` (scripts/bench/fuzz-staff.ts): these pages read the body without asking whether it was a form.
  test("bad bodies sent to the overview, a submission and the erasure page: 400, said in the page's language, nothing changed", async () => {
    const { sessionId } = await signedInSession(backend);
    const reference = await registerChild(backend, `bad-body-${randomBytes(3).toString("hex")}`);
    for (const { name, contentType, body } of badBodies) {
      // The overview is the staff layout's index route: its own form posts to `?index`.
      for (const path of ["/admin?index", `/admin/submissions/${reference}`, "/admin/erasure"]) {
        for (const lang of languages) {
          const localized = lang === "am" ? `/am${path}` : path;
          const headers: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
          const response = await request(backend, localized, { method: "POST", cookie: sessionId, body, headers });
          expect(response.status, `${name} to ${localized}`).toBe(400);
          expect(await response.text(), `${name} to ${localized}`).toContain(adminTexts[lang].badRequest);
        }
      }
    }
    const stored = await serverDatabase(backend).get<{ status: string }>("SELECT status FROM submissions WHERE reference = ?", [reference]);
    expect(stored?.status).toBe("new");
  });

  test("a search with a NUL or other control characters shows the list and its export, on PostgreSQL too", async () => {
    const { sessionId } = await signedInSession(backend);
    for (const list of ["registrations", "donations", "messages", "subscribers", "export/registrations"]) {
      for (const q of ["%00", "a%00b", "%01%1F%7F", "%00%00%00"]) {
        for (const path of [`/admin/${list}?q=${q}`, `/am/admin/${list}?q=${q}`])
          expect((await request(backend, path, { cookie: sessionId })).status, path).toBe(200);
      }
    }
  });

  test("an autosave whose version no database column can hold is refused with 400; one that fits is kept", async () => {
    const { login, sessionId } = await signedInSession(backend, "editor", { role: "editor" });
    const writer: ContentWriter = { actor: login.email, audit: (q, entry) => recordAudit(q, { actor: login.email, ...entry }) };
    const saved = await saveItem(serverDatabase(backend), { kind: "news", snapshot: newsArticle(randomBytes(4).toString("hex")), action: "save" }, writer);
    if (saved.outcome !== "saved") throw new Error(saved.outcome);
    const autosave = (version: unknown) =>
      request(backend, `/admin/content/news/${saved.id}/draft`, {
        method: "POST",
        cookie: sessionId,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version, values: { "en.title": "Autosaved" } }),
      });
    for (const version of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1, 1.5, "1", null]) expect((await autosave(version)).status, String(version)).toBe(400);
    expect((await autosave(saved.version)).status).toBe(200);
  });
});
