import { data } from "react-router";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { contentWriter } from "#app/staff/content/content.server.ts";
import { receiveUploads } from "#app/staff/media/media-uploads.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import type { Route } from "./+types/upload";

/**
 * POST /admin/media/upload: the library page's script sends each chosen photo here on its own, to show each
 * one's progress; the answer is JSON. Without scripts the page's own form posts to the page (same handling).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) throw data({ error: "bad request" }, { status: 400 });
  const outcomes = await receiveUploads(context.get(appServicesContext).db, form, contentWriter(context.get(staffContext)));
  return Response.json({ outcomes }, { headers: { "Cache-Control": "no-store" } });
}

/** Opened as a page, there is nothing to see: the library is one level up. */
export function loader() {
  throw data(null, { status: 404 });
}
