import { useLocation } from "react-router";
import { basePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pages } from "#app/pages/pages.ts";
import { sectionTabs } from "#app/site/navigation.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/** The tab bar of a section (events, resources): links to its pages, the current one marked. */
export function SectionTabs({ section }: { section: keyof typeof sectionTabs }) {
  const tabs = sectionTabs[section];
  const { t } = useTranslation();
  const lang = useLang();
  const current = basePath(useLocation().pathname);
  return (
    <nav aria-label={t("navigation.sectionPages")} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <ul className="flex flex-wrap gap-1.5 rounded-xl bg-sand p-1.5">
        {tabs.map((key) => (
          <li key={key}>
            <LocalLink
              to={pages[key].path}
              // A page under a tab's page (the calendar's views and archive) keeps that tab marked, as part of it.
              aria-current={current === pages[key].path ? "page" : current.startsWith(`${pages[key].path}/`) ? "true" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 sm:px-4 font-semibold text-ink-soft hover:bg-white/70 hover:text-forest-800 aria-[current]:bg-white aria-[current]:text-forest-800 aria-[current]:shadow"
            >
              {pages[key].label[lang]}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
