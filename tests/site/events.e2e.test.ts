/**
 * Events from the database (issue 13) through the render cache, on both databases: the seeded events where the
 * day the tests run puts them (upcoming until they end, then in the archive; Genna every year), each event's own
 * page, and an event that ends moving to the archive with nobody signed in. Events the tests make are dated next
 * year, so they are upcoming whenever the tests run.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { saveItem } from "#app/content/store.server.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { dayNextYear, eventFields, isOver, nextFeastDay, seededEvents, seededGenna, titleInHtml } from "../support/events.ts";
import { backends } from "../support/forms.ts";
import type { Backend } from "../support/server.ts";
import { baseURL } from "../support/staff.ts";

afterAll(closeServerDatabases);

const writer: ContentWriter = { actor: "events-test@example.org", audit: (q, entry) => recordAudit(q, { actor: "events-test@example.org", ...entry }) };

const page = async (backend: Backend, path: string) => {
  const response = await fetch(`${baseURL(backend)}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
/** The part of the calendar before the archive, and the archive. */
const split = (html: string) => {
  const at = html.indexOf('id="past-events"');
  return { upcoming: at === -1 ? html : html.slice(0, at), past: at === -1 ? "" : html.slice(at) };
};

/** Polls until the render cache serves `path` with `check` true (a save shows within a second or so). */
async function pageWhere(backend: Backend, path: string, check: (html: string) => boolean) {
  const started = Date.now();
  for (;;) {
    const answer = await page(backend, path);
    if (check(answer.html)) return answer;
    expect(Date.now() - started, `${path} did not change`).toBeLessThan(15_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Publishes an event in both languages; `fields` override a morning of the calendar's on May 8 next year. */
async function publishEvent(backend: Backend, slug: string, title: string, fields: Record<string, string>, statusNote = "") {
  const saved = await saveItem(
    serverDatabase(backend),
    {
      kind: "events",
      snapshot: {
        slug,
        fields: eventFields({ startDate: dayNextYear("05-08"), ...fields }),
        texts: {
          en: { title, summary: "A morning together.", place: "Alberta Park", statusNote },
          am: { title: `${title} (አማርኛ)`, summary: "በአንድነት የምናሳልፈው ጠዋት።", place: "አልበርታ ፓርክ", statusNote: statusNote && "በአየሩ ምክንያት ተሰርዟል።" },
        },
      },
      action: "publish",
    },
    writer,
  );
  expect(saved.outcome).toBe("saved");
}

/** The start tag of the link marked `rel` ("prev", "next") and its address, if the page has one. */
const relLink = (html: string, rel: string) => html.match(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`))?.[0].match(/href="([^"]+)"/)?.[1];

/** Every page of the archive in the language of `prefix` ("" or "/am"), followed by its "older" links. */
async function wholeArchive(backend: Backend, prefix: string) {
  const pages: string[] = [];
  for (let path: string | undefined = `${prefix}/events/calendar/past`; path; path = relLink(pages.at(-1) ?? "", "next")) {
    const answer = await page(backend, path);
    expect(answer.status, path).toBe(200);
    pages.push(answer.html);
  }
  return pages.join("");
}

describe.each(backends)("events on %s", (backend: Backend) => {
  test("the seeded events in both languages: on the calendar until they end, then in the archive; Genna every year", async () => {
    const now = new Date();
    const { status, html } = await page(backend, "/events/calendar");
    expect(status).toBe(200);
    const calendars = { en: split(html), am: split((await page(backend, "/am/events/calendar")).html) };
    const archives = { en: await wholeArchive(backend, ""), am: await wholeArchive(backend, "/am") };
    // The September 28 workshop has ended whenever this runs: at least one event is checked in the archive.
    expect(seededEvents.filter((event) => isOver(event, now)).map((event) => event.slug)).toContain("parent-workshop-2026-09-28");
    for (const event of seededEvents)
      for (const lang of ["en", "am"] as const) {
        const title = titleInHtml(event, lang);
        if (isOver(event, now)) {
          expect(calendars[lang].upcoming, `${event.slug} ${lang}`).not.toContain(title);
          expect(archives[lang], `${event.slug} ${lang}`).toContain(title);
        } else expect(calendars[lang].upcoming, `${event.slug} ${lang}`).toContain(title);
      }
    // Genna is to come every year; once its first year (2027) is over, that one is in the archive too.
    expect(calendars.en.upcoming).toContain("Ethiopian Orthodox Christmas (Genna)");
    expect(calendars.am.upcoming).toContain("የኢትዮጵያ ኦርቶዶክስ ገና (የልደት በዓል)");
    const gennaHeld = nextFeastDay(seededGenna.feast, seededGenna.endTime, now).iso > "2027-01-07";
    expect(archives.en.includes("Ethiopian Orthodox Christmas (Genna)")).toBe(gennaHeld);
    expect(calendars.am.past).toContain("ያለፉ ዝግጅቶች");
  });

  test("each event has its own page in both languages; the annual and training pages list theirs", async () => {
    const genna = nextFeastDay(seededGenna.feast, seededGenna.endTime);
    expect((await page(backend, `/events/${seededGenna.slug}`)).html).toContain(genna.long);
    expect((await page(backend, `/am/events/${seededGenna.slug}`)).status).toBe(200);
    expect((await page(backend, "/events/no-such-event")).status).toBe(404);
    expect((await page(backend, "/events/annual")).html).toContain(genna.short);
    // The training page lists the training sessions to come: one made here, and the seeded ones not over yet.
    const session = `Training session ${randomBytes(3).toString("hex")}`;
    await publishEvent(backend, session.toLowerCase().replaceAll(" ", "-"), session, {
      category: "training",
      series: "training",
      startDate: dayNextYear("04-10"),
    });
    const training = (await pageWhere(backend, "/events/training", (html) => html.includes(session))).html;
    const sessions = training.slice(training.indexOf('id="training-sessions"'), training.indexOf('aria-labelledby="coming-programs"'));
    expect(sessions).toContain(session);
    // The workshops' title is also a programme's, above the sessions: a past session is looked for among the sessions.
    for (const event of seededEvents.filter((each) => each.series === "training")) expect(sessions.includes(event.title.en), event.slug).toBe(!isOver(event));
    expect(training).not.toContain("September 28");
  });
});

describe.each(backends)("the event calendar's views on %s", (backend: Backend) => {
  test("upcoming events by month and by category, as pages of their own; a cancelled event says so in words", async () => {
    const tag = randomBytes(3).toString("hex");
    await publishEvent(backend, `fundraiser-${tag}`, `Fundraiser ${tag}`, { category: "fundraising" });
    await publishEvent(
      backend,
      `school-day-${tag}`,
      `School day ${tag}`,
      { category: "school", startDate: dayNextYear("05-15"), status: "cancelled" },
      "Cancelled for the weather.",
    );

    const fundraising = (await pageWhere(backend, "/events/calendar/fundraising", (html) => html.includes(`Fundraiser ${tag}`))).html;
    expect(fundraising).not.toContain(`School day ${tag}`);
    expect(fundraising).toMatch(/<title>Event Calendar: Fundraising \|/);
    const school = (await pageWhere(backend, "/events/calendar/school", (html) => html.includes(`School day ${tag}`))).html;
    expect(school).not.toContain(`Fundraiser ${tag}`);
    // The filter: plain links, the chosen one marked, so it works without scripts.
    expect(school).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/events\/calendar\/school"|<a[^>]*href="\/events\/calendar\/school"[^>]*aria-current="page"/);
    expect(school).toContain('href="/events/calendar/fundraising"');
    const cancelled = school.slice(school.indexOf(`School day ${tag}`) - 1500, school.indexOf(`School day ${tag}`));
    expect(cancelled).toContain(">Cancelled<");
    expect(cancelled).toContain("Cancelled for the weather.");

    // All events, under month headings: Gregorian in English, Ethiopian in Amharic. May 8 is Miyazya 30 and May 15 Ginbot 7
    // every year (from March to September the two calendars keep step), of the Ethiopian year eight behind.
    const year = Number(dayNextYear("05-15").slice(0, 4));
    const all = split((await pageWhere(backend, "/events/calendar", (html) => html.includes(`School day ${tag}`))).html).upcoming;
    expect(all).toContain(`Fundraiser ${tag}`);
    expect(all).toMatch(new RegExp(`<h3[^>]*>May ${year}</h3>`));
    const amharic = (await pageWhere(backend, "/am/events/calendar/school", (html) => html.includes(`School day ${tag}`))).html;
    expect(amharic).toMatch(new RegExp(`<h3[^>]*>ግንቦት ${year - 8} ዓ\\.ም\\.</h3>`));
    expect(amharic).toContain(">ተሰርዟል<");
    expect(amharic).toContain("በአየሩ ምክንያት ተሰርዟል።");

    // The event's page says so, and offers no file to add it.
    const eventPage = (await pageWhere(backend, `/events/school-day-${tag}`, (html) => html.includes(`School day ${tag}`))).html;
    expect(eventPage).toContain(">Cancelled<");
    expect(eventPage).not.toContain(`href="/events/school-day-${tag}/calendar.ics"`);
    expect(eventPage).not.toContain('href="https://calendar.google.com');

    // Only known views are pages: anything else is the stored 404, and a query string changes nothing.
    for (const path of ["/events/calendar/bogus", "/events/calendar/School", "/am/events/calendar/past-events", "/events/calendar/school/2"])
      expect((await page(backend, path)).status, path).toBe(404);
    const queried = await page(backend, "/events/calendar?category=school&page=99999");
    expect(queried.status).toBe(200);
    expect(split(queried.html).upcoming).toContain(`Fundraiser ${tag}`);
  });

  test("past events in numbered pages of ten, newest first, linked by rel=prev/next; none of them is upcoming", async () => {
    const tag = randomBytes(3).toString("hex");
    const titles = Array.from({ length: 11 }, (_, index) => `Old gathering ${index + 1} ${tag}`);
    for (const [index, title] of titles.entries())
      await publishEvent(backend, `old-gathering-${index + 1}-${tag}`, title, { startDate: `2020-01-${String(index + 10)}` });
    await pageWhere(backend, "/events/calendar/past", () => true);

    // Walk the archive from its first page by its "older" links, as a crawler or a reader without scripts would.
    const seen: string[] = [];
    let path: string | undefined = "/events/calendar/past";
    let pages = 0;
    let last = "";
    const started = Date.now();
    while (path) {
      // The archive's page count follows the saves above within half a second: a page just past it is polled for.
      const { status, html } = await pageWhere(backend, path, (html) => html.includes('id="main"') && !html.includes("<title>Page not found"));
      expect(status, path).toBe(200);
      pages += 1;
      expect(html.match(/<article/g)?.length ?? 0, path).toBeLessThanOrEqual(10);
      if (pages > 1) expect(relLink(html, "prev"), path).toBe(pages === 2 ? "/events/calendar/past" : `/events/calendar/past/${pages - 1}`);
      else expect(relLink(html, "prev")).toBeUndefined();
      const onPage = titles.filter((title) => html.includes(`>${title}<`));
      seen.push(...onPage.sort((a, b) => html.indexOf(`>${a}<`) - html.indexOf(`>${b}<`)));
      last = path;
      path = relLink(html, "next");
      if (path) expect(path).toBe(`/events/calendar/past/${pages + 1}`);
      if (!path && seen.length < titles.length && Date.now() - started < 15_000) {
        // The render cache may not have seen the last saves yet: start again.
        seen.length = 0;
        pages = 0;
        path = "/events/calendar/past";
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    // Each once, newest first: the eleven dates run backwards.
    expect(seen).toEqual([...titles].reverse());
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(last).toBe(`/events/calendar/past/${pages}`);
    for (const missing of [
      `/events/calendar/past/${pages + 1}`,
      "/events/calendar/past/1",
      "/events/calendar/past/0",
      "/events/calendar/past/two",
      "/am/events/calendar/past/1",
    ])
      expect((await page(backend, missing)).status, missing).toBe(404);
    expect((await page(backend, `/am/events/calendar/past/${pages}`)).html).toContain(`${titles[0]} (አማርኛ)`);

    // Nothing past is announced as upcoming: not on the calendar's list, not in a category's view.
    const { upcoming } = split((await page(backend, "/events/calendar")).html);
    for (const title of titles) expect(upcoming).not.toContain(title);
    expect((await page(backend, "/events/calendar/community")).html).not.toContain(tag);
    const sitemap = await (await fetch(`${baseURL(backend)}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/events/calendar/past/${pages}</loc>`);
    expect(sitemap).toContain("/am/events/calendar/fundraising</loc>");
  });
});

test("an event moves to the archive when it ends, with nobody signed in, on both databases", { timeout: 120_000 }, async () => {
  // Events end on a minute of Portland's clock: the next minute at least ten seconds away.
  const end = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const local = wallClock(end.toISOString(), organisation.timeZone);
  await Promise.all(
    backends.map(async (backend) => {
      const tag = randomBytes(4).toString("hex");
      const title = `Ending soon ${tag}`;
      const saved = await saveItem(
        serverDatabase(backend),
        {
          kind: "events",
          snapshot: {
            slug: `ending-${tag}`,
            fields: { startDate: local.slice(0, 10), startTime: "", endDate: "", endTime: local.slice(11, 16), category: "community", series: "calendar" },
            texts: { en: { title, summary: "Soon over.", place: "Alberta Park" }, am: null },
          },
          action: "publish",
        },
        writer,
      );
      expect(saved.outcome).toBe("saved");
      const started = Date.now();
      let seenUpcoming = false;
      for (;;) {
        const { upcoming, past } = split((await page(backend, "/events/calendar")).html);
        // Published, it reaches the calendar (the render cache polls the database) before it ends.
        if (Date.now() < end.getTime() - 500 && upcoming.includes(title)) seenUpcoming = true;
        if (past.includes(title) && !upcoming.includes(title)) {
          expect(seenUpcoming).toBe(true);
          expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
          break;
        }
        if (Date.now() - started > 90_000) throw new Error(`${title} is not in the archive`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }),
  );
});
