/**
 * Between two seasons of events (decision 43): with no event to come, the home page keeps its "Coming up" and says
 * so, in both languages, with links to the past events and to the calendar to subscribe to; the calendar page says so
 * above the past events, the archive and the subscription. On a site of the test's own whose events to come are
 * unpublished (the seeded Genna too: it comes back every year), on both databases.
 */
import { expect, test } from "vitest";
import { publishedItems, saveItem } from "#app/content/store.server.ts";
import { localizePath } from "#app/i18n/language.ts";
import { calendar } from "#app/site/content/events.ts";
import { home } from "#app/site/content/home.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { isOver, seededEvents, seededGenna, titleInHtml } from "../support/events.ts";
import { backends, langs } from "../support/forms.ts";
import { useNewsletterSites } from "../support/newsletter-sites.ts";

const newSite = useNewsletterSites("no-events");
const writer: ContentWriter = { actor: "no-events@example.org", audit: (q, entry) => recordAudit(q, { actor: "no-events@example.org", ...entry }) };

for (const backend of backends)
  test(`on ${backend}: the home page and the calendar with no event to come, in both languages`, async () => {
    const site = await newSite(backend);
    const toCome = (slug: string) => slug === seededGenna.slug || seededEvents.some((event) => event.slug === slug && !isOver(event));
    for (const event of (await publishedItems(site.db, "events")).filter((each) => toCome(each.slug))) {
      const saved = await saveItem(
        site.db,
        { kind: "events", id: event.id, snapshot: { slug: event.slug, fields: event.fields, texts: event.texts }, action: "unpublish" },
        writer,
      );
      expect(saved.outcome).toBe("saved");
    }
    const server = await site.start();
    for (const lang of langs) {
      const page = async (path: string) => (await fetch(`${server.baseURL}${localizePath(path, lang)}`)).text();

      const homePage = await page("/");
      const comingUp = homePage.slice(homePage.indexOf('aria-labelledby="coming-up-title"'), homePage.indexOf('aria-labelledby="programs-title"'));
      expect(comingUp).toContain(`>${home[lang].comingUp}</h2>`);
      expect(comingUp).toContain(home[lang].noEvents);
      expect(comingUp).not.toContain("<li");
      expect(comingUp).toMatch(new RegExp(`href="${localizePath("/events/calendar/past", lang)}"[^>]*>${calendar[lang].archive.link}<`));
      expect(comingUp).toMatch(new RegExp(`href="${localizePath("/events/calendar", lang)}#follow-calendar"[^>]*>${calendar[lang].follow.button}<`));

      // The calendar: the words for none, then the past events, the archive's link and the calendar to subscribe to.
      const calendarPage = await page("/events/calendar");
      const past = calendarPage.indexOf('id="past-events"');
      expect(calendarPage.slice(0, past)).toContain(calendar[lang].none);
      for (const event of seededEvents.filter((each) => isOver(each))) expect(calendarPage.slice(past)).toContain(titleInHtml(event, lang));
      expect(calendarPage.slice(past)).toContain(`href="${localizePath("/events/calendar/past", lang)}"`);
      expect(calendarPage).toContain('id="follow-calendar"');
      expect(calendarPage).toMatch(new RegExp(`href="webcal://[^"]+${localizePath("/events.ics", lang)}"`));
    }
  });
