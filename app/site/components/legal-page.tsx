import { ArrowRight } from "lucide-react";
import { formatDate } from "#app/i18n/format.ts";
import type { Localized } from "#app/i18n/language.ts";
import { loadPage } from "#app/pages/page-data.ts";
import type { PageKey } from "#app/pages/pages.ts";
import { ProseSections } from "#app/site/components/prose.tsx";
import type { LegalContent } from "#app/site/content/legal.ts";
import { EmailLink, PhoneLink } from "#app/ui/contact-links.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section } from "#app/ui/page-header.tsx";

/** The loader of /privacy and /terms: the text, and the date it last changed as the page's language writes it. */
export function loadLegalPage(key: PageKey, url: URL, content: Localized<LegalContent>) {
  const page = loadPage(key, url, content);
  return { ...page, updatedOn: formatDate(page.content.updated, page.lang) };
}

/** The privacy policy and the terms: headed running text, the date it last changed, and who to ask. */
export function LegalPage({ title, content, updatedOn }: { title: string; content: LegalContent; updatedOn: string }) {
  return (
    <>
      <PageHeader title={title} intro={content.intro}>
        <p className="mt-6 inline-flex flex-wrap gap-x-2 rounded-full bg-white/70 px-4 py-1.5 text-ink-soft">
          <span>{content.updatedLabel}</span>
          <time dateTime={content.updated} className="font-semibold text-ink">
            {updatedOn}
          </time>
        </p>
      </PageHeader>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <ProseSections sections={content.sections} />
          <aside aria-labelledby="legal-questions" className="rounded-2xl border border-sand bg-white p-6 shadow-sm lg:sticky lg:top-36">
            <h2 id="legal-questions" className="text-xl font-bold text-forest-800">
              {content.questions.heading}
            </h2>
            <p className="mt-2 text-ink-soft">{content.questions.text}</p>
            <dl className="mt-4 space-y-2">
              <div>
                <dt className="text-sm text-ink-soft">{content.questions.emailLabel}</dt>
                <dd>
                  <EmailLink subject={title} />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-soft">{content.questions.phoneLabel}</dt>
                <dd>
                  <PhoneLink />
                </dd>
              </div>
            </dl>
            <p className="mt-4 border-t border-sand pt-4">
              <LocalLink
                to={content.seeAlso.to}
                className="group inline-flex min-h-11 items-center gap-1 font-semibold text-forest-700 hover:text-forest-800 hover:underline"
              >
                {content.seeAlso.label}
                <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
              </LocalLink>
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}
