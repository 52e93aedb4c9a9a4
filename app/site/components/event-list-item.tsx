import { Ban, CalendarClock, type LucideIcon } from "lucide-react";
import type { EventView } from "#app/content/event-view.ts";
import type { EventStatus } from "#app/content/events-kind.ts";
import type { EventLabels } from "#app/site/content/events.ts";
import { LocalLink } from "#app/ui/localized-link.tsx";

/*
 * What every page that names events draws (the home page, the calendar, the archive, the event cards): the
 * status of a cancelled or moved event, the note of an untranslated one, and an event in a short list. Apart
 * from event-card.tsx, so that a page with only a short list loads neither the cards nor their icons.
 */

const statusStyles: Record<Exclude<EventStatus, "scheduled">, { icon: LucideIcon; badge: string }> = {
  cancelled: { icon: Ban, badge: "border-ember-700 bg-[#fbe9e5] text-ember-700" },
  moved: { icon: CalendarClock, badge: "border-[#6b4a00] bg-gold-100 text-[#6b4a00]" },
};

/**
 * A cancelled or moved event's status in words with an icon (never colour alone), and staff's note of what
 * changed; nothing for an event taking place as announced.
 */
export function EventStatusNotice({ event, className = "" }: { event: EventView; className?: string }) {
  if (event.status === "scheduled") return null;
  const { icon: Icon, badge } = statusStyles[event.status];
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <strong className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-sm font-bold uppercase tracking-wide ${badge}`}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {event.statusLabel}
      </strong>
      {event.statusNote && (
        <span lang={event.textLang} className="font-semibold text-ink">
          {event.statusNote}
        </span>
      )}
    </p>
  );
}

/** Under an event shown in the other language (not translated yet): a short note in the page's language. */
export function EventLanguageNote({ event, labels }: { event: EventView; labels: EventLabels }) {
  return event.textLang ? <p className="mt-1 text-sm font-semibold text-ink-soft">{labels.otherLanguage}</p> : null;
}

/** An event in a short list (the archive, the newest past events, the home page): its date, category, title (a link to its page), status and place. */
export function EventListItem({ event, labels, headingLevel: Heading = "h3" }: { event: EventView; labels: EventLabels; headingLevel?: "h2" | "h3" }) {
  return (
    <article className="rounded-xl border border-sand bg-white p-4">
      <p className="text-sm font-semibold text-ink-soft">
        {event.when.date} · {event.categoryLabel}
      </p>
      <Heading lang={event.textLang} className="mt-1 text-lg font-bold text-forest-800">
        <LocalLink to={`/events/${event.slug}`} className="block min-h-11 py-1 underline-offset-4 hover:underline">
          {event.title}
        </LocalLink>
      </Heading>
      <EventLanguageNote event={event} labels={labels} />
      <EventStatusNotice event={event} className="mt-1" />
      <p lang={event.textLang} className="mt-1 text-ink-soft">
        {event.place}
      </p>
    </article>
  );
}
