import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publishedEntry } from "#app/content/store.server.ts";
import { contactMessageWords } from "#app/forms/contact/fields.ts";
import { en } from "#app/i18n/locales/en.ts";
import { pageSize } from "#app/staff/shared/lists.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { parseCsv } from "../support/csv.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { registerChild, request, sendForm, signedInSession, signIn } from "../support/staff.ts";

afterAll(closeServerDatabases);

/** The references a list page shows, top to bottom. */
const referencesOn = (html: string) => [...html.matchAll(/href="\/(?:am\/)?admin\/submissions\/((?:REG|DON|MSG)-\d{4}-\d+)"/g)].map((match) => match[1]);

describe.each(backends)("the staff's work on %s", (backend) => {
  let sessionId: string;
  let staffEmail: string;
  const db = () => serverDatabase(backend);
  /** The places staff set in the school facts (the editor test may change them meanwhile: read them each time). */
  const seededCapacity = async () => Number((await publishedEntry(db(), "school-facts", "summer-school"))?.fields.capacity);
  const get = async (path: string) => {
    const response = await request(backend, path, { cookie: sessionId });
    expect(response.status, path).toBe(200);
    return response;
  };
  const page = async (path: string) => (await get(path)).text();
  const csv = async (path: string) => {
    // Decoded by hand: Response.text() would drop the byte-order mark this checks for.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await (await get(path)).arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    return parseCsv(text.slice(1));
  };
  const post = (path: string, fields: Record<string, string>) =>
    request(backend, path, { method: "POST", cookie: sessionId, body: new URLSearchParams(fields) });

  beforeAll(async () => {
    const session = await signedInSession(backend, "coordinator");
    sessionId = session.sessionId;
    staffEmail = session.login.email;
  });

  test(`a list is newest first, counted, searched, filtered by status and date, and ${pageSize} to a page`, async () => {
    const tag = `page${randomBytes(3).toString("hex")}`;
    const references: string[] = [];
    // Each a different child: the same form sent twice is taken as a repeat and stored once.
    for (let i = 0; i < pageSize + 2; i++) references.push(await registerChild(backend, tag, { childName: `ዳዊት ${tag} ${i}` }));
    const newestFirst = [...references].reverse();

    const first = await page(`/admin/registrations?q=${tag}`);
    expect(first).toContain(`${pageSize + 2} found`);
    expect(referencesOn(first)).toEqual(newestFirst.slice(0, pageSize));
    expect(first).toContain("Page 1 of 2");
    const second = await page(`/admin/registrations?q=${tag}&page=2`);
    expect(referencesOn(second)).toEqual(newestFirst.slice(pageSize));

    // By e-mail address too, in any case; and the Amharic page says it in Amharic.
    expect(referencesOn(await page(`/admin/registrations?q=ALMAZ.${tag.toUpperCase()}@EXAMPLE.ORG`))).toHaveLength(pageSize);
    expect(await page(`/am/admin/registrations?q=${tag}`)).toContain(`${pageSize + 2} ተገኝተዋል`);

    const contacted = references[3] ?? "";
    expect((await post(`/admin/submissions/${contacted}`, { intent: "status", status: "contacted" })).status).toBe(200);
    expect(referencesOn(await page(`/admin/registrations?q=${tag}&status=contacted`))).toEqual([contacted]);
    expect(referencesOn(await page(`/admin/registrations?q=${tag}&status=enrolled`))).toEqual([]);
    expect(await page(`/admin/registrations?q=${tag}&status=enrolled`)).toContain(adminTexts.en.lists.none);

    // Today, in Portland, holds all of them; the days before and after hold none.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await page(`/admin/registrations?q=${tag}&from=${today}&to=${today}`)).toContain(`${pageSize + 2} found`);
    expect(referencesOn(await page(`/admin/registrations?q=${tag}&to=${shift(-1)}`))).toEqual([]);
    expect(referencesOn(await page(`/admin/registrations?q=${tag}&from=${shift(1)}`))).toEqual([]);

    // The export holds the whole filtered list, not only its first page.
    const [, ...rows] = await csv(`/admin/export/registrations?q=${tag}`);
    expect(rows.map((row) => row[0])).toEqual(newestFirst);
  });

  test("donation requests, messages and subscribers have their lists, details and exports too", async () => {
    const tag = randomBytes(3).toString("hex");
    const donation = await sendForm(backend, "/support/donate", [
      ["amount", "$250"],
      ["name", `Selam Tadesse ${tag}`],
      ["email", `selam.${tag}@example.org`],
      ["message", "For books."],
    ]);
    const message = await sendForm(backend, "/am/contact", [
      ["name", `መሮን ${tag}`],
      ["email", `meron.${tag}@example.org`],
      ["topic", "volunteer"],
      ["message", "ሰላም! መርዳት እፈልጋለሁ።"],
    ]);
    await sendForm(backend, "/subscribe", [
      ["email", `yonas.${tag}@example.org`],
      ["language", "am"],
      ["interests", "news"],
    ]);

    expect(referencesOn(await page(`/admin/donations?q=${tag}`))).toEqual([donation]);
    expect(await page(`/admin/submissions/${donation}`)).toContain("$250");
    expect(referencesOn(await page(`/am/admin/messages?q=${tag}`))).toEqual([message]);
    expect(await page(`/am/admin/submissions/${message}`)).toContain("ሰላም! መርዳት እፈልጋለሁ።");
    expect((await post(`/admin/submissions/${message}`, { intent: "status", status: "handled" })).status).toBe(200);
    expect(referencesOn(await page(`/admin/messages?q=${tag}&status=handled`))).toEqual([message]);
    // A message cannot be "enrolled": each kind has its own statuses.
    expect((await post(`/admin/submissions/${message}`, { intent: "status", status: "enrolled" })).status).toBe(400);

    const subscribers = await page(`/admin/subscribers?q=yonas.${tag}`);
    expect(subscribers).toContain(`yonas.${tag}@example.org`);
    expect(subscribers).toContain("1 found");
    expect(subscribers).toContain("Not confirmed yet");
    // Not on the list until the address confirms: the download leaves it out unless that status is chosen.
    expect(await csv(`/admin/export/subscribers?q=yonas.${tag}`)).toHaveLength(1);
    const [header, ...rows] = await csv(`/admin/export/subscribers?q=yonas.${tag}&status=pending`);
    expect(header).toEqual(["E-mail", "Language", "Interests", "Since (Portland time)", "Status"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe(`yonas.${tag}@example.org`);
  });

  test("a note needs words; a blank one is refused and nothing is added", async () => {
    const reference = await registerChild(backend, randomBytes(3).toString("hex"));
    const blank = await post(`/admin/submissions/${reference}`, { intent: "note", note: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(en.form.errors.required);
    const count = await db().get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM submission_notes n JOIN submissions s ON s.id = n.submission_id WHERE s.reference = ?",
      [reference],
    );
    expect(Number(count?.n)).toBe(0);
  });

  test("cells a spreadsheet would run as formulas are neutralised in the CSV", async () => {
    const tag = randomBytes(3).toString("hex");
    const formulas = ['=HYPERLINK("http://evil.example")', "+1+2", "-3", "@SUM(A1)"];
    for (const [index, formula] of formulas.entries()) {
      await sendForm(backend, "/contact", [
        ["name", `${formula} ${tag}`],
        ["email", `formula${index}.${tag}@example.org`],
        ["topic", "general"],
        ["message", `${formula}\tx`],
      ]);
    }
    const [header, ...rows] = await csv(`/admin/export/messages?q=${tag}`);
    const name = header?.indexOf(contactMessageWords.name.staffLabel?.en ?? "") ?? -1;
    expect(rows.map((row) => row[name]).sort()).toEqual(formulas.map((formula) => `'${formula} ${tag}`).sort());
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  test("enrollment at a glance: enrolled against the capacity, and the waitlist", async () => {
    const enrolled = await registerChild(backend, randomBytes(3).toString("hex"));
    const waitlisted = await registerChild(backend, randomBytes(3).toString("hex"));
    await post(`/admin/submissions/${enrolled}`, { intent: "status", status: "enrolled" });
    await post(`/admin/submissions/${waitlisted}`, { intent: "status", status: "waitlisted" });
    const counts = async () => {
      const rows = await db().all<{ status: string; n: number }>("SELECT status, COUNT(*) AS n FROM submissions WHERE kind = 'registration' GROUP BY status");
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { enrolled: of("enrolled"), waitlisted: of("waitlisted") };
    };
    // Other test files change statuses at the same time: compare with the counts read just before and after.
    for (let attempt = 0; ; attempt++) {
      const before = await counts();
      const capacity = await seededCapacity();
      const html = (await page("/admin")).replaceAll("<!-- -->", "");
      const after = await counts();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
      expect(before.enrolled).toBeGreaterThanOrEqual(1);
      expect(html).toMatch(new RegExp(`data-testid="enrolled">${before.enrolled} <span[^>]*>of ${capacity} places<`));
      expect(html).toContain(`<meter min="0" max="${capacity}" value="${before.enrolled}"`);
      expect(html).toContain(`${capacity - before.enrolled} places left`);
      expect(html).toContain(`data-testid="waitlisted">${before.waitlisted}</p>`);
      break;
    }
  });

  test("erasure deletes everything about one address, and the audit log keeps only that it happened", async () => {
    const tag = randomBytes(3).toString("hex");
    const address = `erase.${tag}@example.org`;
    const keep = `keep.${tag}@example.org`;
    const anywhere = async (needle: string) => {
      const tables = ["submissions", "subscribers", "outbox", "submission_notes", "audit_log", "sign_in_throttles"];
      const found: string[] = [];
      for (const table of tables)
        if (
          JSON.stringify(await db().all(`SELECT * FROM ${table}`))
            .toLowerCase()
            .includes(needle.toLowerCase())
        )
          found.push(table);
      return found;
    };
    const registration = await registerChild(backend, tag, { parentEmail: address, parentName: `ፍቅርተ ${tag}` });
    await registerChild(backend, `${tag}k`, { parentEmail: keep });
    await sendForm(backend, "/contact", [
      ["name", `Fikirte ${tag}`],
      ["email", address.toUpperCase()],
      ["topic", "general"],
      ["message", "Please call me."],
    ]);
    await sendForm(backend, "/subscribe", [
      ["email", address],
      ["language", "am"],
      ["interests", "news"],
    ]);
    await post(`/admin/submissions/${registration}`, { intent: "note", note: `Spoke with ፍቅርተ ${tag}` });
    await post(`/admin/submissions/${registration}`, { intent: "status", status: "contacted" });
    // Someone tried her address on the staff sign-in page: an address that is no account's is kept nowhere (decision 47).
    await signIn(backend, { email: address, password: "not a staff member at all", totpSecret: "" });
    expect(await anywhere(address)).not.toContain("audit_log");
    // Searching for her is logged with the export, but not what was searched for.
    await csv(`/admin/export/registrations?q=${address}`);

    const unconfirmed = await post("/admin/erasure", { email: address });
    expect(unconfirmed.status).toBe(400);
    expect(await db().get("SELECT reference FROM submissions WHERE reference = ?", [registration])).toBeDefined();

    const erased = await post("/admin/erasure", { email: address, confirm: "on" });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toMatch(/Erased: 2 submissions, 1 subscriptions and [1-9]\d* e-mails\./);

    expect(await anywhere(address)).toEqual([]);
    expect(await anywhere(`ፍቅርተ ${tag}`)).toEqual([]);
    expect(await anywhere(`Fikirte ${tag}`)).toEqual([]);
    expect(await anywhere(keep)).toContain("submissions");

    const entry = await db().get<{ actor: string; action: string; subject: string | null; detail: string }>(
      "SELECT actor, action, subject, detail FROM audit_log WHERE action = 'erasure' AND actor = ? ORDER BY id DESC",
      [staffEmail],
    );
    expect(entry).toMatchObject({ actor: staffEmail, action: "erasure", subject: null });
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ submissions: 2, subscribers: 1 });

    // The registration is gone from the staff area as well.
    expect((await request(backend, `/admin/submissions/${registration}`, { cookie: sessionId })).status).toBe(404);
    expect(await page("/admin/audit")).toContain(adminTexts.en.audit.actions.erasure);
  });
});
