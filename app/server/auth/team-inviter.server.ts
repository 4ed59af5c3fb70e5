import type { Request as ExpressRequest } from "express";
import { getSignedIn } from "./current-user.server";

/**
 * The client admin a post to /dashboard/team/invite comes from, read from its session cookie
 * alone (the body is not read yet), so the edge can count the invitation against the admin's
 * and the organisation's budgets (docs/access-audit.md). Anyone else — signed out, staff, a client user,
 * a paused client — gets null: the route's own guard answers them, and they send nothing.
 */
export async function teamInviterOf(
  req: ExpressRequest,
): Promise<{ userId: string; clientId: string } | null> {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  const signedIn = await getSignedIn(
    new Request("http://edge.invalid/", { headers: { cookie } }),
  );
  const profile = signedIn?.profile;
  if (
    !signedIn ||
    profile?.role !== "client_admin" ||
    !profile.clientId ||
    profile.clientStatus === "inactive"
  )
    return null;
  return { userId: signedIn.userId, clientId: profile.clientId };
}
