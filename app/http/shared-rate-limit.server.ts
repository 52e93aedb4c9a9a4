import { isIPv4, isIPv6 } from "node:net";
import type { Database } from "#app/storage/database.server.ts";

/** At most `limit` counted requests per client within `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

export interface SharedRateLimiter {
  /** Counts one request from `address`; `allowed` is false once a limit is used up, with the wait until it resets. */
  hit(address: string, now?: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * The part of a client address that identifies one visitor: an IPv4 address (also when written as
 * IPv4-mapped IPv6), or an IPv6 address's /64, since one home or phone is given a whole /64 and can
 * pick a new address in it for every request.
 */
export function clientKey(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  // An embedded IPv4 tail (a.b.c.d) lies in the last 32 bits, outside the first 64.
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Counts in the database's `rate_limits` table, so every server sharing it counts together (decision 15).
 * Each limit is a fixed window that starts with a client's first counted request, as rate-limiter-flexible's
 * SQL stores count; one upsert per limit increments the count, or starts a new window once the old one has
 * passed, atomically on both databases.
 */
export function createSharedRateLimiter(db: Database, name: string, limits: readonly Limit[]): SharedRateLimiter {
  return {
    async hit(address, now = Date.now()) {
      const key = clientKey(address);
      const counts = await db.transaction(async (tx) => {
        const rows: { points: number; expires_at: number; limit: number }[] = [];
        for (const { limit, windowMs } of limits) {
          const row = await tx.get<{ points: number; expires_at: number }>(
            `INSERT INTO rate_limits (key, points, expires_at) VALUES (?, 1, ?)
             ON CONFLICT (key) DO UPDATE SET
               points = CASE WHEN rate_limits.expires_at <= ? THEN 1 ELSE rate_limits.points + 1 END,
               expires_at = CASE WHEN rate_limits.expires_at <= ? THEN excluded.expires_at ELSE rate_limits.expires_at END
             RETURNING points, expires_at`,
            [`${name}:${windowMs}:${key}`, now + windowMs, now, now],
          );
          if (row) rows.push({ points: Number(row.points), expires_at: Number(row.expires_at), limit });
        }
        return rows;
      });
      const exceeded = counts.filter((count) => count.points > count.limit);
      if (exceeded.length === 0) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, ...exceeded.map((count) => Math.ceil((count.expires_at - now) / 1000))) };
    },
  };
}

/** Forgets windows that have passed (server/maintenance.ts); a passed window counts as empty anyway. */
export async function removeExpiredRateLimits(db: Database, now = Date.now()): Promise<number> {
  return db.transaction((tx) => tx.run("DELETE FROM rate_limits WHERE expires_at <= ?", [now]));
}
