import { CalendarDays, ChevronDown, Clock, MapPin, Users } from "lucide-react";
import type { EventView } from "#app/content/event-view.ts";
import { colon } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { useLang } from "#app/i18n/use-lang.ts";
import { EventLanguageNote, EventStatusNotice } from "#app/site/components/event-list-item.tsx";
import type { EventLabels, EventType } from "#app/site/content/events.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

// The type in words on a colour of its own; no icon, whose few hundred bytes each would push the pages with
// cards past their JavaScript budget (decision 31).
const typeBadges: Record<EventType, string> = {
  cultural: "bg-gold-100 text-[#6b4a00]",
  training: "bg-forest-50 text-forest-800",
  health: "bg-[#fbe9e5] text-ember-700",
  community: "bg-sand text-forest-800",
  school: "bg-forest-50 text-forest-800",
  fundraising: "bg-gold-100 text-[#6b4a00]",
};

const detailKeys = ["cost", "audience", "accessibility", "directions"] as const;

/**
 * An event as the calendar shows it: the date at a glance, its type, title (a link to its own page unless
 * it is that page), summary and facts, and a 'Learn More' disclosure with the rest.
 */
export function EventCard({
  event,
  labels,
  link = true,
  open = false,
  headingLevel: Heading = "h3",
}: {
  event: EventView;
  labels: EventLabels;
  link?: boolean;
  open?: boolean;
  /** h4 under the calendar's month headings. */
  headingLevel?: "h3" | "h4";
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const badge = typeBadges[event.category];
  const headingId = `event-${event.slug}`;
  const facts = [
    { icon: CalendarDays, label: labels.date, value: event.when.date },
    { icon: Clock, label: labels.time, value: event.when.time },
    { icon: MapPin, label: labels.location, value: event.place, lang: event.textLang },
    { icon: Users, label: labels.attendees, value: event.attendance, lang: event.textLang },
  ].filter((fact) => fact.value);
  const details = [
    ...(event.descriptionHtml ? [{ key: "expect" as const, html: event.descriptionHtml }] : []),
    ...detailKeys.filter((key) => event[key]).map((key) => ({ key, text: event[key] })),
  ];
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm md:flex">
      {/* The date at a glance; the full date is in the list of facts below. */}
      <div
        aria-hidden="true"
        className="flex items-baseline gap-2 bg-forest-700 px-6 py-3 text-white md:w-40 md:shrink-0 md:flex-col md:items-center md:justify-start md:gap-1 md:py-10"
      >
        {/* Month, day, year; on Amharic pages the Ethiopian calendar's (docs/glossary.md). */}
        <span className="text-sm font-bold uppercase tracking-wide text-gold-300">{event.when.month}</span>
        <span className="text-3xl font-bold leading-none md:text-5xl">{event.when.day}</span>
        <span className="text-sm text-forest-100">{event.when.year}</span>
      </div>
      <div className="flex-1 p-6 sm:p-8">
        <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${badge}`}>
          <span className="sr-only">
            {labels.type}
            {colon[lang]}{" "}
          </span>
          {event.categoryLabel}
        </p>
        <EventStatusNotice event={event} className="mt-3" />
        <Heading id={headingId} lang={event.textLang} className="mt-3 text-2xl font-bold text-forest-800">
          {link ? (
            <LocalLink to={`/events/${event.slug}`} className="block min-h-11 py-1 underline-offset-4 hover:underline">
              {event.title}
            </LocalLink>
          ) : (
            event.title
          )}
        </Heading>
        <EventLanguageNote event={event} labels={labels} />
        <p lang={event.textLang} className="mt-2 max-w-3xl text-ink-soft">
          {event.summary}
        </p>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value, lang }) => (
            <div key={label} className="relative ps-8">
              <dt className="text-sm font-semibold text-ink-soft">
                <Icon className="absolute start-0 top-1 h-5 w-5 text-forest-600" aria-hidden="true" />
                {label}
              </dt>
              <dd lang={lang} className="font-semibold text-ink">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {event.registration && (
          <a href={event.registration} className="btn btn-primary mt-6" rel="noopener">
            {labels.register}
            <span className="sr-only">: {event.title}</span>
          </a>
        )}
        {details.length > 0 && (
          <details open={open} className="group mt-6 rounded-xl border border-sand bg-cream">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2 font-bold text-forest-700 hover:bg-forest-50">
              <span>
                {t("actions.learnMore")}
                <span className="sr-only">: {event.title}</span>
              </span>
              <ChevronDown className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <dl lang={event.textLang} className="grid gap-4 px-4 pb-5 pt-2 sm:grid-cols-2">
              {details.map((detail) => (
                <div key={detail.key} className={detail.key === "expect" ? "sm:col-span-2" : undefined}>
                  <dt className="font-bold text-forest-800">{labels[detail.key]}</dt>
                  {"html" in detail ? (
                    // Markdown rendered on the server with raw HTML refused and links checked (app/content/markdown.ts).
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: safe HTML made by the server, see above.
                    <dd className="prose-page mt-0.5 text-ink-soft" dangerouslySetInnerHTML={{ __html: detail.html }} />
                  ) : (
                    <dd className="mt-0.5 text-ink-soft">{detail.text}</dd>
                  )}
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </article>
  );
}
