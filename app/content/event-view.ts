import type { EventCategory, EventSeries, EventStatus } from "#app/content/events-kind.ts";
import type { Lang } from "#app/i18n/language.ts";

/** An event as the pages show it, in one language (app/site/content/events-data.server.ts makes it). */
export interface EventView {
  slug: string;
  category: EventCategory;
  categoryLabel: string;
  series: EventSeries;
  /** Cancelled or moved events carry a badge in words (never colour alone) and staff's note of what changed. */
  status: EventStatus;
  statusLabel: string;
  statusNote: string;
  /** YYYY-MM-DD: the first day, for sorting and for the page. */
  startDate: string;
  when: { date: string; time: string; month: string; day: string; year: string };
  title: string;
  summary: string;
  place: string;
  attendance: string;
  cost: string;
  registration: string;
  audience: string;
  accessibility: string;
  directions: string;
  descriptionHtml: string;
  /** Set when the text is in the other language (no translation yet). */
  textLang?: Lang;
}
