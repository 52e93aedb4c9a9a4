import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { am } from "../../app/locales/am.ts";
import { en } from "../../app/locales/en.ts";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();
const text = { en, am } as const;

async function fillRegistration(page: Page, lang: "en" | "am") {
  const t = text[lang].register;
  await page.getByLabel(t.parentName).fill("Almaz Bekele");
  await page.getByLabel(t.parentEmail).fill("almaz@example.org");
  await page.getByLabel(t.parentPhone).fill("(503) 555-0123");
  await page.getByLabel(t.childName).fill("ዳዊት በቀለ");
  await page.getByLabel(t.childAge, { exact: true }).fill("9");
  await page.getByLabel(t.childGrade).selectOption("4");
  await page.getByLabel(t.amharicLevel).selectOption("beginner");
  await page.getByLabel(t.medicalInfo).fill("Peanut allergy");
  await page.getByLabel(t.emergencyContact).fill("Tsehay Alemu");
  await page.getByLabel(t.emergencyPhone).fill("503-555-0177");
  await page.getByLabel(t.scholarshipNeeded).check();
}

async function registrationValues(page: Page) {
  return page.locator("main form").evaluate((form: HTMLFormElement) =>
    Object.fromEntries([...new FormData(form).entries()].map(([name, value]) => [name, String(value)])),
  );
}

const filled = {
  parentName: "Almaz Bekele",
  parentEmail: "almaz@example.org",
  parentPhone: "(503) 555-0123",
  childName: "ዳዊት በቀለ",
  childAge: "9",
  childGrade: "4",
  amharicLevel: "beginner",
  medicalInfo: "Peanut allergy",
  emergencyContact: "Tsehay Alemu",
  emergencyPhone: "503-555-0177",
  scholarshipNeeded: "on",
};

describe("registration", () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const lang of ["en", "am"] as const) {
      const prefix = lang === "am" ? "/am" : "";
      const t = text[lang].register;

      test(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}: without the agreement, an error toast and nothing lost`, async () => {
        const { context, page } = await site.newPage({ javaScriptEnabled });
        await site.open(page, `${prefix}/register`);
        await fillRegistration(page, lang);
        await page.getByRole("button", { name: t.submit }).click();
        const toast = page.locator('[role="alert"] [data-toast="error"]');
        await toast.waitFor();
        expect(await toast.innerText()).toContain(t.agreementRequiredTitle);
        expect(await toast.innerText()).toContain(t.agreementRequired);
        expect(await registrationValues(page)).toEqual(filled);
        await context.close();
      });

      test(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}: with the agreement, a success toast and an empty form`, async () => {
        const { context, page } = await site.newPage({ javaScriptEnabled });
        await site.open(page, `${prefix}/register`);
        await fillRegistration(page, lang);
        await page.getByRole("checkbox", { name: new RegExp(t.agreement.replace(/<[^>]+>/g, "").slice(0, 8)) }).check();
        await page.getByRole("button", { name: t.submit }).click();
        const toast = page.locator('[role="status"] [data-toast="success"]');
        await toast.waitFor();
        expect(await toast.innerText()).toContain(t.successTitle);
        expect(await toast.innerText()).toContain(t.successToast);
        expect(await page.getByText(t.success).isVisible()).toBe(true);
        expect(await registrationValues(page)).toEqual({
          parentName: "", parentEmail: "", parentPhone: "", childName: "", childAge: "", childGrade: "", amharicLevel: "", medicalInfo: "", emergencyContact: "", emergencyPhone: "",
        });
        await context.close();
      });
    }
  }

  test("the browser refuses an age outside 5 to 18 before sending", async () => {
    const { context, page } = await site.newPage();
    await site.open(page, "/register");
    const age = page.getByLabel(en.register.childAge, { exact: true });
    for (const [value, valid] of [["4", false], ["5", true], ["18", true], ["19", false]] as const) {
      await age.fill(value);
      expect(await age.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(valid);
    }
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`refused fields are marked, described and focused (${javaScriptEnabled ? "checked in the browser" : "checked by the server"})`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled });
      await site.open(page, "/register");
      await fillRegistration(page, "en");
      await page.getByLabel(en.register.parentEmail).fill("not-an-email");
      // Without scripts, skip the browser's own checks to see the server's answer.
      if (!javaScriptEnabled) await page.locator("main form").evaluate((form: HTMLFormElement) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: en.register.submit }).click();
      const email = page.getByLabel(en.register.parentEmail);
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await email.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await email.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`#${describedBy.split(" ").pop()}`).innerText()).toBe(en.form.errors.email);
      if (javaScriptEnabled) expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await email.inputValue()).toBe("not-an-email");
      await context.close();
    });
  }

  test("on an Amharic page, empty required fields are explained in Amharic, not in the browser's language", async () => {
    const { context, page } = await site.newPage({ locale: "en-US" });
    await context.addInitScript(() => localStorage.setItem("i18nextLng", "am"));
    await site.open(page, "/am/register");
    await page.getByRole("button", { name: am.register.submit }).click();
    const name = page.getByLabel(am.register.parentName);
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${(await name.getAttribute("aria-describedby"))!.split(" ").pop()}`).innerText()).toBe(am.form.errors.required);
    expect(await page.getByText(am.form.errors.required).count()).toBeGreaterThanOrEqual(7);
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe("donation request", () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const lang of ["en", "am"] as const) {
      const t = text[lang].donate;
      test(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}: thank-you toast and the form stays filled`, async () => {
        const { context, page } = await site.newPage({ javaScriptEnabled });
        await site.open(page, `${lang === "am" ? "/am" : ""}/support/donate`);
        const amount = page.getByLabel(t.amount);
        if (javaScriptEnabled) {
          const preset = page.getByRole("button", { name: "$100" });
          expect(await preset.getAttribute("aria-pressed")).toBe("false");
          await preset.click();
          expect(await preset.getAttribute("aria-pressed")).toBe("true");
          expect(await page.getByRole("button", { name: "$50" }).getAttribute("aria-pressed")).toBe("false");
          expect(await amount.inputValue()).toBe("100");
        } else {
          expect(await page.getByRole("button", { name: "$100" }).isVisible()).toBe(false);
          await amount.fill("100");
        }
        await page.getByLabel(t.name).fill("Selam Tadesse");
        await page.getByLabel(t.email).fill("selam@example.org");
        await page.getByLabel(t.message).fill("For the lunch program");
        await page.getByRole("button", { name: t.submit }).click();
        const toast = page.locator('[role="status"] [data-toast="success"]');
        await toast.waitFor();
        expect(await toast.innerText()).toContain(t.successTitle);
        expect(await toast.innerText()).toContain(t.success);
        expect(await amount.inputValue()).toBe("100");
        expect(await page.getByLabel(t.name).inputValue()).toBe("Selam Tadesse");
        expect(await page.getByLabel(t.email).inputValue()).toBe("selam@example.org");
        expect(await page.getByLabel(t.message).inputValue()).toBe("For the lunch program");
        await context.close();
      });
    }
  }
});
