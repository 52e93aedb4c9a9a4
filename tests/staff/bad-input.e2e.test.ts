import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addStaff, createPasswordLink } from "#app/staff/accounts.server.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { pageSize } from "#app/staff/lists.ts";
import { adminTexts } from "#app/staff/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { baseURL, request, signedInSession } from "../support/staff.ts";

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
});
