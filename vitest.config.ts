import {
  configDefaults,
  defineConfig,
  type TestProjectInlineConfiguration,
} from "vitest/config";

/**
 * unit: pure modules beside the code. integration: the same suite on PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL (each file in its own database).
 */
const integration = (
  kind: "pglite" | "postgres",
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `integration-${kind}`,
    // The assistant's evaluation protocol keeps its database-backed tests beside its sets.
    include: [
      "tests/integration/**/*.test.ts",
      "bench/**/*.integration.test.ts",
    ],
    env: { TEST_DB_KIND: kind },
    // Migrates and seeds the template databases once; each file copies them
    // (docs/decisions/036-test-databases-copied-from-templates.md).
    globalSetup: ["tests/support/database-templates.setup.ts"],
    // Files share a worker's module cache instead of each importing the app again; the setup
    // file clears what a fresh process would not have (docs/decisions/038-ci-cpu-budget.md).
    isolate: false,
    setupFiles: ["tests/support/shared-worker.setup.ts"],
    // Several tests start a production server; on a loaded 2-core CI machine one start took
    // over 60 s (PGlite migrations and seed while the PostgreSQL run shares the cores).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Child processes; each project says whether its files share one (unit and integration
    // both do: docs/decisions/036-test-databases-copied-from-templates.md, 038-ci-cpu-budget.md).
    pool: "forks",
    isolate: true,
    // Vitest's default on a 2-core machine is one worker, and most integration files spend
    // their time waiting (a spawned production server, PostgreSQL): three overlap the waits
    // (docs/decisions/022-three-test-workers.md).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: [
            ...configDefaults.exclude,
            "bench/**/*.integration.test.ts",
          ],
          // Unit files are pure (no database, no server, no module mocks), so they share a
          // worker's module cache instead of each re-importing its own: half the project's time
          // (docs/decisions/036-test-databases-copied-from-templates.md).
          isolate: false,
          // Three workers on two cores, beside integration files starting servers: CPU-bound
          // property tests (lead-export-csv, initials: 1–3 s alone) passed 20 s at a load
          // average of 15. A limit only decides how long a failing test takes to fail.
          testTimeout: 60_000,
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
