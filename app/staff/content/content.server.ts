import { data, redirect } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import { type ContentKind, type ContentSnapshot, imageFieldsOf, imageIdsOf } from "#app/content/kinds.ts";
import { markdownImageIds } from "#app/content/markdown.ts";
import { type ContentActor, type ContentChange, type ContentRefusal, contentRefusal } from "#app/content/permissions.ts";
import { type ContentKindName, contentKinds, isContentKind } from "#app/content/registry.ts";
import { type ContentProblem, formValues, problemsOf, snapshotInput, snapshotSchema, textInputName } from "#app/content/schema.ts";
import { slugify } from "#app/content/slug.ts";
import { type ContentItem, type DraftValues, discardDraft, loadDraft, loadItem, type SaveAction, saveItem, snapshotOf } from "#app/content/store.server.ts";
import { readFormBody } from "#app/http/form-body.server.ts";
import type { AppServices } from "#app/http/services.server.ts";
import { isLang, type Lang, languages, localizePath } from "#app/i18n/language.ts";
import { zonedMoment } from "#app/i18n/zoned-day.ts";
import { mediaPath } from "#app/media/image-variants.ts";
import { listPublishedMedia, publishedMedia } from "#app/media/store.server.ts";
import type { StaffAccount } from "#app/staff/shared/accounts.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Forbidden } from "#app/staff/shared/forbidden.ts";
import { can } from "#app/staff/shared/permissions.ts";
import type { PickableImage } from "#app/staff/shared/pickable-image.ts";
import type { Queryable } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";

/** The staff member as the content store's permission rule sees them: editors and administrators edit, a translator writes one language. */
export const contentActor = (staff: StaffAccount): ContentActor => ({
  edits: can(staff.role, "content"),
  translates: can(staff.role, "translate") ? staff.translates : null,
});

/** What the editor lets a staff member change, from the same rule the action applies. */
export interface ContentAllowance {
  langs: Lang[];
  itemFields: boolean;
  publication: boolean;
}

export function contentAllowance(staff: StaffAccount): ContentAllowance {
  const actor = contentActor(staff);
  const allowed = (change: ContentChange) => contentRefusal(actor, change) === null;
  return {
    langs: languages.filter((lang) => allowed({ langs: [lang], itemFields: false, publication: false })),
    itemFields: allowed({ langs: [], itemFields: true, publication: false }),
    publication: allowed({ langs: [], itemFields: false, publication: true }),
  };
}

/** The staff area's refusal page (forbidden-page.tsx) for a change the content store's rule refused, saying why. */
export const contentForbidden = (staff: StaffAccount, refusal: ContentRefusal) =>
  data({ forbidden: true, staffEmail: staff.email, role: staff.role, refusal } satisfies Forbidden, { status: 403 });

/** Who writes, with the staff area's audit log written in the content store's transaction. */
export const contentWriter = (staff: StaffAccount): ContentWriter => ({
  actor: staff.email,
  audit: (q, entry) => recordAudit(q, { actor: staff.email, ...entry }),
});

export function contentKindOf(param: string | undefined): ContentKindName {
  if (!isContentKind(param)) throw data("Not found", { status: 404 });
  return param;
}

/** The editor's address of an item, in the page's language. */
export const editorPath = (kind: string, id: number, lang: Lang, suffix = "") => localizePath(`/admin/content/${kind}/${id}${suffix}`, lang);

export type EditorOutcome = "saved" | "published" | "scheduled" | "unpublished" | "confirmed" | "discarded" | "restored";

export type EditorActionData =
  | { outcome: EditorOutcome; at?: string }
  | { problems: Record<string, ContentProblem>; mine: ContentSnapshot }
  | { conflict: { theirs: ContentSnapshot; who: string | null; at: string; version: number }; mine: ContentSnapshot };

const intents = ["save", "publish", "schedule", "unpublish", "confirm", "discard-draft"] as const;
type Intent = (typeof intents)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an entry changes of the stored item: the languages whose text differs, and whether the item's own fields do.
 * The stored item is read as the form shows it and the action reads the form, so what differs only in form is no
 * change (a field the kind gained after the item was saved, shown empty or at its first option; spaces, line ends).
 */
function differences(kind: ContentKind, before: ContentItem, after: ContentSnapshot) {
  const shown = formValues(kind, snapshotOf(before));
  const parsed = snapshotSchema(kind).safeParse(snapshotInput(kind, (name) => shown[name] ?? null));
  const was = parsed.success ? parsed.data : snapshotOf(before);
  return {
    langs: languages.filter((lang) => !same(was.texts[lang], after.texts[lang])),
    itemFields: was.slug !== after.slug || !same(was.fields, after.fields),
  };
}

/**
 * What a draft (the editor's inputs by name, as the autosave keeps them) changes of the stored item, input by input
 * as the form shows them: a name that is no language's text is the item's.
 */
export function draftChange(kind: ContentKind, item: ContentItem, values: DraftValues): ContentChange {
  const shown = formValues(kind, snapshotOf(item));
  const normal = (value: string | undefined) => (value ?? "").replace(/\r\n?/g, "\n").trim();
  const langOf = (name: string) => languages.find((lang) => kind.textFields.some((field) => textInputName(lang, field.name) === name));
  const changed = Object.keys(values).filter((name) => normal(values[name]) !== normal(shown[name]));
  return {
    langs: languages.filter((lang) => changed.some((name) => langOf(name) === lang)),
    itemFields: changed.some((name) => !langOf(name)),
    publication: false,
  };
}

/** What a kind's image fields and texts may show: every published image (none for a kind that shows none). */
export async function pickableImages(q: Queryable, kind: ContentKind): Promise<PickableImage[]> {
  if (!imageFieldsOf(kind).length && !kind.textFields.some((field) => field.images)) return [];
  return publishedPickableImages(q);
}

/** Every published image, newest first, as a small JPEG: what the pickers offer (a newsletter's text too). */
export async function publishedPickableImages(q: Queryable): Promise<PickableImage[]> {
  return (await listPublishedMedia(q)).map((item) => {
    const thumb = item.variants.find((variant) => variant.format === "jpeg") ?? item.variants[0];
    return {
      id: item.id,
      thumb: mediaPath(thumb?.fileName ?? ""),
      width: thumb?.width ?? item.width,
      height: thumb?.height ?? item.height,
      alt: { en: item.texts.en.alt, am: item.texts.am.alt },
    };
  });
}

/**
 * Image fields (and texts) whose newly chosen images are not published (a draft, one taken off since the page was loaded, a
 * made-up id): the schema checks only the value's form. Images chosen before stay, published or not: the public
 * pages leave out an unpublished one, and a translator's save must not fail over the item's fields.
 */
async function unpublishedImages(q: Queryable, kind: ContentKind, snapshot: ContentSnapshot, before: ContentItem | undefined) {
  const problems: Record<string, ContentProblem> = {};
  for (const field of imageFieldsOf(kind)) {
    const kept = new Set(imageIdsOf(before?.fields[field.name]));
    const chosen = imageIdsOf(snapshot.fields[field.name]).filter((id) => !kept.has(id));
    const published = await publishedMedia(q, chosen);
    if (chosen.some((id) => !published.has(id))) problems[field.name] = "image";
  }
  // The same for the image lines of a text (`![](media:12)`), in each language: only those it did not show before.
  for (const field of kind.textFields.filter((each) => each.images))
    for (const lang of languages) {
      const kept = new Set(markdownImageIds(before?.texts[lang]?.fields[field.name] ?? ""));
      const shown = markdownImageIds(snapshot.texts[lang]?.[field.name] ?? "").filter((id) => !kept.has(id));
      const published = await publishedMedia(q, shown);
      if (shown.some((id) => !published.has(id))) problems[textInputName(lang, field.name)] = "textImage";
    }
  return problems;
}

/**
 * The editor's form post, with or without JavaScript: validates the entry with the kind's schema (the same
 * the browser uses), checks the actor may make the change, and saves it with the version the form was
 * loaded with. A new item redirects to its own editor.
 */
export async function editorAction(
  request: Request,
  { db, publicSiteChanged }: Pick<AppServices, "db" | "publicSiteChanged">,
  staff: StaffAccount,
  kindName: ContentKindName,
  id: number | undefined,
) {
  const kind = contentKinds[kindName];
  const lang = isLang(new URL(request.url).pathname.split("/")[1]) ? ("am" as const) : ("en" as const);
  const form = await readFormBody(request);
  const intent = String(form?.get("intent") ?? "save").split(":")[0] as Intent;
  if (!form || !intents.includes(intent)) throw data("Bad request", { status: 400 });
  const before = id === undefined ? undefined : await loadItem(db, id);
  if (id !== undefined && before?.kind !== kindName) throw data("Not found", { status: 404 });
  const actor = contentActor(staff);
  // A kind of fixed entries (school facts, contact facts, page text): edited and published, never created, unpublished or moved.
  const fixed = "fixed" in kind;
  if (fixed && (!before || intent === "unpublish")) throw data("Not found", { status: before ? 400 : 404 });

  if (intent === "discard-draft") {
    // Discarding a draft loses what it changed: only someone who may make those changes may.
    const draft = before && (await loadDraft(db, before.id));
    if (before && draft) {
      const refusal = contentRefusal(actor, draftChange(kind, before, draft.values));
      if (refusal) throw contentForbidden(staff, refusal);
      await discardDraft(db, before.id, draft.savedAt);
    }
    return data<EditorActionData>({ outcome: "discarded" });
  }
  const confirmLang = intent === "confirm" ? String(form.get("intent")).split(":")[1] : undefined;
  const confirm = isLang(confirmLang) ? confirmLang : undefined;
  // A translator's form shows the item's own fields without sending them: what it does not send stays as stored
  // (what it does send is compared with the rest below).
  const unsent: Record<string, string> = before && !contentAllowance(staff).itemFields ? formValues(kind, snapshotOf(before)) : {};
  // Several values under one name are the photos ticked in an album's picker, in the order of the form.
  const input = snapshotInput(kind, (name) => (form.has(name) ? form.getAll(name).map(String).join(",") : (unsent[name] ?? null))) as ContentSnapshot;
  if (fixed && before) input.slug = before.slug;
  // Without scripts the address is left empty for the server to make from a title.
  if (!input.slug)
    input.slug = slugify(input.texts.en?.[kind.titleField] || input.texts.am?.[kind.titleField] || "") || `${kindName}-${Date.now().toString(36)}`;
  const parsed = snapshotSchema(kind).safeParse(input);
  if (!parsed.success) return data<EditorActionData>({ problems: problemsOf(parsed.error), mine: input }, { status: 400 });
  const snapshot = parsed.data;
  const imageProblems = await unpublishedImages(db, kind, snapshot, before);
  if (Object.keys(imageProblems).length) return data<EditorActionData>({ problems: imageProblems, mine: snapshot }, { status: 400 });

  let publishAt: string | undefined;
  if (intent === "schedule") {
    publishAt = zonedMoment(String(form.get("publishAt") ?? ""), organisation.timeZone);
    if (!publishAt || publishAt <= new Date().toISOString())
      return data<EditorActionData>({ problems: { publishAt: "publishAt" as const }, mine: snapshot }, { status: 400 });
  }
  // The changed languages are those whose text differs, with the one whose translation is confirmed.
  const changed = before ? differences(kind, before, snapshot) : { langs: [...languages], itemFields: true };
  const change: ContentChange = {
    langs: confirm && !changed.langs.includes(confirm) ? [...changed.langs, confirm] : changed.langs,
    itemFields: changed.itemFields,
    publication: !before || ["publish", "schedule", "unpublish"].includes(intent),
  };
  const refusal = contentRefusal(actor, change);
  if (refusal) throw contentForbidden(staff, refusal);
  // What means the same as stored is written as stored: an unchanged text keeps its revision and translation state.
  const stored = before && snapshotOf(before);
  const written: ContentSnapshot = stored
    ? {
        slug: snapshot.slug,
        fields: changed.itemFields ? snapshot.fields : stored.fields,
        texts: Object.fromEntries(
          languages.map((lang) => [lang, changed.langs.includes(lang) ? snapshot.texts[lang] : stored.texts[lang]]),
        ) as ContentSnapshot["texts"],
      }
    : snapshot;

  // The change was judged against the item as loaded here: without a version from the form, the save is checked against that one.
  const baseVersion = Number(form.get("version"));
  const action: SaveAction = intent;
  const result = await saveItem(
    db,
    {
      kind: kindName,
      id,
      baseVersion: Number.isInteger(baseVersion) && baseVersion > 0 ? baseVersion : before?.version,
      snapshot: written,
      action,
      publishAt,
      confirm,
    },
    contentWriter(staff),
  );
  switch (result.outcome) {
    case "missing":
      throw data("Not found", { status: 404 });
    case "slugTaken":
      return data<EditorActionData>({ problems: { slug: "slugTaken" as const }, mine: snapshot }, { status: 409 });
    case "conflict":
      return data<EditorActionData>(
        {
          conflict: { theirs: snapshotOf(result.current), who: result.current.updatedBy, at: result.current.updatedAt, version: result.current.version },
          mine: snapshot,
        },
        { status: 409 },
      );
    case "saved": {
      // The public pages show it by the time the editor's answer arrives (on this server; others within a second).
      await publicSiteChanged();
      const outcomes: Record<Intent, EditorOutcome> = {
        save: "saved",
        publish: "published",
        schedule: "scheduled",
        unpublish: "unpublished",
        confirm: "confirmed",
        "discard-draft": "discarded",
      };
      // A new item's editor opens at its own address, saying what became of it (created, and published or scheduled).
      if (id === undefined) throw redirect(`${editorPath(kindName, result.id, lang)}?created=${outcomes[intent]}`);
      return data<EditorActionData>({ outcome: outcomes[intent], at: publishAt });
    }
  }
}
