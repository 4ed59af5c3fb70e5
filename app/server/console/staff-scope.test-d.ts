// Checked by `npm run typecheck` (tsc), not run: vitest's patterns do not match *.test-d.ts.
// It proves the console's data functions cannot be called without the guard
// (docs/decisions/033-staff-guard-scope.md): each @ts-expect-error line must be an error,
// or tsc fails with "Unused '@ts-expect-error' directive".
import type { Database, Transaction } from "../db/client.server";
import type { StaffActor } from "./audit.server";
import type { requireConsoleAdmin, requireStaff } from "./console-guard.server";
import type { unsafeListClients } from "./unsafe-clients.server";
import type { unsafeUpdateUser } from "./unsafe-users.server";
import type { listLeads } from "./lead-inbox.server";
import type { AdminScope, StaffScope } from "./staff-scope.server";

declare const db: Database;
declare const tx: Transaction;
declare const actor: StaffActor;
declare const staff: StaffScope;
declare const admin: AdminScope;
declare const listClients: typeof unsafeListClients;
declare const updateUser: typeof unsafeUpdateUser;
declare const list: typeof listLeads;
type Update = Parameters<typeof unsafeUpdateUser>[1];
declare const update: Update;
declare const params: Parameters<typeof listLeads>[1];

// The guards hand out the scopes.
export const fromGuard: StaffScope = null! as Awaited<
  ReturnType<typeof requireStaff>
>["scope"];
export const fromAdminGuard: AdminScope = null! as Awaited<
  ReturnType<typeof requireConsoleAdmin>
>["scope"];

// With a scope: compiles.
void listClients(staff);
void listClients(admin);
void list(staff, params);
void updateUser(admin, update);

// Without the guard: does not compile.
// @ts-expect-error a raw database is not a StaffScope
void listClients(db);
// @ts-expect-error nor is a transaction
void listClients(tx);
// @ts-expect-error nor the shape of one without the brand
void listClients({ db, actor });
// @ts-expect-error the inbox too
void list(db, params);
// @ts-expect-error an admin-only change needs an AdminScope: a StaffScope is not one
void updateUser(staff, update);
const guardScope = null! as Awaited<ReturnType<typeof requireStaff>>["scope"];
// @ts-expect-error the requireStaff guard's scope is not an AdminScope either
void updateUser(guardScope, update);
