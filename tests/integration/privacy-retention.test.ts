import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERAL_APPLICATION } from "~/domain/forms/lead-forms";
import {
  DEFAULT_RETENTION_PERIODS,
  daysBefore,
  monthsBefore,
  PRIVACY_EMAIL_DAYS,
} from "~/domain/privacy/retention-rules";
import {
  auditLog,
  blueprintLeads,
  chatAttachments,
  chatConversations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leadNotes,
  leads,
  outbox,
  privacyConsents,
  privacyLegalHolds,
  privacyRequests,
  storedFiles,
} from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { recordConsent } from "~/server/privacy/consents.server";
import {
  exportLinkState,
  exportTokenHash,
} from "~/server/privacy/privacy-requests.server";
import {
  PRIVACY_RETENTION_KIND,
  createPrivacyRetentionHandler,
  lastRetentionRun,
  nextPrivacyRetentionAfter,
  runPrivacyRetention,
} from "~/server/privacy/privacy-retention.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * The privacy retention run against a real database, by the clock: for each rule a row one day
 * inside its period stays and one a day past it goes (with its notes and files); a legal hold,
 * a keep-my-résumé consent and a conversion keep rows; two runs at once delete each row once.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const periods = DEFAULT_RETENTION_PERIODS;
const DAY = 86_400_000;
const plusDay = (date: Date) => new Date(date.getTime() + DAY);
const minusDay = (date: Date) => new Date(date.getTime() - DAY);

async function newFile(bucket = "resumes") {
  const [file] = await db()
    .insert(storedFiles)
    .values({
      bucket,
      key: `${randomUUID()}.pdf`,
      name: "cv.pdf",
      size: 1,
      mimeType: "application/pdf",
      sha256: "0".repeat(64),
      content: Buffer.from("a"),
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

type Seeded = { leadId: string; sourceId: string; fileId?: string };

/** A lead of one source, its inbox row last changed at `lastContact`. */
async function seedLead(
  source: "contact" | "blueprint" | "get_started" | "job_application" | "chat",
  lastContact: Date,
  options: { email?: string; status?: "converted"; jobTitle?: string } = {},
): Promise<Seeded> {
  const email = options.email ?? `${randomUUID()}@example.org`;
  const name = { firstName: "Ada", lastName: "Tremblay", email };
  let sourceId: string;
  let fileId: string | undefined;
  if (source === "contact") {
    const [row] = await db()
      .insert(contactRequests)
      .values({ ...name, company: "Acme", interest: "x", message: "Hello" })
      .returning({ id: contactRequests.id });
    sourceId = row!.id;
  } else if (source === "blueprint") {
    const [row] = await db()
      .insert(blueprintLeads)
      .values({ fullName: "Ada Tremblay", email })
      .returning({ id: blueprintLeads.id });
    sourceId = row!.id;
  } else if (source === "get_started") {
    const [row] = await db()
      .insert(getStartedRequests)
      .values({
        ...name,
        company: "Acme",
        companySize: "1-10",
        primaryInterest: "x",
        currentChallenges: "y",
        timeline: "soon",
        budget: "some",
      })
      .returning({ id: getStartedRequests.id });
    sourceId = row!.id;
  } else if (source === "job_application") {
    fileId = await newFile();
    const [row] = await db()
      .insert(jobApplications)
      .values({
        ...name,
        jobTitle: options.jobTitle ?? "Senior Engineer",
        experience: "5",
        coverLetter: "Hire me",
        resumeFileId: fileId,
      })
      .returning({ id: jobApplications.id });
    sourceId = row!.id;
  } else {
    const [row] = await db()
      .insert(chatConversations)
      .values({ sessionId: randomUUID(), visitorEmail: email })
      .returning({ id: chatConversations.id });
    sourceId = row!.id;
    fileId = await newFile("chat-uploads");
    await db().insert(chatAttachments).values({
      sessionId: "s",
      conversationId: sourceId,
      storedFileId: fileId,
      kind: "document",
      name: "a.txt",
      mimeType: "text/plain",
      size: 1,
    });
    await db()
      .insert(leads)
      .values({ source: "chat", sourceId, fullName: "Ada", email });
  }
  const [lead] = await db()
    .update(leads)
    .set({ updatedAt: lastContact, status: options.status ?? "contacted" })
    .where(eq(leads.sourceId, sourceId))
    .returning({ id: leads.id });
  return { leadId: lead!.id, sourceId, fileId };
}

async function leadExists(seeded: Seeded) {
  const rows = await db()
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, seeded.leadId));
  return rows.length === 1;
}

async function fileExists(id: string) {
  return (
    (
      await db()
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
    ).length === 1
  );
}

const run = (now: Date) => runPrivacyRetention(db(), { now, periods });

describe(`privacy retention on ${testDbKind()}`, () => {
  it("deletes unsuccessful applications a day past 12 months with their résumé and notes, and keeps one a day inside", async () => {
    const now = new Date("2031-03-10T04:00:00Z");
    const boundary = monthsBefore(now, 12);
    const inside = await seedLead("job_application", plusDay(boundary));
    const past = await seedLead("job_application", minusDay(boundary));
    await db()
      .insert(leadNotes)
      .values({
        leadId: past.leadId,
        body: "Not this time",
        createdAt: minusDay(minusDay(boundary)),
      });
    const report = await run(now);
    expect(await leadExists(inside)).toBe(true);
    expect(await fileExists(inside.fileId!)).toBe(true);
    expect(await leadExists(past)).toBe(false);
    expect(await fileExists(past.fileId!)).toBe(false);
    expect(
      await db()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.id, past.sourceId)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(leadNotes)
        .where(eq(leadNotes.leadId, past.leadId)),
    ).toHaveLength(0);
    expect(report.counts.applications).toBeGreaterThanOrEqual(1);
    expect(report.files).toBeGreaterThanOrEqual(1);
  });

  it("counts the newest note as the last contact", async () => {
    const now = new Date("2031-04-10T04:00:00Z");
    const boundary = monthsBefore(now, 12);
    const noted = await seedLead(
      "job_application",
      minusDay(minusDay(boundary)),
    );
    await db()
      .insert(leadNotes)
      .values({
        leadId: noted.leadId,
        body: "Call back",
        createdAt: plusDay(boundary),
      });
    await run(now);
    expect(await leadExists(noted)).toBe(true);
  });

  it("extends an application from 12 to 24 months with a live keep-my-résumé consent, and drops it after", async () => {
    const now = new Date("2031-05-10T04:00:00Z");
    const kept = await seedLead(
      "job_application",
      minusDay(monthsBefore(now, 12)),
    );
    const keptPast = await seedLead(
      "job_application",
      minusDay(monthsBefore(now, 24)),
    );
    const keptInside = await seedLead(
      "job_application",
      plusDay(monthsBefore(now, 24)),
    );
    const withdrawn = await seedLead(
      "job_application",
      minusDay(monthsBefore(now, 12)),
    );
    for (const seeded of [kept, keptPast, keptInside, withdrawn])
      await recordConsent(db(), {
        purpose: "keep_resume",
        email: "applicant@example.org",
        locale: "en",
        form: "careers",
        subjectTable: "job_applications",
        subjectId: seeded.sourceId,
      });
    await db()
      .update(privacyConsents)
      .set({ withdrawnAt: now, withdrawnVia: "link" })
      .where(eq(privacyConsents.subjectId, withdrawn.sourceId));
    const report = await run(now);
    expect(await leadExists(kept)).toBe(true);
    expect(await leadExists(keptInside)).toBe(true);
    expect(await leadExists(keptPast)).toBe(false);
    expect(await fileExists(keptPast.fileId!)).toBe(false);
    // The spent consent goes with its application.
    expect(
      await db()
        .select()
        .from(privacyConsents)
        .where(eq(privacyConsents.subjectId, keptPast.sourceId)),
    ).toHaveLength(0);
    expect(await leadExists(withdrawn)).toBe(false);
    expect(report.counts.kept_resumes).toBe(1);
  });

  it("keeps unsolicited applications 6 months", async () => {
    const now = new Date("2031-06-10T04:00:00Z");
    const boundary = monthsBefore(now, 6);
    const inside = await seedLead("job_application", plusDay(boundary), {
      jobTitle: GENERAL_APPLICATION,
    });
    const past = await seedLead("job_application", minusDay(boundary), {
      jobTitle: GENERAL_APPLICATION,
    });
    const solicited = await seedLead("job_application", minusDay(boundary));
    const report = await run(now);
    expect(await leadExists(inside)).toBe(true);
    expect(await leadExists(past)).toBe(false);
    expect(await leadExists(solicited)).toBe(true);
    expect(report.counts.unsolicited_applications).toBe(1);
  });

  it("deletes leads of every other source a day past 24 months after the last contact, chats with their conversation and files", async () => {
    const now = new Date("2031-07-10T04:00:00Z");
    const boundary = monthsBefore(now, 24);
    const sources = ["contact", "blueprint", "get_started", "chat"] as const;
    const inside: Seeded[] = [];
    const past: Seeded[] = [];
    for (const source of sources) {
      inside.push(await seedLead(source, plusDay(boundary)));
      past.push(await seedLead(source, minusDay(boundary)));
    }
    const report = await run(now);
    for (const seeded of inside) expect(await leadExists(seeded)).toBe(true);
    for (const seeded of past) expect(await leadExists(seeded)).toBe(false);
    expect(report.counts.lost_leads).toBeGreaterThanOrEqual(4);
    const [contactPast, blueprintPast, getStartedPast, chatPast] = past;
    expect(
      await db()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.id, contactPast!.sourceId)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(blueprintLeads)
        .where(eq(blueprintLeads.id, blueprintPast!.sourceId)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(getStartedRequests)
        .where(eq(getStartedRequests.id, getStartedPast!.sourceId)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, chatPast!.sourceId)),
    ).toHaveLength(0);
    expect(await fileExists(chatPast!.fileId!)).toBe(false);
    expect(await fileExists(inside[3]!.fileId!)).toBe(true);
  });

  it("keeps converted leads and applications, and what an active legal hold names, whatever their age", async () => {
    const now = new Date("2031-08-10T04:00:00Z");
    const old = minusDay(monthsBefore(now, 36));
    const converted = await seedLead("contact", old, { status: "converted" });
    const hired = await seedLead("job_application", old, {
      status: "converted",
    });
    const heldLead = await seedLead("contact", old, {
      email: "Held.Person@Example.org",
    });
    const heldApplication = await seedLead("job_application", old, {
      email: "held.person@example.org",
    });
    const released = await seedLead("contact", old, {
      email: "freed@example.org",
    });
    await db()
      .insert(privacyLegalHolds)
      .values([
        {
          email: "held.person@example.org",
          reason: "Litigation",
          placedByEmail: "a@k.test",
        },
        {
          email: "freed@example.org",
          reason: "Over",
          placedByEmail: "a@k.test",
          releasedAt: now,
          releasedByEmail: "a@k.test",
        },
      ]);
    const [heldRequest] = await db()
      .insert(privacyRequests)
      .values({
        kind: "access",
        email: "HELD.person@example.org",
        status: "completed",
        closedAt: old,
      })
      .returning({ id: privacyRequests.id });
    await run(now);
    expect(await leadExists(converted)).toBe(true);
    expect(await leadExists(hired)).toBe(true);
    expect(await fileExists(hired.fileId!)).toBe(true);
    expect(await leadExists(heldLead)).toBe(true);
    expect(await leadExists(heldApplication)).toBe(true);
    expect(await leadExists(released)).toBe(false);
    expect(
      await db()
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.id, heldRequest!.id)),
    ).toHaveLength(1);
  });

  it("deletes expired export files and clears the request's columns; deletes closed requests after 24 months and unverified ones after 7 days", async () => {
    const now = new Date("2031-09-10T04:00:00Z");
    const request = async (
      values: Partial<typeof privacyRequests.$inferInsert>,
    ) => {
      const [row] = await db()
        .insert(privacyRequests)
        .values({
          kind: "access",
          email: `${randomUUID()}@example.org`,
          ...values,
        })
        .returning({ id: privacyRequests.id });
      return row!.id;
    };
    const liveFile = await newFile("privacy-exports");
    const expiredFile = await newFile("privacy-exports");
    const liveExport = await request({
      status: "completed",
      closedAt: now,
      exportFileId: liveFile,
      exportTokenHash: randomUUID(),
      exportExpiresAt: plusDay(now),
    });
    const expiredToken = randomBytes(32).toString("base64url");
    const expiredExport = await request({
      status: "completed",
      closedAt: now,
      exportFileId: expiredFile,
      exportTokenHash: exportTokenHash(expiredToken),
      exportExpiresAt: minusDay(now),
    });
    const closedInside = await request({
      status: "refused",
      closedAt: plusDay(monthsBefore(now, 24)),
    });
    const closedPast = await request({
      status: "completed",
      closedAt: minusDay(monthsBefore(now, 24)),
    });
    const openOld = await request({
      status: "in_progress",
      createdAt: minusDay(monthsBefore(now, 30)),
    });
    const unverifiedInside = await request({
      status: "unverified",
      createdAt: plusDay(daysBefore(now, 7)),
    });
    const unverifiedPast = await request({
      status: "unverified",
      createdAt: minusDay(daysBefore(now, 7)),
    });
    const report = await run(now);
    const rows = await db()
      .select()
      .from(privacyRequests)
      .where(
        inArray(privacyRequests.id, [
          liveExport,
          expiredExport,
          closedInside,
          closedPast,
          openOld,
          unverifiedInside,
          unverifiedPast,
        ]),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(liveExport)?.exportFileId).toBe(liveFile);
    expect(await fileExists(liveFile)).toBe(true);
    // The zip is gone; the link's hash stays, so it still says "expired", not "not found".
    expect(byId.get(expiredExport)).toMatchObject({
      exportFileId: null,
      exportTokenHash: exportTokenHash(expiredToken),
    });
    expect(await fileExists(expiredFile)).toBe(false);
    expect(await exportLinkState(db(), expiredToken, now)).toEqual({
      kind: "expired",
    });
    expect(byId.has(closedInside)).toBe(true);
    expect(byId.has(closedPast)).toBe(false);
    expect(byId.has(openOld)).toBe(true);
    expect(byId.has(unverifiedInside)).toBe(true);
    expect(byId.has(unverifiedPast)).toBe(false);
    expect(report.counts).toMatchObject({
      export_files: 1,
      closed_requests: 1,
      unverified_requests: 1,
    });
    // The kept link's hash does not bring the request back into the next run.
    expect((await run(now)).counts.export_files).toBe(0);
  });

  it("deletes privacy e-mails from the outbox 30 days after they went out or were given up, never a pending one", async () => {
    const now = new Date("2031-09-10T04:00:00Z");
    const cutoff = daysBefore(now, PRIVACY_EMAIL_DAYS);
    const mail = (to: string) => ({ to: [to], subject: "s", text: "t" });
    const [sentPast, sentInside, deadPast, pending, otherKind] = await db()
      .insert(outbox)
      .values([
        {
          kind: "privacy_email",
          payload: mail("a@example.org"),
          sentAt: minusDay(cutoff),
        },
        {
          kind: "privacy_email",
          payload: mail("b@example.org"),
          sentAt: plusDay(cutoff),
        },
        {
          kind: "privacy_email",
          payload: mail("c@example.org"),
          deadAt: minusDay(cutoff),
        },
        {
          kind: "privacy_email",
          payload: mail("d@example.org"),
          nextAttemptAt: minusDay(cutoff),
        },
        {
          kind: "lead_acknowledgement",
          payload: mail("e@example.org"),
          sentAt: minusDay(cutoff),
        },
      ])
      .returning({ id: outbox.id });
    const report = await run(now);
    const left = new Set(
      (
        await db()
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            inArray(
              outbox.id,
              [sentPast, sentInside, deadPast, pending, otherKind].map(
                (r) => r!.id,
              ),
            ),
          )
      ).map((r) => r.id),
    );
    expect(left.has(sentPast!.id)).toBe(false);
    expect(left.has(deadPast!.id)).toBe(false);
    expect(left.has(sentInside!.id)).toBe(true);
    expect(left.has(pending!.id)).toBe(true);
    expect(left.has(otherKind!.id)).toBe(true);
    expect(report.counts.privacy_emails).toBeGreaterThanOrEqual(2);
  });

  it("two runs at once delete each row once, and their counts add up to what was deleted", async () => {
    const now = new Date("2031-10-10T04:00:00Z");
    const past = minusDay(monthsBefore(now, 24));
    for (let i = 0; i < 12; i++) {
      await seedLead("contact", past);
      await seedLead("job_application", past);
    }
    const countLeads = async () =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(leads)
        )[0]!.n,
      );
    const before = await countLeads();
    const [a, b] = await Promise.all([run(now), run(now)]);
    const after = await countLeads();
    const leadRules = (counts: typeof a.counts) =>
      counts.applications +
      counts.kept_resumes +
      counts.unsolicited_applications +
      counts.lost_leads;
    expect(before - after).toBeGreaterThanOrEqual(24);
    expect(leadRules(a.counts) + leadRules(b.counts)).toBe(before - after);
    // A third run finds nothing left.
    expect(leadRules((await run(now)).counts)).toBe(0);
  });

  it("runs as a daily job: queues the next slot, records its counts for the console, refuses a bad payload", async () => {
    const scheduled = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, PRIVACY_RETENTION_KIND));
    expect(scheduled.map((row) => row.payload)).toContainEqual({
      slot: nextPrivacyRetentionAfter(new Date()).toISOString().slice(0, 10),
    });
    const now = new Date("2031-11-10T04:00:00Z");
    const past = await seedLead("blueprint", minusDay(monthsBefore(now, 24)));
    const handler = createPrivacyRetentionHandler({
      db: db(),
      logger: createLogger("silent"),
      periods,
      now: () => now,
    });
    await handler({
      id: randomUUID(),
      kind: PRIVACY_RETENTION_KIND,
      payload: { slot: "2031-11-10" },
      attempts: 1,
    });
    expect(await leadExists(past)).toBe(false);
    const next = await db()
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = ${PRIVACY_RETENTION_KIND} and ${outbox.payload}->>'slot' = '2031-11-11'`,
      );
    expect(next).toHaveLength(1);
    expect(next[0]!.nextAttemptAt.toISOString()).toBe(
      "2031-11-11T04:00:00.000Z",
    );
    const last = await lastRetentionRun(db());
    expect(last?.ranAt).toBe(now.toISOString());
    expect(last?.counts.lost_leads).toBeGreaterThanOrEqual(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "2031-11-10"));
    expect(entry).toMatchObject({
      action: "privacy.retention_run",
      entityType: "privacy_retention",
      actorUserId: null,
    });
    await expect(
      handler({
        id: randomUUID(),
        kind: PRIVACY_RETENTION_KIND,
        payload: { slot: "tomorrow" },
        attempts: 1,
      }),
    ).rejects.toThrow(/invalid privacy retention payload/);
  });
});
