import { CalendarDays, ChevronDown, Clock, GraduationCap, HeartPulse, type LucideIcon, Mail, MapPin, Music, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber, formatTimeRange } from "#app/i18n/format.ts";
import { colon } from "#app/i18n/language.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { CallToActionBand } from "#app/site/components/call-to-action.tsx";
import { SectionTabs } from "#app/site/components/section-tabs.tsx";
import { type CalendarContent, type CalendarEvent, calendar, type EventType } from "#app/site/content/events.ts";
import { loadPage, pageMeta } from "#app/site/page-data.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";
import { PageHeader, Section, SectionHeading } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/events.calendar";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage("calendar", url, calendar);
  const { lang, content } = page;
  const when = Object.fromEntries(
    content.events.map((event) => [
      event.id,
      {
        date: formatDate(event.date, lang, { dateStyle: "full" }),
        time: formatTimeRange(event.start, event.end, lang),
        attendees: content.attendeesValue.replace("{count}", formatNumber(event.attendees, lang)),
        month: formatDate(event.date, lang, { month: "short" }),
        day: formatDate(event.date, lang, { day: "numeric" }),
        year: formatDate(event.date, lang, { year: "numeric" }),
      },
    ]),
  );
  return { ...page, when };
};

/** An event's date, time and attendance as the page's language writes them. */
type EventFacts = Awaited<ReturnType<typeof loader>>["when"][string];
export const meta: Route.MetaFunction = pageMeta;

export default function CalendarPage({ loaderData: { title, content, when } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={content.intro} />
      <SectionTabs section="events" />
      <Section labelledBy="upcoming-events">
        <SectionHeading id="upcoming-events">{content.listHeading}</SectionHeading>
        <ul className="mt-6 grid gap-8">
          {content.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} content={content} when={when[event.id]!} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand id="mailing-list" heading={content.mailingList.heading} text={content.mailingList.text}>
        <LocalLink to="/subscribe?interest=events" className="btn btn-gold">
          <Mail className="h-5 w-5" aria-hidden="true" />
          {content.mailingList.cta}
        </LocalLink>
      </CallToActionBand>
    </>
  );
}

const typeStyles: Record<EventType, { icon: LucideIcon; badge: string }> = {
  cultural: { icon: Music, badge: "bg-gold-100 text-[#6b4a00]" },
  training: { icon: GraduationCap, badge: "bg-forest-50 text-forest-800" },
  health: { icon: HeartPulse, badge: "bg-[#fbe9e5] text-ember-700" },
};

const detailKeys = ["expect", "cost", "audience", "accessibility", "directions"] as const;

function EventCard({ event, content, when }: { event: CalendarEvent; content: CalendarContent; when: EventFacts }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { icon: TypeIcon, badge } = typeStyles[event.type];
  const headingId = `event-${event.id}`;
  const facts = [
    { icon: CalendarDays, label: content.labels.date, value: when.date },
    { icon: Clock, label: content.labels.time, value: when.time },
    { icon: MapPin, label: content.labels.location, value: event.location },
    { icon: Users, label: content.labels.attendees, value: when.attendees },
  ];
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm md:flex">
      {/* The date at a glance; the full date is in the list of facts below. */}
      <div
        aria-hidden="true"
        className="flex items-baseline gap-2 bg-forest-700 px-6 py-3 text-white md:w-40 md:shrink-0 md:flex-col md:items-center md:justify-start md:gap-1 md:py-10"
      >
        {/* Amharic dates are day, month, year on every page (docs/glossary.md); English, month first. */}
        <span className={`text-sm font-bold uppercase tracking-wide text-gold-300 ${lang === "am" ? "order-2" : ""}`}>{when.month}</span>
        <span className={`text-3xl font-bold leading-none md:text-5xl ${lang === "am" ? "order-1" : ""}`}>{when.day}</span>
        <span className="order-3 text-sm text-forest-100">{when.year}</span>
      </div>
      <div className="flex-1 p-6 sm:p-8">
        <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${badge}`}>
          <TypeIcon className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">
            {content.labels.type}
            {colon[lang]}{" "}
          </span>
          {content.typeLabels[event.type]}
        </p>
        <h3 id={headingId} className="mt-3 text-2xl font-bold text-forest-800">
          {event.title}
        </h3>
        <p className="mt-2 max-w-3xl text-ink-soft">{event.description}</p>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative ps-8">
              <dt className="text-sm font-semibold text-ink-soft">
                <Icon className="absolute start-0 top-1 h-5 w-5 text-forest-600" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <details className="group mt-6 rounded-xl border border-sand bg-cream">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2 font-bold text-forest-700 hover:bg-forest-50">
            <span>
              {t("actions.learnMore")}
              <span className="sr-only">
                {colon[lang]} {event.title}
              </span>
            </span>
            <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <dl className="grid gap-4 px-4 pb-5 pt-2 sm:grid-cols-2">
            {detailKeys.map((key) => (
              <div key={key} className={key === "expect" ? "sm:col-span-2" : undefined}>
                <dt className="font-bold text-forest-800">{content.detailLabels[key]}</dt>
                <dd className="mt-0.5 text-ink-soft">{event.details[key]}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </article>
  );
}
