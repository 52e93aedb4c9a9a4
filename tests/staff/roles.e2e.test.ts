import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { securityTexts } from "#app/staff/security/texts.ts";
import { can, rolePermissions, type StaffRole, staffRoles } from "#app/staff/shared/permissions.ts";
import { type StaffPage, staffPageAt, staffPages } from "#app/staff/shared/staff-pages.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, findSubmission, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import { storeNewsletter } from "../support/newsletters.ts";
import {
  concreteStaffPath,
  firstArticleId,
  registerChild,
  request,
  type StoredDocument,
  type StoredPhoto,
  signedInSession,
  staffRoutes,
  storeDocument,
  storePhoto,
} from "../support/staff.ts";

/**
 * Every route under the staff area's layout, read from the route config (which app/routes.ts builds from the
 * registry, app/staff/shared/staff-pages.ts), opened and posted to by each role: allowed, or refused with 403 and
 * none of the page's data.
 */
afterAll(closeServerDatabases);

const layoutRoutes = staffRoutes().filter((route) => route.guarded && route.file !== "staff/shared/layout.tsx");
const pageOf = (routeId: string): StaffPage | undefined => staffPages.find((page) => routeId === `en:${page.id}` || routeId === `am:${page.id}`);

describe("the registry and the route config", () => {
  test("every route under the layout is a registry entry with a permission, mounted in both languages, and found again from its address", () => {
    expect(layoutRoutes.length).toBe(2 * staffPages.length);
    for (const route of layoutRoutes) {
      const page = pageOf(route.id);
      expect(page, `${route.path} (${route.id}) is not in app/staff/shared/staff-pages.ts`).toBeDefined();
      expect(page?.file).toBe(route.file);
      expect(rolePermissions.admin).toContain(page?.permission);
      // What the middleware matches a request to, also as React Router's data request.
      const path = route.path.replace(":reference", "REG-2026-0001").replace(":list", "registrations").replace(":kind", "news").replace(":id", "1");
      expect(staffPageAt(path)?.id, path).toBe(page?.id);
      expect(staffPageAt(`${path}.data`)?.id, `${path}.data`).toBe(page?.id);
    }
  });
});

describe.each(backends)("each role on %s", (backend) => {
  const sessions = {} as Record<StaffRole, string>;
  let tag: string;
  let reference: string;
  let article: number;
  let photo: StoredPhoto;
  let storedDocument: StoredDocument;
  let newsletter: number;

  beforeAll(async () => {
    article = await firstArticleId(backend);
    photo = await storePhoto(backend);
    storedDocument = await storeDocument(backend);
    newsletter = await storeNewsletter(backend);
    tag = `roles${Date.now()}`;
    reference = await registerChild(backend, tag, { medicalInfo: `Peanut allergy ${tag}` });
    for (const role of staffRoles) sessions[role] = (await signedInSession(backend, role, { role, translates: "am" })).sessionId;
  });

  const concrete = (pattern: string) => concreteStaffPath(pattern, { reference, article, photo, document: storedDocument, newsletter });

  for (const route of layoutRoutes) {
    test(`${route.path}: each role gets it, or 403 without its data`, async () => {
      const page = pageOf(route.id) as StaffPage;
      const path = concrete(route.path);
      for (const role of staffRoles) {
        const allowed = can(role, page.permission);
        const cookie = sessions[role];
        const label = `${role} ${path}`;
        const get = await request(backend, path, { cookie });
        const body = await get.text();
        const data = await request(backend, `${path}.data`, { cookie });
        const dataBody = await data.text();
        if (allowed) {
          // The editor's autosave and the library's upload address are only posted to: opened, there is nothing there.
          const opened = route.file.endsWith("content/draft.ts") || route.file.endsWith("media/upload.ts") ? 404 : 200;
          expect(get.status, label).toBe(opened);
          expect(data.status, `${label}.data`).toBe(opened);
        } else {
          expect(get.status, label).toBe(403);
          expect(data.status, `${label}.data`).toBe(403);
          for (const text of [body, dataBody]) expect(text, label).not.toContain(tag);
          // Resource routes (a CSV export, the autosave) answer without the staff frame.
          if (!route.file.endsWith("export.tsx") && !route.file.endsWith(".ts"))
            expect(body, label).toContain(adminTexts[path.startsWith("/am/") ? "am" : "en"].forbidden.title);
        }
        // A volunteer who edits the site never sees a child's name or medical notes, on any page.
        if (role === "editor" || role === "translator") for (const text of [body, dataBody]) expect(text, label).not.toMatch(/Peanut allergy|ዳዊት በቀለ/);

        // Every action: refused before it runs, or run (here with a form it refuses as incomplete). Signing out is left for last.
        if (allowed && route.file.endsWith("sign-out-page.tsx")) continue;
        // A form on the overview posts to its index route (`/admin?index`); `/admin` alone is the layout's, which has no action.
        const postTo = path.endsWith("/admin") ? `${path}?index` : path;
        const post = await request(backend, postTo, { method: "POST", cookie, body: new URLSearchParams({ intent: "nothing" }) });
        const postBody = await post.text();
        if (can(role, page.changes ?? page.permission)) expect(post.status, `POST ${label}`).not.toBe(403);
        else {
          expect(post.status, `POST ${label}`).toBe(403);
          expect(postBody).not.toContain(tag);
        }
        expect(post.status, `POST ${label}`).toBeLessThan(500);
      }
    });
  }

  test("a coordinator's pages hold the registration; an administrator's too", async () => {
    for (const role of ["coordinator", "admin"] as const) {
      const cookie = sessions[role];
      expect(await (await request(backend, `/admin/registrations?q=${tag}`, { cookie })).text()).toContain(reference);
      const detail = await (await request(backend, `/admin/submissions/${reference}`, { cookie })).text();
      expect(detail).toContain(`Peanut allergy ${tag}`);
      expect(await (await request(backend, `/admin/export/registrations?q=${tag}`, { cookie })).text()).toContain(`Peanut allergy ${tag}`);
    }
  });

  test("refused changes change nothing: an editor's note and status, a translator's erasure, a coordinator's invitation and sign-in rule", async () => {
    const db = serverDatabase(backend);
    const note = await request(backend, `/admin/submissions/${reference}`, {
      method: "POST",
      cookie: sessions.editor,
      body: new URLSearchParams({ intent: "note", note: `editor note ${tag}` }),
    });
    expect(note.status).toBe(403);
    const status = await request(backend, `/admin/submissions/${reference}`, {
      method: "POST",
      cookie: sessions.translator,
      body: new URLSearchParams({ intent: "status", status: "enrolled" }),
    });
    expect(status.status).toBe(403);
    expect(await db.get("SELECT 1 AS found FROM submission_notes WHERE body = ?", [`editor note ${tag}`])).toBeUndefined();
    expect(await db.get("SELECT status FROM submissions WHERE reference = ?", [reference])).toEqual({ status: "new" });

    const erasure = await request(backend, "/am/admin/erasure", {
      method: "POST",
      cookie: sessions.translator,
      body: new URLSearchParams({ email: `almaz.${tag}@example.org`, confirm: "on" }),
    });
    expect(erasure.status).toBe(403);
    expect(await erasure.text()).toContain(adminTexts.am.forbidden.title);
    expect(await findSubmission(backend, reference)).toBeDefined();

    const invited = `invited.${tag}@example.org`;
    const invite = await request(backend, "/admin/accounts", {
      method: "POST",
      cookie: sessions.coordinator,
      body: new URLSearchParams({ intent: "invite", email: invited, role: "admin", translates: "en", lang: "en" }),
    });
    expect(invite.status).toBe(403);
    expect(await db.get("SELECT 1 AS found FROM staff_users WHERE email = ?", [invited])).toBeUndefined();

    // The security page is everyone's (their own recovery codes); its site-wide rule is an administrator's.
    const rule = await request(backend, "/admin/security", {
      method: "POST",
      cookie: sessions.coordinator,
      body: new URLSearchParams({ intent: "settings", requireSecondFactor: "on" }),
    });
    expect(rule.status).toBe(403);
    expect(await (await request(backend, "/admin/security", { cookie: sessions.coordinator })).text()).not.toContain(securityTexts.en.security.siteTitle);
    expect(await (await request(backend, "/admin/security", { cookie: sessions.admin })).text()).toContain(securityTexts.en.security.siteTitle);
  });

  test("the navigation and the overview show each role only what it may use", async () => {
    const links = async (role: StaffRole) =>
      new Set([...(await (await request(backend, "/admin", { cookie: sessions[role] })).text()).matchAll(/href="(\/admin[^"?]*)"/g)].map((match) => match[1]));
    const admin = await links("admin");
    for (const path of ["/admin/registrations", "/admin/subscribers", "/admin/erasure", "/admin/accounts", "/admin/audit", "/admin/security"])
      expect(admin, path).toContain(path);
    const coordinator = await links("coordinator");
    expect(coordinator).toContain("/admin/registrations");
    expect(coordinator).not.toContain("/admin/accounts");
    expect(coordinator).not.toContain("/admin/audit");
    for (const role of ["editor", "translator"] as const) {
      const own = await links(role);
      for (const path of [
        "/admin/registrations",
        "/admin/donations",
        "/admin/messages",
        "/admin/subscribers",
        "/admin/erasure",
        "/admin/accounts",
        "/admin/audit",
      ])
        expect(own, `${role} ${path}`).not.toContain(path);
      expect(own).toContain("/admin/security");
      // The overview's figures are children's records: not theirs.
      expect(await (await request(backend, "/admin", { cookie: sessions[role] })).text()).not.toContain('data-testid="enrolled"');
    }
  });
});
