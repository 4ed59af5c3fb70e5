import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../auth/auth-forms";
import { STAFF_ROLES, type StaffRole } from "../enums";

/**
 * The Users tab's access forms (docs/access-audit.md § 6 and 7): granting a self sign-up access to
 * a client with a role, and inviting a colleague as an admin or an editor. Shared by the browser and the server.
 * Both are confirmed: the first post answers with the question, the second (`confirmed=yes`)
 * does it — so the confirmation works without JavaScript and no e-mail address travels in a URL.
 */
export const CLIENT_ROLES = ["client_admin", "client_user"] as const;

const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const grantAccessSchema = z.object({
  profileId: z
    .string({ error: "Choose a person." })
    .regex(UUID_PATTERN, { error: "Choose a person." }),
  clientId: z
    .string({ error: "Choose a client." })
    .regex(UUID_PATTERN, { error: "Choose a client." }),
  role: z.enum(CLIENT_ROLES, { error: "Choose a role." }),
});
export type GrantAccessInput = z.output<typeof grantAccessSchema>;

export const inviteStaffSchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address." })
    .trim()
    .min(1, { error: "Enter an e-mail address." })
    .max(EMAIL_MAX_LENGTH, { error: "Enter a valid e-mail address." })
    .pipe(z.email({ error: "Enter a valid e-mail address." }))
    .transform((value) => value.toLowerCase()),
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
});
export type InviteStaffInput = z.output<typeof inviteStaffSchema>;

/** "an admin", "an editor": the staff role in a sentence. */
export const staffRoleWithArticle: Record<StaffRole, string> = {
  admin: "an admin",
  editor: "an editor",
};

const inviteScopes: Record<StaffRole, string> = {
  admin:
    "An admin sees every client's data, every lead and the audit log, and can change who signs in.",
  editor:
    "An editor works in the content studio (writing, revising and publishing insights), sends insights to the newsletter's subscribers and curates the assistant's answers; they see no client data, leads or accounts, and cannot export the subscriber list.",
};

export const accessCopy = {
  awaitingTitle: "Awaiting access",
  awaitingIntro:
    "These people signed up and confirmed their e-mail address, but belong to no client yet: they see no project data. Attach each one to their organisation with a role; they are e-mailed that access is granted.",
  grantTitle: (name: string, client: string, role: string) =>
    `Give ${name} access to ${client} as ${role}?`,
  grantConsequence: (email: string, client: string) =>
    `${email} will see ${client}'s projects, documents and support, and is e-mailed that access is granted.`,
  inviteTitle: (email: string, role: StaffRole) =>
    `Invite ${email} as ${staffRoleWithArticle[role]}?`,
  inviteConsequence: (role: StaffRole) =>
    `${inviteScopes[role]} They receive a one-time link to choose their password and, where staff must, set up two-factor authentication.`,
} as const;
