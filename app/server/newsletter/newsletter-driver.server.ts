import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { insights } from "../db/schema.server";
import { maskAddresses } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import { isPermanentSmtpFailure } from "../mail/mail-job.server";
import type { OutgoingMail } from "../mail/transport.server";
import { countNewsletterDelivery } from "../metrics/metrics-registry.server";
import {
  claimDeliveries,
  completeSendIfDone,
  gateDelivery,
  leaseSend,
  RECORD_SENT_SQL,
  recordFailure,
  releaseSend,
  countDeliveries,
  unclaimDeliveries,
  type ClaimedDelivery,
  type LeasedSend,
  type SqlRunner,
} from "./newsletter-deliveries.server";
import { renderNewsletterIssue } from "./newsletter-issue.server";
import {
  listUnsubscribeHeaders,
  preferencesUrl,
} from "./newsletter-links.server";
import { createPacer, failureOutcome } from "./newsletter-pacing";
import type { NewsletterSender } from "./newsletter-smtp.server";

/**
 * One slice of a newsletter send (docs/decisions/056-newsletter.md): the driver takes the send's
 * lease, sends through `lanes` parallel connections at the send's rate for at most `sliceMs`,
 * and returns what should happen next. The job worker runs one job at a time, so a slice is
 * short and the rest is a follow-up job: e-mails queued meanwhile (lead acknowledgements) go
 * between two slices instead of after the whole send.
 */
export type NewsletterLane = { runner: SqlRunner; sender: NewsletterSender };

export type NewsletterDriverOptions = {
  db: Database;
  logger: Logger;
  /** Opens one lane: its own SMTP connection and its own idle database connection. */
  openLane(): Promise<NewsletterLane & { close(): Promise<void> }>;
  lanes: number;
  origin: string;
  secret: string;
  from: string;
  messageIdDomain: string;
  sliceMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs?: number;
  /** Aborted on shutdown: the slice ends at the next message, so SIGTERM is not held up. */
  signal?: AbortSignal;
};

export type SliceResult =
  | { next: "continue" }
  | { next: "wait"; until: Date }
  | { next: "none"; why: "complete" | "paused" | "missing" }
  | { next: "busy" };

/** Messages claimed at once per lane: a few per lane keeps claims cheap and leases short. */
const CLAIM_PER_LANE = 25;

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return maskAddresses(message);
}

function isConnectionFailure(error: unknown): boolean {
  return (
    !isPermanentSmtpFailure(error) &&
    typeof (error as { responseCode?: unknown } | null)?.responseCode !==
      "number"
  );
}

export async function driveSendSlice(
  options: NewsletterDriverOptions,
  sendId: string,
): Promise<SliceResult> {
  const { db, logger } = options;
  const token = randomUUID();
  const send = await leaseSend(db, sendId, token, options.leaseMs);
  if (!send) return { next: "busy" };
  try {
    return await driveLeased(options, send, token);
  } finally {
    await unclaimDeliveries(db, sendId, token).catch((error: unknown) =>
      logger.warn({ sendId, err: errorText(error) }, "could not unclaim"),
    );
    await releaseSend(db, sendId, token);
  }
}

async function driveLeased(
  options: NewsletterDriverOptions,
  send: LeasedSend,
  token: string,
): Promise<SliceResult> {
  const { db, logger } = options;
  const [insight] = await db
    .select()
    .from(insights)
    .where(eq(insights.id, send.insightId));
  if (!insight) return { next: "none", why: "missing" };
  const deadline = Date.now() + options.sliceMs;
  const pacer = createPacer(send.ratePerSecond);
  const claimSize = Math.max(
    1,
    Math.min(options.lanes * CLAIM_PER_LANE, Math.ceil(send.ratePerSecond)),
  );
  const queue: ClaimedDelivery[] = [];
  let exhausted = false;
  const state: { stop: "paused" | "connection" | null } = { stop: null };
  let refilling: Promise<void> | null = null;
  let renewedAt = Date.now();

  async function next(): Promise<ClaimedDelivery | undefined> {
    while (!queue.length && !exhausted && !state.stop) {
      refilling ??= claimDeliveries(db, send.id, token, claimSize)
        .then((rows) => {
          if (!rows.length) exhausted = true;
          queue.push(...rows);
        })
        .finally(() => (refilling = null));
      await refilling;
    }
    return state.stop ? undefined : queue.shift();
  }

  function mailFor(delivery: ClaimedDelivery): OutgoingMail {
    const link = {
      origin: options.origin,
      secret: options.secret,
      locale: send.locale,
      subscriberId: delivery.subscriberId,
      version: delivery.preferencesVersion,
    };
    const issue = renderNewsletterIssue({
      insight: { ...insight!, locale: send.locale },
      origin: options.origin,
      preferencesUrl: preferencesUrl(link),
    });
    return {
      // Deterministic: a message sent twice would show as the same message at the recipient.
      messageId: `<newsletter-${send.id}-${delivery.subscriberId}@${options.messageIdDomain}>`,
      from: options.from,
      to: [delivery.email],
      subject: send.subject,
      text: issue.text,
      html: issue.html,
      headers: listUnsubscribeHeaders(link),
    };
  }

  async function deliver(lane: NewsletterLane, delivery: ClaimedDelivery) {
    const key = { sendId: send.id, subscriberId: delivery.subscriberId, token };
    // The send's lease is renewed every sixth of it, by whichever lane gets there first.
    const renew = Date.now() - renewedAt > options.leaseMs / 6;
    if (renew) renewedAt = Date.now();
    const gate = await gateDelivery(lane.runner, key, options.leaseMs, renew);
    if (!gate.go) {
      if (gate.reason === "unsubscribed") countNewsletterDelivery("skipped");
      else state.stop = "paused";
      return;
    }
    const mail = mailFor(delivery);
    let recorded: Promise<unknown> | null = null;
    const record = () =>
      (recorded ??= lane.runner.query(RECORD_SENT_SQL, [
        send.id,
        delivery.subscriberId,
        token,
      ]));
    try {
      await lane.sender.send(mail, record);
      await record();
      countNewsletterDelivery("sent");
    } catch (error) {
      await (recorded as Promise<unknown> | null)?.catch(() => {});
      if (recorded && isConnectionFailure(error)) {
        // Handed over, then no answer: the server may well have it. Counted as gone, since
        // sending it again could deliver it twice (decision 056, "Exactly once").
        logger.warn(
          { sendId: send.id, err: errorText(error) },
          "newsletter message handed over but not answered; kept as sent",
        );
        countNewsletterDelivery("sent");
        return;
      }
      const outcome = failureOutcome({
        permanent: isPermanentSmtpFailure(error),
        attempts: gate.attempts,
        maxAttempts: options.maxAttempts,
        retryBaseMs: options.retryBaseMs,
      });
      await recordFailure(lane.runner, key, outcome, errorText(error));
      countNewsletterDelivery(outcome.status);
      // The server is unreachable: stop this slice instead of failing every message in it.
      if (isConnectionFailure(error)) state.stop ??= "connection";
    }
  }

  async function runLane() {
    const lane = await options.openLane();
    try {
      for (;;) {
        if (Date.now() >= deadline || state.stop || options.signal?.aborted)
          return;
        const delivery = await next();
        if (!delivery) return;
        const waitMs = pacer.take(Date.now());
        if (waitMs > 0) await new Promise((done) => setTimeout(done, waitMs));
        await deliver(lane, delivery);
      }
    } finally {
      await lane.close();
    }
  }

  const lanes = await Promise.allSettled(
    Array.from({ length: Math.max(1, options.lanes) }, runLane),
  );
  for (const lane of lanes)
    if (lane.status === "rejected") {
      state.stop ??= "connection";
      logger.warn(
        { sendId: send.id, err: errorText(lane.reason) },
        "a newsletter lane failed",
      );
    }
  if (state.stop === "paused") return { next: "none", why: "paused" };
  // Put back what was claimed but not started, then see what is left.
  await unclaimDeliveries(db, send.id, token);
  if (await completeSendIfDone(db, send.id, token)) {
    logger.info({ sendId: send.id }, "newsletter send complete");
    return { next: "none", why: "complete" };
  }
  const progress = await countDeliveries(db, send.id);
  if (progress.queued || progress.sending) {
    if (state.stop === "connection")
      return { next: "wait", until: new Date(Date.now() + 30_000) };
    return { next: "continue" };
  }
  return { next: "wait", until: progress.nextRetryAt ?? new Date() };
}
