import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { saveItem } from "#app/content/store.server.ts";
import { localizePath } from "#app/i18n/language.ts";
import { createPasswordLink } from "#app/staff/shared/accounts.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { askToJoin, langs, newSubscriber } from "../support/forms.ts";
import { storeNewsletter } from "../support/newsletters.ts";
import { sampledPublicPaths, useBrowser, viewports } from "../support/pages.ts";
import {
  concreteStaffPath,
  cookieName,
  firstArticleId,
  halfSignedIn,
  publishedPhoto,
  registerChild,
  signedInSession,
  staffRoutes,
  storeDocument,
  storePhoto,
} from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: an injected <script> would be refused by the page's CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run({ runOnly: { type: "tag", values: tags } }),
    wcagTags,
  );
  return violations.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/** Interactive elements smaller than 44 px tall on a phone (links inside running text are exempt). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("a[href], button, summary, select, textarea, input:not([type=hidden])")) {
      const box = element.getBoundingClientRect();
      // Hidden from people (the forms' honeypot field for bots): not a target anyone taps.
      if (box.width === 0 || box.height === 0 || element.closest("[aria-hidden=true]")) continue;
      if (getComputedStyle(element).display === "inline" && element.closest("p, li > p, dd, label")) continue;
      // A checkbox or radio button is tapped anywhere on its label (the radio's wraps it) or its row.
      const target =
        element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio") ? (element.closest("label, div") ?? element) : element;
      if (target.getBoundingClientRect().height < 44)
        small.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(box.height)}px`);
    }
    return small;
  });
}

describe("axe-core finds no WCAG 2.2 A/AA violation", () => {
  for (const path of sampledPublicPaths()) {
    test(path, async () => {
      const { context, page } = await site.newPage();
      for (const viewport of [viewports.desktop, viewports.phone]) {
        await page.setViewportSize(viewport);
        await page.goto(site.url(path));
        expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
        if (viewport === viewports.phone) expect(await smallTapTargets(page), "tap targets").toEqual([]);
      }
      await context.close();
    });
  }

  test("the open mobile menu, the 404 page and a form with errors", async () => {
    const { context, page } = await site.newPage({ viewport: viewports.phone });
    await page.goto(site.url("/am"));
    await page.locator("header details summary").first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(site.url("/am/missing"));
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(site.url("/register"));
    await page.locator("main form").evaluate((form: HTMLFormElement) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("a photo album", () => {
  test("the gallery, an album and its photo viewer, in English and Amharic: no axe violation, large tap targets", { timeout: 120_000 }, async () => {
    const photos = await Promise.all(
      ["first", "second"].map((which) =>
        publishedPhoto("sqlite", { en: `The ${which} photo of the album`, am: "በገና በዓል የሚጨፍሩ ልጆች" }, { en: "Genna", am: "ገና" }),
      ),
    );
    const slug = `album-${Date.now().toString(36)}`;
    const snapshot = {
      slug,
      fields: { date: "2027-01-07", photos: photos.map((photo) => photo.id).join(",") },
      texts: { en: { title: "Genna 2027", description: "Our Christmas celebration." }, am: { title: "ገና 2027", description: "የገና በዓላችን።" } },
    };
    const saved = await saveItem(
      serverDatabase("sqlite"),
      { kind: "albums", snapshot, action: "publish" },
      { actor: "axe@example.org", audit: async () => {} },
    );
    expect(saved.outcome).toBe("saved");
    const { context, page } = await site.newPage();
    for (const lang of langs) {
      for (const path of [localizePath("/resources/media", lang), localizePath(`/resources/media/${slug}`, lang)]) {
        for (const viewport of [viewports.desktop, viewports.phone]) {
          await page.setViewportSize(viewport);
          await site.open(page, path);
          await page
            .getByText(lang === "en" ? "Genna 2027" : "ገና 2027")
            .first()
            .waitFor();
          expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
          if (viewport === viewports.phone) expect(await smallTapTargets(page), `${path}: tap targets`).toEqual([]);
        }
      }
      await page.locator("#photo-1").click();
      await page.getByTestId("lightbox").waitFor();
      expect(await axeViolations(page), `${lang}: the viewer`).toEqual([]);
      expect(await smallTapTargets(page), `${lang}: the viewer's tap targets`).toEqual([]);
      await page.keyboard.press("Escape");
    }
    await context.close();
  });
});

describe("the mailing list's pages", () => {
  // Each page as its link opens it, after its button, and with a changed link.
  const pages = {
    confirm: async (lang: (typeof langs)[number]) => ({ link: (await askToJoin("sqlite", lang)).confirmLink, texts: formTexts[lang].confirmSubscription }),
    unsubscribe: async (lang: (typeof langs)[number]) => {
      const texts = formTexts[lang].unsubscribe;
      return { link: (await newSubscriber("sqlite", lang)).page, texts: { ...texts, submit: texts.unsubscribe } };
    },
    preferences: async (lang: (typeof langs)[number]) => {
      const texts = formTexts[lang].preferences;
      const link = (await newSubscriber("sqlite", lang)).preferences;
      return { link, texts: { confirmTitle: texts.title, doneTitle: texts.savedTitle, invalidTitle: texts.invalidTitle, submit: texts.save } };
    },
  };
  for (const [name, reachable] of Object.entries(pages))
    for (const lang of langs) {
      test(`${name}, ${lang}: asking, done and refused: no axe violation, large tap targets, nothing wider than a phone`, { timeout: 180_000 }, async () => {
        const { context, page } = await site.newPage();
        const { link, texts } = await reachable(lang);
        const path = `${new URL(link).pathname}${new URL(link).search}`;
        const states: [string, () => Promise<unknown>, string][] = [
          ["asking", () => page.goto(site.url(path)), texts.confirmTitle],
          ["done", () => page.getByRole("button", { name: texts.submit }).click(), texts.doneTitle],
          ["refused", () => page.goto(site.url(`${new URL(link).pathname}?token=changed`)), texts.invalidTitle],
        ];
        for (const [state, reach, title] of states) {
          await page.setViewportSize(viewports.phone);
          await reach();
          await expect.poll(() => page.locator("h1").innerText()).toBe(title);
          for (const viewport of [viewports.phone, viewports.desktop]) {
            await page.setViewportSize(viewport);
            expect(await axeViolations(page), `${lang} ${state} at ${viewport.width} px`).toEqual([]);
          }
          await page.setViewportSize(viewports.phone);
          expect(await smallTapTargets(page), `${lang} ${state}: tap targets`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${state}: page width`).toBeLessThanOrEqual(viewports.phone.width);
        }
        await context.close();
      });
    }
});

describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async () => {
    const { context, page } = await site.newPage();
    await page.goto(site.url("/about"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await context.close();
  });

  test("focus is visible on every control", async () => {
    const { context, page } = await site.newPage();
    await page.goto(site.url("/support/donate"));
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { tag: element.tagName, outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px", ring: style.boxShadow !== "none" };
      });
      expect(outline.outline || outline.ring, `${outline.tag} at tab ${step}`).toBe(true);
    }
    await context.close();
  });
});

describe("the staff area", () => {
  // Pages only: not the resource routes (`.ts`: files, CSV, the autosave, the upload address), the export, the sign-out action.
  const pageRoutes = staffRoutes().filter((route) => !/(\.ts|\/export\.tsx|\/sign-out-page\.tsx)$/.test(route.file));

  test("has no axe violation, large tap targets and nothing wider than a 390 px phone, in English and Amharic", { timeout: 360_000 }, async () => {
    const reference = await registerChild("sqlite", `axe${Date.now()}`);
    const article = await firstArticleId("sqlite");
    const photo = await storePhoto("sqlite");
    const storedDocument = await storeDocument("sqlite");
    const newsletter = await storeNewsletter("sqlite");
    const { sessionId, login } = await signedInSession("sqlite", "axe");
    const passwordLink = new URL(await createPasswordLink(serverDatabase("sqlite"), login.email, site.url(""), null));
    const { context, page } = await site.newPage();
    // The second factor's page shows itself (a set-up, here) only to a browser half signed in.
    const { pending } = await halfSignedIn("sqlite");
    await context.addCookies([
      { name: cookieName, value: sessionId, url: site.url("/") },
      { name: "tesfa-staff-pending", value: pending, url: site.url("/") },
    ]);
    expect(pageRoutes.length).toBeGreaterThanOrEqual(2 * 10);
    for (const route of pageRoutes) {
      const concrete = concreteStaffPath(route.path, { reference, article, photo, document: storedDocument, newsletter });
      const path = route.file.endsWith("set-password-page.tsx") ? `${route.path}${passwordLink.search}` : concrete;
      for (const viewport of [viewports.desktop, viewports.phone]) {
        await page.setViewportSize(viewport);
        const response = await page.goto(site.url(path));
        expect(response?.status(), path).toBe(200);
        // Signed in, every guarded page is itself (not the sign-in page it would be otherwise).
        if (route.guarded) expect(new URL(page.url()).pathname, path).toBe(concrete);
        expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        if (viewport === viewports.phone) {
          expect(await smallTapTargets(page), `${path}: tap targets`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width`).toBeLessThanOrEqual(viewport.width);
        }
      }
    }
    await context.close();
  });
});
