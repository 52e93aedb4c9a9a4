import { Plus } from "lucide-react";
import { useLoaderData } from "react-router";
import { organisation } from "#app/config/organisation.ts";
import type { ContentKind } from "#app/content/kinds.ts";
import { type ContentKindName, contentKinds, isContentKind } from "#app/content/registry.ts";
import { listItems, publicStatus } from "#app/content/store.server.ts";
import { appServicesContext } from "#app/http/services.server.ts";
import { fill } from "#app/i18n/fill.ts";
import { formatDate, formatMoment } from "#app/i18n/format.ts";
import { langFromPath, languages } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { PublicStatusBadge, TranslationBadges } from "#app/staff/components/content-badges.tsx";
import { cellClass, DataTable } from "#app/staff/components/staff-list.tsx";
import { StaffHeading } from "#app/staff/components/staff-shell.tsx";
import { adminTexts } from "#app/staff/texts.ts";
import { useAdminTexts } from "#app/staff/use-staff-texts.ts";
import { staffPageMeta } from "#app/ui/document-meta.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = ({ location }) => staffPageMeta(location.pathname, adminTexts[langFromPath(location.pathname)].content.title);

/** /admin/content?kind=…: every item of one kind (news first) with its status and what its translation needs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appServicesContext);
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("kind");
  const kind: ContentKind = contentKinds[isContentKind(asked) ? asked : "news"];
  const items = await listItems(db, kind.kind as ContentKindName);
  return {
    kind: kind.kind,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      titles: { en: item.texts.en?.fields[kind.titleField] ?? null, am: item.texts.am?.fields[kind.titleField] ?? null },
      date: String(item.fields.date ?? ""),
      status: publicStatus(item, now),
      updatedAt: item.updatedAt,
      translations: Object.fromEntries(
        languages.map((lang) => [lang, item.texts[lang]?.translation ?? (item.texts[lang === "en" ? "am" : "en"] ? "missing" : "absent")]),
      ) as Record<"en" | "am", "current" | "missing" | "outdated" | "absent">,
    })),
  };
}

export default function ContentList() {
  const { items, kind: kindName } = useLoaderData<typeof loader>();
  const texts = useAdminTexts();
  const lang = useLang();
  const columns = texts.content.columns;
  const kind: ContentKind = contentKinds[kindName as ContentKindName];
  return (
    <>
      <StaffHeading title={texts.content.title} intro={texts.content.intro}>
        <LocalLink to={`/admin/content/${kind.kind}/new`} className="btn btn-primary">
          <Plus className="h-5 w-5" aria-hidden="true" />
          {kind.kind === "news" ? texts.content.newItem : fill(texts.content.newOf, { kind: kind.label[lang] })}
        </LocalLink>
      </StaffHeading>
      <nav aria-label={texts.content.kindTabs} className="mb-6 flex flex-wrap gap-2">
        {Object.values(contentKinds).map((each: ContentKind) => (
          <LocalLink
            key={each.kind}
            to={each.kind === "news" ? "/admin/content" : `/admin/content?kind=${each.kind}`}
            aria-current={each.kind === kind.kind ? "page" : undefined}
            className={`btn ${each.kind === kind.kind ? "btn-primary" : "btn-outline"}`}
          >
            {(each.listLabel ?? each.label)[lang]}
          </LocalLink>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="text-ink-soft">{texts.content.none}</p>
      ) : (
        <DataTable caption={texts.content.title} headings={[columns.title, columns.date, columns.status, columns.translation, columns.updated]}>
          {items.map((item) => {
            const titleLang = item.titles[lang] ? lang : lang === "en" ? "am" : "en";
            return (
              <tr key={item.id} data-testid="content-row">
                <td className={cellClass}>
                  <LocalLink to={`/admin/content/${item.kind}/${item.id}`} lang={titleLang} className="font-semibold text-forest-700 underline">
                    {item.titles[titleLang] || texts.content.untitled}
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
