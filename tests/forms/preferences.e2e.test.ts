/**
 * A subscriber's choices, from the link in the welcome e-mail (and every mailing-list e-mail): the page names the
 * address, changes the language of our e-mails and the topics, with scripts or without, in both languages; leaves
 * the list; and lets an address that left join again by confirming from a new e-mail. A changed or foreign token
 * is refused with 400 in the link's language, as is a post from another origin. On both databases.
 */
import { afterAll, describe, expect, inject, test } from "vitest";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { backends, formVariants, langs, newSubscriber, pathOf, tampered, variantName } from "../support/forms.ts";
import { useBrowser, visitorAddress } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { allMail } from "../support/smtp-sink.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

const interfaceWords = { en, am };

const subscriberRow = async (backend: Backend, email: string) =>
  serverDatabase(backend).get<{ lang: string; interests: string; status: string }>("SELECT lang, interests, status FROM subscribers WHERE email = ?", [email]);

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("a subscriber's choices", () => {
  for (const variant of formVariants) {
    const { backend, javaScriptEnabled, lang, prefix } = variant;
    const texts = formTexts[lang].preferences;
    const subscribe = formTexts[lang].subscribe;
    const other = lang === "en" ? "am" : "en";
    test(`${variantName(variant)}: the welcome's link shows the address; the language and topics change, and a form without a topic is refused`, async () => {
      const { email, preferences } = await newSubscriber(backend, lang);
      expect(new URL(preferences).pathname).toBe(`${prefix}/subscribe/preferences`);
      const { context, page } = await site.newPage({ javaScriptEnabled });
      const opened = await site.open(page, pathOf(preferences), backend);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["cache-control"]).toBe("no-store");
      expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect(await page.locator("h1").innerText()).toBe(texts.title);
      expect(await page.locator("main").innerText()).toContain(email);
      // The choices the address joined with (the support's form: its own language, news).
      expect(await page.getByLabel(subscribe.language).inputValue()).toBe(lang);
      expect(await page.getByRole("checkbox", { name: subscribe.interestOptions.news }).isChecked()).toBe(true);
      expect(await page.getByRole("checkbox", { name: subscribe.interestOptions.events }).isChecked()).toBe(false);

      // No topic at all: refused in the page's language, nothing changed.
      await page.getByRole("checkbox", { name: subscribe.interestOptions.news }).uncheck();
      await page.getByRole("button", { name: texts.save }).click();
      await expect.poll(() => page.getByText(interfaceWords[lang].form.errors.chooseOne).count()).toBe(1);
      expect(await subscriberRow(backend, email)).toEqual({ lang, interests: '["news"]', status: "subscribed" });

      await page.getByLabel(subscribe.language).selectOption(other);
      // Without scripts the refused form shows the list's topics again: the choices are set whatever they show.
      await page.getByRole("checkbox", { name: subscribe.interestOptions.news }).uncheck();
      await page.getByRole("checkbox", { name: subscribe.interestOptions.events }).check();
      await page.getByRole("checkbox", { name: subscribe.interestOptions.school }).check();
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: texts.save }).click();
      const answer = await answered;
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      await expect.poll(() => page.locator("h1").innerText()).toBe(texts.savedTitle);
      expect(await subscriberRow(backend, email)).toEqual({ lang: other, interests: '["events","school"]', status: "subscribed" });
      // The page shows what the list holds now; the page itself stays in the link's language.
      expect(await page.getByLabel(subscribe.language).inputValue()).toBe(other);
      expect(await page.getByRole("checkbox", { name: subscribe.interestOptions.school }).isChecked()).toBe(true);
      expect(await page.getByRole("checkbox", { name: subscribe.interestOptions.news }).isChecked()).toBe(false);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await context.close();
    });
  }

  for (const backend of backends) {
    for (const lang of langs) {
      // Each language once with scripts and once without, across the two databases.
      const javaScriptEnabled = (backend === "sqlite") === (lang === "en");
      const texts = formTexts[lang].preferences;
      const unsubscribe = formTexts[lang].unsubscribe;
      const subscribe = formTexts[lang].subscribe;
      test(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}, ${backend}: leaving from the page, then joining again by confirming a new e-mail`, async () => {
        const { email, preferences } = await newSubscriber(backend, lang);
        const { context, page } = await site.newPage({ javaScriptEnabled });
        await site.open(page, pathOf(preferences), backend);
        const leave = page.getByRole("button", { name: unsubscribe.unsubscribe });
        expect((await leave.boundingBox())?.height).toBeGreaterThanOrEqual(48);
        await leave.click();
        await expect.poll(() => page.locator("h1").innerText()).toBe(unsubscribe.doneTitle);
        expect((await subscriberRow(backend, email))?.status).toBe("unsubscribed");

        // The same link now offers to join again, with the last choices.
        await site.open(page, pathOf(preferences), backend);
        expect(await page.locator("h1").innerText()).toBe(texts.notOnListTitle);
        expect(await page.getByRole("checkbox", { name: subscribe.interestOptions.news }).isChecked()).toBe(true);
        // The confirmation e-mail of joining was sent minutes ago in real life: an hour ago here, so a new one may go.
        await serverDatabase(backend).run("UPDATE subscribers SET confirmation_sent_at = ? WHERE email = ?", [
          new Date(Date.now() - 3_600_000).toISOString(),
          email,
        ]);
        await page.getByRole("checkbox", { name: subscribe.interestOptions.volunteering }).check();
        await page.getByRole("button", { name: unsubscribe.subscribeAgain }).click();
        await expect.poll(() => page.locator("h1").innerText()).toBe(subscribe.successTitle);
        // Not on the list until the owner confirms: a new confirmation e-mail, carrying the new choices.
        expect((await subscriberRow(backend, email))?.status).toBe("unsubscribed");
        await expect
          .poll(
            async () => (await allMail(inject("mailDir"))).filter((mail) => mail.to.includes(email) && mail.text.includes("/subscribe/confirm?token=")).length,
            {
              timeout: 15_000,
            },
          )
          .toBe(2);
        await context.close();
      });
    }
  }

  for (const lang of langs) {
    const texts = formTexts[lang].preferences;
    const prefix = lang === "am" ? "/am" : "";
    test(`${lang}: a changed, missing or foreign token is refused with 400 in the link's language, and changes nothing`, async () => {
      const { email, preferences, page: unsubscribeLink } = await newSubscriber("sqlite", lang);
      const unsubscribeToken = new URL(unsubscribeLink).searchParams.get("token") ?? "";
      const forged = [
        tampered(preferences),
        site.url(`${prefix}/subscribe/preferences`),
        site.url(`${prefix}/subscribe/preferences?token=bm90LWEtdG9rZW4`),
        // The unsubscribe link's token, signed for another page.
        site.url(`${prefix}/subscribe/preferences?token=${unsubscribeToken}`),
      ];
      for (const bad of forged) {
        const shown = await fetch(bad);
        expect(shown.status, bad).toBe(400);
        expect(shown.headers.get("cache-control"), bad).toBe("no-store");
        const html = await shown.text();
        expect(html, bad).toContain(texts.invalidTitle);
        expect(html, bad).toContain(`<html lang="${lang}"`);
        expect(html, bad).not.toContain(email);
        const posted = await fetch(bad, { method: "POST", headers: form, body: "language=am&interests=school" });
        expect(posted.status, `POST ${bad}`).toBe(400);
      }
      // The preferences token does not unsubscribe either.
      const crossed = new URL(unsubscribeLink);
      crossed.searchParams.set("token", new URL(preferences).searchParams.get("token") ?? "");
      expect((await fetch(crossed, { method: "POST", headers: form, body: "" })).status).toBe(400);
      expect(await subscriberRow("sqlite", email)).toEqual({ lang, interests: '["news"]', status: "subscribed" });

      // In the browser: the page in the link's language, saying what to do instead.
      const { context, page } = await site.newPage({ javaScriptEnabled: false });
      const response = await page.goto(tampered(preferences));
      expect(response?.status()).toBe(400);
      expect(await page.locator("h1").innerText()).toBe(texts.invalidTitle);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await context.close();
    });
  }

  test("a post from another site's page (cross-site request forgery) is refused, with the real link too", async () => {
    const { email, preferences } = await newSubscriber("postgres", "en");
    for (const origin of ["https://attacker.example", "null"]) {
      const answer = await fetch(preferences, { method: "POST", headers: { ...form, Origin: origin }, body: "language=am&interests=school" });
      expect(answer.status, origin).toBe(400);
    }
    expect(await subscriberRow("postgres", email)).toEqual({ lang: "en", interests: '["news"]', status: "subscribed" });
    // The same post from the site itself is what the page sends.
    const own = await fetch(preferences, {
      method: "POST",
      headers: { ...form, Origin: new URL(preferences).origin, "X-Forwarded-For": visitorAddress() },
      body: "language=am&interests=school",
    });
    expect(own.status).toBe(200);
    expect(await subscriberRow("postgres", email)).toEqual({ lang: "am", interests: '["school"]', status: "subscribed" });
  });
});
