import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/server/console/lead-export-csv";
import { privacyRequests, storedFiles } from "~/server/db/schema.server";
import {
  createPrivacyExport,
  EXPORT_BUCKET,
  PrivacyExportError,
} from "~/server/privacy/privacy-export.server";
import type { AppServices } from "~/server/services.server";
import { readStoredFile } from "~/server/storage/files.server";
import { startTestServices } from "../support/app-services";
import {
  seedPrivacyPerson,
  type PrivacyPersonSeed,
} from "../support/privacy-person";

/**
 * A privacy export in one step (decision 072), on PGlite and PostgreSQL: one person seeded
 * in every source comes back whole — the zip's listing and counts match the golden ones, every
 * CSV reads back as its JSON, the original files are there byte for byte — and nothing else
 * does: no secret, no staff name or address, nothing of a second person.
 */

let stop: () => Promise<void>;
let services: AppServices;
let ada: PrivacyPersonSeed;
let grace: PrivacyPersonSeed;
const now = new Date("2026-11-27T12:00:00Z");

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  ada = await seedPrivacyPerson(db(), {
    email: "Ada.Lovelace@Example.test",
    name: "Ada Lovelace",
    phone: "+1 514 555 0101",
  });
  grace = await seedPrivacyPerson(db(), {
    email: "grace.other@example.test",
    name: "Grace Hopperton",
    phone: "+1 438 555 0199",
  });
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;

async function exportOf(requestId: string) {
  const result = await createPrivacyExport(db(), { requestId, now });
  const [row] = await db()
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, result.fileId));
  const entries = unzipSync(new Uint8Array(await readStoredFile(row!)));
  return { ...result, row: row!, entries };
}

/** The golden listing: the seed's own file ids stand for themselves. */
const GOLDEN_LISTING = [
  "README.txt",
  "created-by-us/acknowledgement-quota.csv",
  "created-by-us/acknowledgement-quota.json",
  "created-by-us/audit-log.csv",
  "created-by-us/audit-log.json",
  "created-by-us/blueprint-leads.csv",
  "created-by-us/blueprint-leads.json",
  "created-by-us/chat-attachments.csv",
  "created-by-us/chat-attachments.json",
  "created-by-us/chat-conversations.csv",
  "created-by-us/chat-conversations.json",
  "created-by-us/chat-messages.csv",
  "created-by-us/chat-messages.json",
  "created-by-us/client-invitations.csv",
  "created-by-us/client-invitations.json",
  "created-by-us/clients.csv",
  "created-by-us/clients.json",
  "created-by-us/contact-requests.csv",
  "created-by-us/contact-requests.json",
  "created-by-us/documents.csv",
  "created-by-us/documents.json",
  "created-by-us/get-started-requests.csv",
  "created-by-us/get-started-requests.json",
  "created-by-us/job-applications.csv",
  "created-by-us/job-applications.json",
  "created-by-us/lead-notes.csv",
  "created-by-us/lead-notes.json",
  "created-by-us/leads.csv",
  "created-by-us/leads.json",
  "created-by-us/newsletter-consent-events.csv",
  "created-by-us/newsletter-consent-events.json",
  "created-by-us/newsletter-deliveries.csv",
  "created-by-us/newsletter-deliveries.json",
  "created-by-us/newsletter-subscriber-topics.csv",
  "created-by-us/newsletter-subscriber-topics.json",
  "created-by-us/newsletter-subscribers.csv",
  "created-by-us/newsletter-subscribers.json",
  "created-by-us/portal-accounts.csv",
  "created-by-us/portal-accounts.json",
  "created-by-us/portal-profiles.csv",
  "created-by-us/portal-profiles.json",
  "created-by-us/portal-sessions.csv",
  "created-by-us/portal-sessions.json",
  "created-by-us/portal-two-factor.csv",
  "created-by-us/portal-two-factor.json",
  "created-by-us/portal-users.csv",
  "created-by-us/portal-users.json",
  "created-by-us/portal-verifications.csv",
  "created-by-us/portal-verifications.json",
  "created-by-us/privacy-consents.csv",
  "created-by-us/privacy-consents.json",
  "created-by-us/privacy-requests.csv",
  "created-by-us/privacy-requests.json",
  "created-by-us/support-tickets.csv",
  "created-by-us/support-tickets.json",
  "created-by-us/ticket-messages.csv",
  "created-by-us/ticket-messages.json",
  "created-by-us/bookings.csv",
  "created-by-us/bookings.json",
  "files/chat-attachments/<chatAttachment>-brief.txt",
  "files/documents/<document>-requirements.txt",
  "files/job-applications/<resume>-CV Ada Lovelace.pdf",
  "manifest.json",
  "sources/blueprint-leads.csv",
  "sources/blueprint-leads.json",
  "sources/bookings.csv",
  "sources/bookings.json",
  "sources/chat-attachments.csv",
  "sources/chat-attachments.json",
  "sources/chat-conversations.csv",
  "sources/chat-conversations.json",
  "sources/chat-messages.csv",
  "sources/chat-messages.json",
  "sources/clients.csv",
  "sources/clients.json",
  "sources/contact-requests.csv",
  "sources/contact-requests.json",
  "sources/documents.csv",
  "sources/documents.json",
  "sources/get-started-requests.csv",
  "sources/get-started-requests.json",
  "sources/job-applications.csv",
  "sources/job-applications.json",
  "sources/newsletter-consent-events.csv",
  "sources/newsletter-consent-events.json",
  "sources/newsletter-subscriber-topics.csv",
  "sources/newsletter-subscriber-topics.json",
  "sources/newsletter-subscribers.csv",
  "sources/newsletter-subscribers.json",
  "sources/portal-profiles.csv",
  "sources/portal-profiles.json",
  "sources/portal-sessions.csv",
  "sources/portal-sessions.json",
  "sources/portal-users.csv",
  "sources/portal-users.json",
  "sources/privacy-consents.csv",
  "sources/privacy-consents.json",
  "sources/privacy-requests.csv",
  "sources/privacy-requests.json",
  "sources/support-tickets.csv",
  "sources/support-tickets.json",
  "sources/ticket-messages.csv",
  "sources/ticket-messages.json",
  "created-by-us/webhook-attempts.csv",
  "created-by-us/webhook-attempts.json",
  "created-by-us/webhook-deliveries.csv",
  "created-by-us/webhook-deliveries.json",
  "sources/webhook-deliveries.csv",
  "sources/webhook-deliveries.json",
].sort();

/** Rows found per source: what the fixture seeded for one person. */
const GOLDEN_COUNTS: Record<string, number> = {
  "blueprint-leads": 1,
  "contact-requests": 1,
  "get-started-requests": 1,
  "job-applications": 1,
  leads: 5,
  "lead-notes": 1,
  "acknowledgement-quota": 1,
  "chat-conversations": 1,
  "chat-messages": 2,
  "chat-attachments": 1,
  "newsletter-subscribers": 1,
  "newsletter-subscriber-topics": 1,
  "newsletter-consent-events": 3,
  "newsletter-deliveries": 1,
  "privacy-consents": 1,
  "portal-users": 1,
  "portal-profiles": 1,
  "portal-accounts": 1,
  "portal-sessions": 1,
  "portal-two-factor": 1,
  "portal-verifications": 1,
  "client-invitations": 1,
  clients: 1,
  "support-tickets": 1,
  "ticket-messages": 2,
  documents: 1,
  bookings: 1,
  "webhook-deliveries": 1,
  "webhook-attempts": 1,
  "privacy-requests": 1,
  "privacy-legal-holds": 0,
  outbox: 0,
  "audit-log": 3,
};

function texts(entries: Record<string, Uint8Array>): Map<string, string> {
  return new Map(
    Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

/** What a JSON value reads as in its CSV cell (nested values as JSON; formulas neutralised). */
function asCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

describe("a privacy export", () => {
  it("holds every source of the person, as the golden listing and counts say", async () => {
    const { entries, manifest, row } = await exportOf(ada.requestId);
    const listing = Object.keys(entries)
      .map((name) =>
        name
          .replace(ada.files.resume, "<resume>")
          .replace(ada.files.chatAttachment, "<chatAttachment>")
          .replace(ada.files.document, "<document>"),
      )
      .sort();
    expect(listing).toEqual(GOLDEN_LISTING);
    expect(
      Object.fromEntries(
        manifest.sources.map((source) => [source.id, source.rows]),
      ),
    ).toEqual(GOLDEN_COUNTS);
    expect(manifest.notSearched.map((source) => source.id)).toEqual([
      "booking-holds",
    ]);
    expect(JSON.parse(strFromU8(entries["manifest.json"]!))).toEqual(manifest);
    expect(manifest).toMatchObject({
      requestId: ada.requestId,
      generatedAt: now.toISOString(),
      locale: "fr",
    });
    expect(row).toMatchObject({
      bucket: EXPORT_BUCKET,
      mimeType: "application/zip",
      name: "privacy-export-2026-11-27.zip",
    });

    // The originals, byte for byte.
    for (const id of Object.values(ada.files)) {
      const name = Object.keys(entries).find((entry) => entry.includes(id))!;
      const [stored] = await db()
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      expect(Buffer.from(entries[name]!)).toEqual(
        await readStoredFile(stored!),
      );
    }
    const applications = JSON.parse(
      strFromU8(entries["sources/job-applications.json"]!),
    );
    expect(applications).toEqual([
      expect.objectContaining({
        first_name: "Ada",
        last_name: "Lovelace",
        email: "Ada.Lovelace@Example.test",
        phone: "+1 514 555 0101",
        resume_file_id: `files/job-applications/${ada.files.resume}-CV Ada Lovelace.pdf`,
      }),
    ]);
  });

  it("writes each source's CSV with exactly its JSON's records", async () => {
    const { entries } = await exportOf(ada.requestId);
    const all = texts(entries);
    const jsonNames = [...all.keys()].filter(
      (name) => name.endsWith(".json") && name !== "manifest.json",
    );
    expect(jsonNames.length).toBeGreaterThan(40);
    for (const jsonName of jsonNames) {
      const records = JSON.parse(all.get(jsonName)!) as Array<
        Record<string, unknown>
      >;
      const [header, ...rows] = parseCsv(
        all.get(jsonName.replace(/\.json$/, ".csv"))!,
      );
      expect(header, jsonName).toEqual(Object.keys(records[0]!));
      expect(rows, jsonName).toEqual(
        records.map((record) => header!.map((name) => asCell(record[name]))),
      );
    }
    // A formula typed into a form stays text in the spreadsheet.
    expect(all.get("sources/contact-requests.csv")).toContain(
      `"'=HYPERLINK(""http://evil.example"") says Ada Lovelace"`,
    );
  });

  it("keeps what we created apart, with staff only as staff", async () => {
    const { entries } = await exportOf(ada.requestId);
    const all = texts(entries);
    const notes = JSON.parse(all.get("created-by-us/lead-notes.json")!);
    expect(notes).toEqual([
      expect.objectContaining({
        author_profile_id: "staff",
        body: "Called Ada Lovelace; wants a proposal. Ask staff for pricing.",
      }),
    ]);
    expect(all.has("sources/lead-notes.json")).toBe(false);
    // The person's own ticket message is theirs; staff's reply is ours, its author "staff".
    expect(
      JSON.parse(all.get("sources/ticket-messages.json")!).map(
        (message: { body: string }) => message.body,
      ),
    ).toEqual(["Any news? Ada Lovelace"]);
    expect(
      JSON.parse(all.get("created-by-us/ticket-messages.json")!),
    ).toContainEqual(
      expect.objectContaining({
        body: "On it. — staff (staff)",
        author_profile_id: "staff",
      }),
    );
    const audit = JSON.parse(all.get("created-by-us/audit-log.json")!);
    expect(audit).toHaveLength(3);
    for (const entry of audit) {
      expect(entry.actor_email).toBe("staff");
      expect(entry.ip_address).toBe("staff");
      expect(entry.details).toEqual({ by: "staff" });
    }
    expect(all.get("README.txt")).toContain(
      `Numéro de la demande\u00A0: ${ada.requestId}`,
    );
    expect(all.get("README.txt")).toContain("«\u00A0staff\u00A0»");

    for (const [name, text] of all) {
      for (const word of [
        ada.staff.email,
        ada.staff.name,
        ada.staff.userId,
        ada.staff.profileId,
        "198.51.100.99",
      ])
        expect(text, `${name} names staff`).not.toContain(word);
    }
  });

  it("never holds a secret or anything of another person", async () => {
    const { entries } = await exportOf(ada.requestId);
    const all = texts(entries);
    const forbidden = [
      ...ada.secrets,
      ...grace.secrets,
      "SECRET-",
      grace.email,
      grace.name,
      grace.phone,
      grace.userId,
      grace.profileId,
      grace.requestId,
      ...Object.values(grace.files),
      ...Object.values(grace.rows).flat(),
    ];
    for (const [name, text] of all)
      for (const word of forbidden)
        expect(text.toLowerCase(), `${name} holds ${word}`).not.toContain(
          word.toLowerCase(),
        );
    // …while the person's own data is there.
    const joined = [...all.values()].join("\n");
    for (const word of [ada.email, ada.name, ada.phone, "203.0.113.45"])
      expect(joined).toContain(word);
  });

  it("replaces the request's previous export in one step", async () => {
    const first = await exportOf(grace.requestId);
    const second = await exportOf(grace.requestId);
    expect(second.fileId).not.toBe(first.fileId);
    const [request] = await db()
      .select({ exportFileId: privacyRequests.exportFileId })
      .from(privacyRequests)
      .where(eq(privacyRequests.id, grace.requestId));
    expect(request!.exportFileId).toBe(second.fileId);
    expect(
      await db()
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.id, first.fileId)),
    ).toEqual([]);
    // The fixture's requests are in French: so is the README.
    expect(strFromU8(second.entries["README.txt"]!)).toContain(
      "Vos renseignements personnels",
    );
  });

  it("refuses an unknown or unverified request, writing nothing", async () => {
    await expect(
      createPrivacyExport(db(), {
        requestId: "00000000-0000-4000-8000-000000000000",
      }),
    ).rejects.toBeInstanceOf(PrivacyExportError);
    await db()
      .update(privacyRequests)
      .set({ status: "unverified" })
      .where(eq(privacyRequests.id, ada.requestId));
    const before = await db()
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.bucket, EXPORT_BUCKET));
    await expect(
      createPrivacyExport(db(), { requestId: ada.requestId }),
    ).rejects.toThrow(/not verified/);
    expect(
      await db()
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.bucket, EXPORT_BUCKET)),
    ).toEqual(before);
  });
});
