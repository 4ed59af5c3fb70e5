import { leadSourceLabel } from "~/domain/console/lead-format";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import {
  blueprintInterests,
  contactInterests,
  getStartedInterests,
  labelOf,
} from "~/domain/forms/options";
import {
  EARLIER_LEADS_LIMIT,
  type EarlierLeadView,
  type LeadNoteView,
  type NotesOrder,
  type StaffOwnerOption,
} from "~/domain/console/lead-work";
import {
  jobApplications,
  leadNotes,
  leads,
  profiles,
  storedFiles,
  user,
} from "../db/schema.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * What surrounds one lead on its console page: staff's notes, other submissions
 * from the same address, who it can be assigned to, and a job applicant's résumé. Only code
 * behind requireStaff may call these.
 */

/** Staff's notes on the lead, with their authors, in the order the reader chose. */
export async function unsafeListLeadNotes(
  { db }: StaffScope,
  leadId: string,
  order: NotesOrder,
): Promise<LeadNoteView[]> {
  const direction = order === "oldest" ? asc : desc;
  const rows = await db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      name: profiles.fullName,
      email: profiles.email,
    })
    .from(leadNotes)
    .leftJoin(profiles, eq(profiles.id, leadNotes.authorProfileId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(direction(leadNotes.createdAt), direction(leadNotes.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    authorName: r.name ?? r.email ?? "Former staff member",
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Other submissions from the same address (any source), newest first, bounded: one index range. */
export async function unsafeListEarlierLeads(
  { db }: StaffScope,
  lead: { id: string; email: string },
): Promise<EarlierLeadView[]> {
  const rows = await db
    .select({
      id: leads.id,
      source: leads.source,
      interest: leads.interest,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(
      and(eq(leads.emailKey, sql`lower(${lead.email})`), ne(leads.id, lead.id)),
    )
    .orderBy(desc(leads.createdAt))
    .limit(EARLIER_LEADS_LIMIT);
  return rows.map((r) => ({
    ...r,
    interest: interestLabel(r.source, r.interest),
    sourceName: leadSourceLabel(r.source),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The inbox row keeps an option's value ("e-visa"); people read its label ("e-Visa & Immigration"). */
function interestLabel(source: string, value: string | null): string | null {
  if (!value) return null;
  const options = {
    blueprint: blueprintInterests,
    contact: contactInterests,
    get_started: getStartedInterests,
  }[source];
  return options ? labelOf(options, value) : value;
}

/** Who a lead can be assigned to: the admins (an editor, staff too, never sees a lead). */
export async function unsafeListStaffOwners({
  db,
}: StaffScope): Promise<StaffOwnerOption[]> {
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    // A disabled account cannot work a lead, so it is not offered.
    .where(and(eq(profiles.role, "admin"), isNull(user.disabledAt)))
    .orderBy(asc(sql`coalesce(${profiles.fullName}, ${profiles.email})`));
  return rows.map((r) => ({
    id: r.id,
    label: r.name ?? r.email,
  }));
}

/** The résumé of a job-application lead: metadata and bytes, or null for any other lead. */
export async function unsafeOpenLeadResume({ db }: StaffScope, leadId: string) {
  const rows = await db
    .select({
      name: storedFiles.name,
      size: storedFiles.size,
      mimeType: storedFiles.mimeType,
      file: storedFileRefColumns,
    })
    .from(leads)
    .innerJoin(
      jobApplications,
      and(
        eq(leads.source, "job_application"),
        eq(jobApplications.id, leads.sourceId),
      ),
    )
    .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.resumeFileId))
    .where(eq(leads.id, leadId))
    .limit(1);
  return rows[0] ?? null;
}
