import { and, eq } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import { recordAudit, type StaffActor } from "../console/audit.server";
import type { Database, Transaction } from "../db/client.server";
import { insights, newsletterSends, outbox } from "../db/schema.server";
import { queueNewsletterRecipients } from "./newsletter-recipients.server";

/**
 * Starting, pausing and resuming the send of one insight to its subscribers
 * (docs/decisions/056-newsletter.md). The delivery itself is the `newsletter_send` job's: it
 * works through the send's deliveries while the send is `sending`, and marks it `complete`.
 * Each write here is one transaction with its outbox job and its audit entry (decision 012).
 */
export const NEWSLETTER_SEND_JOB_KIND = "newsletter_send";

export type NewsletterSend = typeof newsletterSends.$inferSelect;

/** Who acts, as the audit log names them (a script may have no address of the request). */
export type NewsletterActor = {
  actorUserId: string;
  actorEmail: string;
  ipAddress?: string | null;
};

/** A send refused before anything was written: the words say why. */
export class NewsletterSendRefused extends Error {
  constructor(
    readonly reason: "insight-not-found" | "not-published" | "send-not-found",
    message: string,
  ) {
    super(message);
    this.name = "NewsletterSendRefused";
  }
}

function auditActor(actor: NewsletterActor): StaffActor {
  return {
    userId: actor.actorUserId,
    profileId: "",
    email: actor.actorEmail,
    ipAddress: actor.ipAddress ?? null,
  };
}

async function queueSendJob(tx: Transaction, sendId: string) {
  await tx
    .insert(outbox)
    .values({ kind: NEWSLETTER_SEND_JOB_KIND, payload: { sendId } });
}

/**
 * Sends a published insight to the confirmed subscribers of its language and topics: the send,
 * its recipients (fixed now), the job that delivers them and the audit entry, all or nothing.
 * At most one send per insight: a second call (a double click, two staff at once) returns the
 * existing send and writes nothing.
 */
export async function createNewsletterSend(
  db: Database,
  input: NewsletterActor & { insightId: string; ratePerSecond: number },
): Promise<{ send: NewsletterSend; created: boolean }> {
  return db.transaction(async (tx) => {
    // Shared lock: an unpublish waits until the send and its recipients are committed.
    const [insight] = await tx
      .select({
        id: insights.id,
        title: insights.title,
        locale: insights.locale,
        isPublished: insights.isPublished,
      })
      .from(insights)
      .where(eq(insights.id, input.insightId))
      .for("share");
    if (!insight)
      throw new NewsletterSendRefused(
        "insight-not-found",
        "This insight does not exist (it may have been deleted).",
      );
    const [existing] = await tx
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.insightId, insight.id));
    if (existing) return { send: existing, created: false };
    if (!insight.isPublished)
      throw new NewsletterSendRefused(
        "not-published",
        "Only a published insight can be sent to subscribers: publish it first.",
      );
    const locale = insight.locale as ContentLocale;
    const [inserted] = await tx
      .insert(newsletterSends)
      .values({
        insightId: insight.id,
        locale,
        subject: insight.title,
        status: "sending",
        ratePerSecond: input.ratePerSecond,
        createdByUserId: input.actorUserId,
        createdByEmail: input.actorEmail,
      })
      // Two sends started at once: the unique index lets one in; the other returns it below.
      .onConflictDoNothing({ target: newsletterSends.insightId })
      .returning();
    if (!inserted) {
      const [winner] = await tx
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.insightId, insight.id));
      return { send: winner!, created: false };
    }
    const recipientCount = await queueNewsletterRecipients(tx, inserted.id, {
      insightId: insight.id,
      locale,
    });
    const [send] = await tx
      .update(newsletterSends)
      .set({ recipientCount })
      .where(eq(newsletterSends.id, inserted.id))
      .returning();
    await queueSendJob(tx, inserted.id);
    await recordAudit(tx, auditActor(input), {
      action: "newsletter.send",
      entityType: "insight",
      entityId: insight.id,
      summary: `Sent “${insight.title}” to ${recipientCount.toLocaleString("en-CA")} newsletter subscriber${recipientCount === 1 ? "" : "s"}`,
      after: {
        sendId: inserted.id,
        locale,
        recipientCount,
        ratePerSecond: input.ratePerSecond,
      },
    });
    return { send: send!, created: true };
  });
}

/**
 * Pauses a running send: the job stops before its next message (one already handed to the mail
 * server still goes). Returns false when the send was not running (paused already, or complete).
 */
export async function pauseNewsletterSend(
  db: Database,
  input: NewsletterActor & { sendId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paused] = await tx
      .update(newsletterSends)
      .set({ status: "paused" })
      .where(
        and(
          eq(newsletterSends.id, input.sendId),
          eq(newsletterSends.status, "sending"),
        ),
      )
      .returning();
    if (!paused) return false;
    await recordAudit(tx, auditActor(input), {
      action: "newsletter.pause",
      entityType: "insight",
      entityId: paused.insightId,
      summary: `Paused the newsletter send of “${paused.subject}”`,
      before: { status: "sending" },
      after: { status: "paused" },
      details: { sendId: paused.id },
    });
    return true;
  });
}

/**
 * Resumes a paused send: `sending` again and a new job, which carries on with the deliveries
 * not yet sent (each recipient still gets at most one message). False when it was not paused.
 */
export async function resumeNewsletterSend(
  db: Database,
  input: NewsletterActor & { sendId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [resumed] = await tx
      .update(newsletterSends)
      .set({ status: "sending" })
      .where(
        and(
          eq(newsletterSends.id, input.sendId),
          eq(newsletterSends.status, "paused"),
        ),
      )
      .returning();
    if (!resumed) return false;
    await queueSendJob(tx, resumed.id);
    await recordAudit(tx, auditActor(input), {
      action: "newsletter.resume",
      entityType: "insight",
      entityId: resumed.insightId,
      summary: `Resumed the newsletter send of “${resumed.subject}”`,
      before: { status: "paused" },
      after: { status: "sending" },
      details: { sendId: resumed.id },
    });
    return true;
  });
}
