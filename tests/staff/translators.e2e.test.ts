/**
 * A translator writes their own language and nothing else, on the server, whatever a form sends (issue 29): as a
 * translator for each language, on both databases, every intent of the editor and its autosave, sent with the other
 * language's text or the item's fields changed, is refused in the staff member's language and writes nothing; their
 * own language's save, autosave and discarded draft work on every kind, seeded entries included (stored before the
 * kinds had some of their fields).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ContentKind, hasItemPages, type ItemField } from "#app/content/kinds.ts";
import { type ContentKindName, contentKinds } from "#app/content/registry.ts";
import { formValues, snapshotSchema, textInputName } from "#app/content/schema.ts";
import { loadItem, saveDraft, saveItem, snapshotOf } from "#app/content/store.server.ts";
import { type Lang, languages, localizePath } from "#app/i18n/language.ts";
import { adminTexts } from "#app/staff/shared/texts.ts";
import { closeServerDatabases, serverDatabase } from "../support/database.ts";
import { backends } from "../support/forms.ts";
import type { Backend } from "../support/server.ts";
import { publishedPhoto, request, signedInSession } from "../support/staff.ts";

afterAll(closeServerDatabases);

const kindNames = Object.keys(contentKinds) as ContentKindName[];
const other = (lang: Lang): Lang => (lang === "en" ? "am" : "en");
const setup = { actor: "translators-test@example.org", audit: async () => {} };

/** A valid value of each kind of item field, for the items the test makes. */
function sampleValue(field: ItemField, photo: number): string | number | boolean {
  switch (field.input) {
    case "date":
      return "2031-05-04";
    case "time":
      return "10:00";
    case "number":
      return field.initial ?? field.min;
    case "text":
      return "Sample";
    case "email":
      return "sample@example.org";
    case "phone":
      return "+1 503 555 0100";
    case "url":
      return "https://example.org/sample";
    case "choice":
      return field.options[0] ?? "";
    case "flag":
      return false;
    case "image":
    case "images":
      return String(photo);
  }
}

/** One item field a tampered form changes, with a valid new value (none for a kind without fields: page text). */
function changedField(kind: ContentKind, stored: Record<string, string>, tag: string): [string, string] | undefined {
  const order = ["url", "email", "phone", "text", "number", "date"];
  const field = kind.itemFields.filter((each) => order.includes(each.input)).sort((a, b) => order.indexOf(a.input) - order.indexOf(b.input))[0];
  if (!field) return undefined;
  const was = stored[field.name] ?? "";
  const value: Record<string, string> = {
    url: `https://attacker.example/${tag}`,
    email: `attacker-${tag}@example.org`,
    phone: "+1 503 555 0199",
    text: `Attacker ${tag}`,
    number: String(field.input === "number" && Number(was) >= field.max ? Number(was) - 1 : Number(was) + 1),
    date: was === "2031-05-05" ? "2031-05-06" : "2031-05-05",
  };
  return [field.name, value[field.input] ?? ""];
}

/** Everything of an item the editor could write: the item, its texts, its draft, its revisions. */
async function stateOf(backend: Backend, id: number) {
  const db = serverDatabase(backend);
  return {
    item: await db.get("SELECT slug, fields, status, publish_at, version, updated_at, updated_by FROM content_items WHERE id = ?", [id]),
    texts: await db.all("SELECT lang, fields, revision, source_revision, source_fields, updated_at FROM content_texts WHERE item_id = ? ORDER BY lang", [id]),
    draft: await db.get("SELECT base_version, snapshot, saved_by FROM content_drafts WHERE item_id = ?", [id]),
    revisions: await db.get("SELECT COUNT(*) AS n FROM content_revisions WHERE item_id = ?", [id]),
  };
}

describe.each(backends)("a translator on %s", (backend) => {
  const tag = `tr${randomBytes(4).toString("hex")}`;
  const sessions = {} as Record<Lang, { cookie: string; email: string }>;
  /** Per kind: an item the test made, and a seeded item never edited, if the kind has one. */
  const items = {} as Record<ContentKindName, { id: number; seeded?: number }>;

  beforeAll(async () => {
    const db = serverDatabase(backend);
    for (const lang of languages) {
      const { login, sessionId } = await signedInSession(backend, `translator-${lang}`, { role: "translator", translates: lang });
      sessions[lang] = { cookie: sessionId, email: login.email };
    }
    const photo = await publishedPhoto(backend, { en: `Photo ${tag}`, am: `ፎቶ ${tag}` });
    for (const kindName of kindNames) {
      const kind: ContentKind = contentKinds[kindName];
      const row = await db.get<{ id: number | null }>("SELECT MAX(id) AS id FROM content_items WHERE kind = ? AND updated_by IS NULL AND version = 1", [
        kindName,
      ]);
      const seeded = row?.id ? Number(row.id) : undefined;
      // A fixed kind's entry of the test's own is a draft no page shows (an entry's slug names the page block it fills).
      const snapshot = snapshotSchema(kind).parse({
        slug: `translators-${kindName}-${tag}`,
        fields: Object.fromEntries(kind.itemFields.map((field) => [field.name, sampleValue(field, photo.id)])),
        texts: Object.fromEntries(
          languages.map((lang) => [lang, Object.fromEntries(kind.textFields.map((field) => [field.name, `${field.name} ${lang} ${tag}`.slice(0, field.max)]))]),
        ),
      });
      // Published where it has a page of its own, to see that page stay as it was.
      const saved = await saveItem(db, { kind: kindName, snapshot, action: hasItemPages(kind) ? "publish" : "save" }, setup);
      if (saved.outcome !== "saved") throw new Error(`${kindName}: ${saved.outcome}`);
      items[kindName] = { id: saved.id, seeded };
    }
  });

  // A fixed kind's entry of the test's own would be listed beside the real one in the staff area's fixed entries, which
  // other tests open by name: it goes once this file is done.
  afterAll(async () => {
    for (const kindName of kindNames)
      if ("fixed" in contentKinds[kindName]) await serverDatabase(backend).run("DELETE FROM content_items WHERE id = ?", [items[kindName].id]);
  });

  const editorPath = (lang: Lang, kindName: ContentKindName, id: number) => localizePath(`/admin/content/${kindName}/${id}`, lang);

  /**
   * The editor's form as the translator's browser sends it: both languages' text (the other one read-only) and, only
   * from a tampered form, the item's fields (the form's fieldset for them is disabled); `changes` over the stored values.
   */
  async function form(kindName: ContentKindName, id: number, changes: Record<string, string>, withFields: boolean) {
    const kind = contentKinds[kindName];
    const item = await loadItem(serverDatabase(backend), id);
    if (!item) throw new Error(`no item ${id}`);
    const values = { ...formValues(kind, snapshotOf(item)), ...changes };
    const isText = (name: string) => languages.some((lang) => name.startsWith(`${lang}.`));
    return { item, values, sent: Object.entries(values).filter(([name]) => withFields || isText(name)) };
  }

  const post = (lang: Lang, path: string, entries: [string, string][]) =>
    request(backend, path, { method: "POST", cookie: sessions[lang].cookie, body: new URLSearchParams(entries) });
  const autosave = (lang: Lang, path: string, version: number, values: Record<string, string>) =>
    request(backend, `${path}/draft`, {
      method: "POST",
      cookie: sessions[lang].cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version, values }),
    });

  const publicPath = (kind: ContentKind, slug: string) => (hasItemPages(kind) ? `${kind.path}/${slug}` : (kind.entries?.[slug]?.path ?? kind.path));

  /** Every intent and the autosave on one item, with the other language's text or an item field changed: refused, nothing written. */
  async function refusedOn(lang: Lang, kindName: ContentKindName, id: number) {
    const kind: ContentKind = contentKinds[kindName];
    const path = editorPath(lang, kindName, id);
    const titleOf = (language: Lang) => textInputName(language, kind.titleField);
    const stored = await form(kindName, id, {}, false);
    const variants: [string, Record<string, string>, boolean][] = [
      ["the other language's text", { [titleOf(lang)]: `Mine ${tag}`, [titleOf(other(lang))]: `Overwritten ${tag}` }, false],
    ];
    const field = changedField(kind, stored.values, tag);
    if (field) variants.push(["an item field", { [titleOf(lang)]: `Mine ${tag}`, [field[0]]: field[1] }, true]);
    const intents = ["save", "publish", "schedule", "unpublish", `confirm:${lang}`, `confirm:${other(lang)}`, "discard-draft"];
    const refusal = adminTexts[lang].forbidden;

    for (const [what, changes, withFields] of variants) {
      for (const intent of intents) {
        const label = `${kindName} ${intent} with ${what}`;
        const { item, values, sent } = await form(kindName, id, changes, withFields);
        // Discarding removes the server's draft: here one holding these changes, as an editor's autosave keeps it.
        if (intent === "discard-draft") await saveDraft(serverDatabase(backend), id, item.version, values, setup.actor);
        const before = await stateOf(backend, id);
        const response = await post(lang, path, [...sent, ["version", String(item.version)], ["intent", intent], ["publishAt", "2031-01-01T10:00"]]);
        const body = await response.text();
        // A fixed entry is never unpublished, by anyone: that post is a bad request before any role is asked.
        expect(response.status, label).toBe(kind.fixed && intent === "unpublish" ? 400 : 403);
        if (response.status === 403) {
          expect(body, label).toContain(refusal.title);
          // Publication is never a translator's, whatever else the post changes.
          const reason = withFields || ["publish", "schedule", "unpublish"].includes(intent) ? "translatorItem" : "otherLanguage";
          expect(body, label).toContain(refusal.content[reason].replaceAll("'", "&#x27;"));
        }
        expect(await stateOf(backend, id), label).toEqual(before);
        await serverDatabase(backend).run("DELETE FROM content_drafts WHERE item_id = ?", [id]);
      }
      const { item, values } = await form(kindName, id, changes, withFields);
      const before = await stateOf(backend, id);
      const response = await autosave(lang, path, item.version, values);
      expect(response.status, `${kindName} autosave with ${what}`).toBe(403);
      expect(await stateOf(backend, id), `${kindName} autosave with ${what}`).toEqual(before);
    }

    // The public page shows what it showed: nothing a refused post sent.
    const page = publicPath(kind, stored.item.slug);
    if (stored.item.status === "published" && page)
      for (const language of languages) {
        const response = await request(backend, localizePath(page, language));
        expect(response.status).toBe(200);
        expect(await response.text()).not.toMatch(new RegExp(`Overwritten ${tag}|Mine ${tag}|attacker[.-]|Attacker ${tag}`));
      }
  }

  for (const lang of languages)
    test.each(kindNames)(`as the ${lang} translator, every post that changes the other language or the item's fields is refused (%s)`, async (kindName) => {
      for (const id of [items[kindName].id, items[kindName].seeded].filter((each) => each !== undefined)) await refusedOn(lang, kindName, id);
    });

  for (const lang of languages)
    test.each(kindNames)(`as the ${lang} translator, their own language is saved, autosaved and its draft discarded (%s)`, async (kindName) => {
      const kind = contentKinds[kindName];
      const { id, seeded } = items[kindName];
      const path = editorPath(lang, kindName, id);
      const own = textInputName(lang, kind.titleField);
      const db = serverDatabase(backend);

      // The other language's draft (an editor's, kept by the autosave) is not offered to the translator: they could not save it.
      const start = await form(kindName, id, { [textInputName(other(lang), kind.titleField)]: `Editors draft ${tag}` }, true);
      await saveDraft(db, id, start.item.version, start.values, setup.actor);
      expect(await (await request(backend, path, { cookie: sessions[lang].cookie })).text()).not.toContain(`Editors draft ${tag}`);

      // Their own language's autosave replaces it, and they may discard that draft.
      const typing = await form(kindName, id, { [own]: `Typing ${lang} ${tag}` }, true);
      const saved = await autosave(lang, path, typing.item.version, typing.values);
      expect(saved.status).toBe(200);
      expect(JSON.parse(String((await stateOf(backend, id)).draft?.snapshot))).toEqual(typing.values);
      expect(
        (
          await post(lang, path, [
            ["version", String(typing.item.version)],
            ["intent", "discard-draft"],
          ])
        ).status,
      ).toBe(200);
      expect((await stateOf(backend, id)).draft).toBeUndefined();

      // A save of their language's text: written, and nothing else.
      const title = `Mine ${lang} ${kindName} ${tag}`.slice(0, 60);
      const { item, sent } = await form(kindName, id, { [own]: title }, false);
      const response = await post(lang, path, [...sent, ["version", String(item.version)], ["intent", "save"]]);
      expect(response.status, kindName).toBe(200);
      const after = await loadItem(db, id);
      expect(after?.version).toBe(item.version + 1);
      expect(after?.updatedBy).toBe(sessions[lang].email);
      expect(after?.texts[lang]?.fields[kind.titleField]).toBe(title);
      expect(after?.texts[other(lang)]?.fields).toEqual(item.texts[other(lang)]?.fields);
      expect(after?.texts[other(lang)]?.revision).toBe(item.texts[other(lang)]?.revision);
      expect({ slug: after?.slug, fields: after?.fields }).toEqual({ slug: item.slug, fields: item.fields });

      // A seeded item, never edited: the form sends its text as it is, without the fields its kind gained since.
      if (seeded !== undefined) {
        const was = await form(kindName, seeded, {}, false);
        const answer = await post(lang, editorPath(lang, kindName, seeded), [...was.sent, ["version", String(was.item.version)], ["intent", "save"]]);
        expect(answer.status, `${kindName} seeded ${seeded}`).toBe(200);
        const now = await loadItem(db, seeded);
        expect(now?.version).toBe(was.item.version + 1);
        expect(snapshotOf(now ?? was.item)).toEqual(snapshotOf(was.item));
      }
    });
});
