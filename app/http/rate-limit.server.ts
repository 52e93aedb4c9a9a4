/**
 * Counts requests per key (a client address) in a sliding window, in memory: enough for one server
 * process, which is how the site is deployed (README, "Forms, storage and e-mail"). Each key keeps the
 * times of its recent requests, oldest first; times that leave the window are dropped from the front,
 * and keys with none left are forgotten, so memory stays bounded.
 */
export interface RateLimiter {
  /** Counts one request; `allowed` is false once `limit` requests fell inside the window. */
  hit(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  const recentHits = (key: string, now: number): number[] => {
    const times = hits.get(key) ?? [];
    while (times.length > 0 && (times[0] ?? 0) <= now - windowMs) times.shift();
    return times;
  };
  return {
    hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [other, times] of hits) if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(other);
        lastSweep = now;
      }
      const recent = recentHits(key, now);
      if (recent.length >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000)) };
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
