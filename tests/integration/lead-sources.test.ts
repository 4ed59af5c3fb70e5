import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_SOURCES, type LeadSource } from "~/domain/enums";
import type { Database } from "~/server/db/client.server";
import {
  blueprintLeads,
  chatConversations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leads,
  storedFiles,
} from "~/server/db/schema.server";
import { heldNotification } from "~/server/console/held-notification.server";
import {
  EXPORT_HEADER,
  writeLeadsCsv,
} from "~/server/console/lead-export.server";
import { parseCsv } from "~/server/console/lead-export-csv";
import { unsafeGetLeadDetail } from "~/server/console/unsafe-lead-detail.server";
import { parseLeadListParams } from "~/domain/console/lead-list";
import type { ExportSourceColumn } from "~/server/leads/sources/lead-source.server";
import { leadSources } from "~/server/leads/sources/lead-sources.server";
import { readerScope } from "../support/console-people";
import { openTestDatabase } from "../support/test-database";

/**
 * Every lead source's definition, end to end on a real database (docs/decisions/032): a stored
 * submission reaches the lead page with its own fields, the CSV export with the columns its
 * definition names, and — held as spam — "Not spam" rebuilds its staff notification. The
 * fixtures are a Record over LEAD_SOURCES, so a new source without one does not compile.
 */
type Stored = {
  sourceId: string;
  email: string;
  /** A field label the lead page shows for this source only, with its value. */
  field: [label: string, value: string];
  /** What each export column the source fills holds. */
  exported: Partial<Record<ExportSourceColumn, string>>;
};

const tracking = {
  pagePath: "/start",
  consentText: "By submitting this form you agree…",
};
const unique = (name: string) =>
  `${name}.${randomUUID().slice(0, 8)}@sources.example`;

const fixtures: Record<LeadSource, (db: Database) => Promise<Stored>> = {
  async blueprint(db) {
    const email = unique("blueprint");
    const [row] = await db
      .insert(blueprintLeads)
      .values({
        locale: "fr",
        fullName: "Bea Blue",
        email,
        phone: "555 0100",
        companySize: "201-1000",
        message: "A blueprint, please.",
        isSpam: true,
        spamReason: "test",
        ...tracking,
      })
      .returning();
    return {
      sourceId: row!.id,
      email,
      field: ["Full name", "Bea Blue"],
      exported: {
        phone: "555 0100",
        "company size": "201-1000",
        message: "A blueprint, please.",
        language: "French",
      },
    };
  },
  async contact(db) {
    const email = unique("contact");
    const [row] = await db
      .insert(contactRequests)
      .values({
        firstName: "Cy",
        lastName: "Contact",
        email,
        company: "Port Authority",
        interest: "e-visa",
        message: "Please call.",
        isSpam: true,
        spamReason: "test",
        ...tracking,
      })
      .returning();
    return {
      sourceId: row!.id,
      email,
      field: ["Last name", "Contact"],
      exported: { message: "Please call.", language: "English" },
    };
  },
  async get_started(db) {
    const email = unique("get-started");
    const [row] = await db
      .insert(getStartedRequests)
      .values({
        locale: "fr",
        firstName: "Gia",
        lastName: "Start",
        email,
        company: "Ministry",
        companySize: "51-200",
        primaryInterest: "e-visa",
        currentChallenges: "Legacy systems.",
        timeline: "medium",
        budget: "100k-250k",
        isSpam: true,
        spamReason: "test",
        ...tracking,
      })
      .returning();
    return {
      sourceId: row!.id,
      email,
      field: ["Current challenges", "Legacy systems."],
      exported: {
        "company size": "51-200",
        message: "Legacy systems.",
        timeline: "medium",
        budget: "100k-250k",
        language: "French",
      },
    };
  },
  async job_application(db) {
    const email = unique("job");
    const [file] = await db
      .insert(storedFiles)
      .values({
        bucket: "resumes",
        key: `${randomUUID()}.pdf`,
        name: "cv.pdf",
        size: 3,
        mimeType: "application/pdf",
        sha256: "x",
        content: new Uint8Array([1, 2, 3]),
      })
      .returning();
    const [row] = await db
      .insert(jobApplications)
      .values({
        jobTitle: "Data Engineer",
        firstName: "Jo",
        lastName: "Applicant",
        email,
        phone: "555 0199",
        linkedIn: "https://www.linkedin.com/in/jo",
        experience: "5 years",
        coverLetter: "Hello there.",
        resumeFileId: file!.id,
        isSpam: true,
        spamReason: "test",
        ...tracking,
      })
      .returning();
    return {
      sourceId: row!.id,
      email,
      field: ["Job title", "Data Engineer"],
      exported: {
        phone: "555 0199",
        message: "Hello there.",
        linkedin: "https://www.linkedin.com/in/jo",
        language: "English",
      },
    };
  },
  async chat(db) {
    const email = unique("chat");
    const [conversation] = await db
      .insert(chatConversations)
      .values({
        locale: "fr",
        sessionId: randomUUID(),
        visitorName: "Cam Chat",
        visitorEmail: email,
        visitorOrganisation: "Harbour",
        consentAt: new Date(),
        startedOnPath: "/solutions",
      })
      .returning();
    // The assistant writes a chat lead's inbox row itself (chat-contact.server.ts).
    await db.insert(leads).values({
      source: "chat",
      sourceId: conversation!.id,
      status: "new",
      fullName: "Cam Chat",
      email,
      company: "Harbour",
      interest: "e-visa",
      isSpam: true,
    });
    return {
      sourceId: conversation!.id,
      email,
      field: ["Organisation", "Harbour"],
      exported: { language: "French" },
    };
  },
};

let db: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  // What a new database's migrations leave, copied from the run's template.
  const opened = await openTestDatabase("migrated");
  db = opened.connection.db;
  cleanup = opened.cleanup;
}, 120_000);
afterAll(async () => cleanup?.());

async function exportedRow(email: string): Promise<Record<string, string>> {
  let text = "";
  await writeLeadsCsv(
    readerScope(db),
    parseLeadListParams(new URLSearchParams({ q: email, spam: "only" })),
    { profileId: randomUUID() },
    (chunk) => {
      text += chunk;
    },
  );
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...EXPORT_HEADER]);
  expect(rows).toHaveLength(1);
  return Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]!]));
}

describe.each(LEAD_SOURCES)("the %s source", (source) => {
  it("round-trips: stored lead → lead page → export row → held notification", async () => {
    const stored = await fixtures[source](db);
    const [lead] = await db
      .select()
      .from(leads)
      .where(
        and(eq(leads.source, source), eq(leads.sourceId, stored.sourceId)),
      );
    expect(lead, "the inbox row").toBeDefined();

    const detail = await unsafeGetLeadDetail(readerScope(db), lead!.id);
    expect(detail?.source).toBe(source);
    const [label, value] = stored.field;
    expect(detail?.fields.find((f) => f.label === label)?.value).toBe(value);
    expect(detail?.fields.find((f) => f.kind === "email")?.value).toBe(
      stored.email,
    );
    expect(detail?.attribution.length).toBeGreaterThan(0);
    // The language the visitor used, as the lead page shows it.
    expect(
      detail?.locale === "fr"
        ? "French"
        : detail?.locale === "en"
          ? "English"
          : null,
    ).toBe(stored.exported.language);

    const row = await exportedRow(stored.email);
    expect(row.id).toBe(lead!.id);
    expect(row.source).toBe(source);
    const definition = leadSources[source];
    for (const column of Object.keys(
      definition.exportColumns,
    ) as ExportSourceColumn[]) {
      expect(row[column], column).toBe(stored.exported[column]);
    }

    const message = await db.transaction((tx) =>
      heldNotification(tx, lead!, {
        leads: ["sales@example.org"],
        careers: ["careers@example.org"],
      }),
    );
    if (definition.form) {
      expect(message?.replyTo).toBe(stored.email);
      expect(message?.to).toEqual(
        source === "job_application"
          ? ["careers@example.org"]
          : ["sales@example.org"],
      );
    } else {
      expect(message).toBeNull();
    }
  });
});
