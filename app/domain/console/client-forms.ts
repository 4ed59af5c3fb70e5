import { z } from "zod";
import {
  CLIENT_STATUSES,
  PROJECT_STATUSES,
  PROJECT_UPDATE_KINDS,
} from "../enums";
import { documentUploadSchema } from "../client-work/document-upload";

/**
 * The staff console's client and workspace forms, shared by the browser and the
 * server. Optional text is trimmed and becomes null when empty, so a blank field never stores
 * "" ("other fields trimmed, null when empty").
 */
export const clientMessages = {
  nameRequired: "Client name is required",
  created: "Client created successfully",
  createFailed: "Failed to create client",
  updated: "Client updated successfully",
  updateFailed: "Failed to update client",
  empty: "No clients found. Create your first client to get started.",
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : null));

export const clientFields = {
  name: z
    .string({ error: clientMessages.nameRequired })
    .trim()
    .min(1, { error: clientMessages.nameRequired })
    .max(200, { error: "Keep the client name under 200 characters." }),
  companyName: optionalText(200, "company name"),
  contactEmail: z
    .string()
    .trim()
    .max(254, { error: "Keep the e-mail address under 254 characters." })
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .email({ error: "Enter a valid e-mail address, or leave it empty." })
        .nullable(),
    ),
  contactPhone: optionalText(50, "phone number"),
  notes: optionalText(5000, "notes"),
};

export const CLIENT_FIELD_NAMES = [
  "name",
  "companyName",
  "contactEmail",
  "contactPhone",
  "notes",
] as const;

/** Add Client: a new client is always created active (the status is not a field). */
export const createClientSchema = z.object(clientFields);
export type CreateClientInput = z.infer<typeof createClientSchema>;

/** Inline edit: the same fields plus the status. */
export const updateClientSchema = z.object({
  ...clientFields,
  status: z.enum(CLIENT_STATUSES, { error: "Choose a status." }),
});
export type UpdateClientInput = z.infer<typeof updateClientSchema>;

export const projectSchema = z.object({
  name: z
    .string({ error: "Project name is required" })
    .trim()
    .min(1, { error: "Project name is required" })
    .max(200, { error: "Keep the project name under 200 characters." }),
  description: optionalText(5000, "description"),
  status: z.enum(PROJECT_STATUSES, { error: "Choose a status." }),
});
export type ProjectInput = z.infer<typeof projectSchema>;

export const projectStatusSchema = projectSchema.pick({ status: true });

export const projectUpdateSchema = z.object({
  kind: z.enum(PROJECT_UPDATE_KINDS, {
    error: "Choose what the update reports.",
  }),
  title: z
    .string({ error: "Give the update a title." })
    .trim()
    .min(1, { error: "Give the update a title." })
    .max(200, { error: "Keep the title under 200 characters." }),
  body: z
    .string({ error: "Write the update." })
    .trim()
    .min(1, { error: "Write the update." })
    .max(5000, { error: "Keep the update under 5,000 characters." }),
});

/** Staff invite a client's people as client_admin or client_user, never as staff. */
export const INVITABLE_ROLES = ["client_admin", "client_user"] as const;

export const staffInviteSchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Enter an e-mail address." })
    .max(254, { error: "Keep the e-mail address under 254 characters." })
    .pipe(z.email({ error: "Enter a valid e-mail address." })),
  role: z.enum(INVITABLE_ROLES, { error: "Choose a role." }),
});

export const projectStatusLabels: Record<
  (typeof PROJECT_STATUSES)[number],
  string
> = {
  active: "Active",
  completed: "Completed",
  planning: "Planning",
};

export const clientStatusLabels: Record<
  (typeof CLIENT_STATUSES)[number],
  string
> = {
  active: "Active",
  inactive: "Inactive",
  pending: "Pending",
};

export const updateKindLabels: Record<
  (typeof PROJECT_UPDATE_KINDS)[number],
  string
> = {
  progress: "Progress",
  milestone: "Milestone",
  next_steps: "Next steps",
};

export type WorkspaceIntent =
  | "create-project"
  | "update-project"
  | "project-status"
  | "post-update"
  | "invite"
  | "resend-invitation"
  | "revoke-invitation";

/** Staff upload for a client: the portal's file rules, the project optional ("" for none). */
export const staffDocumentUploadSchema = documentUploadSchema.extend({
  projectId: z.string().trim(),
});
