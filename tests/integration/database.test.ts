import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import {
  appliedMigrationCount,
  shippedMigrationCount,
} from "~/server/db/migrations.server";
import * as schema from "~/server/db/schema.server";
import { seedDatabase } from "~/server/sample-data/seed.server";
import { insertLead } from "~/server/leads/store-lead.server";
import { openTestDatabase, testDbKind } from "../support/test-database";
import {
  demoBlueprintLeads,
  demoContactLeads,
  demoGetStartedLeads,
  demoJobApplications,
} from "~/server/sample-data/sample-leads";
import { demoConversations } from "~/server/sample-data/sample-conversations";

let connection: DatabaseConnection;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase());
});
afterAll(async () => cleanup?.());

async function tableCounts() {
  const { db } = connection;
  const tables = {
    sectors: schema.sectors,
    capabilities: schema.capabilities,
    contentTypes: schema.contentTypes,
    publicProjects: schema.publicProjects,
    projectCapabilities: schema.projectCapabilities,
    insights: schema.insights,
    insightCapabilities: schema.insightCapabilities,
    clients: schema.clients,
    projects: schema.projects,
    documents: schema.documents,
    storedFiles: schema.storedFiles,
    supportTickets: schema.supportTickets,
    leads: schema.leads,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe(`database on ${testDbKind()}`, () => {
  it("applies every migration to an empty database", async () => {
    expect(await appliedMigrationCount(connection.db)).toBe(0);
    await connection.migrate();
    expect(await appliedMigrationCount(connection.db)).toBe(
      shippedMigrationCount(),
    );
    // Migrating again is a no-op.
    await connection.migrate();
    expect(await appliedMigrationCount(connection.db)).toBe(
      shippedMigrationCount(),
    );
  });

  it("has every table of the data model", async () => {
    const result = (await connection.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "profiles",
        "clients",
        "client_invitations",
        "projects",
        "documents",
        "support_tickets",
        "blueprint_leads",
        "contact_requests",
        "get_started_requests",
        "job_applications",
        "public_projects",
        "sectors",
        "capabilities",
        "project_capabilities",
        "insights",
        "content_types",
        "insight_capabilities",
        "stored_files",
        "outbox",
        "chat_conversations",
        "chat_messages",
        "audit_log",
        "user",
        "session",
        "account",
        "verification",
      ]),
    );
  });

  it("seeds content only (no demo tenants) when told it is production", async () => {
    const result = await seedDatabase(connection.db, { includeDemo: false });
    // The /allied demo's invented clients are content too: no account, no password.
    expect(result).toEqual({ content: true, demo: false, demoDashboard: true });
    const counts = await tableCounts();
    expect(counts.clients).toBe(0);
    expect(counts.sectors).toBeGreaterThan(0);
  });

  it("seeds the demo tenants outside production, and seeding again changes nothing", async () => {
    expect(await seedDatabase(connection.db, { includeDemo: true })).toEqual({
      content: false,
      demo: true,
      demoDashboard: false,
    });
    const first = await tableCounts();
    expect(await seedDatabase(connection.db, { includeDemo: true })).toEqual({
      content: false,
      demo: false,
      demoDashboard: false,
    });
    expect(await tableCounts()).toEqual(first);
    // Meridian and Northshore with projects, documents and tickets; Eastvale Water Board with nothing yet.
    expect(first.clients).toBe(3);
    expect(first.projects).toBeGreaterThan(0);
    expect(first.documents).toBeGreaterThan(0);
    // Every stored file is a client document, a demo applicant's résumé or a file
    // a demo chat visitor sent.
    const chatFiles = demoConversations
      .flatMap((c) => c.messages)
      .filter((m) => m.attachment).length;
    expect(chatFiles).toBeGreaterThan(0);
    expect(first.storedFiles).toBe(
      (first.documents ?? 0) + demoJobApplications.length + chatFiles,
    );
    expect(first.supportTickets).toBeGreaterThan(0);
    // The demo leads reach the console's inbox through the source tables' triggers; a demo
    // chat lead is written straight to the inbox, as the chat writes one.
    expect(first.leads).toBe(
      demoBlueprintLeads.length +
        demoContactLeads.length +
        demoGetStartedLeads.length +
        demoJobApplications.length +
        demoConversations.filter((c) => c.lead).length,
    );
  });

  it("seeds at least six published case studies and insights, plus one unpublished of each", async () => {
    const { db } = connection;
    const projects = await db.select().from(schema.publicProjects);
    expect(projects.filter((p) => p.published).length).toBeGreaterThanOrEqual(
      6,
    );
    expect(projects.filter((p) => !p.published).length).toBeGreaterThanOrEqual(
      1,
    );
    const insights = await db.select().from(schema.insights);
    expect(insights.filter((i) => i.isPublished).length).toBeGreaterThanOrEqual(
      6,
    );
    expect(
      insights.filter((i) => !i.isPublished).length,
    ).toBeGreaterThanOrEqual(1);
    for (const insight of insights) {
      expect(insight.content).not.toMatch(/<script|onerror=|javascript:/i);
    }
    const capabilitySlugs = (await db.select().from(schema.capabilities)).map(
      (c) => c.slug,
    );
    expect(capabilitySlugs).toEqual(
      expect.arrayContaining([
        "ai-automation",
        "digital-identity",
        "cloud-infrastructure",
      ]),
    );
  });

  it("stores seeded documents as real files with their size and checksum", async () => {
    const { db } = connection;
    const rows = await db
      .select({ document: schema.documents, file: schema.storedFiles })
      .from(schema.documents)
      .innerJoin(
        schema.storedFiles,
        eq(schema.documents.fileId, schema.storedFiles.id),
      );
    for (const { document, file } of rows) {
      expect(file.size).toBe(file.content!.byteLength);
      expect(document.fileSize).toBe(file.size);
      if (document.mimeType === "application/pdf") {
        expect(Buffer.from(file.content!).subarray(0, 5).toString()).toBe(
          "%PDF-",
        );
      }
    }
  });

  it("refuses values outside the spec's enumerations", async () => {
    const { db } = connection;
    const [client] = await db.select().from(schema.clients).limit(1);
    await expect(
      db.insert(schema.supportTickets).values({
        clientId: client!.id,
        title: "t",
        description: "d",
        status: "bogus",
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.blueprintLeads).values({
        fullName: "Ada Lovelace",
        email: "ada@example.org",
        status: "archived",
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(schema.clients).values({ name: "X", status: "deleted" }),
    ).rejects.toThrow();
  });

  it("gives new rows the spec's defaults", async () => {
    const { db } = connection;
    const [client] = await db
      .insert(schema.clients)
      .values({ name: "Defaults Agency" })
      .returning();
    expect(client!.status).toBe("active");
    const [ticket] = await db
      .insert(schema.supportTickets)
      .values({
        clientId: client!.id,
        title: "Access",
        description: "Cannot open the report",
      })
      .returning();
    expect(ticket).toMatchObject({ status: "open", priority: "medium" });
    const [lead] = await db
      .insert(schema.blueprintLeads)
      .values({ fullName: "Ada Lovelace", email: "ada@example.org" })
      .returning();
    expect(lead).toMatchObject({ status: "new", isSpam: false });
  });

  // The embedded database is one session behind a socket (docs/decisions/010): a failed
  // statement makes node-postgres replace its connection, and the replacement must work,
  // including the named prepared statement every lead is written with.
  it("keeps storing leads after a statement fails", async () => {
    const { db } = connection;
    const lead = (key: string) =>
      insertLead(db, {
        table: schema.blueprintLeads,
        values: {
          fullName: "Grace Hopper",
          email: "grace@example.org",
          consentText: "consent",
          idempotencyKey: key,
        },
        verdict: { isSpam: false, reason: null, idempotencyKey: key },
        mail: [
          {
            kind: "lead_notification",
            message: {
              to: ["leads@example.org"],
              subject: "Lead",
              text: "A lead",
            },
          },
        ],
      });
    expect((await lead(randomUUID())).status).toBe("stored");
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(
        db.insert(schema.clients).values({ name: "X", status: "deleted" }),
      ).rejects.toThrow();
      expect((await lead(randomUUID())).status).toBe("stored");
    }
    const [{ n }] = (await db
      .select({ n: count() })
      .from(schema.blueprintLeads)
      .where(eq(schema.blueprintLeads.fullName, "Grace Hopper"))) as [
      { n: number },
    ];
    expect(n).toBe(4);
  });
});
