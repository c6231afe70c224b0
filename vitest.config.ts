import { defineConfig } from "vitest/config";
import { formConstraints } from "./scripts/form-constraints-plugin.ts";

// No reactRouter() plugin here: tests import application modules directly. Every inline project
// inherits this root config (plugins, resolve) and shares its Vite server (Vitest 5 defaults).
const integration = ["tests/integration/**/*.test.ts"];

export default defineConfig({
  plugins: [formConstraints()],
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "demo/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
      ...(["sqlite", "postgres"] as const).map((engine) => ({
        test: {
          name: engine,
          include: integration,
          provide: { engine },
          globalSetup: ["tests/setup/global-database.ts"],
          setupFiles: ["tests/setup/test-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // The dev server's smoke test (tests/dev): once, on the embedded database it always uses.
      {
        test: { name: "dev", include: ["tests/dev/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 120_000 },
      },
      // The crash test (tests/crash): its own projects, so `npm run test:crash` can run it alone with
      // more cycles (CRASH_CYCLES); `npm test` runs the short form. Same per-engine database setup.
      ...(["sqlite", "postgres"] as const).map((engine) => ({
        test: {
          name: `crash-${engine}`,
          include: ["tests/crash/**/*.test.ts"],
          provide: { engine },
          globalSetup: ["tests/setup/global-database.ts"],
          setupFiles: ["tests/setup/test-database.ts"],
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
