// @ts-check
// Dependency rules for the site: `npm run deps` (humans), tests/architecture/dependencies.test.ts (npm test).
// Layers: app-level files (root, routes, entries) > features (FEATURES) > shared layers (SHARED_LAYERS, in that order).
// server/ and scripts/ sit outside app and may import it; app never imports them; scripts never import tests.
// Folder-level cycles are checked by tests/architecture/dependencies.test.ts.

/** React Router's generated route types: `import type { Route } from "./+types/<name>"` → .react-router/types/. */
const ROUTE_TYPES = "(^|/)\\+types/";
/** Vite asset imports (`#app/app.css?url`, `#app/emblem.svg?inline`): a file, not a module with dependencies. */
const ASSET_QUERY = "\\?(url|inline|raw)$";

/** The features: each a folder of pages with their server modules and words. */
const FEATURES = ["site", "forms", "newsletters", "staff"];

/** The shared layers, lowest first: each imports only those before it (shared-layers-in-order). */
const SHARED_LAYERS = ["i18n", "storage", "config", "http", "email", "ui", "fields", "pages", "media", "content"];

/**
 * The named exceptions to "no feature imports another": from (a file or a whole feature) may import to, for the reason
 * given. Everything else one feature needs of another moves down into a shared layer.
 */
const FEATURE_EXCEPTIONS = [
  {
    from: "^app/site/routes/events\\.event\\.tsx$",
    to: "^app/forms/(rsvp/event-rsvp|shared/action)\\.server\\.ts$",
    why: "An event's page carries its RSVP form (decision 37): its loader and action call the RSVP's server module, which never reaches the browser and sends the form as HTML, and its headers are the forms' (no-store). Nothing else of forms or staff.",
  },
  {
    from: "^app/newsletters/",
    to: "^app/forms/(subscription/(emails\\.server|fields)|shared/submissions\\.server)\\.ts$",
    why: "Newsletters go to the mailing list that the subscription form keeps: its subscribers, their links and their words.",
  },
  {
    from: "^app/staff/",
    to: "^app/forms/(?!.*-page\\.tsx$)",
    why: "The staff area is where what the forms store is read and handled: their fields' words, stored submissions, replies and outcome e-mails; never a form's page.",
  },
  {
    from: "^app/staff/",
    to: "^app/newsletters/",
    why: "The staff's newsletter pages write, preview and send newsletters through the newsletters' own modules.",
  },
];

/** A rule the tree must never break; `comment` says why, and is printed with each violation. */
const rule = (name, from, to, comment) => ({ name, severity: "error", comment, from, to });

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    rule("no-circular", { path: "^(app|server|scripts)/" }, { circular: true },
      "Import cycles make module initialisation order fragile (undefined bindings at load time) and blur the layers. Type-only imports count too: the last cycle hid as root.tsx → site-footer → hook → `import type` of root."),
    rule("shared-layers-never-import-features", { path: `^app/(${SHARED_LAYERS.join("|")})/` }, { path: [`^app/(${FEATURES.join("|")})/`, "^app/(root|routes|entry\\.client|entry\\.server)\\.tsx?$"] },
      "The shared layers are shared by every feature: they must not depend on a feature (site, forms, newsletters, staff) or on the app-level files (root, routes, entries), or a change in one feature ripples into all the others. Pass what they need in as arguments instead."),
    // Each shared layer imports only the layers listed before it in SHARED_LAYERS.
    ...SHARED_LAYERS.slice(0, -1).map((layer, index) =>
      rule("shared-layers-in-order", { path: `^app/${layer}/` }, { path: `^app/(${SHARED_LAYERS.slice(index + 1).join("|")})/` },
        `The shared layers sit in a fixed order (${SHARED_LAYERS.join(" < ")}): app/${layer} may import only the layers before it, so no two layers lean on each other and a change moves one way. Move what both need down.`),
    ),
    // A feature imports another only through a named exception (FEATURE_EXCEPTIONS); files with an exception of their own are checked by it.
    ...FEATURES.map((feature) =>
      rule("features-import-no-other-feature", { path: `^app/${feature}/`, pathNot: FEATURE_EXCEPTIONS.filter((each) => each.from.startsWith(`^app/${feature}/`) && each.from !== `^app/${feature}/`).map((each) => each.from) },
        { path: `^app/(${FEATURES.filter((other) => other !== feature).join("|")})/`, pathNot: FEATURE_EXCEPTIONS.filter((each) => each.from === `^app/${feature}/`).map((each) => each.to) },
        "Features do not lean on each other: a piece two features need moves down into a shared layer. The few exceptions are named in FEATURE_EXCEPTIONS, each with its reason."),
    ),
    ...FEATURE_EXCEPTIONS.filter((each) => !FEATURES.some((feature) => each.from === `^app/${feature}/`)).map((each) =>
      rule("features-import-no-other-feature", { path: each.from }, { path: `^app/(${FEATURES.join("|")})/`, pathNot: [`^${each.from.slice(1).split("/").slice(0, 2).join("/")}/`, each.to] }, each.why),
    ),
    rule("scripts-never-import-tests", { path: "^scripts/" }, { path: "^tests/" },
      "Scripts (build, operations, benchmarks) run on a production install, which has no tests/: what both need lives in scripts/ and the tests import it from there."),
    rule("node-never-loads-jsx", { path: "^(server|scripts)/" }, { path: "\\.tsx$", reachable: true },
      "server/ and scripts/ run under Node, which strips types but loads no JSX: a .tsx module anywhere in their imports stops the server at start-up (the RSVP's reminders once reached the photos drawn in an event's text). The pages' React code reaches them only through React Router's build."),
    rule("app-never-imports-outside-app", { path: "^app/" }, { path: "^(server|scripts|tests)/" },
      "app/ is what Vite bundles for the browser and the server build: it must not reach into the HTTP server, build/ops scripts or tests, which depend on app, not the other way round."),
    // dependency-cruiser tags a `#app/…` import "aliased-subpath-import" (and also "local", as it resolves to a
    // local file), a relative import only "local".
    rule("one-import-style", { path: "^app/" }, { path: "^app/", dependencyTypes: ["local"], dependencyTypesNot: ["aliased-subpath-import"], pathNot: ROUTE_TYPES },
      "Inside app, modules import each other only through the `#app/…` subpath import (package.json `imports`), never by a relative path: one spelling per module keeps imports greppable and moves safe. React Router's generated `./+types/<route>` imports are the one exception."),
    rule("not-to-unresolvable", { path: "^(app|server|scripts)/" }, { couldNotResolve: true, pathNot: [ROUTE_TYPES, ASSET_QUERY] },
      "An import that does not resolve to a file is a typo'd path or a missing package. React Router's `./+types/…` are generated by `react-router typegen` and may not exist yet, so they are left to tsc."),
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    // build/ and .react-router/ are generated; `?url`/`?inline` asset imports are files, not modules.
    exclude: { path: ["(^|/)(node_modules|build)/", "^\\.react-router/", ASSET_QUERY] },
    // So that `import type` (and type-only re-exports) count as dependencies, for no-circular above all.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      // package.json "imports" (`#app/*` → ./app/*) resolve by enhanced-resolve's default importsFields; "exports" of packages.
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
