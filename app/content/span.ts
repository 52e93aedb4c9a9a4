import { organisation } from "#app/config/organisation.ts";
import type { ContentKind, ItemValues } from "#app/content/kinds.ts";
import { startOfDay, zonedMoment } from "#app/i18n/zoned-day.ts";

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

/** Whether the item's span is over at `now` (an item without a span never is). */
export const hasEnded = (kind: ContentKind, fields: ItemValues, now: Date) => {
  const end = kind.span && spanEnd(kind.span, fields);
  return end !== undefined && end <= now.toISOString();
};
