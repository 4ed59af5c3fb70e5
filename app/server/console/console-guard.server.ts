import type { RouterContextProvider } from "react-router";
import type { Database } from "../db/client.server";
import { requireAdmin, type SignedInWithProfile } from "../auth/guards.server";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import type { StaffActor } from "./audit.server";

export type StaffRequest = {
  signedIn: SignedInWithProfile;
  /** Who the audit log names for this request's writes. */
  actor: StaffActor;
  db: Database;
};

/**
 * The first line of every console loader and action (issue 11). Signed out: the staff
 * sign-in. Signed in without the admin role: 404. Staff without TOTP where STAFF_MFA is
 * required: sent to set it up. Only code behind this guard may call the `unsafe…`
 * cross-tenant functions of this folder.
 */
export async function requireStaff(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<StaffRequest> {
  const signedIn = await requireAdmin(request);
  const ip = context ? context.get(requestInfoContext).clientIp : null;
  return {
    signedIn,
    actor: {
      userId: signedIn.userId,
      profileId: signedIn.profile.id,
      email: signedIn.email,
      ipAddress: ip && ip !== "unknown" ? ip : null,
    },
    db: getAppServices().database.db,
  };
}
