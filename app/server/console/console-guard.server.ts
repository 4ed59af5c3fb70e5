import type { RouterContextProvider } from "react-router";
import type { StaffRole } from "~/domain/enums";
import {
  requireAdmin,
  requireStaffRole,
  type SignedInWithProfile,
} from "../auth/guards.server";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import type { StaffActor } from "./audit.server";
import type {
  AdminScope,
  ContentScope,
  StaffScope,
} from "./staff-scope.server";

export type StaffRequest = {
  signedIn: SignedInWithProfile;
  /** The only key to this folder's staff-wide data functions; it names who acts for the audit log. */
  scope: StaffScope;
};

export type AdminRequest = StaffRequest & { scope: AdminScope };

/**
 * The first line of every console loader and action. Signed out: the staff
 * sign-in. Signed in without the admin role: 404. Staff without TOTP where STAFF_MFA is
 * required: sent to set it up. The StaffScope it returns is what the cross-tenant functions
 * of this folder take instead of a database, so calling one without this guard does not
 * compile (docs/decisions/033-staff-guard-scope.md).
 */
export async function requireStaff(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<StaffRequest> {
  return requireConsoleAdmin(request, context);
}

/**
 * The same guard for the console's account and access changes, whose functions take an
 * AdminScope. Every staff account holds the admin role today, so both guards let the same
 * people in; a future narrower staff role gets a StaffScope from requireStaff only.
 */
export async function requireConsoleAdmin(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<AdminRequest> {
  const signedIn = await requireAdmin(request);
  // The one place a request's scope is made: the checks above are what the brand stands for.
  const scope = {
    db: getAppServices().database.db,
    actor: actorOf(signedIn, context),
  } as AdminScope;
  return { signedIn, scope };
}

export type ContentRequest = {
  signedIn: SignedInWithProfile & { profile: { role: StaffRole } };
  scope: ContentScope;
};

/**
 * The guard of the content studio and of the console's frame: admins and editors. Signed
 * out: the staff sign-in; anyone else: 404; the same second-factor rules as requireStaff.
 */
export async function requireContentStaff(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<ContentRequest> {
  const signedIn = await requireStaffRole(request, ["admin", "editor"]);
  const scope = {
    db: getAppServices().database.db,
    actor: actorOf(signedIn, context),
    actorName: signedIn.profile.fullName || signedIn.email,
  } as ContentScope;
  return { signedIn, scope };
}

function actorOf(
  signedIn: SignedInWithProfile,
  context?: Readonly<RouterContextProvider>,
): StaffActor {
  const ip = context ? context.get(requestInfoContext).clientIp : null;
  return {
    userId: signedIn.userId,
    profileId: signedIn.profile.id,
    email: signedIn.email,
    ipAddress: ip && ip !== "unknown" ? ip : null,
  };
}
