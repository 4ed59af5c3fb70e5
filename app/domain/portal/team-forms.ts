import { z } from "zod";
import type { MessageId } from "~/i18n/message";
import { authMessages, EMAIL_MAX_LENGTH } from "../auth/auth-forms";

/**
 * The Team tab's forms, shared by the browser (checked before posting) and the
 * server. Only an address is asked for: a colleague always joins as client_user, in the
 * inviting admin's own client, whatever else a request carries.
 */
export const teamMessages = {
  emailRequired: "portal.team.form.emailRequired",
} as const satisfies Record<string, MessageId>;

export const inviteColleagueSchema = z.object({
  email: z
    .string({ error: teamMessages.emailRequired })
    .trim()
    .min(1, { error: teamMessages.emailRequired })
    .max(EMAIL_MAX_LENGTH, { error: authMessages.emailInvalid })
    .pipe(z.email({ error: authMessages.emailInvalid }))
    .transform((value) => value.toLowerCase()),
});

export type TeamIntent = "invite" | "revoke-access" | "cancel-invitation";
