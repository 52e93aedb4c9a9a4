import { expect, test } from "vitest";
import { fuzzServer } from "../../scripts/bench/fuzz.ts";
import { fuzzRoles, fuzzStaff } from "../../scripts/bench/fuzz-staff.ts";
import { backends } from "../support/forms.ts";
import { useNewsletterSites } from "../support/newsletter-sites.ts";
import { baseURL, testTotpKey } from "../support/staff.ts";

/**
 * `npm run fuzz` in small: malformed and unexpected requests of every kind (scripts/bench/fuzz.ts) get a 4xx
 * or an answer, never a 5xx, on both databases. A failure names the requests that got one.
 */
test.each(backends)("1,000 malformed requests on %s: no 5xx", { timeout: 180_000 }, async (backend) => {
  const result = await fuzzServer(baseURL(backend), { count: 1000, concurrency: 8 });
  expect(result.serverErrors.map(({ status, request }) => `${status} ${request.split("\r\n")[0]}`)).toEqual([]);
  expect(result.byClass["4xx"]).toBeGreaterThan(500);
});

// A site of its own: the administrator's odd posts change accounts, settings and content that other test files use.
const newSite = useNewsletterSites("staff-fuzz");

/** The staff half (scripts/bench/fuzz-staff.ts) in small: each role signs in with its second factor and sends odd requests to the staff routes. */
test.each(backends)(
  "every staff role's odd requests to the staff routes on %s: no 5xx, and each session lives through them",
  { timeout: 60_000 },
  async (backend) => {
    const site = await newSite(backend);
    const server = await site.start();
    const seed = Date.now() % 1_000_000;
    const roles = await fuzzStaff(server.baseURL, site.db, testTotpKey, { count: 20, seed });
    expect(roles.map(({ role }) => role)).toEqual(fuzzRoles.map(({ label }) => label));
    for (const { role, serverErrors, sessionKept, byClass } of roles) {
      expect(serverErrors, `${role} (seed ${seed})`).toEqual([]);
      expect(sessionKept, `${role} (seed ${seed})`).toBe(true);
      expect(byClass["no answer"], `${role} (seed ${seed})`).toBeUndefined();
    }
  },
);
