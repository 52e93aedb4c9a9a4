import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { listCardTexts } from "#app/forms/subscription/texts.ts";
import { type Lang, languageNames } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/** The look of a mailing-list page's answer: asking, done, or a link that does not work. */
export const cardTones = {
  ask: "bg-gold-100 text-forest-800",
  done: "bg-forest-50 text-forest-600",
  problem: "bg-ember-50 text-ember-700",
} as const;

interface MailingListCardProps {
  Icon: LucideIcon;
  tone: keyof typeof cardTones;
  title: string;
  text: string;
  words: (typeof listCardTexts)[Lang];
  /** The address the link is for, and what it carries: its language (named in itself) and topics (in the page's words). */
  details?: { email: string; language?: Lang; interests?: string };
  children: ReactNode;
}

/** The one card the mailing list's pages (confirming a subscription, unsubscribing) answer with. */
export function MailingListCard({ Icon, tone, title, text, words, details, children }: MailingListCardProps) {
  const rows: { term: string; value: string; lang?: Lang; wrap?: string }[] = details
    ? [
        { term: words.address, value: details.email, wrap: "break-all" },
        { term: words.list, value: words.listName },
        ...(details.language ? [{ term: words.language, value: languageNames[details.language], lang: details.language }] : []),
        ...(details.interests ? [{ term: words.interests, value: details.interests }] : []),
      ]
    : [];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <div className="overflow-hidden rounded-2xl border border-sand bg-white text-center shadow-sm">
        <div className="tibeb" aria-hidden="true" />
        <div className="flex flex-col items-center px-5 py-10 sm:px-10">
          <span className={`flex h-20 w-20 items-center justify-center rounded-full ${cardTones[tone]}`}>
            <Icon className="h-10 w-10" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-3xl font-bold text-forest-800 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-lg text-ink-soft">{text}</p>
          {rows.length > 0 && (
            <dl className="mt-8 w-full space-y-3 rounded-xl bg-cream p-5 text-start">
              {rows.map(({ term, value, lang, wrap = "" }) => (
                <div key={term}>
                  <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
                  <dd lang={lang} className={`text-lg font-bold text-ink ${wrap}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-8 w-full">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** The ways on from a mailing-list page's answer: another page when there is one, and the home page. */
export function CardLinks({ other }: { other?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      {other && (
        <LocalLink to={other.to} className="btn btn-outline min-h-12">
          {other.label}
        </LocalLink>
      )}
      <LocalLink to="/" className="btn btn-primary min-h-12">
        {t("notFound.returnHome")}
      </LocalLink>
    </div>
  );
}
