import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Nothing is prerendered: staff change the public pages, so the server renders each public URL once and keeps
  // it in memory until something is published (server/public-pages.ts, decision 20).
  prerender: false,
  // Every route is in the manifest the browser loads (a few KB, cached): no /__manifest endpoint, whose
  // answer to a request naming hundreds of paths costs the server ~30 ms (decision 17).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
