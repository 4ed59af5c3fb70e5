import { leadSourceLabel } from "~/domain/console/lead-format";
import { eq } from "drizzle-orm";
import { type LeadDetailView } from "~/domain/console/lead-work";
import type { Transaction } from "../db/client.server";
import { leads, profiles } from "../db/schema.server";
import type { LeadRow } from "../leads/sources/lead-source.server";
import { leadSourceOf } from "../leads/sources/lead-sources.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * Cross-tenant reads of one lead for the console. Only code behind requireStaff
 * may call these: a lead is nobody's tenant data, it is the whole firm's pipeline.
 */

export type { LeadRow };

/** Inside a staff write only: the transaction comes from staffWrite, behind a StaffScope. */
export async function unsafeGetLeadRow(
  db: Transaction,
  leadId: string,
  lock = false,
): Promise<LeadRow | null> {
  const query = db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** What every lead's page shows above its fields, whatever its source. */
function leadHeading(
  lead: LeadRow,
  owner: { ownerName: string | null; ownerEmail: string | null },
) {
  return {
    id: lead.id,
    source: lead.source,
    sourceName: leadSourceLabel(lead.source),
    fullName: lead.fullName,
    email: lead.email,
    status: lead.status,
    isSpam: lead.isSpam,
    spamReason: lead.spamReason,
    staffNotified: lead.staffNotified,
    ownerProfileId: lead.ownerProfileId,
    ownerName: owner.ownerName ?? owner.ownerEmail ?? null,
    createdAt: lead.createdAt.toISOString(),
  };
}

/**
 * The submission as its form stored it: each source's own fields, labelled in form order, by
 * its definition (app/server/leads/sources/). A lead whose source row is gone, or whose source
 * no definition claims, shows the inbox row's own copy.
 */
export async function unsafeGetLeadDetail(
  { db }: StaffScope,
  leadId: string,
): Promise<LeadDetailView | null> {
  const rows = await db
    .select({
      lead: leads,
      ownerName: profiles.fullName,
      ownerEmail: profiles.email,
    })
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.ownerProfileId))
    .where(eq(leads.id, leadId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { lead } = row;
  const detail = await leadSourceOf(lead.source)?.detail(db, lead);
  return {
    ...leadHeading(lead, row),
    fields: detail?.fields ?? [
      { label: "Full name", value: lead.fullName, kind: "text" },
      { label: "Email", value: lead.email, kind: "email" },
      { label: "Company", value: lead.company, kind: "text" },
      {
        label: "Submitted",
        value: lead.createdAt.toISOString(),
        kind: "datetime",
      },
      { label: "Current status", value: lead.status, kind: "status" },
    ],
    attribution: detail?.attribution ?? [],
    resume: detail?.resume ?? null,
    locale: detail?.locale ?? null,
    ...(detail?.transcript ? { transcript: detail.transcript } : {}),
  };
}
