import type { Database } from "../db/client.server";
import type { StaffActor } from "./audit.server";

// Brands that exist only in the types: no value of either symbol is ever created, so nothing
// outside this folder's guard (console-guard.server.ts) and the script door
// (staff-scope-for-script.server.ts) can make a scope without a cast (docs/decisions/033-staff-guard-scope.md).
declare const staffBrand: unique symbol;
declare const adminBrand: unique symbol;
declare const contentBrand: unique symbol;

/**
 * The handle every staff-wide data function of app/server/console takes instead of a
 * database: proof that the caller passed the console's guard. It holds the database and the
 * staff member the audit log names. Like the portal's TenantScope (docs/decisions/018-tenant-scope.md),
 * forgetting the guard is a type error, not a review comment.
 */
export type StaffScope = {
  readonly [staffBrand]: true;
  readonly db: Database;
  /** Who the audit log names for this scope's writes. */
  readonly actor: StaffActor;
};

/**
 * A StaffScope of someone the guard checked holds the admin role. Functions that change who
 * can do what (accounts, roles, access, staff invitations) take this one; a plain StaffScope
 * is not assignable to it.
 */
export type AdminScope = StaffScope & { readonly [adminBrand]: true };

/**
 * What the content studio's and the newsletter's data functions take: proof that the caller is
 * staff who may edit public content and read its subscribers (an admin or an editor). An editor
 * gets only this one, so nothing else of the console accepts what an editor's request holds.
 */
export type ContentScope = {
  readonly [contentBrand]: true;
  readonly db: Database;
  readonly actor: StaffActor;
  /** The name revisions show ("Saved by …"). */
  readonly actorName: string;
};
