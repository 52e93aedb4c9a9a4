/**
 * After `react-router build`, before compression: writes beside React Router's route manifest
 * (`build/client/assets/manifest-<hash>.js`) one copy per language, `manifest-<hash>-public-<lang>.js`, with only the
 * public routes of that language and those of none (media files, the not-found page), which public pages load
 * instead (app/http/deferred-hydration.server.ts, decisions 31 and 40). The staff area's 52 routes (both languages)
 * were 1.6 of the manifest's 5 KB of gzip on every public page, which never links into it: staff arrive there by a
 * full page load, and then load the whole manifest. The other language's routes were 0.7 KB more: a page's links
 * stay in its language, and the language switcher loads the other page in full.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicManifestName } from "#app/http/deferred-hydration.server.ts";
import { langFromPath, languages } from "#app/i18n/language.ts";
import { isStaffPath } from "#app/staff/shared/lists.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
}

const assets = "build/client/assets";
const prefix = "window.__reactRouterManifest=";
const manifests = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name) && !name.includes("-public"));
if (manifests.length !== 1) throw new Error(`public-manifest: expected one route manifest in ${assets}, found ${manifests.length}`);
const name = manifests[0]!;
const source = readFileSync(path.join(assets, name), "utf8").trim();
if (!source.startsWith(prefix) || !source.endsWith(";")) throw new Error(`public-manifest: ${name} is not \`${prefix}{…};\` any more`);
const manifest = JSON.parse(source.slice(prefix.length, -1)) as { url: string; routes: Record<string, ManifestRoute> };

/** A route's full path: the paths of it and its parents (children's are relative to their parent's). */
function fullPath(route: ManifestRoute): string {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  const own = (route.path ?? "").replace(/^\//, "");
  const above = parent ? fullPath(parent) : "";
  return `${above.replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
}

const routes = Object.values(manifest.routes);
const staff = routes.filter((route) => isStaffPath(fullPath(route)));
if (staff.length === 0) throw new Error("public-manifest: no staff route found; is isStaffPath still right?");
// A route of no language: its id is not the `<lang>:` its pages' ids start with (app/routes.ts).
const ofLanguage = (route: ManifestRoute) => languages.find((lang) => route.id.startsWith(`${lang}:`));
for (const lang of languages) {
  const kept = routes.filter((route) => !staff.includes(route) && (ofLanguage(route) ?? lang) === lang);
  const stray = kept.find((route) => ofLanguage(route) && langFromPath(fullPath(route)) !== lang);
  if (stray) throw new Error(`public-manifest: route ${stray.id} is at ${fullPath(stray)}, not a path of its language`);
  // React Router's <Scripts> names its own manifest's address while hydrating (a modulepreload): this one's.
  const publicManifest = { ...manifest, url: publicManifestName(manifest.url, lang), routes: Object.fromEntries(kept.map((route) => [route.id, route])) };
  writeFileSync(path.join(assets, publicManifestName(name, lang)), `${prefix}${JSON.stringify(publicManifest)};`);
  console.log(`Public route manifest (${lang}): ${kept.length} routes (${routes.length - kept.length} staff or other-language routes left out)`);
}
