import { afterAll, describe, expect, inject, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { contactTopics } from "#app/forms/contact/fields.ts";
import { am } from "#app/i18n/locales/am.ts";
import { closeServerDatabases, findSubmission, serverDatabase } from "../support/database.ts";
import { formTexts } from "../support/form-texts.ts";
import {
  backends,
  confirmLinkIn,
  expectConfirmationLanguage,
  formValues,
  formVariants,
  mailTo,
  referenceIn,
  successToastText,
  uniqueEmail,
  variantName,
} from "../support/forms.ts";
import { useBrowser, visitorAddress } from "../support/pages.ts";
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
      // Volunteering goes to the volunteer address, as the page says.
      const notification = await mailTo("volunteer@example.org", reference, email);
      expect(notification.text).toContain("በቅዳሜ ፕሮግራሙ ማገዝ እፈልጋለሁ።");
      await context.close();
    });
  }

  for (const backend of backends) {
    test(`${backend}: each topic's message reaches the address the page gives for it, and no other staff mailbox`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled: false });
      await site.open(page, "/contact", backend);
      const general = organisation.email;
      const staffMailboxes = [organisation.email, organisation.schoolEmail, organisation.volunteerEmail];
      const sent: { topic: string; address: string; reference: string; email: string }[] = [];
      for (const topic of contactTopics) {
        // The topic's card on the page names its address; a topic without a card goes to the general one.
        const card = page.locator(`#topic-${topic} a[href^="mailto:"]`);
        const address = (await card.count()) ? ((await card.getAttribute("href")) ?? "").replace(/^mailto:([^?]+).*$/, "$1") : general;
        expect(staffMailboxes, topic).toContain(address);
        const email = uniqueEmail(`topic-${topic}`);
        const answer = await fetch(site.url("/contact", backend), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
          body: new URLSearchParams({ name: "Meron Haile", email, topic, message: `About ${topic}` }).toString(),
        });
        expect(answer.status, topic).toBe(200);
        sent.push({ topic, address, reference: referenceIn(await answer.text(), "MSG"), email });
      }
      expect(new Set(sent.map(({ address }) => address)).size, "the page names more than one address").toBeGreaterThan(1);
      for (const { topic, address, reference, email } of sent) {
        const notification = await mailTo(address, reference, email);
        expect(notification.text, topic).toContain(`About ${topic}`);
        // The visitor's reply to the confirmation reaches the same people.
        expect((await mailTo(email, reference)).headers["reply-to"], topic).toContain(address);
      }
      const notifications = (await allMail(inject("mailDir"))).filter((mail) => sent.some(({ email }) => mail.text.includes(email)));
      for (const { topic, address, email } of sent) {
        const to = notifications.filter((mail) => mail.text.includes(email) && staffMailboxes.some((box) => mail.to.includes(box))).map((mail) => mail.to);
        expect(to, topic).toEqual([[address]]);
      }
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

  test("a changed confirmation link is refused with 400 in its language and puts nobody on the list", async () => {
    const email = uniqueEmail("tampered");
    const answer = await fetch(`${inject("servers").sqlite.baseURL}/am/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitorAddress() },
      body: new URLSearchParams([
        ["email", email],
        ["language", "am"],
        ["interests", "news"],
      ]).toString(),
    });
    expect(answer.status).toBe(200);
    const link = confirmLinkIn((await mailTo(email, "")).text);
    // The choices in the link changed by hand: its signature no longer matches.
    const url = new URL(link);
    const [payload, signature] = (url.searchParams.get("token") ?? "").split(".");
    const changed = Buffer.from(
      Buffer.from(payload ?? "", "base64url")
        .toString("utf8")
        .replace('"news"', '"school"'),
    ).toString("base64url");
    url.searchParams.set("token", `${changed}.${signature}`);
    const texts = formTexts.am.confirmSubscription;
    for (const method of ["GET", "POST"]) {
      const refused = await fetch(url, { method, headers: { "X-Forwarded-For": visitorAddress() } });
      expect(refused.status, method).toBe(400);
      if (method === "GET") expect(await refused.text()).toContain(texts.invalidTitle);
    }
    expect(await serverDatabase("sqlite").get("SELECT status FROM subscribers WHERE email = ?", [email])).toEqual({ status: "pending" });
  });

  for (const variant of formVariants) {
    const { backend, javaScriptEnabled, lang, prefix } = variant;
    const t = formTexts[lang].subscribe;
    test(`${variantName(variant)}: joining asks the address's owner first; the e-mail's link asks, its button confirms; the welcome's link asks, its button unsubscribes`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled });
      const email = uniqueEmail("hanna");
      for (let time = 0; time < 2; time++) {
        await site.open(page, `${prefix}/subscribe`, backend);
        await page.getByLabel(t.email).fill(email);
        await page.getByRole("checkbox", { name: t.interestOptions.school }).uncheck();
        await page.getByRole("button", { name: t.submit }).click();
        expect(await successToastText(page)).toContain(t.successTitle);
      }
      // Nobody is on the list until the address confirms: a typo, or someone else's address, receives nothing more.
      const db = serverDatabase(backend);
      expect(await db.all("SELECT lang, interests, status FROM subscribers WHERE email = ?", [email])).toEqual([
        { lang, interests: JSON.stringify(["news", "events", "volunteering"]), status: "pending" },
      ]);
      const confirmation = await mailTo(email, "");
      expectConfirmationLanguage(confirmation, lang);
      const confirmLink = confirmLinkIn(confirmation.text);
      expect(new URL(confirmLink).pathname).toBe(`${prefix}/subscribe/confirm`);

      // Opening the link (as a mail system's scanner would) only asks, showing the choices in the page's language.
      const confirm = formTexts[lang].confirmSubscription;
      const confirmUrl = new URL(confirmLink);
      await site.open(page, `${confirmUrl.pathname}${confirmUrl.search}`, backend);
      expect(await page.locator("h1").innerText()).toBe(confirm.confirmTitle);
      expect(await page.locator("main").innerText()).toContain(t.interestOptions.volunteering);
      expect(await db.get("SELECT status FROM subscribers WHERE email = ?", [email])).toEqual({ status: "pending" });
      await page.getByRole("button", { name: confirm.submit }).click();
      await expect.poll(() => page.locator("h1").innerText()).toBe(confirm.doneTitle);
      expect(await db.get("SELECT status FROM subscribers WHERE email = ?", [email])).toEqual({ status: "subscribed" });

      const welcome = await mailTo(email, "", "unsubscribe?token=");
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
      // One confirmation for the two forms, one welcome.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await allMail(inject("mailDir"))).filter((mail) => mail.to.includes(email))).toHaveLength(2);
      await context.close();
    });
  }
});
