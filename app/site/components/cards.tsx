import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translate.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

const cardBase = "flex h-full flex-col rounded-2xl border p-6";

/** A card that is one link to a page of the site. */
export function LinkCard({ to, title, children, icon }: { to: string; title: string; children?: ReactNode; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <LocalLink to={to} className={`${cardBase} group border-sand bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-md`}>
      {icon && <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icon}</span>}
      <h3 className="text-xl font-bold text-forest-800">{title}</h3>
      {children && <div className="mt-2 flex-1 text-ink-soft">{children}</div>}
      <span className="mt-4 inline-flex items-center gap-1 font-semibold text-forest-700">
        {t("actions.learnMore")}
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
      </span>
    </LocalLink>
  );
}

/** A card for something not available yet: visibly disabled and not a link. */
export function ComingSoonCard({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className={`${cardBase} border-dashed border-[#d9cdb8] bg-[#f7f2e9] text-[#5f564c]`} data-coming-soon="">
      <div className="mb-4 flex items-start justify-between gap-3">
        {icon && <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-[#ece4d6]">{icon}</span>}
        <ComingSoonBadge />
      </div>
      <h3 className="text-xl font-bold">{title}</h3>
      {children && <div className="mt-2 flex-1">{children}</div>}
    </div>
  );
}

export function ComingSoonBadge() {
  const { t } = useTranslation();
  return (
    <span className="ms-auto inline-flex items-center rounded-full bg-gold-100 px-3 py-1 text-sm font-bold text-[#6b4a00]">{t("actions.comingSoon")}</span>
  );
}

/** A plain content card. */
export function InfoCard({ title, children, icon, className = "" }: { title: ReactNode; children?: ReactNode; icon?: ReactNode; className?: string }) {
  return (
    <div className={`${cardBase} border-sand bg-white shadow-sm ${className}`}>
      {icon && <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-forest-50 text-forest-700">{icon}</span>}
      <h3 className="text-xl font-bold text-forest-800">{title}</h3>
      {children && <div className="mt-2 flex-1 text-ink-soft">{children}</div>}
    </div>
  );
}
