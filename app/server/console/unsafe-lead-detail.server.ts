import { leadSourceLabel } from "~/domain/console/lead-format";
import { eq } from "drizzle-orm";
import {
  blueprintCompanySizes,
  blueprintInterests,
  budgets,
  contactInterests,
  getStartedCompanySizes,
  getStartedInterests,
  labelOf,
  timelines,
} from "~/domain/forms/options";
import { type LeadDetailView, type LeadField } from "~/domain/console/lead-work";
import type { Database, Transaction } from "../db/client.server";
import { CHAT_CONSENT_TEXT } from "~/domain/chat/chat-copy";
import {
  blueprintLeads,
  chatConversations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leads,
  profiles,
  storedFiles,
} from "../db/schema.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * Cross-tenant reads of one lead for the console (issue 11). Only code behind requireStaff
 * may call these: a lead is nobody's tenant data, it is the whole firm's pipeline.
 */
type Db = Database | Transaction;

export type LeadRow = typeof leads.$inferSelect;

/** The attribution columns every source table shares. */
type Tracking = {
  pagePath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  consentText: string | null;
  createdAt: Date;
};

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
function leadHeading(lead: LeadRow, owner: { ownerName: string | null; ownerEmail: string | null }) {
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

/** The submission as its form stored it: each source's own columns, labelled in form order. */
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
  if (lead.source === "chat") return chatLeadDetail(db, lead, row);
  const source = await sourceFields(db, lead);
  return {
    ...leadHeading(lead, row),
    fields: source?.fields ?? [
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
    attribution: source ? attributionOf(source.tracking) : [],
    resume: source?.resume ?? null,
  };
}

/**
 * A chat lead (issue 12): the details the visitor gave in the conversation, when they agreed
 * to the consent text, and the transcript — or, once the retention job deleted the
 * conversation, the inbox row's own copy of the details and a note that it is gone.
 */
async function chatLeadDetail(
  db: Db,
  lead: LeadRow,
  owner: { ownerName: string | null; ownerEmail: string | null },
): Promise<LeadDetailView> {
  const [c] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, lead.sourceId))
    .limit(1);
  const datetime = (
    label: string,
    value: Date | null | undefined,
  ): LeadField => ({
    label,
    value: value ? value.toISOString() : null,
    kind: "datetime",
  });
  return {
    ...leadHeading(lead, owner),
    fields: [
      text("Full name", c?.visitorName ?? lead.fullName),
      { label: "Email", value: c?.visitorEmail ?? lead.email, kind: "email" },
      text("Organisation", c?.visitorOrganisation ?? lead.company),
      text("Asked about", lead.interest),
      datetime("Submitted", lead.createdAt),
      { label: "Current status", value: lead.status, kind: "status" },
    ],
    attribution: c
      ? [
          text("Conversation started on", c.startedOnPath),
          datetime("Conversation started", c.createdAt),
          datetime("Consent given", c.consentAt),
          long("Consent", c.consentAt ? CHAT_CONSENT_TEXT : null),
        ]
      : [],
    resume: null,
    transcript: { href: c ? `/lead_admin/conversations/${c.id}` : null },
  };
}

const text = (label: string, value: string | null | undefined): LeadField => ({
  label,
  value: value?.trim() ? value : null,
  kind: "text",
});
const long = (label: string, value: string | null | undefined): LeadField => ({
  ...text(label, value),
  kind: "long",
});

async function sourceFields(
  db: Db,
  lead: LeadRow,
): Promise<{
  fields: LeadField[];
  tracking: Tracking;
  resume?: LeadDetailView["resume"];
} | null> {
  const submitted: LeadField = {
    label: "Submitted",
    value: lead.createdAt.toISOString(),
    kind: "datetime",
  };
  const status: LeadField = {
    label: "Current status",
    value: lead.status,
    kind: "status",
  };
  const email: LeadField = { label: "Email", value: lead.email, kind: "email" };
  switch (lead.source) {
    case "blueprint": {
      const [s] = await db
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.id, lead.sourceId));
      if (!s) return null;
      // Spec § 2's detail dialog, in its order.
      return {
        tracking: s,
        fields: [
          text("Full name", s.fullName),
          email,
          text("Phone", s.phone),
          text("Organization", s.companyName),
          text(
            "Organization size",
            s.companySize
              ? labelOf(blueprintCompanySizes, s.companySize)
              : null,
          ),
          submitted,
          text(
            "Primary interest",
            s.primaryInterest
              ? labelOf(blueprintInterests, s.primaryInterest)
              : null,
          ),
          long("Message", s.message),
          status,
        ],
      };
    }
    case "contact": {
      const [s] = await db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, lead.sourceId));
      if (!s) return null;
      return {
        tracking: s,
        fields: [
          text("First name", s.firstName),
          text("Last name", s.lastName),
          email,
          text("Company", s.company),
          text("Interest", labelOf(contactInterests, s.interest)),
          submitted,
          long("Message", s.message),
          status,
        ],
      };
    }
    case "get_started": {
      const [s] = await db
        .select()
        .from(getStartedRequests)
        .where(eq(getStartedRequests.id, lead.sourceId));
      if (!s) return null;
      return {
        tracking: s,
        fields: [
          text("First name", s.firstName),
          text("Last name", s.lastName),
          email,
          text("Company", s.company),
          text("Company size", labelOf(getStartedCompanySizes, s.companySize)),
          text(
            "Primary interest",
            labelOf(getStartedInterests, s.primaryInterest),
          ),
          long("Current challenges", s.currentChallenges),
          text("Timeline", labelOf(timelines, s.timeline)),
          text("Budget", labelOf(budgets, s.budget)),
          submitted,
          status,
        ],
      };
    }
    case "job_application": {
      const [s] = await db
        .select({
          application: jobApplications,
          fileName: storedFiles.name,
          fileSize: storedFiles.size,
        })
        .from(jobApplications)
        .innerJoin(
          storedFiles,
          eq(storedFiles.id, jobApplications.resumeFileId),
        )
        .where(eq(jobApplications.id, lead.sourceId));
      if (!s) return null;
      const a = s.application;
      return {
        tracking: a,
        fields: [
          text("Job title", a.jobTitle),
          text("First name", a.firstName),
          text("Last name", a.lastName),
          email,
          text("Phone", a.phone),
          {
            label: "LinkedIn",
            value: a.linkedIn?.trim() ? a.linkedIn : null,
            kind: "url",
          },
          long("Experience", a.experience),
          long("Cover letter", a.coverLetter),
          submitted,
          status,
        ],
        resume: {
          name: s.fileName,
          size: s.fileSize,
          href: `/lead_admin/leads/${lead.id}/resume`,
        },
      };
    }
    default:
      return null;
  }
}

function attributionOf(t: Tracking): LeadField[] {
  const campaign = [
    ["utm_source", t.utmSource],
    ["utm_medium", t.utmMedium],
    ["utm_campaign", t.utmCampaign],
    ["utm_term", t.utmTerm],
    ["utm_content", t.utmContent],
  ]
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return [
    text("Page", t.pagePath),
    text("Referrer", t.referrer),
    text("Campaign (UTM)", campaign),
    long("Consent", t.consentText),
  ];
}
