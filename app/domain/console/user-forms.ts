import { z } from "zod";
import { isStaffRole, USER_ROLES, type UserRole } from "../enums";

/**
 * The console's Users tab: the shared schema of the inline edit and the rules a
 * role change must keep. The browser and the server parse the same form with it.
 */
export const roleLabels: Record<UserRole, string> = {
  admin: "Admin",
  editor: "Editor",
  client_admin: "Client admin",
  client_user: "Client user",
};

/** The client select's value for "No client" (an empty value would be read as missing). */
export const NO_CLIENT = "none";

export const USER_ACCOUNT_INTENTS = [
  "disable",
  "enable",
  "revoke-sessions",
  "reset-mfa",
] as const;
export type UserAccountIntent = (typeof USER_ACCOUNT_INTENTS)[number];

// Any UUID (not only version 4): the same shape isUuid() accepts in URLs.
const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID_PATTERN);

export const updateUserSchema = z
  .object({
    profileId: z
      .string({ error: "Choose a user." })
      .regex(UUID_PATTERN, { error: "Choose a user." }),
    role: z.enum(USER_ROLES, { error: "Choose a role." }),
    clientId: z.union([z.literal(NO_CLIENT), uuid], {
      error: "Choose a client.",
    }),
  })
  .transform(({ profileId, role, clientId }) => ({
    profileId,
    role,
    clientId: clientId === NO_CLIENT ? null : clientId,
  }));
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** A role change's field error, or null: client roles need a client, staff belong to none. */
export function roleClientError(
  role: UserRole,
  clientId: string | null,
): string | null {
  if (isStaffRole(role) && clientId !== null)
    return `${role === "admin" ? "An admin" : "An editor"} belongs to no client: choose “No client”.`;
  if (!isStaffRole(role) && clientId === null)
    return "A client role needs a client.";
  return null;
}

/**
 * Why an admin's change would be refused, or null. `adminCount` counts the admins that can
 * sign in (not disabled), read under lock in the same transaction as the change.
 */
export function adminChangeError(options: {
  change: "demote" | "disable";
  targetIsAdmin: boolean;
  isSelf: boolean;
  adminCount: number;
}): string | null {
  const { change, targetIsAdmin, isSelf, adminCount } = options;
  if (isSelf)
    return change === "demote"
      ? "You cannot change your own role: ask another admin."
      : "You cannot disable your own account: ask another admin.";
  if (targetIsAdmin && adminCount <= 1)
    return change === "demote"
      ? "The last admin cannot be demoted: make someone else an admin first."
      : "The last admin cannot be disabled: make someone else an admin first.";
  return null;
}
