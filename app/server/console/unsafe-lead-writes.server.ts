import { and, eq, isNull } from "drizzle-orm";
import type { LeadStatus } from "~/domain/enums";
import { leadStatusLabel } from "~/domain/console/lead-work";
import type { Transaction } from "../db/client.server";
import { leadNotes, leads, outbox, profiles, user } from "../db/schema.server";
import type { WorkflowTable } from "../leads/sources/lead-source.server";
import { leadSourceOf } from "../leads/sources/lead-sources.server";
import { staffWrite } from "./audit.server";
import {
  heldNotification,
  type LeadRecipients,
} from "./held-notification.server";
import { unsafeGetLeadRow, type LeadRow } from "./unsafe-lead-detail.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * Staff's writes to a lead, each in one transaction with its audit entry. The
 * `leads` row owns the workflow; status and spam are also written to the source row, so the
 * spec's tables (blueprint_leads.status, …) stay true. Each write locks the lead row first:
 * two staff pressing "Not spam" at once queue one notification.
 */
export type LeadWriteOutcome = "done" | "unchanged" | "not-found";

const who = (lead: LeadRow) => `${lead.fullName} <${lead.email}>`;

async function updateSource(
  tx: Transaction,
  lead: LeadRow,
  values: { status?: string; isSpam?: boolean; spamReason?: string | null },
) {
  const source = leadSourceOf(lead.source);
  if (!source?.mirrorsWorkflow) return;
  // Every source that mirrors the workflow has these columns; TypeScript cannot see that through PgTable.
  const table = source.table as WorkflowTable;
  await tx.update(table).set(values).where(eq(table.id, lead.sourceId));
}

export async function unsafeSetLeadStatus(
  { db, actor }: StaffScope,
  leadId: string,
  status: LeadStatus,
): Promise<LeadWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const lead = await unsafeGetLeadRow(tx, leadId, true);
    if (!lead) return "not-found";
    if (lead.status === status) return "unchanged";
    await tx
      .update(leads)
      .set({ status, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await updateSource(tx, lead, { status });
    await audit({
      action: "lead.status",
      entityType: "lead",
      entityId: leadId,
      summary: `Moved ${who(lead)} from ${leadStatusLabel(lead.status)} to ${leadStatusLabel(status)}`,
      before: { status: lead.status },
      after: { status },
      details: { source: lead.source, sourceId: lead.sourceId },
    });
    return "done";
  });
}

/** Assigns the lead to a staff member (null: unassigned). "invalid-owner": not a staff profile. */
export async function unsafeSetLeadOwner(
  { db, actor }: StaffScope,
  leadId: string,
  ownerProfileId: string | null,
): Promise<LeadWriteOutcome | "invalid-owner"> {
  return staffWrite(db, actor, async (tx, audit) => {
    const lead = await unsafeGetLeadRow(tx, leadId, true);
    if (!lead) return "not-found";
    let ownerEmail: string | null = null;
    if (ownerProfileId) {
      const [owner] = await tx
        .select({ email: profiles.email })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.userId))
        .where(
          and(
            eq(profiles.id, ownerProfileId),
            // The owners the Leads tab offers: admins, not every staff role.
            eq(profiles.role, "admin"),
            isNull(user.disabledAt),
          ),
        );
      if (!owner) return "invalid-owner";
      ownerEmail = owner.email;
    }
    if (lead.ownerProfileId === ownerProfileId) return "unchanged";
    const [previous] = lead.ownerProfileId
      ? await tx
          .select({ email: profiles.email })
          .from(profiles)
          .where(eq(profiles.id, lead.ownerProfileId))
      : [];
    await tx
      .update(leads)
      .set({ ownerProfileId, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await audit({
      action: "lead.owner",
      entityType: "lead",
      entityId: leadId,
      summary: ownerEmail
        ? `Assigned ${who(lead)} to ${ownerEmail}`
        : `Unassigned ${who(lead)}`,
      before: {
        ownerProfileId: lead.ownerProfileId,
        ownerEmail: previous?.email ?? null,
      },
      after: { ownerProfileId, ownerEmail },
    });
    return "done";
  });
}

export async function unsafeAddLeadNote(
  { db, actor }: StaffScope,
  leadId: string,
  body: string,
): Promise<LeadWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const lead = await unsafeGetLeadRow(tx, leadId, true);
    if (!lead) return "not-found";
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorProfileId: actor.profileId, body })
      .returning({ id: leadNotes.id });
    await tx
      .update(leads)
      .set({ updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await audit({
      action: "lead.note",
      entityType: "lead",
      entityId: leadId,
      summary: `Added a note to ${who(lead)}`,
      before: null,
      after: { noteId: note?.id, body },
    });
    return "done";
  });
}

/**
 * "Not spam": clears the flag on both rows and, if the staff notification was held, queues it
 * now (the same message the form would have queued), all in one transaction. A lead that is
 * not flagged is "unchanged", so a second press never queues a second notification.
 * "queued": released, and the held notification is now in the outbox.
 */
export async function unsafeReleaseSpam(
  { db, actor }: StaffScope,
  leadId: string,
  recipients: LeadRecipients,
): Promise<LeadWriteOutcome | "queued"> {
  return staffWrite(db, actor, async (tx, audit) => {
    const lead = await unsafeGetLeadRow(tx, leadId, true);
    if (!lead) return "not-found";
    if (!lead.isSpam) return "unchanged";
    const message = lead.staffNotified
      ? null
      : await heldNotification(tx, lead, recipients);
    if (message)
      await tx
        .insert(outbox)
        .values({ kind: "lead_notification", payload: message });
    await tx
      .update(leads)
      .set({
        isSpam: false,
        spamReason: null,
        staffNotified: lead.staffNotified || message !== null,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, leadId));
    await updateSource(tx, lead, { isSpam: false, spamReason: null });
    await audit({
      action: "lead.release_spam",
      entityType: "lead",
      entityId: leadId,
      summary: message
        ? `Released ${who(lead)} from spam; queued the held staff notification`
        : `Released ${who(lead)} from spam`,
      before: {
        isSpam: true,
        spamReason: lead.spamReason,
        staffNotified: lead.staffNotified,
      },
      after: {
        isSpam: false,
        spamReason: null,
        staffNotified: lead.staffNotified || message !== null,
      },
      details: { notificationQueued: message !== null },
    });
    return message ? "queued" : "done";
  });
}

/** "Mark as spam" for a lead that slipped through: its notification already went, nothing is queued. */
export async function unsafeMarkSpam(
  { db, actor }: StaffScope,
  leadId: string,
  reason: string,
): Promise<LeadWriteOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const lead = await unsafeGetLeadRow(tx, leadId, true);
    if (!lead) return "not-found";
    if (lead.isSpam) return "unchanged";
    await tx
      .update(leads)
      .set({ isSpam: true, spamReason: reason, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    await updateSource(tx, lead, { isSpam: true, spamReason: reason });
    await audit({
      action: "lead.mark_spam",
      entityType: "lead",
      entityId: leadId,
      summary: `Marked ${who(lead)} as spam`,
      before: { isSpam: false, spamReason: lead.spamReason },
      after: { isSpam: true, spamReason: reason },
    });
    return "done";
  });
}
