import { eq, sql, type SQL } from "drizzle-orm";
import { HUBSPOT_UNKNOWN_OUTCOME_ERRORS } from "~/domain/integrations/endpoint-display";
import { TEST_EVENT_TYPE } from "~/domain/integrations/webhook-events";
import { staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import { webhookEndpoints } from "../db/schema.server";
import { rowsOf, type Queryable } from "../db/sql-rows.server";
import { endpointLabel, lockEndpoint } from "./endpoint-admin.server";

/**
 * An endpoint's backlog and replays (docs/integrations.md): turn it back on with or without the
 * events that waited, replay failed deliveries. A HubSpot delivery that may have reached
 * HubSpot is never sent again (maySendAgain, domain/integrations/endpoint-display.ts): the SQL
 * below says the same as that function, for many rows at once.
 */

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The rows of `d` (webhook_deliveries, joined to its endpoint `e`) that may be sent again. */
const sendableAgain = sql`not (e.kind = 'hubspot' and (d.state = 'delivered' or exists (
  select 1 from webhook_attempts a where a.delivery_id = d.id
    and ((a.status_code is not null and a.status_code <> 429) or a.error_class in (${sql.join(
      HUBSPOT_UNKNOWN_OUTCOME_ERRORS.map((c) => sql`${c}`),
      sql`, `,
    )})))))`;

/**
 * An endpoint's backlog while it is off: what is pending, and what failed since it started
 * failing or was turned off — made since then, or tried since then (the delivery whose
 * failure began the streak was made before it). Test sends are not events and never part of it.
 */
const inBacklog = sql`d.event_type <> ${TEST_EVENT_TYPE} and (d.state = 'pending'
  or (d.state = 'failed' and (d.created_at >= least(e.failing_since, e.disabled_at)
    or exists (select 1 from webhook_attempts a where a.delivery_id = d.id
      and a.attempted_at >= least(e.failing_since, e.disabled_at)))))`;

/**
 * Sends the endpoint's deliveries that `which` picks (and that may be sent again) from the start
 * of their schedule, as replays. Resolves with the ids replayed.
 */
function replayDeliveries(tx: Queryable, id: string, which: SQL, now: Date) {
  return rowsOf<{ id: string }>(
    tx,
    sql`update webhook_deliveries d set state = 'pending', attempts = 0,
        next_attempt_at = ${ts(now)}, replayed_at = ${ts(now)},
        locked_until = null, lease_token = null
      from webhook_endpoints e
      where e.id = d.endpoint_id and d.endpoint_id = ${id}::uuid
        and ${which} and ${sendableAgain}
      returning d.id`,
  );
}

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
      ? await replayDeliveries(tx, id, inBacklog, now)
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
    const replayed = await replayDeliveries(
      tx,
      id,
      sql`d.state = 'failed' and d.event_type <> ${TEST_EVENT_TYPE}
        and d.created_at >= ${ts(since)}`,
      now,
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
