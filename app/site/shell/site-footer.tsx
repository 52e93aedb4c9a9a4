import { Mail, MapPin, Phone } from "lucide-react";
import { organisation } from "#app/config/organisation.ts";
import { colon } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { pages } from "#app/pages/pages.ts";
import { comingSoonPrograms, footerQuickLinks } from "#app/site/navigation.ts";
import { useContactFacts, useOfficeHours } from "#app/ui/contact-facts.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { LogoMark } from "#app/ui/logo.tsx";

const footerLink = "inline-flex min-h-11 items-center text-forest-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const hours = useOfficeHours();
  const facts = useContactFacts();
  return (
    <footer className="render-when-near mt-16 bg-forest-900 text-forest-50">
      <div className="tibeb" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-3">
            <LogoMark />
            <p className="text-lg font-bold text-white">{organisation.name[lang]}</p>
          </div>
          <p className="mt-4 text-forest-100">{t("footer.description")}</p>
          <h2 className="mt-6 text-sm font-bold uppercase tracking-wide text-gold-300">{t("footer.followUs")}</h2>
          <ul className="flex flex-wrap gap-x-4">
            {organisation.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} className={footerLink} rel="noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t("footer.quickLinks")} keys={footerQuickLinks} />
        <FooterLinks title={t("footer.programs")} keys={["education", ...comingSoonPrograms]} />
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-gold-300">{t("footer.contact")}</h2>
          <address className="mt-2 not-italic">
            <p className="flex min-h-11 items-center gap-2">
              <MapPin className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
              <span lang={facts.city[lang].lang}>{facts.city[lang].text}</span>
            </p>
            <p>
              <a href={facts.phone.href} className={`${footerLink} gap-2`}>
                <Phone className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
                {facts.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${facts.email}`} className={`${footerLink} gap-2`}>
                <Mail className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
                {facts.email}
              </a>
            </p>
          </address>
          <h2 className="mt-4 text-sm font-bold uppercase tracking-wide text-gold-300">{t("footer.hours")}</h2>
          <dl className="mt-1 text-forest-100">
            {hours.map((row) => (
              <div key={row.days} className="flex flex-wrap gap-x-2">
                <dt lang={row.lang}>
                  {row.days}
                  {colon[row.lang ?? lang]}
                </dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-forest-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-forest-100 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {/* The year is the visitor's; a page rendered last year corrects itself when it hydrates. */}
          <p suppressHydrationWarning>{t("footer.rights", { year: new Date().getFullYear(), name: organisation.name[lang] })}</p>
          <ul className="flex gap-6">
            <li>
              <LocalLink to={pages.privacy.path} className={footerLink}>
                {t("footer.privacy")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to={pages.terms.path} className={footerLink}>
                {t("footer.terms")}
              </LocalLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, keys }: { title: string; keys: readonly (keyof typeof pages)[] }) {
  const lang = useLang();
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wide text-gold-300">{title}</h2>
      <ul className="mt-2">
        {keys.map((key) => (
          <li key={key}>
            <LocalLink to={pages[key].path} className={footerLink}>
              {pages[key].label[lang]}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
