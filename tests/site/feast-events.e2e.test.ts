/**
 * An annual celebration held on a feast, in a real browser on both databases (issue 14): the editor offers the
 * feasts, shows the date it computes instead of asking for one, and publishes; /events/annual and
 * /am/events/annual show the computed date (on the Amharic page the Ethiopian date first), served by the
 * render cache.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { eventFeastLabels } from "#app/content/events-kind.ts";
import { formatDate } from "#app/i18n/format.ts";
import { contentStaffTexts } from "#app/staff/content/texts.ts";
import { closeServerDatabases } from "../support/database.ts";
import { nextFeastDay } from "../support/events.ts";
import { backends } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";
import type { Backend } from "../support/server.ts";
import { baseURL, cookieName, pageText, signedInSession } from "../support/staff.ts";

const site = useBrowser();
afterAll(closeServerDatabases);

describe.each(backends)("an annual celebration on %s", (backend: Backend) => {
  test("the editor offers the feast and shows its computed date; the annual pages show it in both languages", { timeout: 60_000 }, async () => {
    const t = contentStaffTexts.en.content;
    const tag = randomBytes(3).toString("hex");
    const title = `Fasika picnic ${tag}`;
    const { sessionId } = await signedInSession(backend, "feast-editor", { role: "editor" });
    const { context, page } = await site.newPage();
    await context.addCookies([{ name: cookieName, value: sessionId, url: baseURL(backend) }]);
    await site.open(page, "/admin/content/events/new", backend);

    // Every feast is offered; choosing one replaces the date fields by the date it gives.
    const feast = page.locator('select[name="feast"]');
    expect(await feast.locator("option").allInnerTexts()).toEqual(Object.values(eventFeastLabels).map((label) => label.en));
    expect(await page.locator('input[name="startDate"]').count()).toBe(1);
    await feast.selectOption("fasika");
    // Without an end time, the event lasts the day: the next Fasika as Portland counts days.
    const day = nextFeastDay("fasika").iso;
    await expect.poll(() => page.getByTestId("feast-date").innerText()).toContain(formatDate(day, "en", { dateStyle: "full" }));
    expect(await page.locator('input[name="startDate"], input[name="endDate"]').count()).toBe(0);

    await page.locator('select[name="series"]').selectOption("annual");
    await page.locator('input[name="startTime"]').fill("14:00");
    await page.locator('[name="en.title"]').fill(title);
    await page.locator('[name="en.summary"]').fill("We break the fast together after the Easter vigil.");
    await page.locator('[name="en.place"]').fill("Alberta Park Community Center");
    await page.locator('[name="am.title"]').fill(`የፋሲካ ሽርሽር ${tag}`);
    await page.locator('[name="am.summary"]').fill("ከትንሣኤ ሌሊት ሥርዓት በኋላ ጾሙን በአንድነት እንፈታለን።");
    await page.locator('[name="am.place"]').fill("የአልበርታ ፓርክ የማኅበረሰብ ማዕከል");
    await page.getByRole("button", { name: t.publish }).click();
    await page.waitForURL((url) => url.searchParams.get("created") === "published");
    // Saved with the feast and no typed date; opened again, it still asks for none.
    expect(await page.locator('select[name="feast"]').inputValue()).toBe("fasika");
    expect(await page.locator('input[name="startDate"]').count()).toBe(0);
    await page
      .getByTestId("feast-date")
      .getByText(formatDate(day, "en", { dateStyle: "full" }), { exact: false })
      .waitFor();
    await context.close();

    // The annual pages, from the render cache: the computed date, on the Amharic one the Ethiopian date first.
    const english = await pageText(backend, "/events/annual", title);
    expect(english).toContain(formatDate(day, "en", { dateStyle: "full" }));
    const amharicDate = formatDate(day, "am", { dateStyle: "full" });
    expect(amharicDate).toMatch(/ዓ\.ም\. \(.+እ\.ኤ\.አ\.\)$/);
    const amharic = await pageText(backend, "/am/events/annual", `የፋሲካ ሽርሽር ${tag}`);
    expect(amharic).toContain(amharicDate);

    // In a browser too, as a visitor sees the card.
    const visitor = await site.newPage();
    await site.open(visitor.page, "/am/events/annual", backend);
    const card = visitor.page.locator("article", { hasText: `የፋሲካ ሽርሽር ${tag}` });
    expect(await card.innerText()).toContain(amharicDate);
    await visitor.context.close();
  });
});
