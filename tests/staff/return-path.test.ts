import { describe, expect, test } from "vitest";
import { safeNext } from "#app/staff/shared/auth.server.ts";

/** Where a browser goes when told `Location: <value>` by a page of this site. */
const landing = (value: string) => new URL(value, "https://tesfa.example.org/admin/sign-in");

describe("the return path after signing in (next)", () => {
  test("keeps a page of the staff area, with its query as typed: `+`, `%20`, accents, Amharic", () => {
    for (const next of [
      "/admin",
      "/am/admin",
      "/admin/registrations?q=Almaz+Bekele&page=2",
      "/admin/registrations?q=Almaz%20Bekele",
      "/admin/registrations?q=%C3%89mile",
      "/am/admin/messages?q=%E1%8A%A0%E1%88%8D%E1%88%9B%E1%8B%9D&status=new",
      "/admin/submissions/REG-2026-0042",
      "/admin/registrations?from=2026-06-01&to=2026-06-30",
    ]) {
      expect(safeNext(next, "/admin/sign-in"), next).toBe(next);
    }
  });

  test("a `+` in the path itself is kept too", () => {
    expect(safeNext("/admin/search/a+b", "/admin/sign-in")).toBe("/admin/search/a+b");
  });

  test("refuses other sites, other schemes and pages outside the staff area, however they are spelt", () => {
    for (const next of [
      "//evil.example",
      "//evil.example/admin",
      "/\\evil.example",
      "/\\/evil.example/admin",
      "\\\\evil.example/admin",
      "/\t/evil.example/admin",
      "/%09/evil.example",
      "https://evil.example/admin",
      "https:evil.example/admin",
      "http:/admin",
      "javascript:alert(1)",
      "/admin/../..//evil.example",
      "/admin/%2e%2e/%2e%2e//evil.example",
      "/admin/..\\..\\/evil.example",
      "/%2F%2Fevil.example",
      "/%5C%5Cevil.example",
      "/administrator",
      "/about",
      "/am/about?next=/admin",
      "admin",
      "",
      null,
    ]) {
      const chosen = safeNext(next, "/admin/sign-in");
      expect(chosen, String(next)).toBe("/admin");
    }
    expect(safeNext("//evil.example", "/am/admin/sign-in")).toBe("/am/admin");
  });

  test("whatever it returns, a browser stays on this site, in the staff area", () => {
    const tricky = ["/admin/%2F%2Fevil.example", "/admin//evil.example", "/admin/..%2F..%2Fevil.example", "/admin?x=//evil.example", "/admin#//evil"];
    for (const next of tricky) {
      const url = landing(safeNext(next, "/admin/sign-in"));
      expect(url.origin, next).toBe("https://tesfa.example.org");
      expect(url.pathname, next).toMatch(/^\/(am\/)?admin(\/|$)/);
    }
  });
});
