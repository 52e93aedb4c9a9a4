import { useTranslation } from "react-i18next";
import { organisation } from "~/config/organisation";
import { pages } from "~/content/pages";
import { useLang } from "~/lib/use-lang";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { LocalLink } from "./localized-link";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="tibeb tibeb-thin" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6">
        <LocalLink
          to="/"
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2.5 rounded-md"
        >
          <LogoMark className="h-10 w-10 shrink-0 sm:h-12 sm:w-12" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-sm font-bold text-forest-800 sm:text-lg">{organisation.name[lang]}</span>
            <span className="hidden text-xs text-ink-soft sm:block">{organisation.region[lang]}</span>
          </span>
        </LocalLink>
        <LanguageSwitcher />
        <LocalLink to={pages.donate.path} className="btn btn-gold hidden sm:inline-flex">
          {t("actions.donate")}
        </LocalLink>
        <LocalLink to={pages.register.path} className="btn btn-primary hidden sm:inline-flex">
          {t("actions.register")}
        </LocalLink>
        <MobileMenu />
      </div>
      <div className="hidden border-t border-sand lg:block">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
