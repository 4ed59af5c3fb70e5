import { z } from "zod";
import type { MessageId } from "~/i18n/message";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../enums";

/**
 * The support forms' rules, shared by the browser (checked before posting) and the server
 * (checked again, the only check that counts). Title and description required;
 * § 9: a new ticket is medium priority unless the client says otherwise.
 */
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;

/** The support pages' messages to a client: ids of app/i18n/en/portal.ts. */
export const ticketMessages = {
  createdTitle: "portal.toast.ticketCreated",
  createdDescription: "portal.toast.ticketCreatedDescription",
  failedTitle: "portal.toast.ticketFailed",
  failedDescription: "portal.toast.ticketFailedDescription",
  noClient: "portal.toast.ticketNoClient",
  closed: "portal.toast.ticketClosedDescription",
  titleRequired: "portal.form.titleRequired",
  titleTooLong: "portal.form.titleTooLong",
  descriptionRequired: "portal.form.descriptionRequired",
  descriptionTooLong: "portal.form.descriptionTooLong",
  priorityInvalid: "portal.form.priorityInvalid",
  replyRequired: "portal.form.replyRequired",
  replyTooLong: "portal.form.replyTooLong",
} as const satisfies Record<string, MessageId>;

export const ticketCopy = {
  loadError: "Error loading support tickets. Please try again.",
  empty: "No support tickets yet.",
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
    ticketMessages.titleRequired,
    ticketMessages.titleTooLong,
  ),
  description: requiredText(
    TICKET_TEXT_MAX,
    ticketMessages.descriptionRequired,
    ticketMessages.descriptionTooLong,
  ),
  // Absent (an old form, a script) means the spec's default; anything else must be a known value.
  priority: z
    .enum(TICKET_PRIORITIES, {
      error: ticketMessages.priorityInvalid,
    })
    .default("medium"),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

export const ticketReplySchema = z.object({
  body: requiredText(
    TICKET_TEXT_MAX,
    ticketMessages.replyRequired,
    ticketMessages.replyTooLong,
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
