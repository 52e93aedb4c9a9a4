/**
 * A parent's way to an event (issue 14), in Chromium, in both languages on both databases: the home page's
 * "coming up" lists the next events; opening the first leads to its page, whose "Add to my calendar" downloads
 * its calendar file, which ical.js reads back as that event, at Portland's time.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { calendarEventIn } from "../support/events.ts";
import { backends, langs } from "../support/forms.ts";
import { useBrowser } from "../support/pages.ts";

const site = useBrowser();

for (const backend of backends)
  describe(`on ${backend}`, () => {
    for (const lang of langs)
      test(`${lang}: from the home page to the next event, and its calendar file`, async () => {
        const prefix = lang === "am" ? "/am" : "";
        const { context, page } = await site.newPage({ acceptDownloads: true });
        await site.open(page, `${prefix}/`, backend);
        const comingUp = page.locator('section[aria-labelledby="coming-up-title"]');
        const first = comingUp.locator("li a").first();
        const title = (await first.innerText()).trim();
        await first.click();
        await page.waitForURL((url) => new RegExp(`^${prefix}/events/[\\w-]+$`).test(url.pathname));
        const slug = new URL(page.url()).pathname.split("/").at(-1);
        await expect.poll(() => page.locator("h1").innerText()).toBe(title);

        const [download] = await Promise.all([page.waitForEvent("download"), page.locator(`a[download][href$="/events/${slug}/calendar.ics"]`).click()]);
        expect(download.suggestedFilename()).toMatch(/\.ics$/);
        const event = calendarEventIn(await readFile((await download.path()) ?? "", "utf8"));
        expect(event.summary).toContain(title);
        expect(event.startDate.zone?.tzid).toBe("America/Los_Angeles");
        expect(event.uid).toMatch(/@/);
        await context.close();
      });
  });
