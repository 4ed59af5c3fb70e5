import v8 from "node:v8";
import type { TestProject } from "vitest/node";
import {
  buildPgliteTemplates,
  buildPostgresTemplates,
} from "./database-templates";
import { SHORT_LIVED_NODE_FLAGS } from "./server-process";

/**
 * Vitest global setup of an integration project: migrates and seeds its template databases
 * once, before any test file runs, and removes them after the last one
 * (docs/decisions/036-test-databases-copied-from-templates.md).
 */
export default async function setup(
  project: TestProject,
): Promise<() => Promise<void>> {
  const started = Date.now();
  const kind = project.config.env.TEST_DB_KIND;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error(
        "TEST_DATABASE_URL is required for the PostgreSQL integration project",
      );
    const { templates, remove } = await buildPostgresTemplates(url);
    project.provide("databaseTemplates", templates);
    report(project, started);
    return remove;
  }
  // Migrating and seeding once is short-lived work too (server-process.ts).
  for (const flag of SHORT_LIVED_NODE_FLAGS) v8.setFlagsFromString(flag);
  const { templates, remove } = await buildPgliteTemplates();
  project.provide("databaseTemplates", templates);
  report(project, started);
  return async () => remove();
}

function report(project: TestProject, started: number) {
  console.log(
    `[${project.name}] template databases migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
