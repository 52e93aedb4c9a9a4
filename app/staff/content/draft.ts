import { data } from "react-router";
import { contentRefusal } from "#app/content/permissions.ts";
import { contentKinds } from "#app/content/registry.ts";
import { draftValuesSchema } from "#app/content/schema.ts";
import { loadItem, saveDraft } from "#app/content/store.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { contentActor, contentKindOf, draftChange } from "#app/staff/content/content.server.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import type { Route } from "./+types/draft";

/** A version the database can hold: content_drafts.base_version is an INTEGER (4 bytes on PostgreSQL). */
const isVersion = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31;

/**
 * POST /admin/content/:kind/:id/draft: the editor's autosave, a JSON body `{ version, values }` sent with
 * fetch. Behind the staff area's middleware like every page: without a session it answers 401, which the
 * editor reads as "sign in again, the text is kept in this browser". A draft holds only what its writer may
 * change (a translator's, their language's text): the editor offers it to be saved.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const kindName = contentKindOf(params.kind);
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
  const { db } = context.get(appServicesContext);
  const staff = context.get(staffContext);
  const item = await loadItem(db, id);
  if (item?.kind !== kindName) throw data({ error: "not found" }, { status: 404 });
  const refusal = contentRefusal(contentActor(staff), draftChange(contentKinds[kindName], item, parsed.data));
  if (refusal) throw data({ error: "forbidden", refusal }, { status: 403 });
  const saved = await saveDraft(db, id, version, parsed.data, staff.email);
  if (!saved) throw data({ error: "not found" }, { status: 404 });
  return Response.json(saved, { headers: { "Cache-Control": "no-store" } });
}

/** Opened as a page, there is nothing to see: the editor is one level up. */
export function loader() {
  throw data(null, { status: 404 });
}
