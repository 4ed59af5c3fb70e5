import type { Database } from "../db/client.server";
import type { StaffActor } from "./audit.server";
import type {
  AdminScope,
  ContentScope,
  StaffScope,
} from "./staff-scope.server";

/**
 * The door to the console's staff-wide data functions for code that runs outside a request:
 * command-line scripts, benchmarks and tests, where whoever runs it is the authority and
 * there is no session to check. Request code gets its scope from console-guard.server.ts;
 * ESLint forbids importing this module anywhere under app/ (docs/decisions/033-staff-guard-scope.md).
 */
export function staffScopeForScript(
  db: Database,
  actor: StaffActor,
): StaffScope {
  return { db, actor } as StaffScope;
}

/** The same, for the account and access changes that take an AdminScope. */
export function adminScopeForScript(
  db: Database,
  actor: StaffActor,
): AdminScope {
  return { db, actor } as AdminScope;
}

/** The same, for the content studio's writes (they name who saved in each revision). */
export function contentScopeForScript(
  db: Database,
  actor: StaffActor,
  actorName: string,
): ContentScope {
  return { db, actor, actorName } as ContentScope;
}
