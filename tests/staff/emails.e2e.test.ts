import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { outcomeTemplate } from "#app/staff/submissions/outcome-emails.server.ts";
import { submissionsTexts } from "#app/staff/submissions/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends, ethiopic, mailTo, validRegistration } from "../support/forms.ts";
import { waitFor } from "../support/newsletter-sites.ts";
import { useBrowser, viewports } from "../support/pages.ts";
import { allMail } from "../support/smtp-sink.ts";
import { baseURL, cookieName, registerChild, request, sendForm, signedInSession } from "../support/staff.ts";

/**
 * The e-mails of issue 17, through the production servers and the SMTP sink on loopback: the staff
 * notification without the medical notes, undelivered e-mails on the overview and sent again, and the
 * outcome e-mail a coordinator adjusts and sends to a family in its language.
 */
afterAll(closeServerDatabases);
const site = useBrowser();

const en = adminTexts.en;
const enSubmissions = submissionsTexts.en;
/** React's text separators out, and the few entities React writes, back: the page's text as a reader sees it. */
const readable = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
const copiesOf = async (messageId: string) => (await allMail(inject("mailDir"))).filter((mail) => mail.headers["message-id"] === messageId).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)("e-mails on %s", (backend) => {
  const db = () => serverDatabase(backend);
  const sessions = {} as Record<"coordinator" | "editor", { email: string; cookie: string }>;

  beforeAll(async () => {
    for (const role of ["coordinator", "editor"] as const) {
      const { login, sessionId } = await signedInSession(backend, role, { role });
      sessions[role] = { email: login.email, cookie: sessionId };
    }
  });

  const as = (role: keyof typeof sessions, path: string, fields?: Record<string, string>) =>
    request(backend, path, { cookie: sessions[role].cookie, ...(fields ? { method: "POST", body: new URLSearchParams(fields) } : {}) });

  test("the staff notification of a registration leaves out the medical notes and links to the registration", async () => {
    const tag = `notify${Date.now()}`;
    const reference = await registerChild(backend, tag, { medicalInfo: `Peanut allergy ${tag}` });
    const notification = await mailTo("school@example.org", reference, `almaz.${tag}@example.org`);
    for (const body of [notification.text, notification.html]) {
      expect(body).not.toContain(`Peanut allergy ${tag}`);
      expect(body).toContain(`${baseURL(backend)}/admin/submissions/${reference}`);
    }
    expect(notification.text).toContain("Medical information, allergies or accommodations: (in the staff area only)");
    // The staff area still shows them, to a coordinator.
    expect(await (await as("coordinator", `/admin/submissions/${reference}`)).text()).toContain(`Peanut allergy ${tag}`);
  });

  test("an e-mail the mail server refused shows on a coordinator's overview with its reason, and is sent again once, logged", async () => {
    const tag = `refused${Date.now()}`;
    const parent = `almaz.${tag}@example.org`;
    const reference = await registerChild(backend, tag);
    await mailTo(parent, reference);
    const row = await db().get<{ id: number; message_id: string }>(
      "SELECT o.id, o.message_id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = ? AND o.recipient = ?",
      [reference, parent],
    );
    const id = Number(row?.id);
    // The sink keeps a message before its "accepted" reaches the mail sender, which marks the row sent just after, in a
    // process of its own: a refusal written before that mark would be undone by it.
    await waitFor(
      "the first delivery marked sent",
      async () => (await db().get<{ status: string }>("SELECT status FROM outbox WHERE id = ?", [id]))?.status === "sent",
      10_000,
    );
    const reason = `550 5.1.1 <${parent}>: Recipient address rejected ${tag}`;
    // As the worker leaves a message after the receiving server's 5xx answer (app/storage/outbox.server.ts).
    await db().run("UPDATE outbox SET status = 'failed', attempts = 1, last_error = ?, sent_at = NULL WHERE id = ?", [reason, id]);

    const overview = readable(await (await as("coordinator", "/admin")).text());
    expect(overview).toContain(enSubmissions.undelivered.title);
    expect(overview).toContain(reason);
    expect(overview).toContain(`href="/admin/submissions/${reference}"`);
    expect(overview).toContain(`data-testid="undelivered-${id}"`);
    // Never what the e-mail said.
    expect(overview).not.toContain("We'll contact you within");
    const amharic = await (await as("coordinator", "/am/admin")).text();
    expect(amharic).toContain(submissionsTexts.am.undelivered.title);

    // An editor sees none of it and cannot send it.
    const editorOverview = await (await as("editor", "/admin")).text();
    expect(editorOverview).not.toContain(reason);
    expect(editorOverview).not.toContain(enSubmissions.undelivered.title);
    expect((await as("editor", "/admin?index", { intent: "resend", email: String(id) })).status).toBe(403);
    expect(await db().get("SELECT status FROM outbox WHERE id = ?", [id])).toEqual({ status: "failed" });

    // Two clicks at once (a form posts to the overview's index route, `/admin?index`): one puts it back in the
    // queue, the other is told it is already on its way.
    const answers = await Promise.all([1, 2].map(() => as("coordinator", "/admin?index", { intent: "resend", email: String(id) })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const pages = await Promise.all(answers.map(async (answer) => readable(await answer.text())));
    expect(pages.filter((page) => page.includes(enSubmissions.undelivered.queued))).toHaveLength(1);

    const messageId = String(row?.message_id);
    const deadline = Date.now() + 15_000;
    while ((await copiesOf(messageId)) < 2 && Date.now() < deadline) await pause(100);
    await pause(1_500);
    // The first delivery and exactly one more.
    expect(await copiesOf(messageId)).toBe(2);
    expect(await db().get("SELECT status FROM outbox WHERE id = ?", [id])).toEqual({ status: "sent" });
    const audit = await db().all<{ actor: string; detail: string }>("SELECT actor, detail FROM audit_log WHERE action = 'email.resend' AND subject = ?", [
      reference,
    ]);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe(sessions.coordinator.email);
    expect(audit[0]?.detail).not.toContain(parent);
    // Sent, it leaves the overview; asking again changes nothing.
    expect(readable(await (await as("coordinator", "/admin")).text())).not.toContain(reason);
    expect(readable(await (await as("coordinator", "/admin?index", { intent: "resend", email: String(id) })).text())).toContain(enSubmissions.undelivered.gone);
  });

  test("a coordinator tells an Amharic family their child's place is confirmed, with their own edits; an editor is refused", async () => {
    const tag = `outcome${Date.now()}`;
    const parent = `almaz.${tag}@example.org`;
    const reference = await sendForm(backend, "/am/register", validRegistration(tag, { medicalInfo: `Peanut allergy ${tag}` }));
    if (!reference) throw new Error("No reference");
    const template = outcomeTemplate("placeConfirmed", "am", { parent: `Almaz Bekele ${tag}`, child: `ዳዊት በቀለ ${tag}`, reference });
    const page = readable(await (await as("coordinator", `/admin/submissions/${reference}?outcome=placeConfirmed`)).text());
    expect(page).toContain(en.outcome.title);
    expect(page).toContain(template.subject);
    for (const paragraph of template.body.split("\n\n")) expect(page).toContain(paragraph);
    // The waiting list's template is one link away.
    const waiting = outcomeTemplate("waitingList", "am", { parent: `Almaz Bekele ${tag}`, child: `ዳዊት በቀለ ${tag}`, reference });
    expect(readable(await (await as("coordinator", `/admin/submissions/${reference}?outcome=waitingList`)).text())).toContain(waiting.subject);

    const edit = `ሰኞ ጠዋት በ8 ሰዓት ይምጡ ${tag}`;
    const subject = `${template.subject} (${tag})`;
    const fields = { intent: "outcome", outcome: "placeConfirmed", outcomeSubject: subject, outcomeBody: `${template.body}\n\n${edit}` };

    const refused = await as("editor", `/admin/submissions/${reference}`, fields);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(tag);

    const empty = await as("coordinator", `/admin/submissions/${reference}`, { ...fields, outcomeBody: " " });
    expect(empty.status).toBe(400);

    // A double click (or a reload that posts the form again): one e-mail.
    const [sent, again] = await Promise.all([1, 2].map(() => as("coordinator", `/admin/submissions/${reference}`, fields)));
    expect([sent?.status, again?.status]).toEqual([200, 200]);
    const answers = await Promise.all([sent, again].map(async (answer) => readable((await answer?.text()) ?? "")));
    expect(answers.filter((answer) => answer.includes(en.outcome.sent.replace("{{status}}", en.statuses.enrolled)))).toHaveLength(1);
    expect(answers.filter((answer) => answer.includes(en.outcome.repeated))).toHaveLength(1);

    const mail = await mailTo(parent, subject);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(template.body.split("\n\n")[1]);
    expect(mail.text).toContain(edit);
    expect(mail.text).toMatch(ethiopic);
    expect(mail.html).toContain('<html lang="am" dir="ltr"');
    expect(mail.text).not.toContain("Peanut allergy");
    expect(mail.headers["reply-to"]).toContain("school@example.org");

    expect(await db().get("SELECT status FROM submissions WHERE reference = ?", [reference])).toEqual({ status: "enrolled" });
    const audit = await db().all<{ actor: string; action: string; detail: string }>(
      "SELECT actor, action, detail FROM audit_log WHERE subject = ? AND action IN ('submission.outcome', 'submission.status') ORDER BY id",
      [reference],
    );
    expect(audit.map((entry) => entry.action)).toEqual(["submission.outcome", "submission.status"]);
    expect(audit.every((entry) => entry.actor === sessions.coordinator.email)).toBe(true);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toEqual({ outcome: "placeConfirmed", lang: "am" });
    // The history on the page reads it in the staff member's words.
    expect(readable(await (await as("coordinator", `/admin/submissions/${reference}`)).text())).toContain(en.audit.actions["submission.outcome"]);

    // The editor's attempt sent nothing: one e-mail to the family.
    await pause(1_000);
    expect((await allMail(inject("mailDir"))).filter((each) => each.to.includes(parent) && each.subject.includes(template.subject))).toHaveLength(1);
  });
});

describe.each([true, false])("the outcome e-mail in a browser on a phone, JavaScript %s", (javaScriptEnabled) => {
  test("a coordinator working in Amharic picks the waitlist, adjusts the text and sends it", async () => {
    const tag = `phone${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const parent = `almaz.${tag}@example.org`;
    const reference = await sendForm("sqlite", "/am/register", validRegistration(tag));
    if (!reference) throw new Error("No reference");
    const { sessionId } = await signedInSession("sqlite", "coordinator", { role: "coordinator" });
    const { context, page } = await site.newPage({ viewport: viewports.phone, javaScriptEnabled });
    await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL("sqlite") }]);
    const texts = adminTexts.am;
    await site.open(page, `/am/admin/submissions/${reference}`);

    await page.getByRole("link", { name: texts.outcome.names.waitingList }).click();
    const template = outcomeTemplate("waitingList", "am", { parent: `Almaz Bekele ${tag}`, child: `ዳዊት በቀለ ${tag}`, reference });
    const subject = page.getByLabel(texts.outcome.subject, { exact: true });
    await expect.poll(() => subject.inputValue()).toBe(template.subject);
    const body = page.getByLabel(texts.outcome.body, { exact: true });
    expect(await body.inputValue()).toBe(template.body);
    const edit = `ቦታ ሲለቀቅ በስልክም እንደውልልዎታለን። ${tag}`;
    await body.fill(`${template.body}\n\n${edit}`);
    const button = page.getByRole("button", { name: texts.outcome.send });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await page.getByText(texts.outcome.sent.replace("{{status}}", texts.statuses.waitlisted)).waitFor();

    const mail = await mailTo(parent, template.subject);
    expect(mail.text).toContain(edit);
    expect(mail.text).toContain(template.body.split("\n\n")[1]);
    await context.close();
  });
});
