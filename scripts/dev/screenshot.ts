/**
 * Screenshots of pages for a person to look at: `node scripts/dev/screenshot.ts http://localhost:3000 /am /about`
 * writes /tmp/shots/<path>-<width>.png at phone (390 px) and desktop (1280 px) widths.
 * COOKIE="tesfa-staff=<session id>" photographs the staff area as a signed-in staff member.
 */
import { mkdirSync } from "node:fs";
import { launchBrowser } from "./browser.ts";

const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
mkdirSync("/tmp/shots", { recursive: true });
const browser = await launchBrowser();
for (const width of widths) {
  // bypassCSP: the style below is inline. The footer is not rendered while it is far
  // from the screen (.render-when-near, app.css), so a full-page picture renders it first.
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, bypassCSP: true });
  const [cookieName, cookieValue] = (process.env.COOKIE ?? "").split("=");
  if (cookieName && cookieValue) await context.addCookies([{ name: cookieName, value: cookieValue, url: origin }]);
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await page.addStyleTag({ content: ".render-when-near { content-visibility: visible !important; }" });
    const file = `/tmp/shots/${path.replaceAll("/", "_") || "_"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
