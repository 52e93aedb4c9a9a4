import { ArrowLeft, Undo2 } from "lucide-react";
import { data, Form, redirect, useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { snapshotChanges } from "#app/content/diff.ts";
import { contentRefusal } from "#app/content/permissions.ts";
import { contentKinds } from "#app/content/registry.ts";
import { countRevisions, listRevisions, loadItem, restoreRevision, revisionBefore } from "#app/content/store.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { langFromPath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { contentActor, contentForbidden, contentKindOf, contentWriter, editorPath } from "#app/staff/content/content.server.ts";
import { Changes } from "#app/staff/content/content-editor.tsx";
import { contentStaffTexts, useContentStaffTexts } from "#app/staff/content/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { listFiltersFrom, pageSize, pageWithin } from "#app/staff/shared/lists.ts";
import { Pagination } from "#app/staff/shared/staff-list.tsx";
import { Notice, StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/revisions-page";

export const meta: Route.MetaFunction = ({ location }) =>
  staffPageMeta(location.pathname, contentStaffTexts[langFromPath(location.pathname)].content.history.title);

async function itemOf(params: { kind: string; id: string }, context: Route.LoaderArgs["context"]) {
  const kindName = contentKindOf(params.kind);
  const id = Number(params.id);
  const item = Number.isSafeInteger(id) ? await loadItem(context.get(appServicesContext).db, id) : undefined;
  if (!item || item.kind !== kindName) throw data("Not found", { status: 404 });
  return item;
}

/** A page of an item's revisions, newest first, each with what changed since the one before it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const item = await itemOf(params, context);
  const { db } = context.get(appServicesContext);
  const kind = contentKinds[item.kind];
  const total = await countRevisions(db, item.id);
  const page = pageWithin(listFiltersFrom(new URL(request.url), []).page, total);
  const revisions = await listRevisions(db, item.id, { limit: pageSize, offset: (page - 1) * pageSize });
  return {
    kindName: item.kind,
    id: item.id,
    version: item.version,
    title: item.texts.en?.fields[kind.titleField] || item.texts.am?.fields[kind.titleField] || item.slug,
    page,
    total,
    revisions: await Promise.all(
      revisions.map(async (revision) => ({
        id: revision.id,
        at: revision.at,
        actor: revision.actor,
        action: revision.action,
        current: revision.version === item.version && revision.action !== "conflict",
        changes: snapshotChanges(kind, (await revisionBefore(db, item.id, revision))?.snapshot ?? null, revision.snapshot),
      })),
    ),
  };
}

/** Restores a revision's content as a new revision; the item's publication stays as it is. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const item = await itemOf(params, context);
  const staff = context.get(staffContext);
  const form = await readFormBody(request);
  const revisionId = Number(form?.get("revision"));
  if (!Number.isSafeInteger(revisionId)) throw data("Bad request", { status: 400 });
  const refusal = contentRefusal(contentActor(staff), { langs: ["en", "am"], itemFields: true, publication: true });
  if (refusal) throw contentForbidden(staff, refusal);
  const services = context.get(appServicesContext);
  const result = await restoreRevision(services.db, item.id, revisionId, Number(form?.get("version")), contentWriter(staff));
  if (result.outcome === "missing") throw data("Not found", { status: 404 });
  if (result.outcome !== "saved") return { refused: true };
  await services.publicSiteChanged();
  throw redirect(`${editorPath(item.kind, item.id, langFromPath(new URL(request.url).pathname))}?restored=1`);
}

export default function ContentRevisions({ actionData }: Route.ComponentProps) {
  const { kindName, id, version, title, page, total, revisions } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const textsContent = useContentStaffTexts();
  const lang = useLang();
  const kind = contentKinds[kindName];
  const history = textsContent.content.history;
  const fieldLabel = (change: { field: string; lang?: "en" | "am" }) =>
    change.lang
      ? `${kind.textFields.find((field) => field.name === change.field)?.label[lang] ?? change.field} (${texts.languages[change.lang]})`
      : change.field === "slug"
        ? history.slug
        : (kind.itemFields.find((field) => field.name === change.field)?.label[lang] ?? change.field);
  return (
    <>
      <StaffHeading title={history.title} intro={`${title} · ${history.intro}`}>
        <LocalLink to={`/admin/content/${kindName}/${id}`} className="btn btn-outline">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {history.back}
        </LocalLink>
      </StaffHeading>
      {actionData?.refused && <Notice tone="error">{textsContent.content.conflict.title}</Notice>}
      <ol className="grid gap-4">
        {revisions.map((revision) => (
          <li key={revision.id} className="rounded-2xl border border-sand bg-white p-5 shadow-sm" data-testid="revision">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-bold text-forest-800">{history.actions[revision.action]}</p>
                <p className="text-sm text-ink-soft">
                  {formatMoment(revision.at, lang, organisation.timeZone)} · {revision.actor ?? texts.audit.system}
                </p>
              </div>
              {!revision.current && (
                <Form method="post">
                  <input type="hidden" name="revision" value={revision.id} />
                  <input type="hidden" name="version" value={version} />
                  <button type="submit" className="btn btn-outline">
                    <Undo2 className="h-5 w-5" aria-hidden="true" />
                    {history.restore}
                  </button>
                </Form>
              )}
            </div>
            {revision.changes.length === 0 ? (
              <p className="mt-3 text-ink-soft">{history.noChanges}</p>
            ) : (
              <dl className="mt-3 grid gap-3">
                {revision.changes.map((change) => (
                  <div key={change.name}>
                    <dt className="text-sm font-semibold text-ink-soft">{fieldLabel(change)}</dt>
                    <dd lang={change.lang} className="mt-1 rounded-lg bg-cream p-3">
                      <Changes change={change} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
      <Pagination page={page} total={total} />
    </>
  );
}
