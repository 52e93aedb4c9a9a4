import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The rules live in .dependency-cruiser.cjs (also run by `npm run deps`); this test loads that file, never a copy.
const root = fileURLToPath(new URL("../../", import.meta.url));
const configFile = join(root, ".dependency-cruiser.cjs");

/** Cruises `paths` under `baseDir` with the project's rules, resolving TypeScript with `tsConfigFile`. */
async function cruiseWithRules(baseDir: string, paths: string[], tsConfigFile: string): Promise<ICruiseResult> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(configFile)), baseDir, tsConfig: { fileName: tsConfigFile } };
  const { output } = await cruise(paths, options, undefined, { tsConfig: extractTSConfig(tsConfigFile) });
  return output as ICruiseResult;
}

const violationsOf = async (baseDir: string, paths: string[], tsConfigFile: string): Promise<string[]> =>
  (await cruiseWithRules(baseDir, paths, tsConfigFile)).summary.violations.map(describeViolation).sort();

/**
 * The folders that import each other, directly or round a longer loop, though no module cycle closes (depcruise
 * checks those): the top folders (app's features and shared layers, server, scripts) and the staff area's sub-areas.
 * Each loop found is its folders, sorted.
 */
function folderCycles({ modules }: ICruiseResult): string[][] {
  const folderOf = (path: string) => /^(app\/staff\/[^/]+|app\/[^/]+|server|scripts)\//.exec(path)?.[1];
  const edges = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = folderOf(module.source);
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      // app/staff imports its sub-areas' files as app/staff/<area>: a sub-area and app/staff itself are not a loop.
      if (!from || !to || from === to || to.startsWith(`${from}/`) || from.startsWith(`${to}/`)) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  // Tarjan's strongly connected components: a component of more than one folder is a loop.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === folder ? undefined : stack.pop()) component.push(member);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return loops.sort((a, b) => a.join().localeCompare(b.join()));
}

function describeViolation({ from, to, rule, cycle }: IViolation): string {
  const via = cycle && cycle.length > 1 ? ` [cycle: ${[from, ...cycle.map((step) => step.name)].join(" → ")}]` : "";
  return `${from} → ${to} (${rule.name})${via}`;
}

describe("dependency rules (.dependency-cruiser.cjs)", () => {
  test("app, server and scripts break none of them, and no two folders import each other", async () => {
    const result = await cruiseWithRules(root, ["app", "server", "scripts"], join(root, "tsconfig.json"));
    const violations = result.summary.violations.map(describeViolation).sort();
    expect(violations, `dependency rule violations (npm run deps shows them):\n${violations.join("\n")}\n`).toEqual([]);
    expect(folderCycles(result)).toEqual([]);
  }, 30_000);

  describe("catch what they are meant to", () => {
    // A miniature project: the same package.json "imports" and layout as the real one, one breach per rule, and the
    // patterns that are allowed (route types, asset queries, `#app/…` imports, type-only imports without a cycle).
    let fixture: string;
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
      "tsconfig.json": JSON.stringify({
        compilerOptions: { module: "ES2022", moduleResolution: "bundler", allowImportingTsExtensions: true, noEmit: true },
      }),
      // Node, which runs server/, loads no JSX: a breach of its own.
      "server/index.ts": 'import { page } from "#app/site/routes/page.tsx";\nexport const server = page;\n',
      // Allowed: `#app/…` imports, generated route types, asset queries (even of a file not generated yet).
      "app/site/routes/page.tsx": [
        'import type { Route } from "./+types/page";',
        'import css from "#app/fonts/generated/not-yet-built.css?url";',
        'import { y } from "#app/site/y.ts";',
        'import { typo } from "#app/site/no-such-file.ts";',
        "export const page = (_: Route.LoaderArgs) => [css, y, typo];",
        "",
      ].join("\n"),
      "app/site/y.ts": 'import { f } from "#app/forms/f.ts";\nexport const y = f;\n',
      "app/i18n/x.ts": 'import { y } from "#app/site/y.ts";\nexport const x = y;\n',
      "app/forms/f.ts": 'import { c } from "../config/c.ts";\nimport { s } from "#app/staff/s.ts";\nexport const f = c + s;\n',
      "app/config/c.ts": 'import { t } from "#app/content/t.ts";\nexport const c = t;\n',
      // A shared layer importing one above it (content is above config), and the staff area taking a form's page.
      "app/content/t.ts": "export const t = 1;\n",
      "app/staff/reads-forms.ts": 'import { g } from "#app/forms/g.ts";\nimport { page } from "#app/forms/contact-page.tsx";\nexport const r = [g, page];\n',
      "app/forms/g.ts": "export const g = 1;\n",
      "app/forms/contact-page.tsx": "export const page = 1;\n",
      // A script importing the tests' support.
      "scripts/uses-tests.ts": 'import { help } from "../tests/support/help.ts";\nexport const u = help;\n',
      "tests/support/help.ts": "export const help = 1;\n",
      // Two folders that import each other through different modules: no module cycle, a folder-level one.
      "app/media/m.ts": 'import { t } from "#app/content/t.ts";\nexport const m = t;\n',
      "app/content/u.ts": 'import { n } from "#app/media/n.ts";\nexport const u = n;\n',
      "app/media/n.ts": "export const n = 1;\n",
      "app/staff/s.ts": 'import { tool } from "../../scripts/tool.ts";\nexport const s = tool;\n',
      "scripts/tool.ts": 'export const tool = "t";\n',
      // A cycle closed by a type-only import.
      "app/ui/a.ts": 'import { b } from "#app/ui/b.ts";\nexport type A = number;\nexport const a = b;\n',
      "app/ui/b.ts": 'import type { A } from "#app/ui/a.ts";\nexport const b: A = 2;\n',
    };

    beforeAll(() => {
      fixture = mkdtempSync(join(tmpdir(), "dependency-rules-"));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(fixture, path)), { recursive: true });
        writeFileSync(join(fixture, path), text);
      }
    });
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    test("each rule reports its breach, and only that", async () => {
      const violations = await violationsOf(fixture, ["app", "server", "scripts"], join(fixture, "tsconfig.json"));
      expect(violations).toEqual([
        "app/config/c.ts → app/content/t.ts (shared-layers-in-order)",
        "app/forms/f.ts → app/config/c.ts (one-import-style)",
        "app/forms/f.ts → app/staff/s.ts (features-import-no-other-feature)",
        "app/i18n/x.ts → app/site/y.ts (shared-layers-never-import-features)",
        "app/media/m.ts → app/content/t.ts (shared-layers-in-order)",
        "app/site/routes/page.tsx → #app/site/no-such-file.ts (not-to-unresolvable)",
        "app/site/y.ts → app/forms/f.ts (features-import-no-other-feature)",
        "app/staff/reads-forms.ts → app/forms/contact-page.tsx (features-import-no-other-feature)",
        "app/staff/s.ts → scripts/tool.ts (app-never-imports-outside-app)",
        "app/ui/a.ts → app/ui/b.ts (no-circular) [cycle: app/ui/a.ts → app/ui/b.ts → app/ui/a.ts]",
        "scripts/uses-tests.ts → tests/support/help.ts (scripts-never-import-tests)",
        "server/index.ts → app/site/routes/page.tsx (node-never-loads-jsx)",
      ]);
    }, 30_000);

    test("folders that import each other are a loop, though no module cycle closes", async () => {
      const result = await cruiseWithRules(fixture, ["app", "server", "scripts"], join(fixture, "tsconfig.json"));
      // forms and staff import each other too, through f.ts and reads-forms.ts.
      expect(folderCycles(result)).toEqual([
        ["app/content", "app/media"],
        ["app/forms", "app/staff"],
      ]);
    }, 30_000);
  });
});
