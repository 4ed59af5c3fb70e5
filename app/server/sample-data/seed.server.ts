import { createHash, randomUUID } from "node:crypto";
import { count, inArray } from "drizzle-orm";
import { sanitizeRichText } from "~/server/content/sanitize-html.server";
import type { Database } from "../db/client.server";
import {
  capabilities,
  clients,
  contentTypes,
  documents,
  insightCapabilities,
  insights,
  projectCapabilities,
  projects,
  projectUpdates,
  publicProjects,
  sectors,
  storedFiles,
  supportTickets,
  ticketMessages,
} from "../db/schema.server";
import {
  seedCapabilities,
  seedCaseStudies,
  seedContentTypes,
  seedInsights,
  seedSectors,
} from "./sample-content";
import { seedCaseStudiesFr, seedInsightsFr } from "./sample-content-fr";
import {
  demoClient,
  demoClientNames,
  demoDocuments,
  demoProjects,
  demoTickets,
  emptyClient,
  otherClient,
  otherDocuments,
  otherProjects,
  otherTickets,
  type SeedDemoDocument,
  type SeedDemoProject,
  type SeedDemoTicket,
} from "./sample-clients";
import { seedDemoConversations } from "./sample-conversations.server";
import { seedDemoAssistant } from "./sample-assistant.server";
import { seedDemoLeads } from "./sample-leads.server";
import { seedDemoNewsletter } from "./sample-newsletter.server";
import { seedDemoBookingHost } from "./sample-booking.server";
import { seedDemoAnalytics } from "./sample-analytics.server";
import { seedDemoDashboardContent } from "./sample-sales-demo.server";
import { demoProjectUpdates } from "./sample-project-updates";
import { buildSimplePdf } from "./simple-pdf.server";
import { holdSeedLock } from "./seed-lock.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type SeedResult = {
  content: boolean;
  demo: boolean;
  demoDashboard: boolean;
};

/**
 * Seeds an empty database. Content (sectors, capabilities, case studies, insights) is
 * the site itself and is seeded in every environment; the demo tenants are seeded only
 * outside production. Each part runs in one transaction and only when its marker rows
 * are absent, so running it again changes nothing.
 */
export async function seedDatabase(
  db: Database,
  options: { includeDemo: boolean },
): Promise<SeedResult> {
  const result: SeedResult = {
    content: false,
    demo: false,
    demoDashboard: false,
  };
  await db.transaction(async (tx) => {
    await holdSeedLock(tx);
    const [row] = await tx.select({ n: count() }).from(sectors);
    if ((row?.n ?? 0) > 0) return;
    await seedContent(tx);
    result.content = true;
  });
  // The /allied demo's invented client: content, seeded everywhere like the above.
  result.demoDashboard = await seedDemoDashboardContent(db);
  if (options.includeDemo) {
    await db.transaction(async (tx) => {
      await holdSeedLock(tx);
      const existing = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(inArray(clients.name, demoClientNames));
      if (existing.length > 0) return;
      await seedTenant(
        tx,
        demoClient,
        demoProjects,
        demoDocuments,
        demoTickets,
      );
      await seedTenant(
        tx,
        otherClient,
        otherProjects,
        otherDocuments,
        otherTickets,
      );
      // A client with nothing yet: what every portal tab says when it is empty.
      await seedTenant(tx, emptyClient, [], [], []);
      // The staff console's inbox: leads of every form, across the pipeline.
      await seedDemoLeads(tx);
      // The chat assistant's conversations for the console, one of them a chat lead.
      await seedDemoConversations(tx);
      // The assistant's knowledge and the questions it could not answer (decision 057).
      await seedDemoAssistant(tx);
      // The newsletter's subscribers and a blocked domain, for the console's Newsletter tab.
      await seedDemoNewsletter(tx);
      // The consultant whose weekday hours /book offers (docs/booking.md).
      await seedDemoBookingHost(tx);
      // Ninety days of invented visits, rolled up, for the console's Analytics tab.
      await seedDemoAnalytics(tx);
      result.demo = true;
    });
  }
  return result;
}

async function seedContent(tx: Tx) {
  const sectorRows = await tx.insert(sectors).values(seedSectors).returning();
  const capabilityRows = await tx
    .insert(capabilities)
    .values(seedCapabilities)
    .returning();
  const typeRows = await tx
    .insert(contentTypes)
    .values(seedContentTypes)
    .returning();
  const sectorId = idsBySlug(sectorRows);
  const capabilityId = idsBySlug(capabilityRows);
  const typeId = idsBySlug(typeRows);

  // Each French version is the same case study in locale "fr": the same translation key,
  // sector, capabilities, order and dates as its English original.
  const frenchStudies = new Map(
    seedCaseStudiesFr.map((study) => [study.translationOf, study]),
  );
  for (const study of seedCaseStudies) {
    const { sectorSlug, capabilitySlugs, updatedAt, ...fields } = study;
    const translationKey = randomUUID();
    const french = frenchStudies.get(study.slug);
    const versions = [
      { ...fields, locale: "en" },
      ...(french
        ? [{ ...fields, ...omitTranslationOf(french), locale: "fr" }]
        : []),
    ];
    for (const version of versions) {
      const [project] = await tx
        .insert(publicProjects)
        // The content's own date, not the seed's: the sitemap and feeds read updated_at.
        .values({
          ...version,
          translationKey,
          updatedAt: new Date(updatedAt),
          sectorId: sectorId(sectorSlug),
        })
        .returning({ id: publicProjects.id });
      if (capabilitySlugs.length > 0) {
        await tx.insert(projectCapabilities).values(
          capabilitySlugs.map((slug) => ({
            projectId: project!.id,
            capabilityId: capabilityId(slug),
          })),
        );
      }
    }
  }

  const frenchInsights = new Map(
    seedInsightsFr.map((insight) => [insight.translationOf, insight]),
  );
  for (const insight of seedInsights) {
    const {
      contentHtml,
      contentTypeSlug,
      capabilitySlugs,
      featuredImagePath,
      featuredImageAlt: _alt,
      publishedAt,
      ...fields
    } = insight;
    const translationKey = randomUUID();
    const french = frenchInsights.get(insight.slug);
    const versions = [
      { ...fields, locale: "en", contentHtml },
      ...(french
        ? [
            {
              ...fields,
              locale: "fr",
              slug: french.slug,
              title: french.title,
              excerpt: french.excerpt,
              author: french.author,
              contentHtml: french.contentHtml,
            },
          ]
        : []),
    ];
    for (const { contentHtml: html, ...version } of versions) {
      const [row] = await tx
        .insert(insights)
        .values({
          ...version,
          translationKey,
          content: sanitizeRichText(html),
          publishedAt: new Date(publishedAt),
          // Unedited since publication: Article dateModified and <lastmod> are that date, not the seed's.
          updatedAt: new Date(publishedAt),
          featuredImageUrl: featuredImagePath,
          contentTypeId: typeId(contentTypeSlug),
        })
        .returning({ id: insights.id });
      if (capabilitySlugs.length > 0) {
        await tx.insert(insightCapabilities).values(
          capabilitySlugs.map((slug) => ({
            insightId: row!.id,
            capabilityId: capabilityId(slug),
          })),
        );
      }
    }
  }
}

async function seedTenant(
  tx: Tx,
  client: typeof demoClient,
  tenantProjects: SeedDemoProject[],
  tenantDocuments: SeedDemoDocument[],
  tenantTickets: SeedDemoTicket[],
) {
  // Taken on before anything of theirs exists: the client row first, in time as in order.
  const { createdDaysAgo: clientDaysAgo, ...clientFields } = client;
  const since = daysAgo(clientDaysAgo);
  const [clientRow] = await tx
    .insert(clients)
    .values({
      ...clientFields,
      status: "active",
      createdAt: since,
      updatedAt: since,
    })
    .returning({ id: clients.id });
  const clientId = clientRow!.id;

  const updates = demoProjectUpdates.filter((update) =>
    tenantProjects.some((project) => project.name === update.projectName),
  );
  const projectIdByName = new Map<string, string>();
  for (const project of tenantProjects) {
    // Last changed when its latest update was posted, else when it was created.
    const latest = Math.min(
      project.createdDaysAgo,
      ...updates
        .filter((u) => u.projectName === project.name)
        .map((u) => u.postedDaysAgo),
    );
    const [row] = await tx
      .insert(projects)
      .values({
        clientId,
        name: project.name,
        description: project.description,
        status: project.status,
        createdAt: daysAgo(project.createdDaysAgo),
        updatedAt: daysAgo(latest),
      })
      .returning({ id: projects.id });
    projectIdByName.set(project.name, row!.id);
  }

  if (updates.length > 0) {
    await tx.insert(projectUpdates).values(
      updates.map((update) => ({
        clientId,
        projectId: projectIdByName.get(update.projectName)!,
        kind: update.kind,
        title: update.title,
        body: update.body,
        createdAt: daysAgo(update.postedDaysAgo),
      })),
    );
  }

  for (const document of tenantDocuments) {
    const bytes =
      document.mimeType === "application/pdf"
        ? buildSimplePdf(document.name, document.body)
        : new TextEncoder().encode(document.body);
    const extension = document.name.split(".").pop() ?? "bin";
    const uploadedAt = daysAgo(document.createdDaysAgo);
    const [file] = await tx
      .insert(storedFiles)
      .values({
        bucket: "client-documents",
        key: `${clientId}/${randomUUID()}.${extension}`,
        name: document.name,
        size: bytes.byteLength,
        mimeType: document.mimeType,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        content: bytes,
        createdAt: uploadedAt,
      })
      .returning({ id: storedFiles.id });
    await tx.insert(documents).values({
      clientId,
      projectId: projectIdByName.get(document.projectName) ?? null,
      fileId: file!.id,
      name: document.name,
      fileSize: bytes.byteLength,
      mimeType: document.mimeType,
      createdAt: uploadedAt,
    });
  }

  for (const ticket of tenantTickets) await seedTicket(tx, clientId, ticket);
}

/** A ticket and its thread; its last activity (updated_at) is its last entry, as a live reply or move leaves it. */
async function seedTicket(tx: Tx, clientId: string, ticket: SeedDemoTicket) {
  const raised = daysAgo(ticket.createdDaysAgo);
  const after = (hours: number) =>
    new Date(raised.getTime() + hours * 60 * 60 * 1000);
  const thread = ticket.thread ?? [];
  const lastActivity =
    thread.length > 0
      ? after(Math.max(...thread.map((entry) => entry.afterHours)))
      : raised;
  const [row] = await tx
    .insert(supportTickets)
    .values({
      clientId,
      title: ticket.title,
      description: ticket.description,
      priority: ticket.priority,
      status: ticket.status,
      createdAt: raised,
      updatedAt: lastActivity,
    })
    .returning({ id: supportTickets.id });
  if (thread.length === 0) return;
  await tx.insert(ticketMessages).values(
    thread.map((entry) => ({
      clientId,
      ticketId: row!.id,
      kind: entry.kind,
      // The support team's side; no staff account exists yet when the demo is seeded.
      authorSide: "staff",
      body: entry.kind === "reply" ? entry.body : null,
      fromStatus: entry.kind === "status_change" ? entry.from : null,
      toStatus: entry.kind === "status_change" ? entry.to : null,
      createdAt: after(entry.afterHours),
    })),
  );
}

function idsBySlug(rows: { id: string; slug: string }[]) {
  const map = new Map(rows.map((r) => [r.slug, r.id]));
  return (slug: string) => {
    const id = map.get(slug);
    if (!id) throw new Error(`Seed data refers to an unknown slug: ${slug}`);
    return id;
  };
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

/** A translation's fields without the slug of the original it translates. */
function omitTranslationOf<T extends { translationOf: string }>({
  translationOf: _original,
  ...fields
}: T): Omit<T, "translationOf"> {
  return fields;
}
