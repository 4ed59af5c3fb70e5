import { redirect, type RouterContextProvider } from "react-router";
import { consoleHomeOf } from "~/domain/console-sections";
import { STAFF_ROLES, type StaffRole } from "~/domain/enums";
import {
  requireAdmin,
  requireStaffRole,
  type SignedInWithProfile,
} from "../auth/guards.server";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import type { StaffActor } from "./audit.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
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
 * sign-in. Signed in without the admin role (an editor included): 404. Staff without TOTP where STAFF_MFA is
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
 * AdminScope. Both guards admit admins only: an editor (the content studio's staff) gets
 * neither scope, and a 404 from every page they guard.
 */
export async function requireConsoleAdmin(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<AdminRequest> {
  const signedIn = await requireAdmin(request);
  return { signedIn, scope: adminScopeOf(signedIn, context) };
}

/**
 * The Users tab's page guard. `/lead_admin` is where the console opens (a bookmark, the
 * address bar), so an editor who opens it is sent to their part of the console rather than
 * shown a 404; anyone else is answered as by requireStaff. Its posts use requireConsoleAdmin.
 */
export async function requireStaffAtConsoleHome(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<StaffRequest> {
  const signedIn = await requireStaffRole(request, STAFF_ROLES);
  if (signedIn.profile.role !== "admin")
    throw redirect(consoleHomeOf(signedIn.profile.role), {
      headers: CONSOLE_HEADERS,
    });
  return { signedIn, scope: adminScopeOf(signedIn, context) };
}

function adminScopeOf(
  signedIn: SignedInWithProfile,
  context?: Readonly<RouterContextProvider>,
): AdminScope {
  // The one place an admin's scope is made: the guards' checks are what the brand stands for.
  return {
    db: getAppServices().database.db,
    actor: actorOf(signedIn, context),
  } as AdminScope;
}

export type ContentRequest = {
  signedIn: SignedInWithProfile & { profile: { role: StaffRole } };
  scope: ContentScope;
};

/**
 * The guard of the content studio, the newsletter's pages and the console's frame: admins and
 * editors (EDITOR_SECTIONS, app/domain/console-sections.ts). Signed
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
