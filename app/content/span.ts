import { organisation } from "#app/config/organisation.ts";
import type { ContentKind, ItemValues } from "#app/content/kinds.ts";
import { type Feast, feastDate, feasts } from "#app/i18n/ethiopian-calendar.ts";
import { startOfDay, wallClock, zonedMoment } from "#app/i18n/zoned-day.ts";

/**
 * When an item that spans time (an event) is over, as a UTC ISO moment: its end date (or its start date)
 * at its end time in Portland, or the end of that day without an end time.
 */
export function spanEnd(span: NonNullable<ContentKind["span"]>, fields: ItemValues): string | undefined {
  const get = (name: string | undefined) => (name ? String(fields[name] ?? "") : "");
  const day = get(span.endDate) || get(span.startDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const time = get(span.endTime);
  return (time && zonedMoment(`${day}T${time}`, organisation.timeZone)) || startOfDay(day, organisation.timeZone, 1);
}

/** Whether the item's span is over at `now` (an item without a span never is, nor one tied to a feast: it comes back every year). */
export const hasEnded = (kind: Pick<ContentKind, "span">, fields: ItemValues, now: Date) => {
  const end = kind.span && spanEnd(kind.span, fields);
  return end !== undefined && end <= now.toISOString();
};

/** The annual feast an item's dates follow: the one its kind's feast field names, if any. */
export function feastOf(kind: Pick<ContentKind, "span">, fields: Readonly<Record<string, unknown>>): Feast | undefined {
  const chosen = kind.span?.feast === undefined ? undefined : fields[kind.span.feast];
  return feasts.find((feast) => feast === chosen);
}

/**
 * The times an item takes place, each as its fields with that time's dates: once, on its own dates; or, tied
 * to a feast, on the feast's day every year (one day, at the item's times), from the first on or after the
 * day it became public (`since`, a UTC ISO moment) up to the first one not over at `now`, which is last.
 */
export function occurrences(kind: Pick<ContentKind, "span">, fields: ItemValues, since: string, now: Date): ItemValues[] {
  const feast = feastOf(kind, fields);
  if (!feast || !kind.span) return [fields];
  const { startDate, endDate } = kind.span;
  const firstDay = wallClock(since, organisation.timeZone).slice(0, 10);
  const found: ItemValues[] = [];
  for (let year = Number(firstDay.slice(0, 4)); ; year++) {
    const day = feastDate(feast, year);
    if (day < firstDay) continue;
    const occurrence = { ...fields, [startDate]: day, ...(endDate ? { [endDate]: "" } : {}) };
    found.push(occurrence);
    if (!hasEnded(kind, occurrence, now)) return found;
  }
}
