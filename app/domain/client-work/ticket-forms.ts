import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../enums";

/**
 * The support forms' rules, shared by the browser (checked before posting) and the server
 * (checked again, the only check that counts). Title and description required;
 * § 9: a new ticket is medium priority unless the client says otherwise.
 */
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;

export const ticketCopy = {
  createdTitle: "Support ticket created",
  createdDescription: "Your ticket has been submitted successfully.",
  failedTitle: "Error creating ticket",
  failedDescription: "Failed to create support ticket. Please try again.",
  noClient: "Client ID not found",
  loadError: "Error loading support tickets. Please try again.",
  empty: "No support tickets yet.",
  closed:
    "This ticket is closed, so it takes no more replies. If you still need help, please open a new ticket.",
} as const;

const requiredText = (max: number, missing: string, tooLong: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: tooLong });

export const createTicketSchema = z.object({
  title: requiredText(
    TICKET_TITLE_MAX,
    "Title is required",
    `Title must be ${TICKET_TITLE_MAX} characters or fewer`,
  ),
  description: requiredText(
    TICKET_TEXT_MAX,
    "Description is required",
    `Description must be ${TICKET_TEXT_MAX.toLocaleString("en-GB")} characters or fewer`,
  ),
  // Absent (an old form, a script) means the spec's default; anything else must be a known value.
  priority: z
    .enum(TICKET_PRIORITIES, {
      error: "Choose a priority: low, medium or high",
    })
    .default("medium"),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

export const ticketReplySchema = z.object({
  body: requiredText(
    TICKET_TEXT_MAX,
    "Write a reply before sending",
    `Reply must be ${TICKET_TEXT_MAX.toLocaleString("en-GB")} characters or fewer`,
  ),
});

/** Staff only: where a ticket goes next (open, in_progress, resolved, closed). */
export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, {
    error: "Choose a status: open, in progress, resolved or closed",
  }),
});

/**
 * Staff's reply form: the reply, and optionally the status the ticket moves to with it
 * (empty or the current status: the status stays). One post applies both.
 */
export const staffReplySchema = ticketReplySchema.extend({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(TICKET_STATUSES, {
        error: "Choose a status: open, in progress, resolved or closed",
      })
      .optional(),
  ),
});
