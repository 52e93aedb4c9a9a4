import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publicSite } from "#app/site/public-site.server.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { registerChild, request, signedInSession, staffRoutes } from "../support/staff.ts";

/** A value for each route parameter, so every pattern becomes a real address. */
const sampleParams: Record<string, string> = { reference: "REG-2026-0001", list: "registrations" };
const concretePath = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? "x");

/** The only staff-area routes a visitor may open without signing in (the second factor only after a right password). */
const openRoutes = [
  "staff/security/sign-in-page.tsx",
  "staff/security/set-password-page.tsx",
  "staff/security/second-factor-page.tsx",
  "staff/security/forgot-password-page.tsx",
];

const routes = staffRoutes();
const guarded = routes.filter((route) => route.guarded);

afterAll(closeServerDatabases);

describe("the route config", () => {
  test("every staff-area route is behind the sign-in guard, except sign-in, the one-time password page, the second factor and the forgotten password", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(2 * 10);
    for (const route of routes) expect(route.guarded || openRoutes.includes(route.file), `${route.path} (${route.file})`).toBe(true);
    // Both languages have the same staff area.
    const english = routes.filter((route) => !route.path.startsWith("/am/")).map((route) => `/am${route.path}`);
    expect(routes.filter((route) => route.path.startsWith("/am/")).map((route) => route.path)).toEqual(english);
  });

  test.each(backends)("no staff page is among the public pages the render cache keeps, on %s", async (backend) => {
    const publicPaths = new Set((await publicSite(serverDatabase(backend)).paths()).map((path) => path.toLowerCase()));
    for (const route of routes) expect(publicPaths.has(concretePath(route.path).toLowerCase()), route.path).toBe(false);
  });
});

describe.each(backends)("an anonymous visitor on %s", (backend) => {
  let secret: string;
  beforeAll(async () => {
    // A real registration exists, so a leak of data would show its name.
    secret = `leakcheck${Date.now()}`;
    await registerChild(backend, secret);
  });

  for (const route of guarded) {
    const path = concretePath(route.path);
    test(`${path}: no page, no data, no action`, async () => {
      const page = await request(backend, path);
      const isExport = route.file === "staff/submissions/export.tsx";
      if (isExport) {
        expect(page.status).toBe(401);
      } else {
        expect(page.status).toBe(302);
        const location = new URL(page.headers.get("Location") ?? "", "http://x");
        expect(location.pathname).toBe(path.startsWith("/am/") ? "/am/admin/sign-in" : "/admin/sign-in");
        expect(location.searchParams.get("next")).toBe(path);
      }
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(await page.text()).not.toContain(secret);

      // What client-side navigation fetches: the route's loader data.
      const data = await request(backend, `${path}.data`);
      expect(data.headers.get("Cache-Control")).toBe("no-store");
      const body = await data.text();
      expect(body).not.toContain(secret);
      expect(body).not.toContain("@example.org");
      if (data.status === 200 || data.status === 202 || data.status === 204) {
        // React Router answers a redirect to a data request with the target in a header or the stream.
        expect(`${data.headers.get("X-Remix-Redirect") ?? ""}${body}`).toContain("/admin/sign-in");
      } else {
        expect(data.status).toBe(401);
      }

      // Form posts (status changes, notes, erasure, sign-out) are refused outright.
      for (const target of [path, `${path}.data`]) {
        const post = await request(backend, target, {
          method: "POST",
          body: new URLSearchParams({ status: "enrolled", note: "x", email: "a@example.org", intent: "note" }),
        });
        expect(post.status, `POST ${target}`).toBe(401);
        expect(await post.text()).not.toContain(secret);
      }
    });
  }

  test("a signed-in staff member does get each of those pages (so the refusals above are the guard's doing)", async () => {
    const { sessionId } = await signedInSession(backend);
    for (const route of guarded.filter((candidate) => !candidate.file.endsWith("sign-out-page.tsx"))) {
      const response = await request(backend, concretePath(route.path), { cookie: sessionId });
      // The sample reference may not exist on this server: its detail page then answers 404, still inside the area.
      expect([200, 404], route.path).toContain(response.status);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  test("the sign-in page itself is open, never cached and not indexed", async () => {
    for (const path of ["/admin/sign-in", "/am/admin/sign-in"]) {
      const response = await request(backend, path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
