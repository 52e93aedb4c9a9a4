import { newsArticlePaths } from "./news.ts";
import { pagePaths } from "./pages.ts";

/** Every public URL in both languages: what is prerendered, tested in the browser and benchmarked. */
export function publicPaths(): string[] {
  return [...pagePaths(), ...newsArticlePaths()];
}
