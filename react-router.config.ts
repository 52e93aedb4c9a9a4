import type { Config } from "@react-router/dev/config";
import { publicPaths } from "#app/site/public-paths.ts";

export default {
  ssr: true,
  // Every public page in both languages is static HTML; the server renders only actions and 404s.
  prerender: { paths: publicPaths(), concurrency: 2 },
} satisfies Config;
