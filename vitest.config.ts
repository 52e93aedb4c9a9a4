import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      // Tests sit by feature (tests/<feature>/); *.e2e.test.ts run against the production build in Chromium.
      { extends: true, test: { name: "unit", include: ["tests/**/*.test.ts"], exclude: ["tests/**/*.e2e.test.ts"] } },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/**/*.e2e.test.ts"],
          globalSetup: ["tests/support/server.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium per file; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          // A browser test that fails once while the other file loads both cores (seen once in a full run: a click
          // waiting 30 s on the Amharic contact form) is run once more; a real failure fails both times.
          retry: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
