import { matchRoutes } from "react-router";
import { submissionPagePath } from "#app/forms/shared/submission-page.ts";
import { basePath } from "#app/i18n/language.ts";
import { submissionLists } from "#app/staff/shared/lists.ts";
import { can, type Permission, type StaffRole } from "#app/staff/shared/permissions.ts";
import type { AdminTexts } from "#app/staff/shared/texts.ts";

/**
 * Every route of the staff area behind sign-in, with the permission it needs: the one registry that
 * app/routes.ts mounts under staff/shared/layout.tsx (in both languages) and that the layout's middleware
 * checks every request against (loaders, actions, data requests and exports alike). Adding a staff page is
 * one line here; a route cannot be mounted under the layout without a permission.
 */
export interface StaffPage {
  /** The route id after the language (`en:admin-audit`). */
  id: string;
  /** Under /admin, as React Router writes it; "" is the overview at /admin itself. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  permission: Permission;
  /** What posting to it needs, when more than opening it. */
  changes?: Permission;
  /** Shown in the staff navigation under this label, to roles with the permission. */
  nav?: keyof AdminTexts["nav"];
  /** Fields typed by hand that a post arriving after the session ended keeps for after signing in (kept-posts.server.ts). */
  keeps?: readonly string[];
  /** Takes uploads: bodies larger than a form's, from a browser with a staff cookie (server/react-router-handler.ts). */
  uploads?: true;
}

export const staffPages: readonly StaffPage[] = [
  // Everyone's overview; its one action, sending an undelivered e-mail again, is people's data.
  { id: "admin-dashboard", path: "", file: "staff/overview/dashboard-page.tsx", permission: "self", changes: "submissions", nav: "dashboard" },
  ...submissionLists.map((list) => ({
    id: `admin-${list}`,
    path: list,
    file: "staff/submissions/list-page.tsx",
    permission: "submissions" as const,
    nav: list,
  })),
  { id: "admin-submission", path: submissionPagePath, file: "staff/submissions/submission-page.tsx", permission: "submissions", keeps: ["note"] },
  { id: "admin-subscribers", path: "subscribers", file: "staff/submissions/subscribers-page.tsx", permission: "submissions", nav: "subscribers" },
  { id: "admin-export", path: "export/:list", file: "staff/submissions/export.tsx", permission: "submissions" },
  // Events' replies (RSVP, app/forms/rsvp/): people's data, so the coordinators', never the editors'.
  { id: "admin-rsvp", path: "rsvp", file: "staff/rsvp/events-page.tsx", permission: "submissions", nav: "rsvp" },
  { id: "admin-rsvp-event", path: "rsvp/:event", file: "staff/rsvp/replies-page.tsx", permission: "submissions" },
  { id: "admin-rsvp-export", path: "rsvp/:event/csv", file: "staff/rsvp/replies-csv.ts", permission: "submissions" },
  { id: "admin-erasure", path: "erasure", file: "staff/submissions/erasure-page.tsx", permission: "submissions", nav: "erasure" },
  // Content (app/content/): the list, the editor of a new or existing item, its revisions, its autosave. Translators
  // reach them for their language's text; what each may change is the content store's rule (app/content/permissions.ts).
  { id: "admin-content", path: "content", file: "staff/content/list-page.tsx", permission: "translate", nav: "content" },
  { id: "admin-content-new", path: "content/:kind/new", file: "staff/content/editor-page.tsx", permission: "content" },
  { id: "admin-content-edit", path: "content/:kind/:id", file: "staff/content/editor-page.tsx", permission: "translate" },
  // Restoring a revision changes every language and the item's fields: editors and administrators.
  {
    id: "admin-content-revisions",
    path: "content/:kind/:id/revisions",
    file: "staff/content/revisions-page.tsx",
    permission: "translate",
    changes: "content",
  },
  { id: "admin-content-draft", path: "content/:kind/:id/draft", file: "staff/content/draft.ts", permission: "translate" },
  // The media library (app/media/): the list and upload, an image's words and publication, the script's upload
  // address, and the previews (drafts too).
  { id: "admin-media", path: "media", file: "staff/media/library-page.tsx", permission: "content", nav: "media", uploads: true },
  { id: "admin-media-upload", path: "media/upload", file: "staff/media/upload.ts", permission: "content", uploads: true },
  { id: "admin-media-file", path: "media/file/:file", file: "staff/media/media-file.ts", permission: "content" },
  { id: "admin-media-item", path: "media/:id", file: "staff/media/photo-page.tsx", permission: "content" },
  // Documents (decision 34): the list and a new document's form, its staff preview (drafts too), a document's page.
  { id: "admin-documents", path: "documents", file: "staff/media/documents-page.tsx", permission: "content", nav: "documents", uploads: true },
  { id: "admin-documents-file", path: "documents/file/:file", file: "staff/media/document-file.ts", permission: "content" },
  { id: "admin-document", path: "documents/:document", file: "staff/media/document-page.tsx", permission: "content", uploads: true },
  // Newsletters (app/newsletters/): the list, a new one, one to write, send and follow, and its e-mail as it will arrive.
  { id: "admin-newsletters", path: "newsletters", file: "staff/newsletters/list-page.tsx", permission: "content", nav: "newsletters" },
  { id: "admin-newsletter-new", path: "newsletters/new", file: "staff/newsletters/newsletter-page.tsx", permission: "content" },
  { id: "admin-newsletter", path: "newsletters/:id", file: "staff/newsletters/newsletter-page.tsx", permission: "content" },
  { id: "admin-newsletter-preview", path: "newsletters/:id/preview/:lang", file: "staff/newsletters/preview.ts", permission: "content" },
  { id: "admin-accounts", path: "accounts", file: "staff/accounts/accounts-page.tsx", permission: "accounts", nav: "accounts" },
  { id: "admin-audit", path: "audit", file: "staff/accounts/audit-page.tsx", permission: "audit", nav: "audit" },
  // Everyone's own second factor; the site-wide rules on it need `security` (checked by the page itself).
  { id: "admin-security", path: "security", file: "staff/security/security-page.tsx", permission: "self", nav: "security" },
  { id: "admin-sign-out", path: "sign-out", file: "staff/security/sign-out-page.tsx", permission: "self" },
];

const matchable = staffPages.map((page) => (page.path === "" ? { index: true, page } : { path: page.path, page }));

/**
 * The staff page a request is for, from its path in either language, also as React Router's data
 * request (`/admin/audit.data`, `/am/admin.data`); undefined for anything else.
 */
export function staffPageAt(pathname: string): StaffPage | undefined {
  const path = basePath(pathname.replace(/\.data$/, ""));
  const matches = matchRoutes([{ path: "/admin", children: matchable }], path);
  const last = matches?.at(-1)?.route as { page?: StaffPage } | undefined;
  return last?.page;
}

/** The sections of the staff navigation a role may use, in the registry's order. */
export const navigationFor = (role: StaffRole) =>
  staffPages.flatMap((page) => (page.nav && can(role, page.permission) ? [{ to: page.path ? `/admin/${page.path}` : "/admin", label: page.nav }] : []));
