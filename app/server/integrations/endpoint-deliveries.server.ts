import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  HUBSPOT_UNKNOWN_OUTCOME_ERRORS,
  maySendAgain,
} from "~/domain/integrations/endpoint-display";
import type { TestOutcome } from "~/domain/integrations/endpoint-views";
import {
  ATTEMPT_ERROR_LABELS,
  type AttemptErrorClass,
  type DeliveryState,
  type EndpointKind,
} from "~/domain/integrations/integration-enums";
import { TEST_EVENT_TYPE } from "~/domain/integrations/webhook-events";
import { staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema.server";
import { rowsOf } from "../db/sql-rows.server";
import type { AttemptResult } from "./send-attempt.server";
import {
  checkDestination,
  DestinationRefused,
} from "./destination-guard.server";
import { endpointLabel, lockEndpoint } from "./endpoint-admin.server";
import type { Integrations } from "./integrations.server";

/**
 * What staff do with an endpoint's deliveries (docs/integrations.md): turn it back on with or
 * without its backlog, replay failed deliveries, send a test, redeliver one. A HubSpot delivery
 * that may have reached HubSpot is never sent again (maySendAgain): the SQL below says the same
 * as that function, for many rows at once.
 */

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The rows of `d` (webhook_deliveries, joined to its endpoint `e`) that may be sent again. */
const sendableAgain = sql`not (e.kind = 'hubspot' and (d.state = 'delivered' or exists (
  select 1 from webhook_attempts a where a.delivery_id = d.id
    and (a.status_code is not null or a.error_class in (${sql.join(
      HUBSPOT_UNKNOWN_OUTCOME_ERRORS.map((c) => sql`${c}`),
      sql`, `,
    )})))))`;

/**
 * An endpoint's backlog while it is off: what is pending, and what failed since it started
 * failing or was turned off. Test sends are not events and never part of it.
 */
const inBacklog = sql`d.event_type <> ${TEST_EVENT_TYPE} and (d.state = 'pending'
  or (d.state = 'failed' and d.created_at >= least(e.failing_since, e.disabled_at)))`;

export async function backlogOf(
  { db }: StaffScope,
  id: string,
): Promise<{ total: number; replayable: number }> {
  const [row] = await rowsOf<{ total: number; replayable: number }>(
    db,
    sql`select count(*)::int as total,
        (count(*) filter (where ${sendableAgain}))::int as replayable
      from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.endpoint_id = ${id}::uuid and e.disabled_at is not null and ${inBacklog}`,
  );
  return {
    total: Number(row?.total ?? 0),
    replayable: Number(row?.replayable ?? 0),
  };
}

export type TurnOnOutcome =
  | { kind: "turned-on"; replayed: number; skipped: number; label: string }
  | { kind: "already-on" }
  | { kind: "not-found" };

/**
 * Turns an endpoint back on. With `replay`, its backlog is sent again from the start of the
 * schedule, as a replay (but what HubSpot may already have is left alone); without, the
 * backlog is marked skipped. Its failure streak and any back-off are forgotten.
 */
export async function turnOnEndpoint(
  { db, actor }: StaffScope,
  id: string,
  replay: boolean,
  now: Date = new Date(),
): Promise<TurnOnOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const row = await lockEndpoint(tx, id);
    if (!row) return { kind: "not-found" };
    if (!row.disabledAt) return { kind: "already-on" };
    const changed = replay
      ? await rowsOf<{ id: string }>(
          tx,
          sql`update webhook_deliveries d set state = 'pending', attempts = 0,
              next_attempt_at = ${ts(now)}, replayed_at = ${ts(now)},
              locked_until = null, lease_token = null
            from webhook_endpoints e
            where e.id = d.endpoint_id and d.endpoint_id = ${id}::uuid
              and ${inBacklog} and ${sendableAgain}
            returning d.id`,
        )
      : await rowsOf<{ id: string }>(
          tx,
          sql`update webhook_deliveries d set state = 'skipped', next_attempt_at = null
            from webhook_endpoints e
            where e.id = d.endpoint_id and d.endpoint_id = ${id}::uuid and ${inBacklog}
            returning d.id`,
        );
    await tx
      .update(webhookEndpoints)
      .set({
        disabledAt: null,
        disabledReason: null,
        failingSince: null,
        sendNotBefore: null,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id));
    const label = endpointLabel(row);
    const replayed = replay ? changed.length : 0;
    const skipped = replay ? 0 : changed.length;
    await audit({
      action: "integration.turn_on",
      entityType: "integration",
      entityId: id,
      summary: replay
        ? `Turned on the integration ${label} and replayed ${replayed} ${replayed === 1 ? "event" : "events"}`
        : `Turned on the integration ${label}${skipped ? ` without its ${skipped} waiting ${skipped === 1 ? "event" : "events"}` : ""}`,
      before: {
        disabledAt: row.disabledAt.toISOString(),
        disabledReason: row.disabledReason,
      },
      after: { disabledAt: null, disabledReason: null },
      details: { replayed, skipped },
    });
    return { kind: "turned-on", replayed, skipped, label };
  });
}

/**
 * "Replay failed since…": every failed delivery of the endpoint made since `since` goes back
 * to the start of its schedule, as a replay. Resolves with how many (null: no such endpoint).
 */
export async function replayFailedSince(
  { db, actor }: StaffScope,
  id: string,
  since: Date,
  now: Date = new Date(),
): Promise<{ replayed: number; endpointOff: boolean } | null> {
  return staffWrite(db, actor, async (tx, audit) => {
    const row = await lockEndpoint(tx, id);
    if (!row) return null;
    const replayed = await rowsOf<{ id: string }>(
      tx,
      sql`update webhook_deliveries d set state = 'pending', attempts = 0,
          next_attempt_at = ${ts(now)}, replayed_at = ${ts(now)},
          locked_until = null, lease_token = null
        from webhook_endpoints e
        where e.id = d.endpoint_id and d.endpoint_id = ${id}::uuid
          and d.state = 'failed' and d.event_type <> ${TEST_EVENT_TYPE}
          and d.created_at >= ${ts(since)} and ${sendableAgain}
        returning d.id`,
    );
    await audit({
      action: "integration.replay",
      entityType: "integration",
      entityId: id,
      summary: `Replayed ${replayed.length} failed ${replayed.length === 1 ? "delivery" : "deliveries"} of ${endpointLabel(row)} since ${since.toISOString()}`,
      details: { since: since.toISOString(), replayed: replayed.length },
    });
    return { replayed: replayed.length, endpointOff: row.disabledAt !== null };
  });
}

/** An attempt's answer as the page shows it: status or error, and the answer's first lines. */
export function testOutcomeOf(result: AttemptResult): TestOutcome {
  const lines = result.responseExcerpt?.split(/\r?\n/).slice(0, 8).join("\n");
  return {
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    errorLabel: result.errorClass
      ? ATTEMPT_ERROR_LABELS[result.errorClass as AttemptErrorClass]
      : null,
    errorDetail: result.errorDetail,
    answer: lines ? lines : null,
  };
}

export type SendOutcome =
  | { kind: "sent"; outcome: TestOutcome }
  | { kind: "refused"; message: string }
  | { kind: "not-allowed"; message: string }
  | { kind: "not-found" };

/**
 * "Send test": the destination is checked again, then a `webhook.test` delivery is made for
 * this endpoint only — with no next attempt, so the worker never picks it up — and sent now.
 * HubSpot has no test: each submission makes a contact there.
 */
export async function sendTest(
  scope: StaffScope,
  integrations: Integrations,
  id: string,
  now: Date = new Date(),
): Promise<SendOutcome> {
  const [endpoint] = await scope.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) return { kind: "not-found" };
  if (endpoint.kind === "hubspot")
    return {
      kind: "not-allowed",
      message:
        "HubSpot makes a contact of every submission, so a test would add one: use the preview to check what will be sent.",
    };
  let url: string;
  try {
    url = integrations.box.open(endpoint.urlEncrypted);
    await checkDestination(url, integrations.policy);
  } catch (error) {
    if (error instanceof DestinationRefused)
      return { kind: "refused", message: error.message };
    return {
      kind: "refused",
      message:
        "The stored URL cannot be read (the deployment's secret changed): enter the URL again.",
    };
  }
  const deliveryId = await staffWrite(
    scope.db,
    scope.actor,
    async (tx, audit) => {
      const [row] = await tx
        .insert(webhookDeliveries)
        .values({
          endpointId: id,
          eventKey: `${TEST_EVENT_TYPE}:${randomUUID()}`,
          eventType: TEST_EVENT_TYPE,
          occurredAt: now,
          data: {
            schema_version: 1,
            message: "A test from the integrations page",
          },
          state: "pending",
          nextAttemptAt: null,
        })
        .returning({ id: webhookDeliveries.id });
      await audit({
        action: "integration.test",
        entityType: "integration",
        entityId: id,
        summary: `Sent a test to the integration ${endpointLabel(endpoint)}`,
        details: { deliveryId: row!.id },
      });
      return row!.id;
    },
  );
  const result = await integrations.engine.attemptNow(deliveryId, "test");
  if (!result) return { kind: "not-found" };
  return { kind: "sent", outcome: testOutcomeOf(result) };
}

/**
 * Redeliver: one more attempt at a delivery now, under the same `webhook-id`, signed with the
 * current secret — unless it is HubSpot's and may already be there.
 */
export async function redeliver(
  scope: StaffScope,
  integrations: Integrations,
  endpointId: string,
  deliveryId: string,
): Promise<SendOutcome> {
  const [delivery] = await scope.db
    .select({
      id: webhookDeliveries.id,
      state: webhookDeliveries.state,
      eventType: webhookDeliveries.eventType,
      kind: webhookEndpoints.kind,
      description: webhookEndpoints.description,
      urlDisplay: webhookEndpoints.urlDisplay,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      eq(webhookEndpoints.id, webhookDeliveries.endpointId),
    )
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
      ),
    );
  if (!delivery) return { kind: "not-found" };
  const attempts = await scope.db
    .select({
      statusCode: webhookAttempts.statusCode,
      errorClass: webhookAttempts.errorClass,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attemptedAt));
  if (
    !maySendAgain({
      kind: delivery.kind as EndpointKind,
      state: delivery.state as DeliveryState,
      attempts,
    })
  )
    return {
      kind: "not-allowed",
      message:
        "HubSpot may already have this submission: it is sent at most once per lead.",
    };
  await staffWrite(scope.db, scope.actor, (_tx, audit) =>
    audit({
      action: "integration.redeliver",
      entityType: "integration",
      entityId: endpointId,
      summary: `Redelivered a ${delivery.eventType} event to the integration ${endpointLabel(delivery)}`,
      details: { deliveryId },
    }),
  );
  const result = await integrations.engine.attemptNow(deliveryId, "redeliver");
  if (!result) return { kind: "not-found" };
  return { kind: "sent", outcome: testOutcomeOf(result) };
}
