import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * What every page runs goes into two chunks, "framework" and "shell", instead of the dozens of tiny
 * shared chunks automatic splitting makes: on a phone each request costs a round trip, and its headers
 * count as JavaScript too. Code only some pages use (cards, forms, zod, their icons) stays with them, and each
 * language's interface strings are a chunk of their own (app/i18n/translate.ts, decision 31).
 */
const shellModules = [
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|createLucideIcon|Icon|defaultAttributes|shared|context)/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|menu|x|languages|mail|map-pin|phone)\.js/,
  /app[\\/]root\.tsx/,
  /app[\\/]config[\\/]organisation\.ts/,
  // Not format.ts: public pages format in their loaders (decision 10); only the staff pages need it in the browser.
  /app[\\/]i18n[\\/](translate|fill|language|language-detection|use-lang)\.ts/,
  /app[\\/]ui[\\/](document-meta\.ts|language-switcher\.tsx|localized-link\.tsx|logo\.tsx)/,
  /app[\\/]site[\\/]navigation\.ts/,
  /app[\\/]pages[\\/](pages|page-data)\.ts/,
  /app[\\/]site[\\/]shell[\\/](site-header|site-footer|desktop-nav|mobile-menu)\.tsx/,
];
const chunkGroups = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  // The pieces every form page draws (not the rules: validation.ts and fields.ts bring zod, loaded on the first touch).
  {
    name: "form-page",
    test: /app[\\/](forms[\\/]shared[\\/](form-fields|use-validated-form|safeguards|toast|result)|fields[\\/]field-components)\.tsx?$/,
    priority: 1,
  },
  { name: "shell", test: (id: string) => shellModules.some((pattern) => pattern.test(id)), priority: 2 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
}));
