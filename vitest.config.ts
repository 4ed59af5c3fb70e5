import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * unit: pure modules beside the code. integration: the same suite on PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL (each file in its own database).
 */
const integration = (kind: "pglite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `integration-${kind}`,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_KIND: kind },
    // Several tests start a production server; on a loaded 2-core CI machine one start took
    // over 60 s (PGlite migrations and seed while the PostgreSQL run shares the cores).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"] } },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
