import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type {
  AttemptTrigger,
  DisabledReason,
  EndpointKind,
} from "~/domain/integrations/integration-enums";
import { mayHaveReachedHubspot } from "~/domain/integrations/endpoint-display";
import {
  DISABLE_AFTER_FAILING_MS,
  nextRetryDelayMs,
} from "~/domain/integrations/retry-schedule";
import type { Database } from "../db/client.server";
import { rowsOf } from "../db/sql-rows.server";
import { startPollingLoop } from "../jobs/polling-loop.server";
import type { Logger } from "../logger.server";
import { deliveryRequestOf, type StoredEvent } from "./delivery-body.server";
import type { DestinationPolicy } from "./destination-guard.server";
import { queueEndpointAlert } from "./endpoint-alert-mail.server";
import { SecretUnreadableError, type SecretBox } from "./secret-box.server";
import { sendAttempt, type AttemptResult } from "./send-attempt.server";
import { signatureHeaders } from "./signature-headers.server";

/**
 * The integrations' delivery worker (docs/integrations.md). Triggers queue one
 * `webhook_deliveries` row per event per endpoint in the statement that changes the lead; this
 * claims a due row under a lease (as the job worker does, decision 012), sends it, and records
 * the attempt and the row's next state in one transaction that checks the lease is still its
 * own. A process killed mid-attempt records nothing: the lease runs out and another worker
 * (or the next start) makes the attempt again, so no attempt is lost; a receiver may then see
 * the same `webhook-id` twice, which is what the id is for.
 */
export type DeliveryEngineOptions = {
  db: Database;
  logger: Logger;
  box: SecretBox;
  policy: DestinationPolicy;
  publicUrl: string;
  /** Where an owner alert goes when the endpoint's creator is gone (LEADS_NOTIFY_TO). */
  alertFallbackTo: string;
  pollMs: number;
  /** The schedule's clock: tests drive it through days of retries. */
  now?: () => Date;
  /** The clock `webhook-timestamp` is read from: the receiver compares it with its own. */
  wallClock?: () => Date;
  /** The jitter's randomness, in [0, 1). */
  random?: () => number;
  timeoutMs?: number;
  leaseMs?: number;
  /** Deliveries in flight at once per process. */
  concurrency?: number;
  /** HubSpot's API origin; tests point it at a local receiver. */
  hubspotOrigin?: string;
};

export type DeliveryEngine = {
  /** Sends what is due now; resolves with how many attempts it made. */
  runOnce(): Promise<number>;
  /** Disables endpoints failing five days, drops expired secrets, applies the 30-day retention. */
  sweep(): Promise<void>;
  /** One attempt at a delivery now, outside its schedule (Redeliver, "Send test"). */
  attemptNow(
    deliveryId: string,
    trigger: "redeliver" | "test",
  ): Promise<AttemptResult | null>;
  stop(): Promise<void>;
};

/** Kept this long, then deleted with their attempts. */
export const DELIVERY_RETENTION_DAYS = 30;
const DEFAULT_LEASE_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;
const RETENTION_EVERY_MS = 3_600_000;
const ATTEMPTS_PER_RUN = 50;
/** Slack accepts about one message a second per incoming webhook. */
const SLACK_GAP_SECONDS = 1;

type Claimed = {
  id: string;
  endpoint_id: string;
  event_type: string;
  occurred_at: Date | string;
  data: Record<string, unknown>;
  lead_id: string | null;
  attempts: number;
  replayed_at: Date | string | null;
  state: string;
};

/** A claimed delivery comes with its endpoint, read in the claim's own statement. */
type ClaimedWithEndpoint = Claimed & { endpoint: EndpointForDelivery | null };

type EndpointForDelivery = {
  id: string;
  kind: EndpointKind;
  url_encrypted: string;
  url_display: string;
  description: string | null;
  settings: Record<string, unknown>;
  created_by_profile_id: string | null;
};

/** What sending to an endpoint reads of it (EndpointForDelivery), in every query that does. */
const ENDPOINT_COLUMNS = sql.raw(
  "id, kind, url_encrypted, url_display, description, settings, created_by_profile_id",
);

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createDeliveryEngine(
  options: DeliveryEngineOptions,
): DeliveryEngine {
  const { db, logger, box, policy } = options;
  const now = options.now ?? (() => new Date());
  const wallClock = options.wallClock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? 4;
  let lastSweep = 0;
  let lastRetention = 0;

  async function claimDue(
    token: string,
  ): Promise<ClaimedWithEndpoint | undefined> {
    const at = now();
    const [row] = await rowsOf<ClaimedWithEndpoint>(
      db,
      sql`with due as (
        select d.id, d.endpoint_id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.state = 'pending' and d.next_attempt_at <= ${ts(at)}
          and (d.locked_until is null or d.locked_until < ${ts(at)})
          and e.disabled_at is null
          and (e.send_not_before is null or e.send_not_before <= ${ts(at)})
        order by d.next_attempt_at, d.created_at
        limit 1
        for update of d, e skip locked
      ), paced as (
        update webhook_endpoints e
        set send_not_before = ${ts(at)} + make_interval(secs => ${SLACK_GAP_SECONDS})
        from due where e.id = due.endpoint_id and e.kind = 'slack'
        returning e.id
      )
      update webhook_deliveries d
      set locked_until = ${ts(at)} + make_interval(secs => ${leaseMs / 1000}),
          lease_token = ${token}::uuid, attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.endpoint_id, d.event_type, d.occurred_at, d.data, d.lead_id,
        d.attempts, d.replayed_at, d.state,
        (select row_to_json(e) from (
          select ${ENDPOINT_COLUMNS} from webhook_endpoints where id = d.endpoint_id) e) as endpoint`,
    );
    return row;
  }

  async function endpointOf(id: string) {
    const [endpoint] = await rowsOf<EndpointForDelivery>(
      db,
      sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints where id = ${id}::uuid`,
    );
    return endpoint;
  }

  /** The current secret first, then one still inside its rotation's 24 hours. */
  async function liveSecrets(endpointId: string): Promise<string[]> {
    const rows = await rowsOf<{ secret_encrypted: string }>(
      db,
      sql`select secret_encrypted from webhook_endpoint_secrets
        where endpoint_id = ${endpointId}::uuid
          and (expires_at is null or expires_at > ${ts(now())})
        order by expires_at is not null, created_at desc`,
    );
    return rows.map((row) => box.open(row.secret_encrypted));
  }

  async function send(
    delivery: Claimed,
    endpoint: EndpointForDelivery,
  ): Promise<AttemptResult> {
    let url: string;
    let secrets: string[] = [];
    try {
      url = box.open(endpoint.url_encrypted);
      if (endpoint.kind === "webhook") secrets = await liveSecrets(endpoint.id);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      return {
        durationMs: 0,
        statusCode: null,
        errorClass: "secret_unreadable",
        errorDetail: error.message,
        responseExcerpt: null,
        retryAfterMs: null,
      };
    }
    const stored: StoredEvent = {
      eventType: delivery.event_type,
      occurredAt: new Date(delivery.occurred_at),
      data: delivery.data,
      leadId: delivery.lead_id,
    };
    const request = await deliveryRequestOf({
      db,
      kind: endpoint.kind,
      url,
      settings: endpoint.settings,
      stored,
      publicUrl: options.publicUrl,
    });
    const target =
      endpoint.kind === "hubspot" && options.hubspotOrigin
        ? new URL(new URL(request.url).pathname, options.hubspotOrigin).href
        : request.url;
    const headers =
      endpoint.kind === "webhook"
        ? signatureHeaders({
            deliveryId: delivery.id,
            sentAt: wallClock(),
            body: request.body,
            secrets,
          })
        : {};
    return sendAttempt({
      url: target,
      body: request.body,
      headers,
      policy,
      timeoutMs: options.timeoutMs,
      now,
    });
  }

  /**
   * Whether a failed attempt may be tried again: not after 410, and HubSpot (at most once per
   * lead) not once the attempt may have reached it.
   */
  function mayRetry(kind: EndpointKind, result: AttemptResult): boolean {
    if (result.statusCode === 410) return false;
    return kind !== "hubspot" || !mayHaveReachedHubspot(result);
  }

  async function record(
    delivery: Claimed,
    endpoint: EndpointForDelivery,
    trigger: AttemptTrigger,
    leaseToken: string | null,
    result: AttemptResult,
    attemptedAt: Date,
  ): Promise<boolean> {
    const at = now();
    const success =
      result.statusCode !== null &&
      result.statusCode >= 200 &&
      result.statusCode < 300;
    const scheduled = trigger === "schedule" || trigger === "replay";
    const retryDelay =
      success || !scheduled || !mayRetry(endpoint.kind, result)
        ? null
        : nextRetryDelayMs(delivery.attempts, {
            random: random(),
            retryAfterMs: result.retryAfterMs,
          });
    const nextAttemptAt =
      retryDelay === null ? null : new Date(at.getTime() + retryDelay);
    return db.transaction(async (tx) => {
      if (leaseToken) {
        const owned = await rowsOf(
          tx,
          sql`update webhook_deliveries set locked_until = null, lease_token = null
            where id = ${delivery.id}::uuid and lease_token = ${leaseToken}::uuid returning id`,
        );
        if (owned.length === 0) return false;
      }
      await tx.execute(sql`insert into webhook_attempts
        (delivery_id, endpoint_id, attempted_at, duration_ms, trigger, status_code, error_class,
         error_detail, response_excerpt, next_attempt_at)
        values (${delivery.id}::uuid, ${endpoint.id}::uuid, ${ts(attemptedAt)}, ${result.durationMs},
          ${trigger}, ${result.statusCode}, ${result.errorClass}, ${result.errorDetail},
          ${result.responseExcerpt}, ${nextAttemptAt ? ts(nextAttemptAt) : null})`);
      // A Redeliver that fails leaves the delivery where its schedule had it; a test is one attempt.
      const state = success
        ? "delivered"
        : nextAttemptAt
          ? "pending"
          : scheduled || trigger === "test"
            ? "failed"
            : null;
      await tx.execute(sql`update webhook_deliveries set
          state = coalesce(${state}::text, state),
          next_attempt_at = case when ${scheduled || success}::boolean then ${nextAttemptAt ? ts(nextAttemptAt) : null} else next_attempt_at end,
          delivered_at = case when ${success}::boolean then ${ts(at)} else delivered_at end,
          last_status = ${result.statusCode},
          last_error_class = ${result.errorClass}
        where id = ${delivery.id}::uuid`);
      if (trigger === "test" && !success) return true;
      if (success) {
        await tx.execute(sql`update webhook_endpoints
          set last_success_at = ${ts(at)}, failing_since = null
          where id = ${endpoint.id}::uuid`);
        return true;
      }
      const backOff =
        result.retryAfterMs !== null &&
        (result.statusCode === 429 || result.statusCode === 503);
      const [changed] = await rowsOf<{
        failing_since: Date | string;
        disabled_at: Date | string | null;
      }>(
        tx,
        sql`update webhook_endpoints set
            failing_since = coalesce(failing_since, ${ts(attemptedAt)}),
            send_not_before = case when ${backOff}::boolean
              then greatest(coalesce(send_not_before, ${ts(at)}), ${ts(at)} + make_interval(secs => ${(result.retryAfterMs ?? 0) / 1000}))
              else send_not_before end
          where id = ${endpoint.id}::uuid
          returning failing_since, disabled_at`,
      );
      if (!changed || changed.disabled_at) return true;
      const reason: DisabledReason | null =
        result.statusCode === 410
          ? "gone"
          : at.getTime() - new Date(changed.failing_since).getTime() >=
              DISABLE_AFTER_FAILING_MS
            ? "failing"
            : null;
      if (reason) await disable(tx, endpoint, reason, at);
      return true;
    });
  }

  async function disable(
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    endpoint: EndpointForDelivery,
    reason: Exclude<DisabledReason, "manual">,
    at: Date,
  ): Promise<void> {
    const disabled = await rowsOf(
      tx,
      sql`update webhook_endpoints set disabled_at = ${ts(at)}, disabled_reason = ${reason},
          send_not_before = null, updated_at = ${ts(at)}
        where id = ${endpoint.id}::uuid and disabled_at is null returning id`,
    );
    if (disabled.length === 0) return;
    logger.warn(
      { endpointId: endpoint.id, reason },
      "integration endpoint disabled; its events wait as a backlog",
    );
    await queueEndpointAlert(tx, {
      endpointId: endpoint.id,
      endpointLabel: endpoint.description || endpoint.url_display,
      reason,
      ownerProfileId: endpoint.created_by_profile_id,
      fallbackTo: options.alertFallbackTo,
      publicUrl: options.publicUrl,
    });
  }

  async function deliverClaimed(delivery: ClaimedWithEndpoint, token: string) {
    const endpoint = delivery.endpoint;
    if (!endpoint) return;
    const attemptedAt = now();
    const result = await send(delivery, endpoint);
    const trigger = delivery.replayed_at ? "replay" : "schedule";
    const recorded = await record(
      delivery,
      endpoint,
      trigger,
      token,
      result,
      attemptedAt,
    );
    if (!recorded)
      logger.error(
        { deliveryId: delivery.id },
        "webhook delivery's lease was lost before its attempt could be recorded",
      );
  }

  async function lane(budget: { left: number }): Promise<number> {
    let made = 0;
    while (!loop.isStopped() && budget.left > 0) {
      budget.left -= 1;
      const token = randomUUID();
      const delivery = await claimDue(token);
      if (!delivery) break;
      try {
        await deliverClaimed(delivery, token);
        made += 1;
      } catch (error) {
        // The lease runs out and the attempt is made again.
        logger.error(
          { deliveryId: delivery.id, err: (error as Error).message },
          "webhook delivery attempt could not be made or recorded",
        );
      }
    }
    return made;
  }

  async function runDue(): Promise<number> {
    const sinceSweep = Date.now() - lastSweep;
    if (sinceSweep >= SWEEP_EVERY_MS) await sweep();
    const budget = { left: ATTEMPTS_PER_RUN };
    const made = await Promise.all(
      Array.from({ length: concurrency }, () => lane(budget)),
    );
    return made.reduce((sum, count) => sum + count, 0);
  }

  async function sweep(): Promise<void> {
    lastSweep = Date.now();
    const at = now();
    const failing = await rowsOf<EndpointForDelivery>(
      db,
      sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints
        where disabled_at is null
          and failing_since <= ${ts(new Date(at.getTime() - DISABLE_AFTER_FAILING_MS))}`,
    );
    for (const endpoint of failing)
      await db.transaction((tx) => disable(tx, endpoint, "failing", at));
    await db.execute(
      sql`delete from webhook_endpoint_secrets where expires_at <= ${ts(at)}`,
    );
    if (Date.now() - lastRetention >= RETENTION_EVERY_MS) {
      lastRetention = Date.now();
      await db.execute(sql`delete from webhook_deliveries
        where created_at < ${ts(at)} - make_interval(days => ${DELIVERY_RETENTION_DAYS})`);
    }
  }

  async function attemptNow(
    deliveryId: string,
    trigger: "redeliver" | "test",
  ): Promise<AttemptResult | null> {
    const [delivery] = await rowsOf<Claimed>(
      db,
      sql`select id, endpoint_id, event_type, occurred_at, data, lead_id, attempts, replayed_at, state
        from webhook_deliveries where id = ${deliveryId}::uuid`,
    );
    if (!delivery) return null;
    const endpoint = await endpointOf(delivery.endpoint_id);
    if (!endpoint) return null;
    const attemptedAt = now();
    const result = await send(delivery, endpoint);
    await record(delivery, endpoint, trigger, null, result, attemptedAt);
    return result;
  }

  const loop = startPollingLoop({
    pollMs: options.pollMs,
    logger,
    failure: "webhook delivery run failed",
    run: runDue,
  });

  return {
    runOnce: loop.runOnce,
    sweep,
    attemptNow,
    stop: loop.stop,
  };
}
