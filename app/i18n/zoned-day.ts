/** The UTC offset of `timeZone` at a moment, in milliseconds (Los Angeles in winter: -8 h). */
function offsetMs(at: number, timeZone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a calendar day (YYYY-MM-DD) begins in a time zone, as a UTC ISO string, so "received on
 * 21 November" means the organisation's 21 November, not London's. `days` moves to a later day.
 */
export function startOfDay(day: string, timeZone: string, days = 0): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + days);
  // Corrected twice: the offset at the guess may differ from the offset at the answer across a clock change.
  let moment = midnightUtc - offsetMs(midnightUtc, timeZone);
  moment = midnightUtc - offsetMs(moment, timeZone);
  return new Date(moment).toISOString();
}

/** A wall-clock moment in a time zone ("2026-12-05T09:30", as `<input type="datetime-local">` sends it) as UTC ISO. */
export function zonedMoment(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let moment = wall - offsetMs(wall, timeZone);
  moment = wall - offsetMs(moment, timeZone);
  return new Date(moment).toISOString();
}

/** A UTC moment as the wall clock of a time zone shows it, in the form `<input type="datetime-local">` takes. */
export function wallClock(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return new Date(at + offsetMs(at, timeZone)).toISOString().slice(0, 16);
}
