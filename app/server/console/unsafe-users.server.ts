import { and, eq, isNull, sql } from "drizzle-orm";
import type { UserRole } from "~/domain/enums";
import {
  adminChangeError,
  roleClientError,
  type UpdateUserInput,
} from "~/domain/console/user-forms";
import type { Database, Transaction } from "../db/client.server";
import { clients, profiles, twoFactor, user } from "../db/schema.server";
import { endAllSessions } from "../auth/current-user.server";
import { changedFields, staffWrite } from "./audit.server";
import type { StaffScope, AdminScope } from "./staff-scope.server";

/**
 * One account of any client, and the Users tab's writes: cross-tenant, so only
 * code behind requireStaff may call these. Every write goes through staffWrite with its
 * audit entry. The list is in unsafe-user-list.server.ts.
 */
export function unsafeFindUser(scope: StaffScope, profileId: string) {
  return findUser(scope.db, profileId);
}

async function findUser(db: Database | Transaction, profileId: string) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: profiles.email,
      role: profiles.role,
      clientId: profiles.clientId,
      disabledAt: user.disabledAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ? { ...row, role: row.role as UserRole } : null;
}

export type UserWriteOutcome =
  | { ok: true; name: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  | {
      ok: false;
      reason: "refused";
      field: "role" | "clientId" | null;
      message: string;
    };

// Arbitrary but fixed: every write that could remove an admin takes it first.
const ADMIN_CHANGES_LOCK = 4_211_011;

/**
 * Serializes every change that could leave the console without an admin (demote, disable)
 * for the rest of the transaction, then counts the admins who can still sign in. Two admins
 * demoting each other at once: the second waits, then counts one admin and is refused.
 * (Row locks on profiles alone would not see a concurrent disable, which writes `user`.)
 */
async function lockedActiveAdmins(tx: Transaction): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
  const rows = await tx
    .select({ profileId: profiles.id })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(eq(profiles.role, "admin"), isNull(user.disabledAt)))
    .for("update");
  return rows.map((row) => row.profileId);
}

const NO_LONGER_ADMIN = "Your account is no longer an admin: reload the page.";

const refused = (
  message: string,
  field: "role" | "clientId" | null = null,
): UserWriteOutcome => ({ ok: false, reason: "refused", field, message });

export function unsafeUpdateUser(
  { db, actor }: AdminScope,
  input: UpdateUserInput,
): Promise<UserWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const admins = await lockedActiveAdmins(tx);
    const target = await findUser(tx, input.profileId);
    if (!target) return { ok: false, reason: "not-found" };
    const ruleError = roleClientError(input.role, input.clientId);
    if (ruleError) return refused(ruleError, "clientId");
    // Any change away from admin is a demotion, to editor as much as to a client role.
    if (target.role === "admin" && input.role !== "admin") {
      const error = adminChangeError({
        change: "demote",
        targetIsAdmin: admins.includes(target.profileId),
        isSelf: target.profileId === actor.profileId,
        adminCount: admins.length,
      });
      if (error) return refused(error, "role");
      // Demoted or disabled by someone else a moment ago (after requireStaff let the
      // request in): the change is no longer theirs to make.
      if (!admins.includes(actor.profileId)) return refused(NO_LONGER_ADMIN);
    }
    let clientName: string | null = null;
    if (input.clientId) {
      const [client] = await tx
        .select({ name: clients.name })
        .from(clients)
        .where(eq(clients.id, input.clientId));
      if (!client) return refused("Choose a client from the list.", "clientId");
      clientName = client.name;
    }
    const diff = changedFields(
      { role: target.role, clientId: target.clientId },
      { role: input.role, clientId: input.clientId },
    );
    if (!diff) return { ok: true, name: target.name, changed: false };
    await tx
      .update(profiles)
      .set({
        role: input.role,
        clientId: input.clientId,
        // Attached here rather than under Awaiting access: the request is answered all the same.
        ...(input.clientId ? { accessRequestedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, target.profileId));
    await audit({
      action: "user.update",
      entityType: "user",
      entityId: target.profileId,
      summary: `Changed ${target.email}'s ${Object.keys(diff.after).join(" and ").replace("clientId", "client")}`,
      before: diff.before,
      after: diff.after,
      details: { email: target.email, clientName },
    });
    return { ok: true, name: target.name, changed: true };
  });
}

/** Disable (sessions end in the same transaction) or enable an account. */
export function unsafeSetUserDisabled(
  { db, actor }: AdminScope,
  profileId: string,
  disabled: boolean,
): Promise<UserWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const admins = await lockedActiveAdmins(tx);
    const target = await findUser(tx, profileId);
    if (!target) return { ok: false, reason: "not-found" };
    if (disabled) {
      const error = adminChangeError({
        change: "disable",
        targetIsAdmin: admins.includes(target.profileId),
        isSelf: target.profileId === actor.profileId,
        adminCount: admins.length,
      });
      if (error) return refused(error);
      if (!admins.includes(actor.profileId)) return refused(NO_LONGER_ADMIN);
    }
    if ((target.disabledAt !== null) === disabled)
      return { ok: true, name: target.name, changed: false };
    const disabledAt = disabled ? new Date() : null;
    await tx
      .update(user)
      .set({ disabledAt, updatedAt: new Date() })
      .where(eq(user.id, target.userId));
    const ended = disabled ? await endAllSessions(tx, target.userId) : 0;
    await audit({
      action: disabled ? "user.disable" : "user.enable",
      entityType: "user",
      entityId: target.profileId,
      summary: `${disabled ? "Disabled" : "Enabled"} ${target.email}'s account`,
      before: { disabledAt: target.disabledAt?.toISOString() ?? null },
      after: { disabledAt: disabledAt?.toISOString() ?? null },
      details: disabled
        ? { email: target.email, sessionsEnded: ended }
        : { email: target.email },
    });
    return { ok: true, name: target.name, changed: true };
  });
}

/** Signs an account out everywhere: every session row goes. */
export function unsafeRevokeUserSessions(
  { db, actor }: AdminScope,
  profileId: string,
): Promise<UserWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const target = await findUser(tx, profileId);
    if (!target) return { ok: false, reason: "not-found" };
    const ended = await endAllSessions(tx, target.userId);
    await audit({
      action: "user.sessions_revoke",
      entityType: "user",
      entityId: target.profileId,
      summary: `Signed ${target.email} out of every session`,
      before: { sessions: ended },
      after: { sessions: 0 },
      details: { email: target.email },
    });
    return { ok: true, name: target.name, changed: ended > 0 };
  });
}

/**
 * Removes the account's authenticator (the two_factor row: secret and backup codes, never
 * copied into the log) so it must enrol again where STAFF_MFA requires it. Every session of
 * the account ends with it (docs/access-audit.md): none outlives the factor it passed.
 */
export function unsafeResetUserMfa(
  { db, actor }: AdminScope,
  profileId: string,
): Promise<UserWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const target = await findUser(tx, profileId);
    if (!target) return { ok: false, reason: "not-found" };
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.userId));
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, target.userId));
    const ended = await endAllSessions(tx, target.userId);
    await audit({
      action: "user.mfa_reset",
      entityType: "user",
      entityId: target.profileId,
      summary: `Reset ${target.email}'s two-factor authentication`,
      before: { twoFactorEnabled: Boolean(target.twoFactorEnabled) },
      after: { twoFactorEnabled: false },
      details: { email: target.email, sessionsEnded: ended },
    });
    return { ok: true, name: target.name, changed: true };
  });
}
