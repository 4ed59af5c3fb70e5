// Leads of the console's lead-work spec (tests/e2e/console-lead-work.spec.ts), made before the
// end-to-end server starts, beside the demo leads other specs read (which it leaves alone but
// for reading): a spam-flagged one whose notification is held, and two from one address.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../app/server/db/client.server";
import {
  blueprintLeads,
  contactRequests,
  jobApplications,
  leads,
} from "../../app/server/db/schema.server";
import { FARAH_EMAIL } from "../../app/server/sample-data/sample-leads";

export type E2eLeads = Record<
  "farah" | "lucia" | "held" | "worked" | "workedEarlier",
  string
>;

async function leadId(
  db: Database,
  source: "blueprint" | "contact" | "job_application",
  sourceId: string,
) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.source, source), eq(leads.sourceId, sourceId)));
  return row!.id;
}

export async function makeE2eLeads(db: Database): Promise<E2eLeads> {
  const [farah] = await db
    .select({ id: blueprintLeads.id })
    .from(blueprintLeads)
    .where(eq(blueprintLeads.email, FARAH_EMAIL));
  const [lucia] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.email, "lucia.fernandez@mail.example"));
  const consentText =
    "By submitting this form you agree that we store these details.";
  const [held] = await db
    .insert(blueprintLeads)
    .values({
      fullName: "Quentin Lowe",
      email: "quentin.lowe@harbour-authority.example",
      companyName: "Harbour Pilots Authority",
      companySize: "51-200",
      primaryInterest: "consultation",
      message:
        "Vessel arrival forms are still faxed to us. Can we talk about an online pilotage booking?",
      pagePath: "/blueprint",
      consentText,
      isSpam: true,
      spamReason: "Submitted 0.9 seconds after the form was shown",
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    })
    .returning({ id: blueprintLeads.id });
  const [earlier] = await db
    .insert(contactRequests)
    .values({
      firstName: "Ines",
      lastName: "Duarte",
      email: "ines.duarte@water-regulator.example",
      company: "National Water Regulator",
      interest: "governance",
      message: "We publish tariff decisions as PDFs; utilities want an API.",
      pagePath: "/contact",
      consentText,
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    })
    .returning({ id: contactRequests.id });
  const [worked] = await db
    .insert(blueprintLeads)
    .values({
      fullName: "Ines Duarte",
      email: "Ines.Duarte@water-regulator.example",
      companyName: "National Water Regulator",
      companySize: "201-1000",
      primaryInterest: "blueprint",
      message:
        "Following our call: a blueprint for licensing and tariff filings, online by next year.",
      pagePath: "/blueprint",
      consentText,
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    })
    .returning({ id: blueprintLeads.id });
  return {
    farah: await leadId(db, "blueprint", farah!.id),
    lucia: await leadId(db, "job_application", lucia!.id),
    held: await leadId(db, "blueprint", held!.id),
    worked: await leadId(db, "blueprint", worked!.id),
    workedEarlier: await leadId(db, "contact", earlier!.id),
  };
}
