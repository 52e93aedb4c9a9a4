import { isOutage } from "#app/storage/database.server.ts";

/**
 * A read whose last answer is given again while the database is out (`isOutage`: a restart): a form posted then gets
 * its own "please send it again in a minute" drawn in its page, not the error page, because the page's loaders still
 * have their data. Kept per process, one answer per key, and only answers that came back (a missing page throws, so
 * made-up addresses keep nothing).
 */
export function keptThroughOutages<A extends unknown[], T>(read: (...args: A) => Promise<T>, keyOf: (...args: A) => string): (...args: A) => Promise<T> {
  const last = new Map<string, T>();
  return async (...args) => {
    const key = keyOf(...args);
    try {
      const value = await read(...args);
      last.set(key, value);
      return value;
    } catch (error) {
      if (isOutage(error) && last.has(key)) return last.get(key) as T;
      throw error;
    }
  };
}
