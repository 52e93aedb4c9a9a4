import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Every public page in both languages is static HTML; the server renders only actions and 404s.
  prerender: { paths: prerenderedPaths(), concurrency: 2 },
} satisfies Config;
