/**
 * Browsers' autofill and the forms' honeypot (decision 21). A parent whose browser fills the hidden field
 * is refused as a bot, so no autofill may reach it. Chromium fills a form from a saved address through
 * `Autofill.trigger` of the DevTools protocol, the same classification and filling a click on a suggestion
 * does (its heuristics on names, labels and `autocomplete`), with the address given to it instead of one
 * saved in the profile.
 */
import type { CDPSession, Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { safeguardFields } from "#app/forms/shared/result.ts";
import { am } from "#app/i18n/locales/am.ts";
import { en } from "#app/i18n/locales/en.ts";
import { closeServerDatabases, findSubmission } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { fillRegistration, langs, referenceIn, successToastText } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

/** A full address card, as a parent's browser keeps one: every kind of field Chromium fills. */
const savedAddress = {
  fields: [
    ["NAME_FULL", "Almaz Bekele"],
    ["NAME_FIRST", "Almaz"],
    ["NAME_LAST", "Bekele"],
    ["EMAIL_ADDRESS", "almaz.autofill@example.org"],
    ["PHONE_HOME_WHOLE_NUMBER", "5035550100"],
    ["COMPANY_NAME", "Bekele Family Bakery"],
    ["ADDRESS_HOME_STREET_ADDRESS", "4821 NE Alberta Street"],
    ["ADDRESS_HOME_LINE1", "4821 NE Alberta Street"],
    ["ADDRESS_HOME_CITY", "Portland"],
    ["ADDRESS_HOME_STATE", "OR"],
    ["ADDRESS_HOME_ZIP", "97218"],
    ["ADDRESS_HOME_COUNTRY", "US"],
  ].map(([name, value]) => ({ name, value })),
};

interface FilledField {
  name: string;
  value: string;
  autofillType: string;
}

/**
 * Fills the form around `field` from the saved address, as a parent does: a tap on the field, then the address
 * chosen in its suggestions. The tap matters: Chromium classifies a page's forms when it has loaded, and a page
 * still hidden for its fonts then (decision 9) has its form classified on the first focus of a field instead.
 */
async function autofill(cdp: CDPSession, page: Page, field: string): Promise<FilledField[]> {
  await page.locator(`main form [name="${field}"]`).click();
  const { result } = await cdp.send("Runtime.evaluate", { expression: `document.querySelector('main form [name="${field}"]')` });
  const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId });
  const filled = new Promise<FilledField[]>((resolve) => cdp.once("Autofill.addressFormFilled", (event) => resolve(event.filledFields as FilledField[])));
  await cdp.send("DOM.getDocument");
  await cdp.send("Autofill.enable");
  // The protocol's types predate the `address` parameter, which Chromium has.
  await cdp.send("Autofill.trigger", { fieldId: node.backendNodeId, address: savedAddress } as never);
  const fields = await filled;
  await expect.poll(() => page.locator(`main form [name="${field}"]`).inputValue()).not.toBe("");
  return fields;
}

const honeypotOf = (page: Page) => page.locator(`main form [name="${safeguardFields.honeypot}"]`);

const forms = [
  {
    path: "/register",
    anchor: "parentName",
    prefix: "REG",
    finish: async (page: Page, lang: (typeof langs)[number]) => {
      const t = formTexts[lang].register;
      await fillRegistration(page, lang, { parentName: "Almaz Bekele", parentEmail: savedAddress.fields[3]!.value, parentPhone: "5035550100" });
      await page.getByRole("checkbox", { name: new RegExp(t.agreement.replace(/<[^>]+>/g, "").slice(0, 8)) }).check();
      await page.getByRole("button", { name: t.submit }).click();
    },
  },
  {
    path: "/contact",
    anchor: "name",
    prefix: "MSG",
    finish: async (page: Page, lang: (typeof langs)[number]) => {
      const t = formTexts[lang].contactForm;
      await page.getByLabel(t.topic).selectOption("general");
      await page.getByLabel(t.message, { exact: true }).fill("ሰላም");
      await page.getByRole("button", { name: t.submit }).click();
    },
  },
  {
    path: "/support/donate",
    anchor: "name",
    prefix: "DON",
    finish: async (page: Page, lang: (typeof langs)[number]) => {
      await page.getByRole("button", { name: formTexts[lang].donate.submit }).click();
    },
  },
  {
    path: "/subscribe",
    anchor: "email",
    prefix: undefined,
    finish: async (page: Page, lang: (typeof langs)[number]) => {
      await page.getByRole("button", { name: formTexts[lang].subscribe.submit }).click();
    },
  },
] as const;

describe("browsers' autofill leaves the honeypot alone", () => {
  test("the honeypot's name, id and label are words no autofill looks for, and it opts out of autofill", async () => {
    // The words Chromium's field heuristics and password managers match on (name, id, label), in short.
    const autofillWords =
      /web|site|url|http|home|page|company|organi[sz]ation|name|mail|phone|tel|fax|addr|street|city|zip|post|country|region|state|card|user|login|pass|code/i;
    const { context, page } = await site.newPage();
    for (const lang of langs) {
      await site.open(page, `${lang === "am" ? "/am" : ""}/register`);
      const honeypot = page.locator("main form .honeypot input");
      const label = await page.locator("main form .honeypot label").innerText();
      expect(label).toBe({ en, am }[lang].form.honeypot);
      for (const word of [await honeypot.getAttribute("name"), await honeypot.getAttribute("id"), label]) expect(word).not.toMatch(autofillWords);
      // `off` does not stop Chromium's address autofill (the last test shows it); a token it does not know does.
      expect(await honeypot.getAttribute("autocomplete")).toBe("do-not-autofill");
      for (const optOut of ["data-1p-ignore", "data-lpignore", "data-bwignore", "data-form-type"])
        expect(await honeypot.getAttribute(optOut), optOut).not.toBeNull();
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await page.locator("main form .honeypot").getAttribute("aria-hidden")).toBe("true");
    }
    await context.close();
  });

  for (const lang of langs) {
    for (const form of forms) {
      test(`${lang} ${form.path}: filled from a saved address, the honeypot stays empty and the form is accepted`, async () => {
        const { context, page } = await site.newPage();
        await site.open(page, `${lang === "am" ? "/am" : ""}${form.path}`);
        const cdp = await context.newCDPSession(page);
        const filled = await autofill(cdp, page, form.anchor);
        expect(filled.find((field) => field.name === form.anchor)?.value, "autofill filled the field it was started on").toBeTruthy();
        expect(filled.find((field) => field.name === safeguardFields.honeypot)?.value ?? "", "what autofill put in the honeypot").toBe("");
        expect(await honeypotOf(page).inputValue()).toBe("");
        await form.finish(page, lang);
        const toast = await successToastText(page);
        if (form.prefix) expect(await findSubmission("sqlite", referenceIn(toast, form.prefix))).toBeDefined();
        expect(await honeypotOf(page).count()).toBeGreaterThan(0);
        await context.close();
      });
    }
  }

  test("what the test relies on: autofill does fill a hidden, untabbable field it recognises, `autocomplete=off` or not", async () => {
    const { context, page } = await site.newPage();
    await site.open(page, "/register");
    // A field like the old honeypot but named as a company field: autofill fills it.
    await page.locator("main form .honeypot").evaluate((box) => {
      box.insertAdjacentHTML("beforeend", '<input name="company" type="text" tabindex="-1" autocomplete="off">');
    });
    const cdp = await context.newCDPSession(page);
    const company = page.locator('main form [name="company"]');
    // Chromium learns of a field added to a form a moment later (a busy machine: longer): a moment, and a try again.
    for (let attempt = 1; attempt <= 3 && (await company.inputValue()) === ""; attempt++) {
      await page.waitForTimeout(500 * attempt);
      await autofill(cdp, page, "parentName");
    }
    expect(await company.inputValue()).toBe("Bekele Family Bakery");
    expect(await honeypotOf(page).inputValue()).toBe("");
    await context.close();
  });
});
