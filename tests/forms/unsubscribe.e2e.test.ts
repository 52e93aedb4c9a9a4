/**
 * Leaving the mailing list. Opening the e-mail's link (as the link scanners of mail systems do) only asks;
 * the page's button unsubscribes, with scripts or without; mail programs' own one-click POST (RFC 8058)
 * to the address of the List-Unsubscribe header unsubscribes from any origin. Every answer is no-store and
 * not indexed; a changed link is refused with 400 in the link's language. On both databases.
 */
import { afterAll, describe, expect, test } from "vitest";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { backends, langs, newSubscriber, pathOf, tampered } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

const statusOf = async (backend: Backend, email: string) =>
  (await serverDatabase(backend).get<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", [email]))?.status;

function expectPrivate(headers: Headers, what: string) {
  expect(headers.get("cache-control"), what).toBe("no-store");
  expect(headers.get("x-robots-tag"), what).toBe("noindex");
}

for (const backend of backends) {
  describe(`unsubscribing (${backend})`, () => {
    for (const lang of langs) {
      const texts = formTexts[lang].unsubscribe;
      test(`${lang}: opening the link (twice, as a scanner would) asks who and which list, and changes nothing`, async () => {
        const { email, page: link, oneClick } = await newSubscriber(backend, lang);
        expect(new URL(link).pathname).toBe(lang === "am" ? "/am/unsubscribe" : "/unsubscribe");
        for (let time = 0; time < 2; time++) {
          const answer = await fetch(link);
          expect(answer.status).toBe(200);
          expectPrivate(answer.headers, `GET ${link}`);
          const html = await answer.text();
          expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(texts.confirmTitle);
          expect(html).toContain(email);
          expect(html).toContain(texts.listName);
          expect(html).toContain(`>${texts.unsubscribe}</button>`);
          expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
          expect(html).toContain(`<html lang="${lang}"`);
        }
        // The script's request for the same page's data changes nothing either.
        const data = await fetch(link.replace("/unsubscribe?", "/unsubscribe.data?"));
        expect(data.status).toBe(200);
        expect(data.headers.get("cache-control")).toBe("no-store");
        // The one-click address, opened in a browser, leads to the same question.
        const opened = await fetch(oneClick, { redirect: "manual" });
        expect(opened.status).toBe(302);
        expect(opened.headers.get("location")).toBe(pathOf(link));
        expectPrivate(opened.headers, `GET ${oneClick}`);
        expect(await statusOf(backend, email)).toBe("subscribed");
      });
    }

    for (const javaScriptEnabled of [true, false]) {
      for (const lang of langs) {
        const texts = formTexts[lang].unsubscribe;
        test(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}: the button unsubscribes and says so`, async () => {
          const { email, page: link } = await newSubscriber(backend, lang);
          const { context, page } = await site.newPage({ javaScriptEnabled });
          const opened = await site.open(page, pathOf(link), backend);
          expect(opened?.headers()["cache-control"]).toBe("no-store");
          expect(await page.locator("h1").innerText()).toBe(texts.confirmTitle);
          expect(await statusOf(backend, email)).toBe("subscribed");
          const button = page.getByRole("button", { name: texts.unsubscribe });
          // A large tap target.
          expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(56);
          const answered = page.waitForResponse((response) => response.request().method() === "POST");
          await button.click();
          const answer = await answered;
          expect(answer.status()).toBe(200);
          expect(answer.headers()["cache-control"]).toBe("no-store");
          expect(new URL(answer.url()).pathname).toBe(`${new URL(link).pathname}${javaScriptEnabled ? ".data" : ""}`);
          await expect.poll(() => page.locator("h1").innerText()).toBe(texts.doneTitle);
          expect(await statusOf(backend, email)).toBe("unsubscribed");
          expect(await page.getByRole("link", { name: texts.subscribeAgain }).count()).toBe(1);
          // Opening the link again says so, and still changes nothing.
          await site.open(page, pathOf(link), backend);
          expect(await page.locator("h1").innerText()).toBe(texts.doneTitle);
          await context.close();
        });
      }
    }

    for (const origin of [undefined, "https://mail.provider.example"]) {
      test(`mail programs' one-click POST (RFC 8058) ${origin ? `from ${origin}` : "without an Origin"} unsubscribes`, async () => {
        const { email, page: link, oneClick } = await newSubscriber(backend, "am");
        expect(new URL(oneClick).pathname).toBe("/am/unsubscribe/one-click");
        if (origin) {
          // Why the header names another address: React Router refuses a page's action posted from another origin.
          const refused = await fetch(link, {
            method: "POST",
            body: "List-Unsubscribe=One-Click",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
          });
          expect(refused.status).toBe(400);
          expect(await statusOf(backend, email)).toBe("subscribed");
        }
        const answer = await fetch(oneClick, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
          redirect: "manual",
        });
        expect(answer.status).toBe(200);
        expectPrivate(answer.headers, "one-click POST");
        expect(await answer.text()).toContain(formTexts.am.unsubscribe.doneTitle);
        expect(await statusOf(backend, email)).toBe("unsubscribed");
        // Sent again, it is still a success: the address is off the list.
        expect(
          (await fetch(oneClick, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } }))
            .status,
        ).toBe(200);
      });
    }

    test("the same one-click POST to the page's own address (no Origin) unsubscribes too", async () => {
      const { email, page: link } = await newSubscriber(backend, "en");
      const answer = await fetch(link, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status).toBe(200);
      expectPrivate(answer.headers, "POST to the page");
      expect(await statusOf(backend, email)).toBe("unsubscribed");
    });

    for (const lang of langs) {
      const texts = formTexts[lang].unsubscribe;
      test(`${lang}: a changed or missing token is refused with 400 in the link's language, and changes nothing`, async () => {
        const { email, page: link, oneClick } = await newSubscriber(backend, lang);
        const prefix = lang === "am" ? "/am" : "";
        for (const bad of [tampered(link), site.url(`${prefix}/unsubscribe`, backend), site.url(`${prefix}/unsubscribe?token=bm90LWEtdG9rZW4`, backend)]) {
          const shown = await fetch(bad);
          expect(shown.status, bad).toBe(400);
          expectPrivate(shown.headers, bad);
          const html = await shown.text();
          expect(html, bad).toContain(texts.invalidTitle);
          expect(html, bad).toContain(`<html lang="${lang}"`);
          expect(html, bad).not.toContain(`>${texts.unsubscribe}</button>`);
          const posted = await fetch(bad, { method: "POST", body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
          expect(posted.status, `POST ${bad}`).toBe(400);
          expectPrivate(posted.headers, `POST ${bad}`);
        }
        const clicked = await fetch(tampered(oneClick), {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
        expect(clicked.status).toBe(400);
        expectPrivate(clicked.headers, "one-click POST, changed token");
        expect(await clicked.text()).toContain(texts.invalidTitle);
        expect(await statusOf(backend, email)).toBe("subscribed");

        // In the browser: the page in the link's language, saying what to do instead.
        const { context, page } = await site.newPage({ javaScriptEnabled: false });
        const response = await page.goto(tampered(link));
        expect(response?.status()).toBe(400);
        expect(await page.locator("h1").innerText()).toBe(texts.invalidTitle);
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        await context.close();
      });
    }
  });
}
