import { beforeAll, describe, expect, test } from "vitest";
import type { ContentSnapshot } from "#app/content/kinds.ts";
import {
  countRevisions,
  findPublished,
  listRevisions,
  loadItem,
  publicationStamp,
  publishedPaths,
  restoreRevision,
  revisionBefore,
  saveItem,
  snapshotOf,
  translationQueue,
} from "#app/content/store.server.ts";
import { recordAudit } from "#app/staff/shared/audit.server.ts";
import type { Database } from "#app/storage/database.server.ts";
import type { ContentWriter } from "#app/storage/public-changes.server.ts";
import { seededArticleSlugs } from "../support/pages.ts";
import { testBackends, useTestDatabases } from "../support/test-databases.ts";

/** The content store on both databases: seeding, translation state, revisions, slugs, conflicts, scheduling. */
const databases = useTestDatabases();

const writer = (actor: string): ContentWriter => ({ actor, audit: (q, entry) => recordAudit(q, { actor, ...entry }) });
const hirut = writer("hirut@example.org");
const yonas = writer("yonas@example.org");

const amharic = { title: "የክረምት ትምህርት ቤት ምረቃ", excerpt: "ተማሪዎቻችን ተመረቁ።", author: "ሂሩት", body: "ዛሬ ደስ ብሎናል።" };
const english = { title: "Summer school graduation", excerpt: "Our students graduated.", author: "Hirut", body: "A happy day." };
const article = (slug: string, texts: ContentSnapshot["texts"]): ContentSnapshot => ({
  slug,
  fields: { date: "2026-11-20", category: "education", featured: false },
  texts,
});

async function saved(db: Database, request: Parameters<typeof saveItem>[1], who: ContentWriter) {
  const result = await saveItem(db, request, who);
  if (result.outcome !== "saved") throw new Error(`not saved: ${result.outcome}`);
  return result;
}

for (const backend of testBackends) {
  describe(`the content store on ${backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await databases.open(backend);
    });

    test("the seeded news articles are published in both languages, at their addresses in both languages", async () => {
      const paths = await publishedPaths(db);
      expect(seededArticleSlugs.length).toBeGreaterThanOrEqual(6);
      for (const slug of seededArticleSlugs) expect(paths).toEqual(expect.arrayContaining([`/news/${slug}`, `/am/news/${slug}`]));
      expect(await translationQueue(db)).toEqual([]);
    });

    test("an article written in Amharic only needs English; the English makes both current; an Amharic edit flags the English until confirmed", async () => {
      const { id } = await saved(db, { kind: "news", snapshot: article("mereqa", { en: null, am: amharic }), action: "publish" }, hirut);
      let item = await loadItem(db, id);
      expect(item?.texts.en).toBeNull();
      expect((await translationQueue(db)).map((each) => each.id)).toEqual([id]);
      expect(await findPublished(db, "news", "mereqa")).toMatchObject({ item: { texts: { en: null, am: amharic } } });

      await saved(db, { kind: "news", id, baseVersion: 1, snapshot: article("mereqa", { en: english, am: amharic }), action: "save" }, yonas);
      item = await loadItem(db, id);
      expect([item?.texts.en?.translation, item?.texts.am?.translation]).toEqual(["current", "current"]);
      expect(await translationQueue(db)).toEqual([]);

      const edited = { ...amharic, body: "ዛሬ በጣም ደስ ብሎናል።" };
      await saved(db, { kind: "news", id, baseVersion: 2, snapshot: article("mereqa", { en: english, am: edited }), action: "save" }, hirut);
      item = await loadItem(db, id);
      expect(item?.texts.en?.translation).toBe("outdated");
      expect(item?.texts.am?.translation).toBe("current");
      // What the English was translated from, to show the translator what changed.
      expect(item?.texts.en?.sourceFields?.body).toBe(amharic.body);
      expect((await translationQueue(db)).map((each) => each.id)).toEqual([id]);

      await saved(db, { kind: "news", id, baseVersion: 3, snapshot: snapshotOf(item!), action: "confirm", confirm: "en" }, yonas);
      item = await loadItem(db, id);
      expect(item?.texts.en?.translation).toBe("current");
      expect(item?.texts.en?.sourceFields?.body).toBe(edited.body);
    });

    test("every change is a revision with its author and snapshot; restoring an earlier one is a revision too", async () => {
      const { id } = await saved(db, { kind: "news", snapshot: article("revisions", { en: english, am: null }), action: "save" }, hirut);
      await saved(
        db,
        { kind: "news", id, baseVersion: 1, snapshot: article("revisions", { en: { ...english, title: "Changed" }, am: null }), action: "save" },
        yonas,
      );
      let revisions = await listRevisions(db, id);
      expect(revisions.map((revision) => [revision.version, revision.actor, revision.action])).toEqual([
        [2, "yonas@example.org", "save"],
        [1, "hirut@example.org", "create"],
      ]);
      const first = revisions.at(-1)!;
      expect((await restoreRevision(db, id, first.id, 2, hirut)).outcome).toBe("saved");
      expect((await loadItem(db, id))?.texts.en?.fields.title).toBe(english.title);
      revisions = await listRevisions(db, id);
      expect(revisions[0]).toMatchObject({ version: 3, action: "restore", actor: "hirut@example.org" });
      const audit = await db.all<{ action: string }>("SELECT action FROM audit_log WHERE subject = 'news/revisions' ORDER BY id");
      expect(audit.map((entry) => entry.action)).toEqual(["content.create", "content.save", "content.restore"]);
    });

    test("a changed slug keeps the old one, which leads to the new; another article cannot take a slug in use", async () => {
      const { id } = await saved(db, { kind: "news", snapshot: article("old-name", { en: english, am: amharic }), action: "publish" }, hirut);
      await saved(db, { kind: "news", id, baseVersion: 1, snapshot: article("new-name", { en: english, am: amharic }), action: "save" }, hirut);
      expect(await findPublished(db, "news", "old-name")).toEqual({ redirectTo: "new-name" });
      expect(await findPublished(db, "news", "new-name")).toMatchObject({ item: { id } });
      expect(await publishedPaths(db)).not.toContain("/news/old-name");
      expect((await saveItem(db, { kind: "news", snapshot: article("new-name", { en: english, am: null }), action: "save" }, yonas)).outcome).toBe("slugTaken");
      // An old slug may be reused by a new article, which then owns it.
      const other = await saved(db, { kind: "news", snapshot: article("old-name", { en: english, am: null }), action: "publish" }, yonas);
      expect(await findPublished(db, "news", "old-name")).toMatchObject({ item: { id: other.id } });
    });

    test("a save from an older version is a conflict: nothing is overwritten, the losing text is kept as a revision, compared with the version it lost to", async () => {
      const { id } = await saved(db, { kind: "news", snapshot: article("conflict", { en: english, am: null }), action: "save" }, hirut);
      await saved(
        db,
        { kind: "news", id, baseVersion: 1, snapshot: article("conflict", { en: { ...english, body: "Hirut's text" }, am: null }), action: "save" },
        hirut,
      );
      const late = await saveItem(
        db,
        { kind: "news", id, baseVersion: 1, snapshot: article("conflict", { en: { ...english, body: "Yonas's text" }, am: null }), action: "save" },
        yonas,
      );
      expect(late.outcome).toBe("conflict");
      if (late.outcome === "conflict") expect(late.current.texts.en?.fields.body).toBe("Hirut's text");
      expect((await loadItem(db, id))?.texts.en?.fields.body).toBe("Hirut's text");
      const kept = (await listRevisions(db, id)).find((revision) => revision.action === "conflict");
      expect(kept).toMatchObject({ actor: "yonas@example.org", snapshot: { texts: { en: { body: "Yonas's text" } } } });

      // The revisions page compares the conflict with the version it lost to, and the next save with the one before it.
      await saved(
        db,
        { kind: "news", id, baseVersion: 2, snapshot: article("conflict", { en: { ...english, body: "Both texts" }, am: null }), action: "save" },
        hirut,
      );
      expect(await countRevisions(db, id)).toBe(4);
      const [newest, conflict, ...rest] = await listRevisions(db, id, { limit: 2, offset: 0 });
      expect(rest).toEqual([]);
      expect(conflict?.action).toBe("conflict");
      expect((await listRevisions(db, id, { limit: 2, offset: 2 })).map((revision) => revision.version)).toEqual([2, 1]);
      for (const revision of [newest!, conflict!]) expect((await revisionBefore(db, id, revision))?.snapshot.texts.en?.body).toBe("Hirut's text");
    });

    test("a scheduled article appears when its time comes, and the publication stamp changes then", async () => {
      const now = new Date();
      const inAnHour = new Date(now.getTime() + 3_600_000);
      const later = new Date(now.getTime() + 7_200_000);
      const before = await publicationStamp(db, now);
      const { id } = await saved(
        db,
        { kind: "news", snapshot: article("scheduled", { en: english, am: amharic }), action: "schedule", publishAt: inAnHour.toISOString(), now },
        hirut,
      );
      expect(await findPublished(db, "news", "scheduled", now)).toBeUndefined();
      expect(await publishedPaths(db, now)).not.toContain("/news/scheduled");
      const scheduled = await publicationStamp(db, now);
      expect(scheduled).not.toBe(before);
      // Nothing else changed, yet the stamp moves once the time has passed.
      expect(await publicationStamp(db, now)).toBe(scheduled);
      expect(await publicationStamp(db, later)).not.toBe(scheduled);
      expect(await findPublished(db, "news", "scheduled", later)).toMatchObject({ item: { id } });
      expect(await publishedPaths(db, later)).toContain("/am/news/scheduled");
    });

    test("the stamp changes on every change the public sees, and not on a draft's", async () => {
      const draft = await saved(db, { kind: "news", snapshot: article("quiet-draft", { en: english, am: null }), action: "save" }, hirut);
      let stamp = await publicationStamp(db);
      await saved(
        db,
        {
          kind: "news",
          id: draft.id,
          baseVersion: 1,
          snapshot: article("quiet-draft", { en: { ...english, title: "Still a draft" }, am: null }),
          action: "save",
        },
        hirut,
      );
      expect(await publicationStamp(db)).toBe(stamp);
      for (const action of ["publish", "save", "unpublish"] as const) {
        const item = await loadItem(db, draft.id);
        await saved(db, { kind: "news", id: draft.id, baseVersion: item!.version, snapshot: { ...snapshotOf(item!), slug: `quiet-${action}` }, action }, hirut);
        const next = await publicationStamp(db);
        expect(next, action).not.toBe(stamp);
        stamp = next;
      }
    });
  });
}
