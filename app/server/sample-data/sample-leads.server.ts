import { createHash, randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { consentText } from "~/domain/forms/consent-text";
import type { Transaction } from "../db/client.server";
import {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leadNotes,
  leads,
  storedFiles,
} from "../db/schema.server";
import {
  demoBlueprintLeads,
  demoContactLeads,
  demoGetStartedLeads,
  demoJobApplications,
  FARAH_EMAIL,
} from "./sample-leads";
import { buildSimplePdf } from "./simple-pdf.server";

/**
 * Seeds the demo leads through the four source tables, so the triggers of migration 0004
 * create their inbox rows exactly as a real submission would (status, spam flag, and a held
 * notification for the spam one). Called inside the demo seed's transaction, never in
 * production.
 */
export async function seedDemoLeads(tx: Transaction): Promise<void> {
  const tracking = (
    lead: {
      daysAgo: number;
      status: string;
      pagePath: string;
      referrer?: string;
      utm?: { source: string; medium: string; campaign: string };
    },
    consent: string,
  ) => ({
    status: lead.status,
    createdAt: daysAgo(lead.daysAgo),
    pagePath: lead.pagePath,
    referrer: lead.referrer ?? null,
    utmSource: lead.utm?.source ?? null,
    utmMedium: lead.utm?.medium ?? null,
    utmCampaign: lead.utm?.campaign ?? null,
    consentText: consent,
  });

  // A demo lead's own fields: the seed-only ones become tracking columns instead.
  const ownFields = <T extends Parameters<typeof tracking>[0]>(demo: T) => {
    const {
      daysAgo: _d,
      status: _s,
      pagePath: _p,
      referrer: _r,
      utm: _u,
      ...lead
    } = demo;
    return lead;
  };
  const leadColumns = <T extends Parameters<typeof tracking>[0]>(demo: T) => ({
    ...ownFields(demo),
    ...tracking(demo, consentText.lead),
  });
  const seeded: string[] = [];
  const blueprintRows = await tx
    .insert(blueprintLeads)
    .values(
      demoBlueprintLeads.map(({ spamReason, ...demo }) => ({
        ...leadColumns(demo),
        isSpam: spamReason !== undefined,
        spamReason: spamReason ?? null,
      })),
    )
    .returning({ id: blueprintLeads.id });
  const contactRows = await tx
    .insert(contactRequests)
    .values(demoContactLeads.map(leadColumns))
    .returning({ id: contactRequests.id });
  const getStartedRows = await tx
    .insert(getStartedRequests)
    .values(demoGetStartedLeads.map(leadColumns))
    .returning({ id: getStartedRequests.id });
  seeded.push(
    ...[...blueprintRows, ...contactRows, ...getStartedRows].map(
      (row) => row.id,
    ),
  );
  for (const application of demoJobApplications) {
    const { resumeName, resumeText, ...fields } = ownFields(application);
    const bytes = buildSimplePdf(
      `${fields.firstName} ${fields.lastName}`,
      resumeText,
    );
    const fileId = randomUUID();
    await tx.insert(storedFiles).values({
      id: fileId,
      bucket: "resumes",
      key: `${fileId}.pdf`,
      name: resumeName,
      size: bytes.byteLength,
      mimeType: "application/pdf",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      content: bytes,
    });
    const [applicationRow] = await tx
      .insert(jobApplications)
      .values({
        ...fields,
        phone: fields.phone ?? null,
        linkedIn: fields.linkedIn ?? null,
        resumeFileId: fileId,
        ...tracking(application, consentText.jobApplication),
      })
      .returning({ id: jobApplications.id });
    seeded.push(applicationRow!.id);
  }
  // The triggers stamp the inbox rows' updated_at with the seed's time: a demo lead was last
  // touched when it arrived (assignDemoLeads moves the worked ones on with their notes).
  await tx
    .update(leads)
    .set({ updatedAt: sql`${leads.createdAt}` })
    .where(inArray(leads.sourceId, seeded));
}

/**
 * Once the demo staff account exists: a few worked leads have an owner and a note, as the
 * team would have left them. Runs with the demo accounts' seed (which follows this one).
 */
export async function assignDemoLeads(
  tx: Transaction,
  staffProfileId: string,
): Promise<void> {
  const worked = await tx
    .select({ id: leads.id, email: leads.email, source: leads.source })
    .from(leads)
    .where(inArray(leads.status, ["contacted", "qualified", "converted"]));
  if (worked.length === 0) return;
  await tx
    .update(leads)
    .set({ ownerProfileId: staffProfileId })
    .where(
      inArray(
        leads.id,
        worked.map((lead) => lead.id),
      ),
    );
  const farah = worked.find(
    (lead) => lead.email === FARAH_EMAIL && lead.source === "blueprint",
  );
  if (farah) {
    // Last changed with its latest note.
    const signed = daysAgo(50);
    await tx
      .update(leads)
      .set({ updatedAt: signed })
      .where(eq(leads.id, farah.id));
    await tx.insert(leadNotes).values([
      {
        leadId: farah.id,
        authorProfileId: staffProfileId,
        body: "Call with the directorate's CIO: cabinet committee meets 14 March. They need the hosting options paper first.",
        createdAt: daysAgo(64),
      },
      {
        leadId: farah.id,
        authorProfileId: staffProfileId,
        body: "Blueprint signed. Pilot scoped for tourist visas at three consulates; handed over to delivery.",
        createdAt: signed,
      },
    ]);
  }
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}
