import fs from "node:fs";
import path from "node:path";
import { tempDataDir } from "../support/server-process";

/** Where global setup leaves its copy of the migrated and seeded data folder, for the workers. */
export const SEEDED_TEMPLATE_ENV = "E2E_SEEDED_TEMPLATE_DIR";

/**
 * A new DATA_DIR holding a copy of the suite's migrated and seeded database (demo content, demo
 * accounts and the e2e invitations, as the main server had it before its first request), for a
 * server a spec starts with settings of its own: it finds nothing to migrate or seed.
 */
export function seededDataDir(): string {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (!template)
    throw new Error(
      `${SEEDED_TEMPLATE_ENV} is not set: run the suite through playwright.config.ts (global setup)`,
    );
  const dir = tempDataDir();
  copyDatabaseFolder(template, dir);
  return dir;
}

/** Copies the embedded database of one DATA_DIR (its `pglite` folder) into another. */
export function copyDatabaseFolder(fromDataDir: string, toDataDir: string) {
  fs.cpSync(path.join(fromDataDir, "pglite"), path.join(toDataDir, "pglite"), {
    recursive: true,
  });
}
