/**
 * Events from the database (issue 13) through the render cache, on both databases: the seeded events as the
 * site showed them (with Genna dated and the September 28 workshop past), each event's own page, and an
 * event that ends moving to the archive with nobody signed in.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { organisation } from "#app/config/organisation.ts";
import { type ContentWriter, saveItem } from "#app/content/store.server.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import { recordAudit } from "#app/staff/audit.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
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

describe.each(backends)("events on %s", (backend: Backend) => {
  test("the seeded events are on the calendar in both languages; the past workshop is in the archive", async () => {
    const { status, html } = await page(backend, "/events/calendar");
    expect(status).toBe(200);
    const { upcoming, past } = split(html);
    for (const title of [
      "Buna &amp; Stories: A Coffee Ceremony Afternoon",
      "Volunteer Teacher Training Day",
      "Community Health Fair",
      "Ethiopian Orthodox Christmas (Genna)",
    ])
      expect(upcoming).toContain(title);
    expect(upcoming).not.toContain("Parent Education Workshops");
    expect(past).toContain("Parent Education Workshops");
    const amharic = split((await page(backend, "/am/events/calendar")).html);
    expect(amharic.upcoming).toContain("ቡናና ተረት፦ የቡና ሥነ ሥርዓት ከሰዓት");
    expect(amharic.past).toContain("ያለፉ ዝግጅቶች");
  });

  test("each event has its own page in both languages; the annual and training pages list theirs", async () => {
    expect((await page(backend, "/events/genna-2027")).html).toContain("Thursday, January 7, 2027");
    expect((await page(backend, "/am/events/genna-2027")).status).toBe(200);
    expect((await page(backend, "/events/no-such-event")).status).toBe(404);
    expect((await page(backend, "/events/annual")).html).toContain("January 7, 2027");
    const training = (await page(backend, "/events/training")).html;
    expect(training).toContain("Volunteer Teacher Training Day");
    expect(training).not.toContain("September 28");
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
