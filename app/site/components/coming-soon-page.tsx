import { Bell, Check } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "#app/site/components/empty-state.tsx";
import type { ComingSoonPageContent } from "#app/site/content/resources.ts";
import { EmailLink } from "#app/ui/contact-links.tsx";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { Section } from "#app/ui/page-header.tsx";

/**
 * The body of a resources page that is not open yet (the magazine): a friendly empty state
 * with a link to hear when it launches, what it will contain, and how to contribute.
 */
export function ComingSoonPageBody({ content, icon }: { content: ComingSoonPageContent; icon: ReactNode }) {
  return (
    <>
      <Section labelledBy="coming-soon-heading">
        <EmptyState id="coming-soon-heading" icon={icon} heading={content.heading}>
          <p>{content.text}</p>
          <p className="mt-6">
            <LocalLink to="/subscribe?interest=news" className="btn btn-primary">
              <Bell className="h-5 w-5" aria-hidden="true" />
              {content.notifyLink}
            </LocalLink>
          </p>
        </EmptyState>
      </Section>
      <Section className="pt-0">
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="rounded-2xl border border-sand bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h2 className="text-xl font-bold text-forest-800 sm:text-2xl">{content.listHeading}</h2>
            <ul className="mt-4 space-y-3">
              {content.list.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check className="mt-1 h-5 w-5 shrink-0 text-forest-600" aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            {content.note && <p className="mt-6 rounded-xl bg-forest-50 p-4 text-ink-soft">{content.note}</p>}
          </div>
          <ContributeBox heading={content.contribute.heading} subject={content.heading} content={content.contribute} className="lg:col-span-2" />
        </div>
      </Section>
    </>
  );
}

/** How to contribute (to the magazine, the gallery): a heading, a line and the organisation's e-mail address. */
export function ContributeBox({
  heading,
  subject,
  content,
  className = "",
}: {
  heading: string;
  /** The e-mail's subject: the page's heading. */
  subject: string;
  content: ComingSoonPageContent["contribute"];
  className?: string;
}) {
  return (
    <div className={`rounded-2xl bg-sand p-6 sm:p-8 ${className}`}>
      <h2 className="text-xl font-bold text-forest-800 sm:text-2xl">{heading}</h2>
      <p className="mt-2 text-ink-soft">{content.text}</p>
      <p className="mt-4 flex flex-col items-start">
        <span className="text-sm font-semibold text-ink-soft">{content.emailLabel}</span>
        <EmailLink subject={subject} />
      </p>
    </div>
  );
}
