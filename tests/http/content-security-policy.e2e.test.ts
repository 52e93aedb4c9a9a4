import { expect, test } from "vitest";
import { formTexts } from "../support/form-texts.ts";
import { uniqueEmail } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();

/**
 * With the real policy enforced by Chromium, every page still runs its scripts (it hydrates) and nothing
 * is refused: pages from the render cache, a page rendered for a 404 and a page rendered after a form post.
 */
test("pages run under their Content-Security-Policy without a single violation", async () => {
  const { context, page } = await site.newPage();
  const violations: string[] = [];
  await context.exposeBinding("reportViolation", (_source, text: string) => void violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI.slice(0, 100)} ${event.sample}`,
      ),
    ),
  );
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text().slice(0, 200));
  });

  for (const path of ["/", "/am/register", "/contact", "/am/subscribe", "/no-such-page"]) {
    const response = await site.open(page, path);
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
  }
  // A page rendered by the server in answer to a post, with the action's data inline.
  await site.open(page, "/support/donate");
  await page.getByLabel(formTexts.en.donate.name).fill("Selam Tadesse");
  await page.getByLabel(formTexts.en.donate.email).fill(uniqueEmail("csp"));
  await page.getByRole("button", { name: formTexts.en.donate.submit }).click();
  await page.locator('[data-toast="success"]').waitFor();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  expect(violations).toEqual([]);
  await context.close();
});
