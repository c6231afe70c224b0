import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { formConstraints } from "./scripts/form-constraints-plugin.ts";

// No reactRouter() plugin here: tests import application modules directly. Every inline project
// inherits this root config (plugins, resolve) and shares its Vite server (Vitest 5 defaults).
// Integration tests are grouped by what they test (tests/README.md): each domain's folder runs on
// both engines; tests/integration/edge (HTTP behaviour that touches no SQL difference) on SQLite only.
const integration = ["tests/integration/**/*.test.ts"];
const edge = "tests/integration/edge/**";

export default defineConfig({
  plugins: [formConstraints()],
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time. The
    // integration files wait on servers, timers and PostgreSQL as much as they compute, so two files
    // at once use both cores (every file has its own database: tests/setup/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          exclude: engine === "postgres" ? [...configDefaults.exclude, edge] : configDefaults.exclude,
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
