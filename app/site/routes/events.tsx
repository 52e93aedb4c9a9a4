import { CalendarDays, GraduationCap, Mail, MessagesSquare, PartyPopper, Ticket, Users } from "lucide-react";
import { loadPage, pageMeta } from "#app/pages/page-data.ts";
import { pages } from "#app/pages/pages.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { LinkCard } from "#app/site/components/cards.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { eventsOverview } from "#app/site/content/events.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events";

export const loader = ({ url }: Route.LoaderArgs) => loadPage("events", url, eventsOverview);
export const meta: Route.MetaFunction = pageMeta;

const cardIcons = {
  calendar: <CalendarDays className="h-6 w-6" aria-hidden="true" />,
  training: <GraduationCap className="h-6 w-6" aria-hidden="true" />,
  annual: <PartyPopper className="h-6 w-6" aria-hidden="true" />,
};
const promiseIcons = [Ticket, Users, MessagesSquare];

export default function EventsPage({ loaderData: { lang, title, content } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="events" />
      <Section labelledBy="events-pages">
        <SectionHeading id="events-pages">{content.cardsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {(["calendar", "training", "annual"] as const).map((key) => (
            <li key={key}>
              <LinkCard to={pages[key].path} title={pages[key].label[lang]} icon={cardIcons[key]}>
                {content.cards[key]}
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="events-promises">
        <div className="rounded-2xl bg-sand p-6 sm:p-10">
          <SectionHeading id="events-promises">{content.promisesHeading}</SectionHeading>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {content.promises.map((promise, index) => {
              const Icon = promiseIcons[index] ?? Users;
              return (
                <li key={promise.title} className="flex gap-4">
                  <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white text-forest-700">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-forest-800">{promise.title}</h3>
                    <p className="mt-1 text-ink-soft">{promise.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </Section>
      <CallToActionBand id="events-updates" heading={content.updates.heading} text={content.updates.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.updates.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}
