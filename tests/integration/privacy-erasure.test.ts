import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  chatAttachments,
  chatConversations,
  chatMessages,
  outbox,
  privacyLegalHolds,
  privacyRequests,
  privacySuppressions,
  rateLimits,
  storedFiles,
  user,
} from "~/server/db/schema.server";
import {
  ERASURE_AUDIT_ACTION,
  ErasureBlockedError,
  executeErasure,
  previewErasure,
} from "~/server/privacy/privacy-erasure.server";
import {
  isSuppressed,
  suppressionKey,
} from "~/server/privacy/suppressions.server";
import { SOURCE_IDS } from "~/server/privacy/personal-data-registry.server";
import { registerFileStores } from "~/server/storage/files.server";
import {
  seedPrivacyPerson,
  type PrivacyPersonSeed,
} from "../support/privacy-person";
import {
  databaseFingerprint,
  memoryS3Store,
  scanForText,
} from "../support/privacy-scan";
import { rowsOf } from "../support/sql-rows";
import { openTestDatabase } from "../support/test-database";

/**
 * Erasure that leaves nothing behind (decision 072), on PGlite and PostgreSQL:
 * one person seeded in every source (tests/support/privacy-person.ts) plus an S3 file, a chat
 * they only named their address in, mail, a rate-limit counter and audit entries they wrote;
 * after the erasure no text column of any table holds their address, name or phone outside the
 * rows the preview said are kept, none of their files remain, and a second person is untouched.
 */

const SECRET = "erasure-test-server-secret";
const NOW = new Date("2027-02-01T12:00:00Z");
const s3 = memoryS3Store();
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const db = (): Database => database.connection.db;

let ana: PrivacyPersonSeed;
let bruno: PrivacyPersonSeed;
let extra: {
  s3FileId: string;
  s3Key: string;
  mentionConversationId: string;
  exportFileId: string;
  earlierRequestId: string;
};

const needlesOf = (person: PrivacyPersonSeed) => [
  person.email,
  person.name,
  person.phone,
];

async function databaseFile(name: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const [row] = await db()
    .insert(storedFiles)
    .values({
      bucket: "privacy-exports",
      key: `${randomUUID()}.zip`,
      name,
      size: bytes.byteLength,
      mimeType: "application/zip",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      content: bytes,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** What the fixture does not cover: an S3 file, a chat that only mentions the address, traces. */
async function seedAnaExtras(person: PrivacyPersonSeed) {
  const sessionId = randomUUID();
  const [conversation] = await db()
    .insert(chatConversations)
    .values({ sessionId, messageCount: 1 })
    .returning({ id: chatConversations.id });
  const [message] = await db()
    .insert(chatMessages)
    .values({
      conversationId: conversation!.id,
      role: "user",
      content: `Write to me at ${person.email.toUpperCase()} please`,
    })
    .returning({ id: chatMessages.id });
  const key = `${sessionId}/${randomUUID()}.png`;
  await s3.put(
    { bucket: "chat-uploads", key, mimeType: "image/png" },
    new Uint8Array([1, 2, 3]),
  );
  const [file] = await db()
    .insert(storedFiles)
    .values({
      bucket: "chat-uploads",
      key,
      name: "scan.png",
      size: 3,
      mimeType: "image/png",
      sha256: "0".repeat(64),
      storage: "s3",
      content: null,
    })
    .returning({ id: storedFiles.id });
  await db().insert(chatAttachments).values({
    sessionId,
    conversationId: conversation!.id,
    messageId: message!.id,
    storedFileId: file!.id,
    kind: "image",
    name: "scan.png",
    mimeType: "image/png",
    size: 3,
  });
  await db()
    .insert(outbox)
    .values({
      kind: "mail",
      payload: {
        to: person.email,
        subject: "Thanks",
        text: `Hi ${person.name}`,
      },
    });
  await db()
    .insert(rateLimits)
    .values({ key: `newsletter-address:${person.email}`, points: 1 });
  // The person acted in the portal (a team change): the audit keeps the entry, not who.
  await db().insert(auditLog).values({
    actorUserId: person.userId,
    actorEmail: person.email,
    action: "team.remove",
    entityType: "user",
    entityId: person.staff.profileId,
    summary: "Removed a colleague from the team",
    ipAddress: "203.0.113.45",
  });
  const exportFileId = await databaseFile(
    "export.zip",
    `export of ${person.name}`,
  );
  const [earlier] = await db()
    .insert(privacyRequests)
    .values({
      kind: "access",
      email: person.email,
      fullName: person.name,
      status: "completed",
      receivedAt: new Date("2026-12-01T10:00:00Z"),
      closedAt: new Date("2026-12-20T10:00:00Z"),
      exportFileId,
    })
    .returning({ id: privacyRequests.id });
  await db()
    .insert(privacyLegalHolds)
    .values({
      email: person.email,
      reason: "Old dispute, settled",
      placedByEmail: person.staff.email,
      releasedAt: new Date("2026-10-01T00:00:00Z"),
      releasedByEmail: person.staff.email,
    });
  return {
    s3FileId: file!.id,
    s3Key: key,
    mentionConversationId: conversation!.id,
    exportFileId,
    earlierRequestId: earlier!.id,
  };
}

beforeAll(async () => {
  database = await openTestDatabase("migrated");
  registerFileStores(s3, null);
  ana = await seedPrivacyPerson(db(), {
    email: "ana.efface@example.test",
    name: "Anaïs Effacée",
    phone: "+1 514 555 0142",
    requestKind: "erasure",
  });
  bruno = await seedPrivacyPerson(db(), {
    email: "bruno.garde@example.test",
    name: "Bruno Gardé",
    phone: "+1 418 555 0177",
  });
  extra = await seedAnaExtras(ana);
}, 120_000);

afterAll(async () => {
  registerFileStores(null, null);
  await database?.cleanup();
});

const erase = (person: PrivacyPersonSeed, email = person.email) =>
  executeErasure(db(), {
    requestId: person.requestId,
    email,
    secret: SECRET,
    actorEmail: person.staff.email,
    now: NOW,
  });

describe("privacy erasure", () => {
  let brunoBefore: string[];

  it("previews each source's action, keeping only the request records, with a date", async () => {
    brunoBefore = await scanForText(db(), needlesOf(bruno));
    const steps = await previewErasure(db(), {
      email: "Ana.Efface@Example.TEST",
      now: NOW,
    });
    const action = Object.fromEntries(
      steps.map((step) => [step.source, [step.action, step.rows]]),
    );
    expect(action).toMatchObject({
      "blueprint-leads": ["delete", 1],
      "contact-requests": ["delete", 1],
      "get-started-requests": ["delete", 1],
      "job-applications": ["delete", 1],
      "resume-files": ["delete", 1],
      leads: ["delete", 5],
      "lead-notes": ["delete", 1],
      bookings: ["delete", 1],
      "booking-holds": ["delete", 0],
      "webhook-deliveries": ["delete", 1],
      "webhook-attempts": ["delete", 1],
      "chat-conversations": ["delete", 2],
      "chat-messages": ["delete", 3],
      "chat-attachments": ["delete", 2],
      "chat-files": ["delete", 2],
      "newsletter-subscribers": ["delete", 1],
      "newsletter-consent-events": ["delete", 3],
      "newsletter-deliveries": ["delete", 1],
      "newsletter-subscriber-topics": ["delete", 1],
      "privacy-consents": ["delete", 1],
      "portal-users": ["anonymise", 1],
      "portal-profiles": ["anonymise", 1],
      "portal-sessions": ["delete", 1],
      "portal-accounts": ["delete", 1],
      "portal-two-factor": ["delete", 1],
      "portal-verifications": ["delete", 1],
      "client-invitations": ["delete", 1],
      clients: ["anonymise", 1],
      "support-tickets": ["anonymise", 1],
      "ticket-messages": ["anonymise", 1],
      documents: ["anonymise", 1],
      "privacy-exports": ["delete", 1],
      "privacy-legal-holds": ["delete", 1],
      "privacy-requests": ["keep", 2],
      outbox: ["delete", 1],
      "acknowledgement-quota": ["delete", 1],
      "rate-limits": ["delete", 1],
      "audit-log": ["anonymise", 4],
      "audit-log-actors": ["delete", 1],
    });
    // Every registry source has its line, and every line says what happens and to how many rows.
    expect(steps.map((step) => step.source)).toEqual(
      expect.arrayContaining([...SOURCE_IDS]),
    );
    const kept = steps.filter((step) => step.action === "keep");
    expect(kept).toEqual([
      expect.objectContaining({
        source: "privacy-requests",
        keepUntil: "2029-02-01",
        reason: expect.stringContaining("Law 25"),
      }),
    ]);
    // A preview changes nothing.
    expect(await scanForText(db(), needlesOf(ana))).toContain(
      `blueprint_leads:${ana.rows.blueprint_leads![0]}`,
    );
  });

  it("leaves the address, name and phone only in the kept request records, and no file", async () => {
    const report = await erase(ana, "  ANA.Efface@example.test ");
    expect(report.files).toBe(4);
    expect(report.objects).toBe(1);

    // (a) Every text column of every table: only the two request records the preview kept.
    expect(await scanForText(db(), needlesOf(ana))).toEqual(
      [
        `privacy_requests:${ana.requestId}`,
        `privacy_requests:${extra.earlierRequestId}`,
      ].sort(),
    );

    // (b) Their files: the rows (database bytes with them) and the S3 object are gone; the
    // document they uploaded stays with their organisation.
    const fileIds = [
      ana.files.resume,
      ana.files.chatAttachment,
      extra.s3FileId,
      extra.exportFileId,
    ];
    const left = await rowsOf<{ id: string }>(
      db(),
      sql`select id from ${storedFiles} where id in (${sql.join(
        fileIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(left).toEqual([]);
    expect(s3.objects.has(`chat-uploads/${extra.s3Key}`)).toBe(false);
    const documentFile = await rowsOf<{ id: string }>(
      db(),
      sql`select id from ${storedFiles} where id = ${ana.files.document}`,
    );
    expect(documentFile).toHaveLength(1);

    // The account stays, disabled and nameless; its secrets are gone.
    const [account] = await db()
      .select()
      .from(user)
      .where(eq(user.id, ana.userId));
    expect(account).toMatchObject({
      name: "Erased user",
      emailVerified: false,
    });
    expect(account!.disabledAt).not.toBeNull();
    for (const table of ["session", "account", "two_factor"]) {
      const rows = await rowsOf(
        db(),
        sql`select 1 from ${sql.identifier(table)} where user_id = ${ana.userId}`,
      );
      expect(rows, table).toEqual([]);
    }

    // (c) The suppression: an HMAC of the mailbox, which no import of any spelling gets past.
    const hmac = suppressionKey(ana.email, SECRET);
    expect(report.suppressionHmac).toBe(hmac);
    const suppressions = await db()
      .select()
      .from(privacySuppressions)
      .where(eq(privacySuppressions.emailHmac, hmac));
    expect(suppressions).toEqual([
      expect.objectContaining({ emailHmac: hmac, requestId: ana.requestId }),
    ]);
    expect(JSON.stringify(suppressions)).not.toContain("efface");
    expect(
      await isSuppressed(db(), "Ana.Efface+news@example.test", SECRET),
    ).toBe(true);

    // (d) One audit entry: the request id and the HMAC, never the address.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, ERASURE_AUDIT_ACTION));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.id).toBe(report.auditEntryId);
    expect(entries[0]).toMatchObject({
      entityType: "privacy_request",
      entityId: ana.requestId,
      actorUserId: ana.staff.userId,
      before: null,
      after: null,
      details: { requestId: ana.requestId, suppressionHmac: hmac },
    });
    expect(Object.keys(entries[0]!.details as object).sort()).toEqual([
      "requestId",
      "suppressionHmac",
    ]);

    // The audit entries about them stay, their words blanked; their own entry loses only its actor.
    const about = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ana.rows.leads![0]!));
    expect(about).toEqual([
      expect.objectContaining({
        action: "lead.status",
        summary: "Erased at the person's request",
        before: null,
        after: null,
        details: {},
        actorEmail: ana.staff.email,
      }),
    ]);
    const own = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, ana.userId));
    expect(own).toEqual([
      expect.objectContaining({
        summary: "Removed a colleague from the team",
        actorEmail: "",
        ipAddress: null,
      }),
    ]);
  });

  it("leaves the second person untouched", async () => {
    expect(await scanForText(db(), needlesOf(bruno))).toEqual(brunoBefore);
    const files = await rowsOf<{ id: string }>(
      db(),
      sql`select id from ${storedFiles} where id in (${sql.join(
        Object.values(bruno.files).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(files).toHaveLength(3);
    const [account] = await db()
      .select()
      .from(user)
      .where(eq(user.id, bruno.userId));
    expect(account).toMatchObject({ name: bruno.name, disabledAt: null });
  });

  it("changes nothing the second time", async () => {
    const before = await databaseFingerprint(db());
    const report = await erase(ana);
    const changed = report.steps.filter(
      (step) => step.action !== "keep" && step.rows > 0,
    );
    expect(changed).toEqual([]);
    expect(report).toMatchObject({ files: 0, objects: 0, auditEntryId: null });
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("is blocked by an open access request, and changes nothing", async () => {
    const before = await databaseFingerprint(db());
    const attempt = erase(bruno);
    await expect(attempt).rejects.toBeInstanceOf(ErasureBlockedError);
    await expect(attempt).rejects.toThrow(
      "Finish the open access request first",
    );
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("undoes every step when one fails: nothing is half-erased", async () => {
    const dora = await seedPrivacyPerson(db(), {
      email: "dora.entiere@example.test",
      name: "Dora Entière",
      phone: "+1 450 555 0163",
      requestKind: "erasure",
    });
    const before = await databaseFingerprint(db());
    // The suppression's request_id is a uuid: this one fails after every other step has run.
    await expect(
      executeErasure(db(), {
        requestId: "not-a-uuid",
        email: dora.email,
        secret: SECRET,
        actorEmail: dora.staff.email,
        now: NOW,
      }),
    ).rejects.toThrow(/privacy_suppressions/);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("refuses an address that is not whole, before changing anything", async () => {
    const before = await databaseFingerprint(db());
    for (const email of ["", "  ", "example.test"])
      await expect(
        executeErasure(db(), {
          requestId: ana.requestId,
          email,
          secret: SECRET,
          actorEmail: ana.staff.email,
          now: NOW,
        }),
      ).rejects.toThrow("An erasure needs the request's whole e-mail address");
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("keeps everything a legal hold covers", async () => {
    const held = await seedPrivacyPerson(db(), {
      email: "carole.tenue@example.test",
      name: "Carole Tenue",
      phone: "+1 819 555 0108",
      requestKind: "erasure",
      legalHold: true,
    });
    const preview = await previewErasure(db(), { email: held.email, now: NOW });
    const reasons = new Set(
      preview
        .filter((step) => step.source !== "privacy-requests")
        .map((step) => `${step.action}: ${step.reason}`),
    );
    expect([...reasons]).toEqual([
      "keep: legal hold: Litigation hold (file 2026-17)",
    ]);
    const before = await scanForText(db(), needlesOf(held));
    const report = await erase(held);
    expect(report.steps.every((step) => step.action === "keep")).toBe(true);
    expect(report.files).toBe(0);
    expect(await scanForText(db(), needlesOf(held))).toEqual(before);
    expect(before).toContain(
      `blueprint_leads:${held.rows.blueprint_leads![0]}`,
    );
    const [account] = await db()
      .select()
      .from(user)
      .where(eq(user.id, held.userId));
    expect(account).toMatchObject({ name: held.name, disabledAt: null });
  });
});
