import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { basePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pages } from "#app/pages/pages.ts";
import { navigation } from "#app/site/navigation.ts";
import { isInSection } from "#app/site/shell/desktop-nav.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";

/**
 * The phone menu is a <details> element, so it opens and closes without scripts too. With scripts it
 * also closes when a link is chosen.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [pathname]);

  const linkClass =
    "flex min-h-12 items-center rounded-lg px-3 py-2 hover:bg-forest-50 aria-[current=page]:bg-forest-50 aria-[current=page]:font-bold aria-[current=page]:text-forest-800";

  return (
    <details className="lg:hidden" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md border-2 border-forest-700 px-2.5 font-semibold text-forest-700 hover:bg-forest-50">
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        <span>{t("navigation.menu")}</span>
      </summary>
      <nav
        aria-label={t("navigation.mainMenu")}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-sand bg-white px-4 pb-6 pt-3 shadow-xl"
      >
        <div className="mb-3 grid grid-cols-2 gap-3">
          <LocalLink to={pages.donate.path} className="btn btn-gold" onClick={close}>
            {t("actions.donate")}
          </LocalLink>
          <LocalLink to={pages.register.path} className="btn btn-primary" onClick={close}>
            {t("actions.register")}
          </LocalLink>
        </div>
        <ul className="divide-y divide-sand">
          {navigation.map((group) => {
            const page = pages[group.page];
            const current = basePath(pathname) === page.path ? "page" : undefined;
            if (!group.children) {
              return (
                <li key={group.page}>
                  <LocalLink to={page.path} className={`${linkClass} font-semibold`} aria-current={current} onClick={close}>
                    {page.label[lang]}
                  </LocalLink>
                </li>
              );
            }
            return (
              <li key={group.page}>
                <details open={isInSection(pathname, page.path)} className="group/section">
                  <summary className="flex min-h-12 cursor-pointer items-center justify-between rounded-lg px-3 font-semibold hover:bg-forest-50">
                    {page.label[lang]}
                    <ChevronDown className="h-5 w-5 transition-transform group-open/section:rotate-180" aria-hidden="true" />
                  </summary>
                  <ul className="mb-2 ms-3 border-s-4 border-gold-300 ps-2">
                    <li>
                      <LocalLink to={page.path} className={linkClass} aria-current={current} onClick={close}>
                        {t("navigation.overview", { section: page.label[lang] })}
                      </LocalLink>
                    </li>
                    {group.children.map((key) => (
                      <li key={key}>
                        <LocalLink
                          to={pages[key].path}
                          className={linkClass}
                          aria-current={basePath(pathname) === pages[key].path ? "page" : undefined}
                          onClick={close}
                        >
                          {pages[key].label[lang]}
                        </LocalLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
