/**
 * The content editor in Chromium, on both databases: an article written in Amharic only and published,
 * its English fallback, the translation added and then out of date, a revision restored, two editors in
 * conflict, and a session that ends while someone types.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import { listRevisions, loadItem, saveItem, snapshotOf } from "#app/content/store.server.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import { newsText } from "#app/site/content/news.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import type { RoleChoice } from "#app/staff/shared/accounts.server.ts";
import { pageSize } from "#app/staff/shared/lists.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { dayNextYear } from "../support/events.ts";
import { backends } from "../support/forms.ts";
import { useBrowser, viewports } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, cookieName, createStaff, signedInSession, signInThroughTheForm } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const texts = contentStaffTexts.en.content;

/** A browser signed in as a new staff member (the session cookie of a real sign-in). */
async function signedInBrowser(
  backend: Backend,
  label: string,
  choice?: RoleChoice,
  options?: Parameters<typeof site.newPage>[0],
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const { login, sessionId } = await signedInSession(backend, label, choice);
  const { context, page } = await site.newPage(options);
  await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
  return { context, page, email: login.email };
}

/** An English article made straight in the database, for the tests that start from one. */
async function englishArticle(backend: Backend, body: string): Promise<number> {
  const snapshot: ContentSnapshot = {
    slug: `test-${randomBytes(4).toString("hex")}`,
    fields: { date: "2026-11-20", category: "community", featured: false },
    texts: { en: { title: "Volunteers wanted", excerpt: "We need help.", author: "Meron", body }, am: null },
  };
  const result = await saveItem(serverDatabase(backend), { kind: "news", snapshot, action: "save" }, { actor: "setup@example.org", audit: async () => {} });
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return result.id;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();

describe.each(backends)("the content editor on %s", (backend) => {
  test("an article written in Amharic only is published, falls back in English, gets its translation, goes out of date and is restored", async () => {
    const tag = randomBytes(3).toString("hex");
    // Letters the site's Amharic already uses, so the font subset covers them (tests/site/amharic-pages).
    const title = `የበጎ ፈቃደኞች ቀን ${tag}`;
    const login = await createStaff(backend, "editor");
    const { context, page } = await site.newPage();
    await site.open(page, "/admin/content/news/new", backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === "/admin/content/news/new");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    await field(page, "am.title").fill(title);
    await field(page, "am.excerpt").fill("በጎ ፈቃደኞች ለክረምት ትምህርት ቤቱ ይፈለጋሉ።");
    await field(page, "am.author").fill("ሜሮን አለሙ");
    await field(page, "am.body").fill("## ምን እንፈልጋለን\n\n- መምህራን\n- ምግብ የሚያበስሉ\n\nከእርስዎ *መስማት* እንወዳለን።");
    // The address is made from the Amharic title, in Latin letters; the preview shows the article.
    const slug = await field(page, "slug").inputValue();
    expect(slug).toMatch(new RegExp(`^[a-z-]+-${tag}$`));
    await expect.poll(() => page.getByTestId("preview-am").locator("h2").innerText()).toBe("ምን እንፈልጋለን");
    await page.getByRole("button", { name: texts.publish }).click();
    await page.waitForURL((url) => /^\/admin\/content\/news\/\d+$/.test(url.pathname));
    const editorUrl = new URL(page.url()).pathname;
    // The new article's editor says what its first save did.
    await page.getByText(`${texts.created} ${texts.published}`).waitFor();

    // The public Amharic page.
    await site.open(page, `/am/news/${slug}`, backend);
    expect(await page.locator("h1").innerText()).toBe(title);
    expect(await page.locator(".prose-page h2").innerText()).toBe("ምን እንፈልጋለን");
    expect(await page.locator(".prose-page li").count()).toBe(2);
    // The English page: the Amharic text marked as Amharic, with a note in English.
    await site.open(page, `/news/${slug}`, backend);
    expect(await page.locator("h1 [lang=am]").innerText()).toBe(title);
    await page.getByText(newsText.en.article.notTranslated).waitFor();
    expect(await page.locator(".prose-page").getAttribute("lang")).toBe("am");
    await site.open(page, "/news", backend);
    expect(await page.locator("h3[lang=am]", { hasText: title }).count()).toBe(1);

    // The English translation is added: both languages are current.
    await site.open(page, editorUrl, backend);
    await field(page, "en.title").fill(`Volunteers' day ${tag}`);
    await field(page, "en.excerpt").fill("The summer school needs volunteers.");
    await field(page, "en.author").fill("Meron Alemu");
    await field(page, "en.body").fill("## What we need\n\n- teachers\n- cooks\n\nWe would love to *hear* from you.");
    await page.getByRole("button", { name: texts.save }).click();
    await notice(page, texts.saved);
    await site.open(page, `/news/${slug}`, backend);
    expect(await page.locator("h1").innerText()).toBe(`Volunteers' day ${tag}`);

    // The Amharic is edited: the English is flagged out of date with the changed Amharic shown.
    await site.open(page, editorUrl, backend);
    await field(page, "am.body").fill("## ምን እንፈልጋለን\n\n- መምህራን\n- ምግብ የሚያበስሉ\n- ሾፌሮች\n\nከእርስዎ *መስማት* እንወዳለን።");
    await page.getByRole("button", { name: texts.save }).click();
    await notice(page, texts.saved);
    const outdated = page.getByTestId("outdated-en");
    await outdated.waitFor();
    expect(await outdated.locator("ins").innerText()).toContain("ሾፌሮች");
    await site.open(page, "/admin/content", backend);
    expect(
      await page
        .getByTestId("content-row")
        .filter({ hasText: `Volunteers' day ${tag}` })
        .getByTestId("translation-en")
        .innerText(),
    ).toBe(texts.translation.outdated.replace("{{language}}", "English"));
    await site.open(page, "/admin", backend);
    await page.getByTestId("translation-queue").getByText(`Volunteers' day ${tag}`).waitFor();

    // The first version is restored from the revisions page: a revision of its own.
    await site.open(page, `${editorUrl}/revisions`, backend);
    const revisions = page.getByTestId("revision");
    expect(await revisions.count()).toBe(3);
    await revisions.last().getByRole("button", { name: texts.history.restore }).click();
    await page.waitForURL((url) => url.pathname === editorUrl);
    await notice(page, texts.history.restored);
    expect(await field(page, "en.title").inputValue()).toBe("");
    expect(await field(page, "am.body").inputValue()).not.toContain("ሾፌሮች");
    const id = Number(editorUrl.split("/").at(-1));
    expect((await listRevisions(serverDatabase(backend), id)).map((revision) => revision.action)).toEqual(["restore", "save", "save", "create"]);
    await context.close();
  });

  test("an article whose address changed answers 301 at its old address, in each language", async () => {
    const db = serverDatabase(backend);
    const id = await englishArticle(backend, "Moving.");
    const item = await loadItem(db, id);
    const writer = { actor: "setup@example.org", audit: async () => {} };
    await saveItem(db, { kind: "news", id, baseVersion: item?.version, snapshot: { ...snapshotOf(item!) }, action: "publish" }, writer);
    await saveItem(db, { kind: "news", id, snapshot: { ...snapshotOf(item!), slug: `${item?.slug}-moved` }, action: "save" }, writer);
    // Written straight to the database, as a second server would: this server sees it at its next poll (decision 20).
    for (const prefix of ["", "/am"]) {
      const moved = () => fetch(`${baseURL(backend)}${prefix}/news/${item?.slug}`, { redirect: "manual" });
      await expect.poll(async () => (await moved()).status, { timeout: 5_000 }).toBe(301);
      expect((await moved()).headers.get("Location")).toBe(`${prefix}/news/${item?.slug}-moved`);
    }
  });

  test("a long history is shown a page at a time, older ones through a link that works without scripts, at phone width; a text rewritten throughout is shown replaced", async () => {
    const db = serverDatabase(backend);
    const id = await englishArticle(backend, "Saturday classes. ".repeat(400));
    const writer = { actor: "setup@example.org", audit: async () => {} };
    // 29 saves after the first, each of the title but the last, which rewrites the whole body (too differently to compare word by word).
    for (let edit = 1; edit <= 29; edit++) {
      const item = (await loadItem(db, id))!;
      const { en } = snapshotOf(item).texts;
      const changed: Record<string, string> = edit === 29 ? { body: "Summer school. ".repeat(400) } : { title: `Edit ${edit}` };
      const saved = await saveItem(
        db,
        {
          kind: "news",
          id,
          baseVersion: item.version,
          snapshot: { ...snapshotOf(item), texts: { en: { ...en, ...changed }, am: null } },
          action: "save",
        },
        writer,
      );
      expect(saved.outcome).toBe("saved");
    }
    const { context, page } = await signedInBrowser(backend, "history", undefined, { javaScriptEnabled: false, viewport: viewports.phone });
    const revisionsUrl = `/admin/content/news/${id}/revisions`;
    await site.open(page, revisionsUrl, backend);
    const revisions = page.getByTestId("revision");
    expect(await revisions.count()).toBe(pageSize);
    // The newest: the body replaced, said so, with the new text alone; the one before it, its title word by word.
    const newest = revisions.first();
    await newest.getByText(texts.history.replaced).waitFor();
    expect(await newest.locator("ins").last().innerText()).toContain("Summer school.");
    expect(await newest.locator("del").count()).toBe(0);
    expect(await revisions.nth(1).locator("ins").innerText()).toBe("28");
    expect(await revisions.nth(1).locator("del").innerText()).toBe("27");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);

    // The older ones: a link, a tap target of 44 px, in each language.
    const next = page.getByRole("link", { name: adminTexts.en.lists.next });
    expect((await next.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await next.click();
    await page.waitForURL((url) => url.search === "?page=2");
    expect(await revisions.count()).toBe(30 - pageSize);
    expect(await revisions.last().innerText()).toContain(texts.history.actions.create);
    expect(await page.getByRole("link", { name: adminTexts.en.lists.next }).count()).toBe(0);
    await page.getByRole("link", { name: adminTexts.en.lists.previous }).waitFor();
    // A page past the end is the last one.
    await site.open(page, `${revisionsUrl}?page=99999999999999999999`, backend);
    expect(await revisions.count()).toBe(30 - pageSize);

    const am = adminTexts.am;
    const amContent = contentStaffTexts.am;
    await site.open(page, `/am${revisionsUrl}`, backend);
    await revisions.first().getByText(amContent.content.history.replaced).waitFor();
    const older = page.getByRole("link", { name: am.lists.next });
    expect((await older.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await older.click();
    await page.waitForURL((url) => url.pathname === `/am${revisionsUrl}` && url.search === "?page=2");
    expect(await revisions.count()).toBe(30 - pageSize);
    await context.close();
  });

  test("two editors save the same article: the second is warned, sees both texts, and neither is lost", async () => {
    const id = await englishArticle(backend, "The first text.");
    const first = await signedInBrowser(backend, "first");
    const second = await signedInBrowser(backend, "second");
    for (const { page } of [first, second]) await site.open(page, `/admin/content/news/${id}`, backend);

    await field(first.page, "en.body").fill("Almaz's version of the text.");
    await first.page.getByRole("button", { name: texts.save }).click();
    await notice(first.page, texts.saved);

    await field(second.page, "en.body").fill("Dawit's version of the text.");
    await second.page.getByRole("button", { name: texts.save }).click();
    const conflict = second.page.getByTestId("conflict");
    await conflict.waitFor();
    expect(await conflict.getByTestId("theirs").innerText()).toBe("Almaz's version of the text.");
    expect(await conflict.getByTestId("mine").innerText()).toBe("Dawit's version of the text.");
    expect(await field(second.page, "en.body").inputValue()).toBe("Dawit's version of the text.");
    const db = serverDatabase(backend);
    expect((await loadItem(db, id))?.texts.en?.fields.body).toBe("Almaz's version of the text.");
    expect((await listRevisions(db, id)).find((revision) => revision.action === "conflict")?.snapshot.texts.en?.body).toBe("Dawit's version of the text.");

    // Having compared, the second editor saves on purpose; the first text stays in the revisions.
    await second.page.getByRole("button", { name: texts.save }).click();
    await notice(second.page, texts.saved);
    expect((await loadItem(db, id))?.texts.en?.fields.body).toBe("Dawit's version of the text.");
    const bodies = (await listRevisions(db, id)).map((revision) => revision.snapshot.texts.en?.body);
    expect(bodies).toEqual(expect.arrayContaining(["Almaz's version of the text.", "Dawit's version of the text."]));
    await first.context.close();
    await second.context.close();
  });

  test("a session that ends while someone types loses nothing: they sign in again and restore their text", async () => {
    const id = await englishArticle(backend, "Before.");
    const login = await createStaff(backend, "typist");
    const { context, page } = await site.newPage();
    await site.open(page, `/admin/content/news/${id}`, backend);
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === `/admin/content/news/${id}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    await field(page, "en.body").fill("The first paragraph, autosaved.");
    await expect.poll(() => page.getByTestId("draft-state").innerText(), { timeout: 10_000 }).toMatch(/^Draft saved at /);

    // The session ends on the server (timed out, or signed out elsewhere) while the typing goes on.
    await serverDatabase(backend).run("DELETE FROM staff_sessions WHERE user_id = (SELECT id FROM staff_users WHERE email = ?)", [login.email]);
    await field(page, "en.body").fill("The first paragraph, autosaved.\n\nA second paragraph typed after the session ended.");
    await page.getByText(texts.draft.sessionEnded).waitFor({ timeout: 10_000 });

    await page.getByRole("link", { name: texts.draft.signInAgain }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await signInThroughTheForm(page, backend, login, "en");
    await page.waitForURL((url) => url.pathname === `/admin/content/news/${id}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("button", { name: texts.draft.restore }).click();
    expect(await field(page, "en.body").inputValue()).toBe("The first paragraph, autosaved.\n\nA second paragraph typed after the session ended.");
    await page.getByRole("button", { name: texts.save }).click();
    await notice(page, texts.saved);
    expect((await loadItem(serverDatabase(backend), id))?.texts.en?.fields.body).toBe(
      "The first paragraph, autosaved.\n\nA second paragraph typed after the session ended.",
    );
    await context.close();
  });

  test("an event scheduled in the editor appears on the calendar at its time, with nobody signed in", { timeout: 150_000 }, async () => {
    const tag = randomBytes(3).toString("hex");
    const title = `Scheduled gathering ${tag}`;
    const { context, page } = await signedInBrowser(backend, "scheduler", { role: "editor" });
    await site.open(page, "/admin/content/events/new", backend);
    await field(page, "startDate").fill(dayNextYear("01-20"));
    await field(page, "en.title").fill(title);
    await field(page, "en.summary").fill("An afternoon together.");
    await field(page, "en.place").fill("Community hall");
    // The schedule takes whole minutes, in Portland's wall clock: the next minute at least 20 s away.
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    await field(page, "publishAt").fill(wallClock(new Date(at).toISOString(), organisation.timeZone));
    await page.getByRole("button", { name: texts.schedule, exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/content\/events\/\d+$/.test(url.pathname));
    await page.getByText(texts.statusNow.replace("{{status}}", texts.statuses.scheduled)).waitFor();
    await page.getByText(`${texts.created} ${texts.scheduled.split("{{date}}")[0]}`).waitFor();
    await context.close();

    const calendar = async () => (await fetch(`${baseURL(backend)}/events/calendar`)).text();
    expect(Date.now()).toBeLessThan(at);
    expect(await calendar()).not.toContain(title);
    for (;;) {
      const shown = (await calendar()).includes(title);
      if (shown) break;
      expect(Date.now() - at, "still not on the calendar").toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Not before its time.
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });
});
