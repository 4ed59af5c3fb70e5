import { and, eq, gt, ne, sql } from "drizzle-orm";
import { consoleHomeOf } from "~/domain/console-sections";
import { isStaffRole, type UserRole } from "~/domain/enums";
import type { AccessRequiredReason } from "~/domain/auth/access-messages";
import type { SignedInView } from "~/domain/auth-views";
import {
  clients,
  profiles,
  session as sessions,
  user as users,
} from "../db/schema.server";
import type { Database, Transaction } from "../db/client.server";
import { getAppServices } from "../services.server";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuth, sessionCookieName, sessionTiming } from "./auth.server";

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
    /** The language the person chose for the signed-in areas; null until they choose (drizzle/0022). */
    preferredLocale: string | null;
    /**
     * The client's documents, projects and tickets as the database counts them (drizzle/0014, 0015),
     * read with the client's row; zeros without a client.
     */
    clientCounts: { documents: number; projects: number; tickets: number };
  } | null;
};

/**
 * The signed-in user of a request, or null. A session past its idle expiry is refused; one
 * older than SESSION_MAX_HOURS is ended here (absolute timeout), whatever its activity; a
 * disabled account is signed out.
 *
 * Read once per GET (a layout and its page share the answer), and in one statement: the signed
 * session cookie is checked here as better-auth checks it, and the session, user, profile and
 * client come in one join. A session that is expired or due for better-auth's sliding refresh
 * goes through better-auth's own getSession, which ends or extends it
 * (docs/decisions/045-signed-in-pages.md).
 */
export function getSignedIn(request: Request): Promise<SignedIn | null> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return lookUpSignedIn(request);
  let found = signedInByRequest.get(request);
  if (!found) {
    found = lookUpSignedIn(request);
    signedInByRequest.set(request, found);
  }
  return found;
}

const signedInByRequest = new WeakMap<Request, Promise<SignedIn | null>>();

async function lookUpSignedIn(request: Request): Promise<SignedIn | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  const { env, database } = getAppServices();
  const token = verifiedCookieValue(
    cookie,
    sessionCookieName(env),
    env.authSecret,
  );
  // No session cookie, or one whose signature fails: better-auth would answer null too.
  if (token === null) return null;
  const [row] = await sessionByToken(database.db).execute({ token });
  if (!row) return null;
  const { expiresIn, updateAge } = sessionTiming(env);
  const expiresAt = row.session.expiresAt.getTime();
  const refreshDue = expiresAt - expiresIn * 1000 + updateAge * 1000;
  if (expiresAt <= Date.now() || refreshDue <= Date.now())
    return viaBetterAuth(cookie);
  return checkedSignedIn(
    {
      id: row.session.id,
      token: row.session.token,
      createdAt: row.session.createdAt,
      twoFactorVerified: row.session.twoFactorVerified,
    },
    row.user,
    row.profile,
  );
}

/**
 * The session, its user, profile and client by the session's token: one statement prepared once
 * per database (its SQL built once, its plan kept by the database), since every signed-in
 * request runs it (docs/decisions/047-whole-documents-and-embedded-database-costs.md).
 */
function sessionByToken(db: Database) {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = prepareSessionByToken(db);
    sessionStatements.set(db, statement);
  }
  return statement;
}

function prepareSessionByToken(db: Database) {
  return db
    .select({
      session: {
        id: sessions.id,
        token: sessions.token,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        twoFactorVerified: sessions.twoFactorVerified,
      },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
        disabledAt: users.disabledAt,
      },
      profile: profileColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("current_user_session_by_token");
}

const sessionStatements = new WeakMap<
  Database,
  ReturnType<typeof prepareSessionByToken>
>();

/** better-auth's getSession: it ends an expired session and extends one due for it. */
async function viaBetterAuth(cookie: string): Promise<SignedIn | null> {
  const found = await getAuth().api.getSession({
    headers: new Headers({ cookie }),
  });
  if (!found) return null;
  const { session, user } = found;
  const [profile] = await getAppServices()
    .database.db.select(profileColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(users.id, user.id))
    .limit(1);
  return checkedSignedIn(
    {
      id: session.id,
      token: session.token,
      createdAt: new Date(session.createdAt),
      twoFactorVerified: Boolean(
        (session as { twoFactorVerified?: boolean | null }).twoFactorVerified,
      ),
    },
    {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean(
        (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled,
      ),
      disabledAt: (user as { disabledAt?: Date | null }).disabledAt ?? null,
    },
    profile ?? null,
  );
}

const profileColumns = {
  id: profiles.id,
  role: profiles.role,
  clientId: profiles.clientId,
  fullName: profiles.fullName,
  clientName: clients.name,
  companyName: clients.companyName,
  clientStatus: clients.status,
  accessRequestedAt: profiles.accessRequestedAt,
  preferredLocale: profiles.preferredLocale,
  documentCount: clients.documentCount,
  projectCount: clients.projectCount,
  ticketCount: clients.ticketCount,
};

type ProfileRow = {
  id: string | null;
  role: string | null;
  clientId: string | null;
  fullName: string | null;
  clientName: string | null;
  companyName: string | null;
  clientStatus: string | null;
  accessRequestedAt: Date | null;
  preferredLocale: string | null;
  documentCount: number | null;
  projectCount: number | null;
  ticketCount: number | null;
};

/** The absolute timeout and the disabled account, whichever way the session was read. */
async function checkedSignedIn(
  session: {
    id: string;
    token: string;
    createdAt: Date;
    twoFactorVerified: boolean | null;
  },
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    twoFactorEnabled: boolean | null;
    disabledAt: Date | null;
  },
  row: ProfileRow | null,
): Promise<SignedIn | null> {
  const { env, database } = getAppServices();
  if (Date.now() - session.createdAt.getTime() > env.sessionMaxAgeMs) {
    await database.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  // A disabled account is signed out even if a session survived (staff console): its
  // sessions are deleted when it is disabled, this is the second lock.
  if (user.disabledAt) {
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
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    twoFactorVerified: Boolean(session.twoFactorVerified),
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
          preferredLocale: row.preferredLocale,
          clientCounts: {
            documents: row.documentCount ?? 0,
            projects: row.projectCount ?? 0,
            tickets: row.ticketCount ?? 0,
          },
        }
      : null,
  };
}

/**
 * The value of a cookie signed as better-auth signs its cookies (better-call: `value.` and the
 * base64 HMAC-SHA256 of the value under the secret, URI-encoded), or null when the cookie is
 * missing or its signature does not match. Parsed as better-call parses: the first cookie of
 * a name counts, quotes are stripped, the value is URI-decoded.
 */
export function verifiedCookieValue(
  header: string,
  name: string,
  secret: string,
): string | null {
  const raw = cookieValue(header, name);
  if (raw === null) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const signature = raw.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  // Compared as text, so only the exact base64 that better-call's atob would read passes.
  const expected = Buffer.from(
    createHmac("sha256", secret).update(value).digest("base64"),
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? value
    : null;
}

function cookieValue(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf("=", index);
    if (equals === -1) return null;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(";", equals - 1) + 1;
      continue;
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/** An account's sessions that have not expired (what better-auth's listSessions returns), one statement. */
export async function activeSessionsOf(userId: string): Promise<
  {
    id: string;
    userAgent: string | null;
    ipAddress: string | null;
    createdAt: Date;
    updatedAt: Date;
  }[]
> {
  return getAppServices()
    .database.db.select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())),
    );
}

/** Deletes one session row: its cookie then signs nobody in. */
export async function endSession(sessionId: string): Promise<void> {
  await getAppServices()
    .database.db.delete(sessions)
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of an account, in `db`: the transaction of the change that calls for it
 * (access revoked, account disabled, MFA reset). Returns how many ended, for the audit log.
 */
export async function endAllSessions(
  db: Database | Transaction,
  userId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
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

/**
 * Where a signed-in user belongs: staff to their part of the console (an editor to the
 * content studio), clients to the portal, others nowhere.
 */
export function homeOf(signedIn: SignedIn): string | null {
  const role = signedIn.profile?.role;
  if (isStaffRole(role)) return consoleHomeOf(role);
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
