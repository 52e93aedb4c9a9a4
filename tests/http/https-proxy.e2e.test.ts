/**
 * The site as deployed: Caddy with automatic HTTPS (`tls internal`) in front of the production server, which
 * knows only its PUBLIC_URL (no TRUST_PROXY). In Chromium, over https://, every form is accepted and staff
 * sign in (with the `__Host-` cookie only HTTPS allows). A proxy that sends the server a Host of its own
 * changes nothing: forms still pass the origin check and no link names that host.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { securityTexts } from "#app/staff/security/texts.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { openDatabase } from "#app/storage/database.server.ts";
import { httpsRequest, type RunningCaddy, startCaddy } from "../support/caddy.ts";
import { formTexts } from "../support/form-texts.ts";
import { fillRegistration, successToastText, uniqueEmail } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import { freePort, type RunningServer, startServer } from "../support/server.ts";
import { createStaffIn, secondFactorCodeIn } from "../support/staff.ts";

const site = useBrowser();
let server: RunningServer;
let caddy: RunningCaddy;
let dataDir: string;
let publicUrl: string;
let hostRewritingUrl: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tesfa-https-"));
  const [publicPort, rewritingPort] = [await freePort(), await freePort()];
  publicUrl = `https://localhost:${publicPort}`;
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl, TRUST_PROXY: "" });
  caddy = await startCaddy(server.baseURL, [
    { port: publicPort, passHost: true },
    { port: rewritingPort, passHost: false },
  ]);
  hostRewritingUrl = `https://localhost:${rewritingPort}`;
}, 90_000);

afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("in Chromium over HTTPS, all four forms are accepted and staff sign in", { timeout: 180_000 }, async () => {
  const { context, page } = await site.newPage({ ignoreHTTPSErrors: true });
  const open = async (pathname: string) => {
    await page.goto(`${publicUrl}${pathname}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  };

  await open("/register");
  await fillRegistration(page, "en", { parentEmail: uniqueEmail("https-register") });
  await page.getByRole("checkbox", { name: new RegExp(formTexts.en.register.agreement.replace(/<[^>]+>/g, "").slice(0, 8)) }).check();
  await page.getByRole("button", { name: formTexts.en.register.submit }).click();
  expect(await successToastText(page)).toContain("REG-");

  await open("/support/donate");
  await page.getByLabel(formTexts.en.donate.name).fill("Selam Tadesse");
  await page.getByLabel(formTexts.en.donate.email).fill(uniqueEmail("https-donate"));
  await page.getByRole("button", { name: formTexts.en.donate.submit }).click();
  expect(await successToastText(page)).toContain("DON-");

  await open("/am/contact");
  await page.getByLabel(formTexts.am.contactForm.name).fill("መሮን ኃይሌ");
  await page.getByLabel(formTexts.am.contactForm.email).fill(uniqueEmail("https-contact"));
  await page.getByLabel(formTexts.am.contactForm.topic).selectOption("registration");
  await page.getByLabel(formTexts.am.contactForm.message, { exact: true }).fill("ሰላም፣ ስለ ክረምት ትምህርት ቤቱ ጥያቄ አለኝ።");
  await page.getByRole("button", { name: formTexts.am.contactForm.submit }).click();
  expect(await successToastText(page)).toContain("MSG-");

  await open("/subscribe");
  await page.getByLabel(formTexts.en.subscribe.email).fill(uniqueEmail("https-subscribe"));
  await page.getByRole("button", { name: formTexts.en.subscribe.submit }).click();
  await successToastText(page);

  const db = openDatabase({ dataDir });
  const login = await createStaffIn(db, "https");
  const texts = adminTexts.en;
  const textsSecurity = securityTexts.en;
  await open("/admin/sign-in");
  await page.getByLabel(texts.signIn.email).fill(login.email);
  await page.getByLabel(texts.signIn.password).fill(login.password);
  await page.getByRole("button", { name: texts.signIn.submit }).click();
  await page.waitForURL((url) => url.pathname === "/admin/second-factor");
  await page.getByLabel(textsSecurity.secondFactor.code).fill(await secondFactorCodeIn(db, login));
  await db.close();
  await page.getByRole("button", { name: textsSecurity.secondFactor.submit }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  const cookies = await context.cookies(publicUrl);
  const session = cookies.find((cookie) => cookie.name === "__Host-tesfa-staff");
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", domain: "localhost" });
  // Only the __Host- cookie is read over HTTPS: the same id under the plain name is sent to sign in.
  expect((await httpsRequest(`${publicUrl}/admin`, { headers: { Cookie: `__Host-tesfa-staff=${session?.value}` } })).status).toBe(200);
  expect((await httpsRequest(`${publicUrl}/admin`, { headers: { Cookie: `tesfa-staff=${session?.value}` } })).status).toBe(302);
  await context.close();
});

test("answers over HTTPS carry HSTS", async () => {
  const answer = await httpsRequest(`${publicUrl}/about`);
  expect(answer.status).toBe(200);
  expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
});

test("a Host the proxy did not expect: no 5xx, no link to it, forms from the site still accepted", async () => {
  // Through Caddy with a Host no site of it serves.
  const stranger = await httpsRequest(`${publicUrl}/contact`, { headers: { Host: "evil.example" } });
  expect(stranger.status).toBeLessThan(500);
  expect(stranger.body).not.toContain("evil.example");
  // Through a proxy that hands the server its own internal address as Host.
  for (const pathname of ["/", "/am/contact", "/no-such-page", "/admin/sign-in"]) {
    const answer = await httpsRequest(`${hostRewritingUrl}${pathname}`);
    expect(answer.status, pathname).toBeLessThan(500);
    expect(answer.body, pathname).not.toContain(new URL(server.baseURL).host);
    expect(answer.body, pathname).not.toContain(new URL(hostRewritingUrl).host);
  }
  // A browser on the site's origin posts a form; it reaches the server through the Host-rewriting proxy.
  const posted = await httpsRequest(`${hostRewritingUrl}/contact`, {
    method: "POST",
    headers: { Origin: publicUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ topic: "general", name: "Meron Haile", email: uniqueEmail("proxy-host"), message: "A question about the school." }).toString(),
  });
  expect(posted.status).toBe(200);
  expect(posted.body).toContain("MSG-");
});
