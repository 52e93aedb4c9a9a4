import type { Config } from "@react-router/dev/config";
import { publicPaths } from "#app/site/public-paths.ts";

export default {
  ssr: true,
  // Every public page in both languages is static HTML; the server renders only actions and 404s.
  prerender: { paths: publicPaths(), concurrency: 2 },
  // Every route is in the manifest the browser loads (a few KB, cached): no /__manifest endpoint, whose
  // answer to a request naming hundreds of paths costs the server ~30 ms (decision 19).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
