import { organisation } from "#app/config/organisation.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pages } from "#app/pages/pages.ts";
import { DesktopNav } from "#app/site/shell/desktop-nav.tsx";
import { MobileMenu } from "#app/site/shell/mobile-menu.tsx";
import { LanguageSwitcher } from "#app/ui/language-switcher.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { LogoMark } from "#app/ui/logo.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="tibeb tibeb-thin" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6">
        <LocalLink to="/" className="flex min-h-11 min-w-0 flex-1 items-center gap-2.5 rounded-md">
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
