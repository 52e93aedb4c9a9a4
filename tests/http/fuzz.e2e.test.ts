import { expect, test } from "vitest";
import { fuzzServer } from "../../scripts/bench/fuzz.ts";
import { backends } from "../support/forms.ts";
import { baseURL } from "../support/staff.ts";

/**
 * `npm run fuzz` in small: malformed and unexpected requests of every kind (scripts/bench/fuzz.ts) get a 4xx
 * or an answer, never a 5xx, on both databases. A failure names the requests that got one.
 */
test.each(backends)("1,000 malformed requests on %s: no 5xx", { timeout: 180_000 }, async (backend) => {
  const result = await fuzzServer(baseURL(backend), { count: 1000, concurrency: 8 });
  expect(result.serverErrors.map(({ status, request }) => `${status} ${request.split("\r\n")[0]}`)).toEqual([]);
  expect(result.byClass["4xx"]).toBeGreaterThan(500);
});
