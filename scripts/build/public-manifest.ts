/**
 * After `react-router build`, before compression: writes beside React Router's route manifest
 * (`build/client/assets/manifest-<hash>.js`) a copy without the staff area's routes, `manifest-<hash>-public.js`,
 * which public pages load instead (app/http/deferred-hydration.server.ts, decision 31). The staff area's 52
 * routes (both languages) were 1.6 of the manifest's 5 KB of gzip on every public page, which never links
 * into it: staff arrive there by a full page load, and then load the whole manifest.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicManifestName } from "#app/http/deferred-hydration.server.ts";
import { isStaffPath } from "#app/staff/lists.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
}

const assets = "build/client/assets";
const prefix = "window.__reactRouterManifest=";
const manifests = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name) && !name.endsWith("-public.js"));
if (manifests.length !== 1) throw new Error(`public-manifest: expected one route manifest in ${assets}, found ${manifests.length}`);
const name = manifests[0]!;
const source = readFileSync(path.join(assets, name), "utf8").trim();
if (!source.startsWith(prefix) || !source.endsWith(";")) throw new Error(`public-manifest: ${name} is not \`${prefix}{…};\` any more`);
const manifest = JSON.parse(source.slice(prefix.length, -1)) as { url: string; routes: Record<string, ManifestRoute> };
// React Router's <Scripts> names its own manifest's address while hydrating (a modulepreload): this one's.
manifest.url = publicManifestName(manifest.url);

/** A route's full path: the paths of it and its parents (children's are relative to their parent's). */
function fullPath(route: ManifestRoute): string {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  const own = (route.path ?? "").replace(/^\//, "");
  const above = parent ? fullPath(parent) : "";
  return `${above.replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
}

const staff = Object.values(manifest.routes).filter((route) => isStaffPath(fullPath(route)));
if (staff.length === 0) throw new Error("public-manifest: no staff route found; is isStaffPath still right?");
for (const route of staff) delete manifest.routes[route.id];
writeFileSync(path.join(assets, publicManifestName(name)), `${prefix}${JSON.stringify(manifest)};`);
console.log(`Public route manifest: ${Object.keys(manifest.routes).length} routes (${staff.length} staff routes left out)`);
