/**
 * Who may do what in the staff area: the one place roles and their permissions are written
 * (docs/decisions/0018-staff-roles-and-accounts.md). Every staff route declares one permission in
 * app/staff/shared/staff-pages.ts; the staff area's middleware refuses a request whose role lacks it (403).
 */

/** What a route (or a part of a page) needs. */
export const permissions = [
  /** One's own account: the overview, one's own second factor and recovery codes, signing out. Every role. */
  "self",
  /** People's data: registrations (children's records, medical notes), donation requests, messages, subscribers, exports, erasure. */
  "submissions",
  /** The site's content: create, publish, unpublish, delete (the content editor). */
  "content",
  /** Change the text of content; a translator only in the language of their account (app/content/permissions.ts). */
  "translate",
  /** Staff accounts: invite, change roles, disable and enable. */
  "accounts",
  /** The sign-in rules of the whole site. */
  "security",
  /** The audit log: every change and sign-in, of every account. */
  "audit",
] as const;
export type Permission = (typeof permissions)[number];

export const staffRoles = ["admin", "coordinator", "editor", "translator"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Each role's permissions. A volunteer who edits news (editor, translator) never reaches a child's record. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  coordinator: ["self", "submissions"],
  editor: ["self", "content", "translate"],
  translator: ["self", "translate"],
};

export const can = (role: StaffRole, permission: Permission): boolean => rolePermissions[role].includes(permission);

/** The roles that can open children's records: they always sign in with a second factor. */
export const seesChildrensData = (role: StaffRole): boolean => can(role, "submissions");
