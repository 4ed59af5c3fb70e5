import { and, eq, ne } from "drizzle-orm";
import type { UserRole } from "~/domain/enums";
import type { AccessRequiredReason } from "~/domain/auth/access-messages";
import type { SignedInView } from "~/domain/auth/auth-views";
import {
  clients,
  profiles,
  session as sessions,
  user as users,
} from "../db/schema.server";
import { getAppServices } from "../services.server";
import { getAuth } from "./auth.server";

/** Who is asking: the better-auth user and session, and our profile (role, client). */
export type SignedIn = {
  userId: string;
  sessionId: string;
  sessionToken: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** This session passed the second factor (a TOTP/backup code at sign-in, or enrolment in it). */
  twoFactorVerified: boolean;
  profile: {
    id: string;
    role: UserRole;
    clientId: string | null;
    fullName: string | null;
    company: string | null;
    /** The client's name and status (null without a client), read in the same query. */
    clientName: string | null;
    clientStatus: string | null;
    /** A self sign-up awaiting access (docs/access-audit.md): staff have its request. */
    accessRequested: boolean;
  } | null;
};

/**
 * The signed-in user of a request, or null. A session past its idle expiry is refused by
 * better-auth; one older than SESSION_MAX_HOURS is ended here (absolute timeout), whatever
 * its activity.
 */
export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const { env, database } = getAppServices();
  const found = await getAuth().api.getSession({
    headers: new Headers({ cookie }),
  });
  if (!found) return null;
  const { session, user } = found;
  if (
    Date.now() - new Date(session.createdAt).getTime() >
    env.sessionMaxAgeMs
  ) {
    await database.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  const [row] = await database.db
    .select({
      id: profiles.id,
      role: profiles.role,
      clientId: profiles.clientId,
      fullName: profiles.fullName,
      clientName: clients.name,
      companyName: clients.companyName,
      clientStatus: clients.status,
      accessRequestedAt: profiles.accessRequestedAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(users.id, user.id))
    .limit(1);
  // A disabled account is signed out even if a session survived (staff console): its
  // sessions are deleted when it is disabled, this is the second lock.
  if (row?.disabledAt) {
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    return null;
  }
  return {
    userId: user.id,
    sessionId: session.id,
    sessionToken: session.token,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(
      (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled,
    ),
    twoFactorVerified: Boolean(
      (session as { twoFactorVerified?: boolean | null }).twoFactorVerified,
    ),
    profile: row?.id
      ? {
          id: row.id,
          role: row.role as UserRole,
          clientId: row.clientId,
          fullName: row.fullName,
          company: row.companyName ?? row.clientName ?? null,
          clientName: row.clientName,
          clientStatus: row.clientStatus,
          accessRequested: row.accessRequestedAt !== null,
        }
      : null,
  };
}

/** Deletes one session row: its cookie then signs nobody in. */
export async function endSession(sessionId: string): Promise<void> {
  await getAppServices()
    .database.db.delete(sessions)
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of an account but the one whose token is `keepToken` (none when null):
 * enrolling in or resetting MFA (docs/access-audit.md), so no session that skipped the code lives on.
 */
export async function endOtherSessions(
  userId: string,
  keepToken: string | null,
): Promise<number> {
  const where =
    keepToken === null
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.token, keepToken));
  const ended = await getAppServices()
    .database.db.delete(sessions)
    .where(where)
    .returning({ id: sessions.id });
  return ended.length;
}

/** Where a signed-in user belongs: staff to the console, clients to the portal, others nowhere. */
export function homeOf(
  signedIn: SignedIn,
): "/lead_admin" | "/dashboard" | null {
  if (signedIn.profile?.role === "admin") return "/lead_admin";
  // A client whose access staff paused has no portal to go to (portal/tenant-scope.server.ts).
  if (
    signedIn.profile?.clientId &&
    signedIn.profile.clientStatus !== "inactive"
  )
    return "/dashboard";
  return null;
}

/** Why a signed-in person without a home has no portal: their client is paused, or they have none. */
export function accessRequiredReason(signedIn: SignedIn): AccessRequiredReason {
  if (
    signedIn.profile?.clientId &&
    signedIn.profile.clientStatus === "inactive"
  )
    return "client-inactive";
  return signedIn.profile?.accessRequested ? "awaiting" : "no-client";
}

export function signedInView(signedIn: SignedIn): SignedInView {
  return {
    name: signedIn.profile?.fullName ?? signedIn.name,
    email: signedIn.email,
    role: signedIn.profile?.role ?? null,
    company: signedIn.profile?.company ?? null,
    twoFactorEnabled: signedIn.twoFactorEnabled,
  };
}
