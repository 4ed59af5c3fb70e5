import { and, eq, type SQL } from "drizzle-orm";
import { message } from "~/i18n/message";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import { accessMessages } from "~/domain/auth/access-messages";
import { authMessages } from "~/domain/auth/auth-forms";
import { isStaffRole, type StaffRole, type UserRole } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import {
  getSignedIn,
  homeOf,
  type SignedIn,
} from "../auth/current-user.server";

/**
 * The one door to tenant-owned rows. A TenantScope is made
 * only here, only from the session of the request — the client id is the caller's profile's,
 * never a value the request carries. The portal's data modules (app/server/portal/*) take a
 * scope as their first argument, reach the database only through `scope.db`, and filter
 * every tenant-owned table with `scope.owns(table)`. Staff functions that deliberately
 * cross tenants live apart, in app/server/console/, and are named unsafe….
 */
export type TenantScope = {
  readonly clientId: string;
  readonly profileId: string;
  readonly userId: string;
  readonly role: Exclude<UserRole, StaffRole>;
  /** The client as its people see it: company name, else name. */
  readonly clientLabel: string;
  /**
   * The client's documents, projects and tickets as the database counts them (drizzle/0014, 0015),
   * read with the session: the lists page by them without counting the rows.
   */
  readonly counts: { documents: number; projects: number; tickets: number };
  readonly db: Database;
  /** `table.client_id = <the caller's client>`, optionally and-ed with more conditions. */
  owns(table: { clientId: AnyPgColumn }, ...more: (SQL | undefined)[]): SQL;
};

export type ScopedRequest = {
  signedIn: SignedIn & { profile: NonNullable<SignedIn["profile"]> };
  scope: TenantScope;
};

/** Why a signed-in person has no portal: no client, or a client whose access staff suspended. */
type NoScope = "signed-out" | "no-client" | "staff" | "client-inactive";

// The dashboard's layout and its tab both guard the same request: one session lookup serves both.
const resolvedByRequest = new WeakMap<
  Request,
  Promise<ScopedRequest | NoScope>
>();

function resolveScope(request: Request): Promise<ScopedRequest | NoScope> {
  let resolved = resolvedByRequest.get(request);
  if (!resolved) {
    resolved = lookUpScope(request);
    resolvedByRequest.set(request, resolved);
  }
  return resolved;
}

async function lookUpScope(request: Request): Promise<ScopedRequest | NoScope> {
  const signedIn = await getSignedIn(request);
  if (!signedIn?.profile) return "signed-out";
  const { profile } = signedIn;
  // Every staff role, the editor's included: staff belong to no client, so no portal.
  if (isStaffRole(profile.role)) return "staff";
  if (!profile.clientId) return "no-client";
  // The client's row came with the profile (current-user.server.ts): no second query.
  if (!profile.clientName) return "no-client";
  if (profile.clientStatus === "inactive") return "client-inactive";
  const clientId = profile.clientId;
  const scope: TenantScope = {
    clientId,
    profileId: profile.id,
    userId: signedIn.userId,
    role: profile.role,
    clientLabel: profile.company ?? profile.clientName,
    counts: profile.clientCounts,
    db: getAppServices().database.db,
    owns: (table, ...more) => and(eq(table.clientId, clientId), ...more)!,
  };
  return { signedIn: signedIn as ScopedRequest["signedIn"], scope };
}

export const inactiveClientMessage = accessMessages.clientInactive;

/**
 * Guard of the portal's pages (/dashboard and its tabs): signed out → sign-in; staff → their
 * console home (staff reach a client's data through its workspace there, never through a scope);
 * no client or a suspended client → /auth with 'Access Required'.
 */
export async function requireTenantPage(
  request: Request,
): Promise<ScopedRequest> {
  const resolved = await resolveScope(request);
  if (typeof resolved !== "string") return resolved;
  if (resolved === "signed-out") {
    throw await redirectWithToast("/auth", {
      kind: "info",
      title: message("account.toast.pleaseSignIn"),
      description: message("account.toast.signInToContinue"),
    });
  }
  if (resolved === "staff") {
    const signedIn = await getSignedIn(request);
    throw redirect((signedIn && homeOf(signedIn)) ?? "/lead_admin");
  }
  throw await redirectWithToast("/auth", {
    kind: "error",
    title: authMessages.accessRequiredTitle,
    description:
      resolved === "client-inactive"
        ? inactiveClientMessage
        : authMessages.accessRequired,
  });
}

/**
 * Guard of everything addressed by id (a project, a document's download, a ticket): signed
 * out → sign-in, as for pages; anyone signed in without a scope → 404, exactly what a foreign
 * id answers, so an id's existence never leaks.
 */
export async function requireTenantResource(
  request: Request,
): Promise<ScopedRequest> {
  const resolved = await resolveScope(request);
  if (typeof resolved !== "string") return resolved;
  if (resolved === "signed-out") return requireTenantPage(request);
  throw notFound();
}

// The portal shares the signed-in areas' 404 and id check.
export { isUuid, notFound } from "../http/not-found-response.server";
