import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { storedFiles } from "../db/schema.server";
import { isStoredFileMissing } from "../storage/file-store.server";
import { readStoredFile } from "../storage/files.server";
import { PermanentJobError, type JobHandler } from "../jobs/job-worker.server";
import type { MailTransport, OutgoingMail } from "./transport.server";

/**
 * The payload of an e-mail job (an outbox row of a mail kind). Checked before sending: a row
 * that cannot be sent by construction (no recipient, wrong shape) is dead at once instead of
 * failing at the SMTP server on every attempt.
 */
/** An invitation is a few hundred bytes; 64 KiB is far more than any booking's. */
export const MAX_CALENDAR_CHARS = 65_536;

export const outboxMessageSchema = z.object({
  to: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[^\s@]+@[^\s@]+$/, { error: "is not an e-mail address" }),
    )
    .min(1, { error: "has no recipient" }),
  replyTo: z.string().optional(),
  subject: z.string().min(1, { error: "is empty" }),
  text: z.string(),
  html: z.string().optional(),
  /** Header names are checked so a payload cannot inject a line break into the message head. */
  headers: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, {
        error: "has an invalid header name",
      }),
      z.string().regex(/^[^\r\n]{0,2000}$/, {
        error: "has an invalid header value",
      }),
    )
    .optional(),
  /** Stored files to attach (e.g. a résumé), read at send time. */
  attachmentFileIds: z.array(z.uuid()).optional(),
  /**
   * A calendar invitation (a booking's, app/server/booking): sent as a text/calendar
   * alternative with its iTIP method and as invite.ics, as calendar programs expect. Bounded,
   * so a payload cannot grow a message without limit.
   */
  calendar: z
    .object({
      method: z.enum(["REQUEST", "CANCEL"]),
      content: z
        .string()
        .max(MAX_CALENDAR_CHARS, { error: "is too long" })
        .startsWith("BEGIN:VCALENDAR", { error: "is not an iCalendar text" }),
    })
    .optional(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The job kinds that are e-mails. */
export const MAIL_JOB_KINDS = [
  "lead_notification",
  "lead_acknowledgement",
  "account_invitation",
  "account_security",
  "portal_notification",
  // The newsletter's double opt-in (app/server/newsletter/newsletter-confirmation-email.server.ts).
  "newsletter_confirmation",
  // A staff member's test of a newsletter issue, to their own address (docs/newsletter.md).
  "newsletter_test",
  // A booking's confirmation, move and cancellation, to the visitor and the host, each with
  // its invitation (app/server/booking/booking-mail.server.ts).
  "booking_invitation",
  // A booking's reminder, queued by the booking_reminder job when it finds the meeting still on.
  "booking_reminder_email",
  // A person's privacy request: codes, receipt, extension, answer, export link (decision 072).
  "privacy_email",
  // An integration the site stopped sending to, to the admin who added it (docs/integrations.md).
  "integration_alert",
] as const;
export type MailJobKind = (typeof MAIL_JOB_KINDS)[number];

/** SMTP answers 5xx are permanent (RFC 5321 § 4.2.1): retrying the same message cannot succeed. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailJobHandler(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  messageIdDomain: string;
}): JobHandler {
  const { db, transport } = options;

  async function attachmentsFor(
    message: OutboxMessage,
  ): Promise<OutgoingMail["attachments"]> {
    const ids = message.attachmentFileIds;
    if (!ids?.length) return undefined;
    const files = await db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    const missing = ids.filter((id) => !files.some((file) => file.id === id));
    if (missing.length)
      throw new PermanentJobError(
        `attachment file missing: ${missing.join(", ")}`,
      );
    const attachments = [];
    for (const file of files) {
      // From whichever store holds it (decision 023). Gone from the store: never deliverable;
      // a store that does not answer: tried again later like an unreachable mail server.
      const content = await readStoredFile(file).catch((error: unknown) => {
        if (isStoredFileMissing(error))
          throw new PermanentJobError(
            `attachment file missing: ${file.id} (${error.message})`,
          );
        throw error;
      });
      attachments.push({
        filename: file.name,
        content,
        contentType: file.mimeType,
      });
    }
    return attachments;
  }

  return async (job) => {
    const parsed = outboxMessageSchema.safeParse(job.payload);
    if (!parsed.success) {
      // Field paths and rule messages only: never the values (addresses, body).
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "payload"} ${issue.message}`,
      );
      throw new PermanentJobError(
        `invalid e-mail payload: ${problems.join("; ")}`,
      );
    }
    const message = parsed.data;
    try {
      await transport.send({
        messageId: `<outbox-${job.id}@${options.messageIdDomain}>`,
        from: options.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: await attachmentsFor(message),
        calendar: message.calendar,
      });
    } catch (error) {
      if (isPermanentSmtpFailure(error)) {
        const { responseCode, message: text } = error as {
          responseCode: number;
          message: string;
        };
        throw new PermanentJobError(`SMTP answered ${responseCode}: ${text}`);
      }
      throw error;
    }
  };
}
