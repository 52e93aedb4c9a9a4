import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import type { ContentKind, TranslationState } from "#app/content/kinds.ts";
import { type ContentKindName, contentKinds, isContentKind } from "#app/content/registry.ts";
import { occurrences } from "#app/content/span.ts";
import { type ContentItem, listItems, publicStatus } from "#app/content/store.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatDate, formatMoment } from "#app/i18n/format.ts";
import { type Lang, type Localized, langFromPath, languages } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { PublicStatusBadge, TranslationBadges } from "#app/staff/content/content-badges.tsx";
import { contentStaffTexts, useContentStaffTexts } from "#app/staff/content/texts.ts";
import { cellClass, DataTable } from "#app/staff/shared/staff-list.tsx";
import { StaffHeading } from "#app/staff/shared/staff-shell.tsx";
import { kindInSentence } from "#app/staff/shared/texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/list-page";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, contentStaffTexts[langFromPath(location.pathname)].content.title);

/** What each language of an item needs: a language with no text is "missing" when the other has text, else "absent". */
const translationsOf = (item: ContentItem) =>
  Object.fromEntries(
    languages.map((lang) => [lang, item.texts[lang]?.translation ?? (item.texts[lang === "en" ? "am" : "en"] ? "missing" : "absent")]),
  ) as Record<Lang, TranslationState>;

/** A fixed entry in the list: its name (an entry's own, or its kind's) and what its translation needs. */
interface FixedEntry {
  id: number;
  kind: string;
  label: Localized;
  translations: Record<Lang, TranslationState>;
}

/**
 * /admin/content?kind=events: every item of one kind (news by default) with its status and what its
 * translation needs, tabs for the other kinds, and the site facts (the kinds of fixed entries) above them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("kind");
  const kindName: ContentKindName = isContentKind(asked) && !("fixed" in contentKinds[asked]) ? asked : "news";
  const kind: ContentKind = contentKinds[kindName];
  // The date shown in the list: the kind's first date field (an article's date, an event's first day).
  const dateField = kind.itemFields.find((field) => field.input === "date")?.name;
  const items = await listItems(db, kindName);
  // The kinds of fixed entries (school facts, contact facts, page text): edited, never created. Page text's
  // entries (one per block of a page) are listed under a heading of their own, in the order of their definition.
  const fixed: FixedEntry[] = [];
  const pageText: FixedEntry[] = [];
  for (const fixedKind of Object.values(contentKinds) as ContentKind[]) {
    if (!fixedKind.fixed) continue;
    const items = await listItems(db, fixedKind.kind as ContentKindName);
    const order = fixedKind.fixed;
    items.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    for (const item of items) {
      const entry = { id: item.id, kind: item.kind, label: fixedKind.entries?.[item.slug]?.label ?? fixedKind.label, translations: translationsOf(item) };
      (fixedKind.entries ? pageText : fixed).push(entry);
    }
  }
  return {
    kindName,
    fixed,
    pageText,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      titles: { en: item.texts.en?.fields[kind.titleField] ?? null, am: item.texts.am?.fields[kind.titleField] ?? null },
      // An annual event's next day: it has no date of its own.
      date: dateField ? String(occurrences(kind, item.fields, now.toISOString(), now).at(-1)?.[dateField] ?? "") : "",
      status: publicStatus(item, now),
      updatedAt: item.updatedAt,
      translations: translationsOf(item),
    })),
  };
}

export default function ContentList() {
  const { items, kindName, fixed, pageText } = useLoaderData<typeof loader>();
  const textsContent = useContentStaffTexts();
  const lang = useLang();
  const columns = textsContent.content.columns;
  const kind: ContentKind = contentKinds[kindName];
  return (
    <>
      <StaffHeading title={textsContent.content.title} intro={textsContent.content.intro}>
        <LocalLink to={`/admin/content/${kindName}/new`} className="btn btn-primary">
          <Plus className="h-5 w-5" aria-hidden="true" />
          {fill(textsContent.content.newTitle, { kind: kindInSentence(kind.label, lang) })}
        </LocalLink>
      </StaffHeading>
      <FixedEntries id="fixed" testId="fixed-entries" heading={textsContent.content.fixedHeading} intro={textsContent.content.fixedIntro} entries={fixed} />
      <FixedEntries
        id="page-text"
        testId="page-text-entries"
        heading={textsContent.content.pageTextHeading}
        intro={textsContent.content.pageTextIntro}
        entries={pageText}
      />
      <nav aria-label={textsContent.content.kinds} className="mb-6 flex flex-wrap gap-2">
        {Object.values(contentKinds)
          .filter((each: ContentKind) => !each.fixed)
          .map((each: ContentKind) => (
            <LocalLink
              key={each.kind}
              to={`/admin/content?kind=${each.kind}`}
              aria-current={each.kind === kindName ? "page" : undefined}
              className={`btn ${each.kind === kindName ? "btn-primary" : "btn-outline"}`}
            >
              {(each.listLabel ?? each.label)[lang]}
            </LocalLink>
          ))}
      </nav>
      {items.length === 0 ? (
        <p className="text-ink-soft">{textsContent.content.none}</p>
      ) : (
        <DataTable caption={textsContent.content.title} headings={[columns.title, columns.date, columns.status, columns.translation, columns.updated]}>
          {items.map((item) => {
            const titleLang = item.titles[lang] ? lang : lang === "en" ? "am" : "en";
            return (
              <tr key={item.id} data-testid="content-row">
                <td className={cellClass}>
                  <LocalLink
                    to={`/admin/content/${item.kind}/${item.id}`}
                    lang={titleLang}
                    className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline"
                  >
                    {item.titles[titleLang] || textsContent.content.untitled}
                  </LocalLink>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{item.date ? formatDate(item.date, lang, { dateStyle: "medium" }) : ""}</td>
                <td className={cellClass}>
                  <PublicStatusBadge status={item.status} />
                </td>
                <td className={cellClass}>
                  <TranslationBadges translations={item.translations} />
                </td>
                <td className={`${cellClass} whitespace-nowrap text-ink-soft`}>{formatMoment(item.updatedAt, lang, organisation.timeZone)}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </>
  );
}

/** Fixed entries (site facts, page text): a link to each entry's editor and what its translation needs. */
function FixedEntries({ id, testId, heading, intro, entries }: { id: string; testId: string; heading: string; intro: string; entries: FixedEntry[] }) {
  const lang = useLang();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-8" data-testid={testId}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-forest-800">
        {heading}
      </h2>
      <p className="mt-1 text-ink-soft">{intro}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-sand bg-white p-4 shadow-sm">
            <LocalLink to={`/admin/content/${entry.kind}/${entry.id}`} className="inline-flex min-h-11 items-center font-semibold text-forest-700 underline">
              {entry.label[lang]}
            </LocalLink>
            <div className="mt-2">
              <TranslationBadges translations={entry.translations} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
