/**
 * Counts requests per key (a client address) in a sliding window, in memory: enough for one server
 * process, which is how the site is deployed (README, "Limits"). Keys whose window has passed are
 * forgotten, so the map does not grow without bound.
 */
export interface RateLimiter {
  /** Counts one request; `allowed` is false once `limit` requests fell inside the window. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [other, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(other);
        lastSweep = now;
      }
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
