import { beforeAll, describe, expect, test } from "vitest";
import { contentRefusal } from "#app/content/permissions.ts";
import type { Lang } from "#app/i18n/language.ts";
import { contentActor } from "#app/staff/content/content.server.ts";
import { needsSecondFactor } from "#app/staff/security/second-factor.server.ts";
import type { StaffAccount } from "#app/staff/shared/accounts.server.ts";
import { addStaff, findStaff, setStaffPassword, setStaffRole, setStaffStatus } from "#app/staff/shared/accounts.server.ts";
import { can, permissions, rolePermissions, type StaffRole, seesChildrensData, staffRoles } from "#app/staff/shared/permissions.ts";
import { readSession, startSession } from "#app/staff/shared/sessions.server.ts";
import { navigationFor, staffPageAt, staffPages } from "#app/staff/shared/staff-pages.ts";
import type { Database } from "#app/storage/database.server.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

describe("the permission map", () => {
  test("an administrator may do everything; each other role exactly its own work", () => {
    for (const permission of permissions) expect(can("admin", permission)).toBe(true);
    expect(rolePermissions.coordinator).toEqual(["self", "submissions"]);
    expect(rolePermissions.editor).toEqual(["self", "content", "translate"]);
    expect(rolePermissions.translator).toEqual(["self", "translate"]);
    for (const role of staffRoles) expect(can(role, "self"), role).toBe(true);
  });

  test("children's records, accounts, the audit log and the sign-in rules are out of a volunteer editor's or translator's reach", () => {
    for (const role of ["editor", "translator"] as const)
      for (const permission of ["submissions", "accounts", "audit", "security"] as const) expect(can(role, permission), `${role} ${permission}`).toBe(false);
    for (const permission of ["accounts", "audit", "security", "content"] as const) expect(can("coordinator", permission)).toBe(false);
  });

  test("a translator changes only the language of their account; editors and administrators both; a coordinator neither", () => {
    const account = (role: StaffRole, translates: Lang | null = null) => contentActor({ role, translates } as StaffAccount);
    const writes = (langs: Lang[]) => ({ langs, itemFields: false, publication: false });
    expect(contentRefusal(account("translator", "am"), writes(["am"]))).toBeNull();
    expect(contentRefusal(account("translator", "am"), writes(["en"]))).toBe("otherLanguage");
    expect(contentRefusal(account("translator", "am"), { langs: ["am"], itemFields: false, publication: true })).toBe("translatorItem");
    expect(contentRefusal(account("translator"), writes(["en"]))).toBe("noContentAccess");
    for (const role of ["editor", "admin"] as const)
      expect(contentRefusal(account(role), { langs: ["en", "am"], itemFields: true, publication: true })).toBeNull();
    // A coordinator's account naming a language (from an earlier role) still writes nothing.
    expect(contentRefusal(account("coordinator", "en"), writes(["en"]))).toBe("noContentAccess");
  });

  test("the roles that see children's records always need a second factor; the others only when the site says so", () => {
    expect(staffRoles.filter(seesChildrensData)).toEqual(["admin", "coordinator"]);
    for (const role of ["editor", "translator"] as const) {
      expect(needsSecondFactor({ role, hasSecondFactor: false }, { requireSecondFactor: false })).toBe(false);
      expect(needsSecondFactor({ role, hasSecondFactor: false }, { requireSecondFactor: true })).toBe(true);
    }
    expect(needsSecondFactor({ role: "coordinator", hasSecondFactor: false }, { requireSecondFactor: false })).toBe(true);
  });

  test("every staff page declares a known permission; a request is matched to its page in both languages and as data; anything else to none", () => {
    for (const page of staffPages) expect(permissions).toContain(page.permission);
    expect(new Set(staffPages.map((page) => page.id)).size).toBe(staffPages.length);
    expect(staffPageAt("/admin")?.id).toBe("admin-dashboard");
    expect(staffPageAt("/am/admin.data")?.id).toBe("admin-dashboard");
    expect(staffPageAt("/admin/")?.id).toBe("admin-dashboard");
    expect(staffPageAt("/am/admin/submissions/REG-2026-0001.data")?.permission).toBe("submissions");
    expect(staffPageAt("/admin/export/registrations")?.permission).toBe("submissions");
    expect(staffPageAt("/admin/accounts")?.permission).toBe("accounts");
    expect(staffPageAt("/admin/nothing-here")).toBeUndefined();
    expect(staffPageAt("/about")).toBeUndefined();
  });

  test("the navigation lists only the sections a role may open", () => {
    const paths = (role: (typeof staffRoles)[number]) => navigationFor(role).map((section) => section.to);
    expect(paths("admin")).toEqual(
      expect.arrayContaining(["/admin", "/admin/registrations", "/admin/content", "/admin/accounts", "/admin/audit", "/admin/security"]),
    );
    expect(paths("coordinator")).toEqual([
      "/admin",
      "/admin/registrations",
      "/admin/donations",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/rsvp",
      "/admin/erasure",
      "/admin/security",
    ]);
    expect(paths("editor")).toEqual(["/admin", "/admin/content", "/admin/media", "/admin/documents", "/admin/newsletters", "/admin/security"]);
    for (const role of staffRoles) for (const path of paths(role)) expect(can(role, (staffPageAt(path) ?? { permission: "accounts" }).permission)).toBe(true);
  });
});

const databases = useTestDatabases();

for (const backend of testBackends) {
  describe(`roles and the last administrator on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("a role change holds from the next request; a translator keeps one language; other roles none", async () => {
      const account = await addStaff(db, "mekdes@example.org", "test", { role: "translator", translates: "am" });
      expect(account).toMatchObject({ role: "translator", translates: "am" });
      await setStaffPassword(db, account.email, "injera-with-shiro-2026", "test");
      const session = await startSession(db, account);
      await setStaffRole(db, account.email, { role: "editor", translates: "am" }, "admin@example.org");
      expect(await readSession(db, session)).toMatchObject({ role: "editor", translates: null });
      // A role that sees children's records, on an account without a second factor: signed out, to set one up.
      await setStaffRole(db, account.email, { role: "coordinator" }, "admin@example.org");
      expect(await readSession(db, session)).toBeUndefined();
      const audit = await db.all<{ detail: string }>("SELECT detail FROM audit_log WHERE action = 'staff.role' AND subject = ? ORDER BY id", [account.email]);
      expect(audit.map((row) => JSON.parse(row.detail))).toEqual([
        { from: "translator", to: "editor", translates: null },
        { from: "editor", to: "coordinator", translates: null },
      ]);
    });

    test("the last active administrator can be neither demoted nor disabled, also by two administrators at once", async () => {
      const first = await addStaff(db, "abebe@example.org", "test");
      await expect(setStaffRole(db, first.email, { role: "editor" }, first.email)).rejects.toMatchObject({ reason: "lastAdmin" });
      await expect(setStaffStatus(db, first.email, "disabled", first.email)).rejects.toMatchObject({ reason: "lastAdmin" });
      expect(await findStaff(db, first.email)).toMatchObject({ role: "admin", status: "active" });

      const second = await addStaff(db, "tigist@example.org", "test");
      // Each demotes the other at the same moment: one of the two changes goes through, never both.
      const results = await Promise.allSettled([
        setStaffRole(db, second.email, { role: "coordinator" }, first.email),
        setStaffRole(db, first.email, { role: "coordinator" }, second.email),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const admins = await db.all("SELECT email FROM staff_users WHERE role = 'admin' AND status = 'active'");
      expect(admins).toHaveLength(1);

      // A disabled administrator does not count; enabling one is always allowed.
      const remaining = String(admins[0]?.email);
      await setStaffStatus(db, remaining === first.email ? second.email : first.email, "disabled", remaining);
      await setStaffRole(db, remaining === first.email ? second.email : first.email, { role: "admin" }, remaining);
      await expect(setStaffStatus(db, remaining, "disabled", remaining)).rejects.toMatchObject({ reason: "lastAdmin" });
      await setStaffStatus(db, remaining === first.email ? second.email : first.email, "active", remaining);
      await setStaffStatus(db, remaining, "disabled", remaining);
    });
  });
}
