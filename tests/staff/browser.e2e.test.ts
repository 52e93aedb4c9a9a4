import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, test } from "vitest";
import { securityTexts } from "#app/staff/security/texts.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { parseCsv } from "../support/csv.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { backends, fillRegistration, referenceIn, successToastText, uniqueEmail } from "../support/forms.ts";
import { useBrowser, viewports } from "../support/pages.ts";
import { createStaff, registerChild, signInThroughTheForm } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

describe.each(backends)("a day in enrollment season, on %s", (backend) => {
  test("a parent registers in Amharic; staff find it, enroll the child, note it, export it and sign out", async () => {
    const tag = randomBytes(3).toString("hex");
    const parentName = `ሰላማዊት ተስፋዬ ${tag}`;
    const childName = `ዮናስ ገብሩ ${tag}`;
    const parentEmail = uniqueEmail("selamawit");

    // The parent, on a phone, in Amharic.
    const parent = await site.newPage({ viewport: viewports.phone });
    await site.open(parent.page, "/am/register", backend);
    await fillRegistration(parent.page, "am", { parentName, childName, parentEmail });
    await parent.page.getByRole("checkbox", { name: new RegExp(formTexts.am.register.agreement.replace(/<[^>]+>/g, "").slice(0, 8)) }).check();
    await parent.page.getByRole("button", { name: formTexts.am.register.submit }).click();
    const reference = referenceIn(await successToastText(parent.page), "REG");
    await parent.context.close();

    // The coordinator, at a desk, follows a link to the list and is asked to sign in first.
    const login = await createStaff(backend, "coordinator");
    const texts = adminTexts.en;
    const { context, page } = await site.newPage({ acceptDownloads: true });
    await site.open(page, "/admin/registrations", backend);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/registrations");
    await page.getByText(login.email).waitFor();

    // Finds the registration by the parent's name.
    await page.getByLabel(texts.lists.search).fill(parentName);
    await page.getByRole("button", { name: texts.lists.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === parentName);
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(childName);
    expect(await page.getByText("1 found").count()).toBe(1);

    // Opens it and moves it to enrolled.
    await page.getByRole("link", { name: reference }).click();
    await page.waitForURL((url) => url.pathname === `/admin/submissions/${reference}`);
    await page.getByRole("heading", { level: 1, name: reference }).waitFor();
    expect(await page.locator("main").innerText()).toContain(parentName);
    const statusChoice = page.getByRole("combobox", { name: texts.detail.changeStatus });
    await statusChoice.selectOption("enrolled");
    expect(await statusChoice.inputValue()).toBe("enrolled");
    await page.getByRole("button", { name: texts.detail.saveStatus }).click();
    await page.getByText(texts.detail.statusSaved).waitFor();
    expect(await statusChoice.inputValue()).toBe("enrolled");

    // Adds a note.
    const note = `Called ${parentName}; classes start in June. ${tag}`;
    await page.getByLabel(texts.detail.addNote).fill(note);
    await page.getByRole("button", { name: texts.detail.saveNote }).click();
    await page.getByText(texts.detail.noteSaved).waitFor();
    await page.getByText(note).waitFor();
    expect(await page.getByText(note).count()).toBe(1);
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");

    const stored = await serverDatabase(backend).get<{ status: string }>("SELECT status FROM submissions WHERE reference = ?", [reference]);
    expect(stored?.status).toBe("enrolled");
    const history = await serverDatabase(backend).all<{ actor: string; action: string }>("SELECT actor, action FROM audit_log WHERE subject = ? ORDER BY id", [
      reference,
    ]);
    expect(history).toEqual([
      { actor: login.email, action: "submission.status" },
      { actor: login.email, action: "submission.note" },
    ]);
    expect(await page.getByText(`${texts.audit.actions["submission.status"]} (${texts.statuses.new} → ${texts.statuses.enrolled})`).count()).toBe(1);

    // Back on the list, only the enrolled, and downloads them as CSV.
    await page.getByRole("link", { name: texts.detail.back }).click();
    await page.waitForURL((url) => url.pathname === "/admin/registrations");
    await page.getByLabel(texts.lists.search).fill(parentEmail);
    await page.getByLabel(texts.lists.status).selectOption("enrolled");
    await page.getByRole("button", { name: texts.lists.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "enrolled");
    await expect.poll(() => rows.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: texts.lists.export }).click()]);
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...records] = parseCsv(csv.slice(1));
    expect(records).toHaveLength(1);
    const cell = (name: string) => records[0]?.[header?.indexOf(name) ?? -1];
    expect(cell(texts.lists.columns.reference)).toBe(reference);
    expect(cell(texts.lists.columns.status)).toBe(texts.statuses.enrolled);
    expect(cell(formTexts.en.register.parentName)).toBe(parentName);
    expect(cell(formTexts.en.register.childName)).toBe(childName);
    expect(cell(formTexts.en.register.parentEmail)).toBe(parentEmail);

    // Signs out; the back button brings back nothing of what was on screen.
    await page.getByRole("button", { name: texts.nav.signOut }).click();
    await page.getByText(texts.signIn.signedOut).waitFor();
    for (let step = 0; step < 3; step++) {
      await page.goBack();
      await page.waitForLoadState("load");
      await page.waitForFunction(() => location.pathname.endsWith("/admin/sign-in"));
      const shown = await page.locator("body").innerText();
      expect(shown).not.toContain(parentName);
      expect(shown).not.toContain(reference);
      expect(shown).not.toContain(login.email);
    }
    await context.close();
  });

  test("a note sent after the session ended is kept: signing in again brings it back to be saved", async () => {
    const tag = randomBytes(3).toString("hex");
    const reference = await registerChild(backend, tag);
    const login = await createStaff(backend, "note-keeper", { role: "coordinator" });
    const texts = adminTexts.am;
    const { context, page } = await site.newPage({ viewport: viewports.phone });
    await site.open(page, `/am/admin/submissions/${reference}`, backend);
    await signInThroughTheForm(page, backend, login, "am");
    await page.waitForURL((url) => url.pathname === `/am/admin/submissions/${reference}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    // The session ends on the server (timed out) while the note is typed; saving it is refused.
    const note = `ለወላጁ ደውለናል፤ ሰኞ ይመጣሉ። ${tag}`;
    await page.getByLabel(texts.detail.addNote).fill(note);
    await serverDatabase(backend).run("DELETE FROM staff_sessions WHERE user_id = (SELECT id FROM staff_users WHERE email = ?)", [login.email]);
    await page.getByRole("button", { name: texts.detail.saveNote }).click();
    await page.getByText(texts.signIn.expiredKept).waitFor();

    // Signing in again leads back to the submission, with the note in its box, and it saves.
    await page.getByRole("link", { name: texts.signIn.submit }).click();
    await page.waitForURL((url) => url.pathname === "/am/admin/sign-in");
    await page.getByText(texts.signIn.expired).waitFor();
    await signInThroughTheForm(page, backend, login, "am");
    await page.waitForURL((url) => url.pathname === `/am/admin/submissions/${reference}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByText(texts.detail.noteKept).waitFor();
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe(note);
    await page.getByRole("button", { name: texts.detail.saveNote }).click();
    await page.getByText(texts.detail.noteSaved).waitFor();
    await page.getByText(note).waitFor();
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");
    expect(await page.getByText(texts.detail.noteKept).count()).toBe(0);
    const notes = await serverDatabase(backend).all<{ body: string }>(
      "SELECT n.body FROM submission_notes n JOIN submissions s ON s.id = n.submission_id WHERE s.reference = ?",
      [reference],
    );
    expect(notes.map((row) => row.body)).toEqual([note]);

    // Saved, the copy is gone: a reload shows an empty box.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("sign-in, a status change, and the back button after signing out all work as plain HTML", async () => {
    const tag = randomBytes(3).toString("hex");
    const { context, page } = await site.newPage({ javaScriptEnabled: false, viewport: viewports.phone });
    await site.open(page, "/am/register");
    const parentEmail = uniqueEmail("no-script");
    await fillRegistration(page, "am", { parentName: `ሀና ${tag}`, parentEmail });
    await page.getByRole("checkbox", { name: new RegExp(formTexts.am.register.agreement.replace(/<[^>]+>/g, "").slice(0, 8)) }).check();
    await page.getByRole("button", { name: formTexts.am.register.submit }).click();
    const reference = referenceIn(await successToastText(page), "REG");

    const login = await createStaff("sqlite", "no-script");
    const texts = adminTexts.am;
    await site.open(page, `/am/admin/submissions/${reference}`);
    await signInThroughTheForm(page, "sqlite", login, "am");
    await page.waitForURL((url) => url.pathname === `/am/admin/submissions/${reference}`);
    await page.getByRole("combobox", { name: texts.detail.changeStatus }).selectOption("waitlisted");
    await page.getByRole("button", { name: texts.detail.saveStatus }).click();
    await page.getByText(texts.detail.statusSaved).waitFor();
    expect((await serverDatabase("sqlite").get<{ status: string }>("SELECT status FROM submissions WHERE reference = ?", [reference]))?.status).toBe(
      "waitlisted",
    );

    await page.getByRole("button", { name: texts.nav.signOut }).click();
    await page.getByText(texts.signIn.signedOut).waitFor();
    // The page before was the answer to a form post, kept nowhere (no-store): the browser cannot show it again.
    await page.goBack().catch(() => undefined);
    expect(await page.locator("body").innerText()).not.toContain(`ሀና ${tag}`);
    await page.goBack().catch(() => undefined);
    expect(await page.locator("body").innerText()).not.toContain(`ሀና ${tag}`);
    await context.close();
  });

  test("on a phone, a staff member changes their password in Amharic as plain HTML: a wrong current one is refused, then it is changed", async () => {
    const login = await createStaff("sqlite", "own-password-no-script");
    const textsSecurity = securityTexts.am;
    const { context, page } = await site.newPage({ javaScriptEnabled: false, viewport: viewports.phone });
    await site.open(page, "/am/admin/security");
    await signInThroughTheForm(page, "sqlite", login, "am");
    await page.waitForURL((url) => url.pathname === "/am/admin/security");
    const newPassword = `ሻይ ቡና ${randomBytes(4).toString("hex")} at noon`;
    const change = async (current: string) => {
      await page.getByLabel(textsSecurity.security.currentPassword).fill(current);
      await page.getByLabel(textsSecurity.security.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(textsSecurity.security.confirmPassword).fill(newPassword);
      await page.getByRole("button", { name: textsSecurity.security.changePassword }).click();
    };
    await change("not my password at all");
    await page.getByText(textsSecurity.security.wrongPassword).waitFor();
    await change(login.password);
    await page.getByText(textsSecurity.security.passwordChanged).waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test.each(backends)("on %s, a note posted after the session ended is kept by the server for its author and is back after signing in", async (backend) => {
    const tag = randomBytes(3).toString("hex");
    const reference = await registerChild(backend, tag);
    const login = await createStaff(backend, "note-keeper-no-script", { role: "coordinator" });
    const texts = adminTexts.en;
    const { context, page } = await site.newPage({ javaScriptEnabled: false, viewport: viewports.phone });
    await site.open(page, `/admin/submissions/${reference}`, backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === `/admin/submissions/${reference}`);

    // The session times out while the note is typed (its row stays until maintenance removes it).
    const note = `Called the parent: they come on Monday. ${tag}`;
    await page.getByLabel(texts.detail.addNote).fill(note);
    const longAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await serverDatabase(backend).run("UPDATE staff_sessions SET last_seen_at = ? WHERE user_id = (SELECT id FROM staff_users WHERE email = ?)", [
      longAgo,
      login.email,
    ]);
    await page.getByRole("button", { name: texts.detail.saveNote }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await page.getByText(texts.signIn.keptOnServer).waitFor();
    // Kept on the server, not in the address (which reaches logs) and not as a note yet.
    expect(page.url()).not.toContain(tag);
    const kept = await serverDatabase(backend).all<{ fields: string }>("SELECT fields FROM kept_texts WHERE path = ?", [`/admin/submissions/${reference}`]);
    expect(kept.map((row) => JSON.parse(row.fields))).toEqual([{ note }]);

    // Another staff member signing in on this browser is not shown it.
    const colleague = await createStaff(backend, "note-colleague-no-script", { role: "coordinator" });
    await signInThroughTheForm(page, backend, colleague, "en");
    await page.waitForURL((url) => url.pathname === `/admin/submissions/${reference}`);
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");
    expect(await page.getByText(texts.detail.noteKept).count()).toBe(0);
    await page.getByRole("button", { name: texts.nav.signOut }).click();
    await page.getByText(texts.signIn.signedOut).waitFor();

    // Its author signs in again: the note is back in its box, once, and saves.
    await site.open(page, `/admin/submissions/${reference}`, backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === `/admin/submissions/${reference}`);
    await page.getByText(texts.detail.noteKept).waitFor();
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe(note);
    expect(await serverDatabase(backend).all("SELECT 1 FROM kept_texts WHERE path = ?", [`/admin/submissions/${reference}`])).toEqual([]);
    await page.getByRole("button", { name: texts.detail.saveNote }).click();
    await page.getByText(texts.detail.noteSaved).waitFor();
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");
    const notes = await serverDatabase(backend).all<{ body: string }>(
      "SELECT n.body FROM submission_notes n JOIN submissions s ON s.id = n.submission_id WHERE s.reference = ?",
      [reference],
    );
    expect(notes.map((row) => row.body)).toEqual([note]);
    await page.goto(page.url());
    expect(await page.getByLabel(texts.detail.addNote).inputValue()).toBe("");
    await context.close();
  });
});
