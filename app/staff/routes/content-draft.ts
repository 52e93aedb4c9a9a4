import { data } from "react-router";
import { draftValuesSchema } from "#app/content/schema.ts";
import { saveDraft } from "#app/content/store.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { staffContext } from "#app/staff/auth.server.ts";
import { contentKindOf } from "#app/staff/content.server.ts";
import type { Route } from "./+types/content-draft";

/** A version the database can hold: content_drafts.base_version is an INTEGER (4 bytes on PostgreSQL). */
const isVersion = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31;

/**
 * POST /admin/content/:kind/:id/draft: the editor's autosave, a JSON body `{ version, values }` sent with
 * fetch. Behind the staff area's middleware like every page: without a session it answers 401, which the
 * editor reads as "sign in again, the text is kept in this browser".
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  contentKindOf(params.kind);
  const id = Number(params.id);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw data({ error: "bad request" }, { status: 400 });
  }
  const { version, values } = (body ?? {}) as { version?: unknown; values?: unknown };
  const parsed = draftValuesSchema.safeParse(values);
  if (!Number.isSafeInteger(id) || !isVersion(version) || !parsed.success) throw data({ error: "bad request" }, { status: 400 });
  const saved = await saveDraft(context.get(appServicesContext).db, id, version, parsed.data, context.get(staffContext).email);
  if (!saved) throw data({ error: "not found" }, { status: 404 });
  return Response.json(saved, { headers: { "Cache-Control": "no-store" } });
}

/** Opened as a page, there is nothing to see: the editor is one level up. */
export function loader() {
  throw data(null, { status: 404 });
}
