import type { PublicStatus, TranslationState } from "#app/content/kinds.ts";
import { fill } from "#app/i18n/fill.ts";
import { type Lang, languages } from "#app/i18n/language.ts";
import { useContentStaffTexts } from "#app/staff/content/texts.ts";
import { useAdminTexts } from "#app/staff/shared/use-staff-texts.ts";

const badge = "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold";

export function PublicStatusBadge({ status }: { status: PublicStatus }) {
  const textsContent = useContentStaffTexts();
  const tone = status === "published" ? "bg-forest-50 text-forest-800" : status === "scheduled" ? "bg-gold-100 text-ink" : "bg-sand text-ink-soft";
  return <span className={`${badge} ${tone}`}>{textsContent.content.statuses[status]}</span>;
}

/** "Needs Amharic", "English out of date", or "Up to date": what a translator has to do for an item. */
export function TranslationBadges({ translations }: { translations: Record<Lang, TranslationState> }) {
  const texts = useAdminTexts();
  const textsContent = useContentStaffTexts();
  const needs = languages.filter((lang) => translations[lang] === "missing" || translations[lang] === "outdated");
  if (!needs.length) return <span className={`${badge} bg-forest-50 text-forest-800`}>{textsContent.content.translation.current}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {needs.map((lang) => (
        <span key={lang} className={`${badge} bg-gold-100 text-ink`} data-testid={`translation-${lang}`}>
          {fill(textsContent.content.translation[translations[lang] as "missing" | "outdated"], { language: texts.languages[lang] })}
        </span>
      ))}
    </span>
  );
}
