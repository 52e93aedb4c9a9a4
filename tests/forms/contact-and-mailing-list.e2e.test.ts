import { afterAll, describe, expect, inject, test } from "vitest";
import { am } from "#app/i18n/locales/am.ts";
import { closeServerDatabases, findSubmission, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import { expectConfirmationLanguage, formValues, formVariants, mailTo, referenceIn, successToastText, uniqueEmail, variantName } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import { allMail } from "../support/smtp-sink.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

describe("contact form", () => {
  for (const variant of formVariants) {
    const { backend, javaScriptEnabled, lang, prefix } = variant;
    const t = formTexts[lang].contactForm;
    test(`${variantName(variant)}: stored with a reference, confirmed by e-mail, the form emptied`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled });
      const email = uniqueEmail("meron");
      await site.open(page, `${prefix}/contact`, backend);
      const form = "#contact-form form";
      await page.getByLabel(t.name).fill("Meron Haile");
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.topic).selectOption("volunteer");
      await page.getByLabel(t.message, { exact: true }).fill("በቅዳሜ ፕሮግራሙ ማገዝ እፈልጋለሁ።");
      await page.getByRole("button", { name: t.submit }).click();
      const toast = await successToastText(page);
      expect(toast).toContain(t.successTitle);
      const reference = referenceIn(toast, "MSG");
      expect(await formValues(page, form)).toEqual({ name: "", email: "", phone: "", topic: "", message: "" });
      expect(await findSubmission(backend, reference)).toMatchObject({ kind: "contact", lang, name: "Meron Haile", email });
      expectConfirmationLanguage(await mailTo(email, reference), lang);
      const notification = await mailTo("info@example.org", reference, email);
      expect(notification.text).toContain("በቅዳሜ ፕሮግራሙ ማገዝ እፈልጋለሁ።");
      await context.close();
    });
  }

  for (const topic of ["sponsorship", "volunteer"] as const) {
    test(`a link to /contact?topic=${topic} opens the form with that topic chosen`, async () => {
      const { context, page } = await site.newPage();
      await site.open(page, `/contact?topic=${topic}`);
      await expect.poll(() => page.getByLabel(formTexts.en.contactForm.topic).inputValue()).toBe(topic);
      await context.close();
    });
  }

  test("the sponsorship and volunteer pages link to the form with their topic", async () => {
    const { context, page } = await site.newPage();
    for (const [path, topic] of [
      ["/support/sponsor", "sponsorship"],
      ["/support/volunteer", "volunteer"],
    ] as const) {
      await site.open(page, path);
      expect(await page.locator(`main a[href="/contact?topic=${topic}"]`).count()).toBeGreaterThan(0);
    }
    await context.close();
  });

  test("an invalid message keeps what was typed and marks the field", async () => {
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    await site.open(page, "/am/contact");
    await page.locator("#contact-form form").evaluate((form: HTMLFormElement) => form.setAttribute("novalidate", ""));
    await page.getByLabel(formTexts.am.contactForm.name).fill("መሮን ኃይሌ");
    await page.getByLabel(formTexts.am.contactForm.email).fill("meron@");
    await page.getByLabel(formTexts.am.contactForm.message, { exact: true }).fill("ሰላም");
    await page.getByRole("button", { name: formTexts.am.contactForm.submit }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.getByLabel(formTexts.am.contactForm.email).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText(am.form.errors.email).count()).toBe(1);
    expect(await page.getByText(am.form.errors.choose).count()).toBe(1);
    expect(await formValues(page, "#contact-form form")).toMatchObject({ name: "መሮን ኃይሌ", email: "meron@", message: "ሰላም" });
    await context.close();
  });
});

describe("mailing list", () => {
  const buttons = [
    { path: "/events/calendar", name: "Join Our Mailing List", interest: "events" },
    { path: "/events/annual", name: "Get Event Updates", interest: "events" },
    { path: "/news", name: "Subscribe to Newsletter", interest: "news" },
  ] as const;
  for (const button of buttons) {
    test(`'${button.name}' on ${button.path} opens the subscription form with '${button.interest}' chosen`, async () => {
      const { context, page } = await site.newPage();
      await site.open(page, button.path);
      await page.getByRole("link", { name: button.name }).first().click();
      await page.waitForURL(site.url(`/subscribe?interest=${button.interest}`));
      await page.getByLabel(formTexts.en.subscribe.email).waitFor();
      await expect.poll(() => formValues(page)).toMatchObject({ interests: button.interest, language: "en" });
      await context.close();
    });
  }

  for (const variant of formVariants) {
    const { backend, javaScriptEnabled, lang, prefix } = variant;
    const t = formTexts[lang].subscribe;
    test(`${variantName(variant)}: subscribing twice is harmless; the e-mail's link asks, its button unsubscribes`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled });
      const email = uniqueEmail("hanna");
      for (let time = 0; time < 2; time++) {
        await site.open(page, `${prefix}/subscribe`, backend);
        await page.getByLabel(t.email).fill(email);
        await page.getByRole("checkbox", { name: t.interestOptions.school }).uncheck();
        await page.getByRole("button", { name: t.submit }).click();
        expect(await successToastText(page)).toContain(t.successTitle);
      }
      const db = serverDatabase(backend);
      expect(await db.all("SELECT lang, interests, status FROM subscribers WHERE email = ?", [email])).toEqual([
        { lang, interests: JSON.stringify(["news", "events", "volunteering"]), status: "subscribed" },
      ]);
      const welcome = await mailTo(email, "");
      expectConfirmationLanguage(welcome, lang);
      const link = welcome.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/)?.[0] ?? "";
      expect(new URL(link).pathname).toBe(`${prefix}/unsubscribe`);
      // The headers name the one-click address for the same address, in the same language.
      expect(welcome.headers["list-unsubscribe"]).toBe(`<${link.replace("/unsubscribe?", "/unsubscribe/one-click?")}>`);
      expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

      const unsubscribe = formTexts[lang].unsubscribe;
      const url = new URL(link);
      await site.open(page, `${url.pathname}${url.search}`, backend);
      expect(await page.locator("h1").innerText()).toBe(unsubscribe.confirmTitle);
      expect(await db.get("SELECT status FROM subscribers WHERE email = ?", [email])).toEqual({ status: "subscribed" });
      await page.getByRole("button", { name: unsubscribe.unsubscribe }).click();
      await expect.poll(() => page.locator("h1").innerText()).toBe(unsubscribe.doneTitle);
      expect(await db.get("SELECT status FROM subscribers WHERE email = ?", [email])).toEqual({ status: "unsubscribed" });
      // Only one welcome was sent for the two subscriptions.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await allMail(inject("mailDir"))).filter((mail) => mail.to.includes(email))).toHaveLength(1);
      await context.close();
    });
  }
});
