/**
 * Where the staff area shows one submission, under /admin (app/staff/shared/staff-pages.ts mounts it there): the
 * staff notification links to it, so the path is written once, here, where the forms can read it too.
 */
export const submissionPagePath = "submissions/:reference";

/** The submission's page in the staff area, at the site's public address (PUBLIC_URL, app/config/env.server.ts). */
export const submissionPageUrl = (reference: string, publicUrl: string) =>
  new URL(`/admin/${submissionPagePath.replace(":reference", encodeURIComponent(reference))}`, publicUrl).href;
