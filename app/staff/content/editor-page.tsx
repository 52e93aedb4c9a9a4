import { useMemo } from "react";
import { Form, useLoaderData, useSearchParams } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { diffWords, snapshotChanges } from "#app/content/diff.ts";
import { type ContentKind, hasItemPages } from "#app/content/kinds.ts";
import { contentRefusal } from "#app/content/permissions.ts";
import { contentKinds, isContentKind } from "#app/content/registry.ts";
import { emptySnapshot, formValues } from "#app/content/schema.ts";
import { loadDraft, loadItem, publicStatus, snapshotOf } from "#app/content/store.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatMoment } from "#app/i18n/format.ts";
import { type Lang, langFromPath, languages, localizePath } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { wallClock } from "#app/i18n/zoned-day.ts";
import {
  contentActor,
  contentAllowance,
  contentKindOf,
  draftChange,
  type EditorOutcome,
  editorAction,
  pickableImages,
} from "#app/staff/content/content.server.ts";
import { ContentEditor, type TranslationView } from "#app/staff/content/content-editor.tsx";
import { contentStaffTexts, useContentStaffTexts } from "#app/staff/content/texts.ts";
import { staffContext } from "#app/staff/shared/auth.server.ts";
import { Notice, StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { kindInSentence } from "#app/staff/shared/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import type { Route } from "./+types/editor-page";

/** "New news article", "Edit event": the kind's name in the page's language, lower-cased in English. */
const editorTitle = (template: string, kind: string | undefined, lang: Lang) =>
  fill(template, { kind: isContentKind(kind) ? kindInSentence(contentKinds[kind].label, lang) : "" });

export const meta: Route.MetaFunction = ({ location, params }) => {
  const lang = langFromPath(location.pathname);
  return staffPageMeta(location.pathname, editorTitle(contentStaffTexts[lang].content[params.id ? "editTitle" : "newTitle"], params.kind, lang));
};

const itemId = (param: string | undefined) => {
  const id = Number(param);
  return param === undefined ? undefined : Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /admin/content/:kind/new and /admin/content/:kind/:id: the item, its draft and its translation state. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const kindName = contentKindOf(params.kind);
  const kind: ContentKind = contentKinds[kindName];
  const { db } = context.get(appServicesContext);
  const id = itemId(params.id);
  if (id === null || (id === undefined && kind.fixed)) throw new Response("Not found", { status: 404 });
  const staff = context.get(staffContext);
  const may = contentAllowance(staff);
  const images = await pickableImages(db, kind);
  const now = new Date().toISOString();
  if (id === undefined) {
    const today = wallClock(now, organisation.timeZone).slice(0, 10);
    const absent: TranslationView = { state: "absent", sourceChanges: [] };
    return {
      kindName,
      id: null,
      version: 0,
      saved: formValues(kind, emptySnapshot(kind, today)),
      updatedAt: null,
      draft: null,
      status: "draft" as const,
      publishAt: null,
      translations: { en: absent, am: absent },
      publicPath: null,
      titles: { en: null, am: null },
      may,
      images,
      now,
    };
  }
  const item = await loadItem(db, id);
  if (!item || item.kind !== kindName) throw new Response("Not found", { status: 404 });
  // A draft typed on an older version (someone saved since) is not offered: its text is in that browser's copy. Nor is
  // one with changes the staff member may not make (an editor's, to a translator): they could neither save nor discard it.
  const stored = await loadDraft(db, id);
  const draft = stored?.baseVersion === item.version && !contentRefusal(contentActor(staff), draftChange(kind, item, stored.values)) ? stored : undefined;
  const translations = Object.fromEntries(
    languages.map((lang): [Lang, TranslationView] => {
      const own = item.texts[lang];
      const other = item.texts[lang === "en" ? "am" : "en"];
      const state = own?.translation ?? (other ? "missing" : "absent");
      const sourceChanges =
        state === "outdated" && own && other
          ? kind.textFields
              .filter((field) => (own.sourceFields?.[field.name] ?? "") !== (other.fields[field.name] ?? ""))
              .map((field) => ({ field: field.name, ...diffWords(own.sourceFields?.[field.name] ?? "", other.fields[field.name] ?? "") }))
          : [];
      return [lang, { state, sourceChanges }];
    }),
  ) as Record<Lang, TranslationView>;
  const status = publicStatus(item, new Date());
  return {
    kindName,
    id: item.id,
    version: item.version,
    saved: formValues(kind, snapshotOf(item)),
    updatedAt: item.updatedAt,
    draft: draft && { values: draft.values, savedAt: draft.savedAt, savedBy: draft.savedBy },
    status,
    publishAt: item.publishAt,
    translations,
    // An item's own page; a fixed entry's page that shows it; none for people and sponsors.
    publicPath: status === "published" ? (hasItemPages(kind) ? `${kind.path}/${item.slug}` : (kind.entries?.[item.slug]?.path ?? kind.path ?? null)) : null,
    titles: { en: item.texts.en?.fields[kind.titleField] ?? null, am: item.texts.am?.fields[kind.titleField] ?? null },
    may,
    images,
    now,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = itemId(params.id);
  if (id === null) throw new Response("Not found", { status: 404 });
  return editorAction(request, context.get(appServicesContext), context.get(staffContext), contentKindOf(params.kind), id);
}

export default function ContentEditorPage({ actionData }: Route.ComponentProps) {
  const data = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const textsContent = useContentStaffTexts();
  const lang = useLang();
  const [search] = useSearchParams();
  const kind = contentKinds[data.kindName];
  const moment = (iso: string) => formatMoment(iso, lang, organisation.timeZone);
  const conflict = actionData && "conflict" in actionData ? actionData : undefined;
  const refused = actionData && "problems" in actionData ? actionData : undefined;
  const outcome = actionData && "outcome" in actionData ? actionData : undefined;
  const mine = conflict?.mine ?? refused?.mine;
  const draft = outcome?.outcome === "discarded" ? null : data.draft;
  const initial = useMemo(() => (mine ? formValues(kind, mine) : (draft?.values ?? data.saved)), [kind, mine, draft, data.saved]);
  const version = conflict ? conflict.conflict.version : data.version;
  const outcomeTexts: Record<EditorOutcome, string> = {
    saved: textsContent.content.saved,
    published: textsContent.content.published,
    scheduled: fill(textsContent.content.scheduled, { date: (outcome?.at ?? data.publishAt) ? moment(outcome?.at ?? data.publishAt ?? "") : "" }),
    unpublished: textsContent.content.unpublished,
    confirmed: textsContent.content.confirmed,
    discarded: textsContent.content.draft.discarded,
    restored: textsContent.content.history.restored,
  };
  const outcomeText = outcome && outcomeTexts[outcome.outcome];
  // A new item: "Created.", and what else its first save did when it was published or scheduled at once.
  const created = actionData ? null : search.get("created");
  const createdText =
    created && [textsContent.content.created, created === "published" || created === "scheduled" ? outcomeTexts[created] : ""].join(" ").trim();
  const notices = (
    <>
      {createdText && <Notice>{createdText}</Notice>}
      {search.get("restored") && !actionData && <Notice>{textsContent.content.history.restored}</Notice>}
      {outcomeText && <Notice>{outcomeText}</Notice>}
      {conflict && (
        <section role="alert" aria-labelledby="conflict-title" className="mb-6 rounded-xl border-s-8 border-ember-700 bg-ember-50 p-4" data-testid="conflict">
          <h2 id="conflict-title" className="text-xl font-bold text-ember-700">
            {textsContent.content.conflict.title}
          </h2>
          <p className="mt-2">{fill(textsContent.content.conflict.intro, { who: conflict.conflict.who ?? "", time: moment(conflict.conflict.at) })}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-start text-sm">
              <thead>
                <tr>
                  <th className="p-2 text-start">{textsContent.content.conflict.field}</th>
                  <th className="p-2 text-start">{textsContent.content.conflict.theirs}</th>
                  <th className="p-2 text-start">{textsContent.content.conflict.mine}</th>
                </tr>
              </thead>
              <tbody>
                {snapshotChanges(kind, conflict.conflict.theirs, conflict.mine).map((change) => {
                  const label = change.lang
                    ? `${kind.textFields.find((field) => field.name === change.field)?.label[lang]} (${texts.languages[change.lang]})`
                    : change.field === "slug"
                      ? textsContent.content.slug
                      : (kind.itemFields.find((field) => field.name === change.field)?.label[lang] ?? change.field);
                  const [theirs, mineText] = [conflict.conflict.theirs, conflict.mine].map((snapshot) =>
                    change.lang
                      ? (snapshot.texts[change.lang]?.[change.field] ?? "")
                      : String(change.field === "slug" ? snapshot.slug : snapshot.fields[change.field]),
                  );
                  return (
                    <tr key={change.name} className="border-t border-ember-700/20 align-top">
                      <th className="p-2 text-start font-semibold">{label}</th>
                      <td lang={change.lang} className="whitespace-pre-wrap p-2" data-testid="theirs">
                        {theirs}
                      </td>
                      <td lang={change.lang} className="whitespace-pre-wrap p-2" data-testid="mine">
                        {mineText}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {draft && !mine && (
        <div className="mb-6 rounded-xl border-s-8 border-gold-300 bg-gold-100 p-4" data-testid="server-draft">
          <p className="font-semibold">{fill(textsContent.content.draft.fromServer, { time: moment(draft.savedAt), who: draft.savedBy ?? "" })}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="version" value={data.version} />
            <button type="submit" name="intent" value="discard-draft" className="btn btn-outline">
              {textsContent.content.draft.discard}
            </button>
          </Form>
        </div>
      )}
    </>
  );
  const key = [version, conflict ? "conflict" : refused ? "refused" : "", draft?.savedAt ?? ""].join(":");
  return (
    <>
      <StaffHeading
        title={editorTitle(data.id === null ? textsContent.content.newTitle : textsContent.content.editTitle, kind.kind, lang)}
        intro={data.titles[lang] ?? data.titles.en ?? data.titles.am ?? undefined}
      />
      <ContentEditor
        key={key}
        kind={kind}
        id={data.id}
        version={version}
        initial={initial}
        storedAt={draft?.savedAt ?? data.updatedAt}
        status={data.status}
        publishAt={data.publishAt}
        translations={data.translations}
        problems={refused?.problems ?? {}}
        publicPath={data.publicPath && localizePath(data.publicPath, lang)}
        saved={Boolean(outcome)}
        notices={notices}
        may={data.may}
        images={data.images}
        now={data.now}
      />
    </>
  );
}
