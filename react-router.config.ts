import type { Config } from "@react-router/dev/config";
import { crawlerFiles, prerenderedPaths } from "#app/site/public-paths.ts";

export default {
  ssr: true,
  // Every public page in both languages is static HTML, and robots.txt a static file, but for what reads the
  // database (news and its articles, the sitemap); the server also renders actions, 404s, unsubscribe pages
  // and the staff area.
  prerender: { paths: [...prerenderedPaths(), crawlerFiles.robots], concurrency: 2 },
  // Every route is in the manifest the browser loads (a few KB, cached): no /__manifest endpoint, whose
  // answer to a request naming hundreds of paths costs the server ~30 ms (decision 17).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
