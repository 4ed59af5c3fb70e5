import { message } from "~/i18n/message";
import { redirectWithToast } from "../http/flash-toast.server";
import { notFound } from "../http/not-found-response.server";
import { isStaffRole, type StaffRole } from "~/domain/enums";
import { getAppServices } from "../services.server";
import { endSession, getSignedIn, type SignedIn } from "./current-user.server";

/**
 * The guards every loader and action of a signed-in area calls first.
 * Each throws a redirect the framework answers; none trusts anything the request says
 * about role or client — both come from the profile row of the session's user.
 */
export type SignedInWithProfile = SignedIn & {
  profile: NonNullable<SignedIn["profile"]>;
};

export async function requireUser(
  request: Request,
  signInPath = "/auth",
): Promise<SignedInWithProfile> {
  // getSignedIn reads a GET's session once, so the console's layout and tab share it.
  const signedIn = await getSignedIn(request);
  if (!signedIn || !signedIn.profile) {
    throw await redirectWithToast(signInPath, {
      kind: "info",
      title: message("account.toast.pleaseSignIn"),
      description: message("account.toast.signInToContinue"),
    });
  }
  return signedIn as SignedInWithProfile;
}

/**
 * Staff only (the console). Signed out: the staff sign-in. Signed in without the
 * admin role: 404, the answer for a page that is not there, so the console's routes tell a
 * client nothing (the spec leaves the page's own answer open). Where STAFF_MFA is required
 * (always in production), staff without TOTP are sent to set it up before anything else, and
 * the session itself must have passed the second factor (docs/access-audit.md): the account having TOTP
 * is not enough, or a password-only session from before enrolment would open the console.
 */
export async function requireAdmin(
  request: Request,
): Promise<SignedInWithProfile> {
  return requireStaffRole(request, ["admin"]);
}

/**
 * The same checks for any of `roles` (all staff roles): the content studio admits editors as
 * well as admins (docs/decisions/051-content-studio.md). Anyone else: 404.
 */
export async function requireStaffRole(
  request: Request,
  roles: readonly StaffRole[],
): Promise<SignedInWithProfile & { profile: { role: StaffRole } }> {
  const signedIn = await requireUser(request, "/admin/auth");
  const role = signedIn.profile.role;
  if (!isStaffRole(role) || !roles.includes(role)) throw notFound();
  const staff = signedIn as SignedInWithProfile & {
    profile: { role: StaffRole };
  };
  await requireStaffSecondFactor(staff);
  return staff;
}

async function requireStaffSecondFactor(
  signedIn: SignedInWithProfile,
): Promise<void> {
  if (!getAppServices().env.staffMfaRequired) return;
  if (!signedIn.twoFactorEnabled) {
    throw await redirectWithToast("/account#two-factor", {
      kind: "info",
      title: message("account.toast.setUpMfa"),
      description: message("account.toast.staffNeedMfa"),
    });
  }
  if (!signedIn.twoFactorVerified) {
    // Enrolling ends every other session, so this is a session from before that (or before
    // the column existed): it ends, and the next sign-in asks for the code.
    await endSession(signedIn.sessionId);
    throw await redirectWithToast("/admin/auth", {
      kind: "info",
      title: message("account.toast.signInAgain"),
      description: message("account.toast.mfaSignInAgain"),
    });
  }
}
