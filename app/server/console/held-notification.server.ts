import { eq } from "drizzle-orm";
import type { Transaction } from "../db/client.server";
import {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
  jobApplications,
  storedFiles,
} from "../db/schema.server";
import {
  blueprintStaffMail,
  contactStaffMail,
  getStartedStaffMail,
  jobApplicationStaffMail,
  type StoredContext,
} from "../leads/lead-notifications.server";
import type { OutboxMessage } from "../mail/outbox.server";
import type { LeadRow } from "./unsafe-lead-detail.server";

/**
 * The staff notification the spam check held back, rebuilt from the stored submission by the
 * same builders the public forms use (lead-notifications.server.ts), so "Not spam" sends the
 * team exactly what the form would have sent. Job applications go to the careers desk, with
 * the résumé attached.
 */
export type LeadRecipients = { leads: string[]; careers: string[] };

/** The staff notification of a stored submission, built by the form's own builder. */
export async function heldNotification(
  tx: Transaction,
  lead: LeadRow,
  recipients: LeadRecipients,
): Promise<OutboxMessage | null> {
  const context = (
    row: Omit<StoredContext, "submittedAt"> & { createdAt: Date },
  ): StoredContext => ({ ...row, submittedAt: row.createdAt });
  switch (lead.source) {
    case "blueprint": {
      const [row] = await tx
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.id, lead.sourceId));
      return row
        ? {
            to: recipients.leads,
            replyTo: row.email,
            ...blueprintStaffMail(row, context(row)),
          }
        : null;
    }
    case "contact": {
      const [row] = await tx
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, lead.sourceId));
      return row
        ? {
            to: recipients.leads,
            replyTo: row.email,
            ...contactStaffMail(row, context(row)),
          }
        : null;
    }
    case "get_started": {
      const [row] = await tx
        .select()
        .from(getStartedRequests)
        .where(eq(getStartedRequests.id, lead.sourceId));
      return row
        ? {
            to: recipients.leads,
            replyTo: row.email,
            ...getStartedStaffMail(row, context(row)),
          }
        : null;
    }
    case "job_application": {
      const [row] = await tx
        .select({
          application: jobApplications,
          name: storedFiles.name,
          size: storedFiles.size,
        })
        .from(jobApplications)
        .innerJoin(
          storedFiles,
          eq(storedFiles.id, jobApplications.resumeFileId),
        )
        .where(eq(jobApplications.id, lead.sourceId));
      if (!row) return null;
      const a = row.application;
      return {
        to: recipients.careers,
        replyTo: a.email,
        attachmentFileIds: [a.resumeFileId],
        ...jobApplicationStaffMail(
          a,
          { name: row.name, size: row.size },
          context(a),
        ),
      };
    }
    default:
      return null;
  }
}
