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
async function violationsOf(baseDir: string, paths: string[], tsConfigFile: string): Promise<string[]> {
  const options: ICruiseOptions = { ...(await extractDepcruiseOptions(configFile)), baseDir, tsConfig: { fileName: tsConfigFile } };
  const { output } = await cruise(paths, options, undefined, { tsConfig: extractTSConfig(tsConfigFile) });
  const violations = (output as ICruiseResult).summary.violations;
  return violations.map(describeViolation).sort();
}

function describeViolation({ from, to, rule, cycle }: IViolation): string {
  const via = cycle && cycle.length > 1 ? ` [cycle: ${[from, ...cycle.map((step) => step.name)].join(" → ")}]` : "";
  return `${from} → ${to} (${rule.name})${via}`;
}

describe("dependency rules (.dependency-cruiser.cjs)", () => {
  test("app, server and scripts break none of them", async () => {
    const violations = await violationsOf(root, ["app", "server", "scripts"], join(root, "tsconfig.json"));
    expect(violations, `dependency rule violations (npm run deps shows them):\n${violations.join("\n")}\n`).toEqual([]);
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
      "app/config/c.ts": "export const c = 1;\n",
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
      const violations = await violationsOf(fixture, ["app", "server"], join(fixture, "tsconfig.json"));
      expect(violations).toEqual([
        "app/forms/f.ts → app/config/c.ts (one-import-style)",
        "app/forms/f.ts → app/staff/s.ts (forms-never-import-staff)",
        "app/i18n/x.ts → app/site/y.ts (shared-layers-never-import-features)",
        "app/site/routes/page.tsx → #app/site/no-such-file.ts (not-to-unresolvable)",
        "app/site/y.ts → app/forms/f.ts (site-never-imports-forms-or-staff)",
        "app/staff/s.ts → scripts/tool.ts (app-never-imports-outside-app)",
        "app/ui/a.ts → app/ui/b.ts (no-circular) [cycle: app/ui/a.ts → app/ui/b.ts → app/ui/a.ts]",
        "server/index.ts → app/site/routes/page.tsx (node-never-loads-jsx)",
      ]);
    }, 30_000);
  });
});
