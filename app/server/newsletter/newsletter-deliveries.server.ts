import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import type { NewsletterDeliveryStatus } from "~/domain/enums";

/**
 * The rows of a newsletter send (drizzle/0023): the send's lease (one driver per send at a
 * time, across instances) and its deliveries (one per subscriber). Decision 056, "Exactly once".
 *
 * A delivery is `sending` only under the lease of the driver that claimed it, and its lease
 * never outlives the send's; so once a new driver holds the send, a `sending` row whose lease
 * has expired belongs to a driver that died before handing its message over, and is sent again.
 */

/** Raw SQL on one connection: a dedicated pg.Client on PostgreSQL, the pool on PGlite. */
export type SqlRunner = {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
};

export type LeasedSend = {
  id: string;
  insightId: string;
  locale: "en" | "fr";
  subject: string;
  ratePerSecond: number;
};

type Rows<T> = { rows: T[] };

/** Takes the send for one driver; undefined when it is paused, complete or driven elsewhere. */
export async function leaseSend(
  db: Database,
  sendId: string,
  token: string,
  leaseMs: number,
): Promise<LeasedSend | undefined> {
  const result = (await db.execute(sql`
    update newsletter_sends
    set lease_token = ${token}::uuid, locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id = ${sendId}::uuid and status = 'sending'
      and (locked_until is null or locked_until < now())
    returning id, insight_id as "insightId", locale, subject, rate_per_second as "ratePerSecond"`)) as unknown as Rows<LeasedSend>;
  return result.rows[0];
}

export async function releaseSend(
  db: Database,
  sendId: string,
  token: string,
): Promise<void> {
  await db.execute(sql`
    update newsletter_sends set lease_token = null, locked_until = null
    where id = ${sendId}::uuid and lease_token = ${token}::uuid`);
}

export type ClaimedDelivery = {
  subscriberId: string;
  email: string;
  attempts: number;
  /** The subscriber's preferences_version, for the links in the e-mail. */
  preferencesVersion: number;
};

/**
 * Claims up to `limit` deliveries that are due: queued, failed and past their back-off, or left
 * `sending` by a driver that died. Only while this driver still holds the send; their lease
 * ends with the send's, so it has always expired by the time another driver holds the send.
 */
export async function claimDeliveries(
  db: Database,
  sendId: string,
  token: string,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`
    with claimed as (
      update newsletter_deliveries d
      set status = 'sending', lease_token = ${token}::uuid,
        locked_until = (select locked_until from newsletter_sends where id = ${sendId}::uuid),
        updated_at = now()
      where (d.send_id, d.subscriber_id) in (
        select send_id, subscriber_id from newsletter_deliveries
        where send_id = ${sendId}::uuid
          and exists (select 1 from newsletter_sends s
            where s.id = ${sendId}::uuid and s.lease_token = ${token}::uuid and s.status = 'sending')
          and ((status in ('queued', 'failed') and next_attempt_at <= now())
            or (status = 'sending' and locked_until < now()))
        order by next_attempt_at, subscriber_id
        limit ${limit}
        for update skip locked)
      returning d.subscriber_id, d.attempts)
    select c.subscriber_id as "subscriberId", s.email, c.attempts,
      s.preferences_version as "preferencesVersion"
    from claimed c join newsletter_subscribers s on s.id = c.subscriber_id`)) as unknown as Rows<ClaimedDelivery>;
  return result.rows;
}

/** Claimed but not started when the slice ended: queued again for the next driver. */
export async function unclaimDeliveries(
  db: Database,
  sendId: string,
  token: string,
): Promise<void> {
  await db.execute(sql`
    update newsletter_deliveries
    set status = 'queued', lease_token = null, locked_until = null, updated_at = now()
    where send_id = ${sendId}::uuid and lease_token = ${token}::uuid and status = 'sending'`);
}

export type GateResult =
  | { go: true; attempts: number }
  /** The subscriber left: the delivery is now `skipped`. */
  | { go: false; reason: "unsubscribed" }
  /** The send was paused, or this driver lost it: stop driving. */
  | { go: false; reason: "stop" };

/**
 * The last check before a message goes, in one statement: the send is still `sending` under
 * this driver, the delivery is still this driver's, and the subscriber is still confirmed. An
 * unsubscribe committed before it stops the message; one after it is too late, as for any
 * message already handed to the mail server. The send row is only read here (eight lanes would
 * otherwise queue on its row lock), and its lease renewed when `renew` is set; the delivery's
 * lease is the send's as read, so it never outlives it.
 */
export async function gateDelivery(
  runner: SqlRunner,
  key: { sendId: string; subscriberId: string; token: string },
  leaseMs: number,
  renew: boolean,
): Promise<GateResult> {
  const { rows } = await runner.query(
    `with send as (
       select id, locked_until from newsletter_sends
       where id = $1 and lease_token = $3 and status = 'sending'),
     renewed as (
       update newsletter_sends set locked_until = now() + make_interval(secs => $4::double precision)
       where $5 and id in (select id from send)
       returning id),
     gated as (
       update newsletter_deliveries d
       set attempts = d.attempts + 1, locked_until = send.locked_until, updated_at = now()
       from newsletter_subscribers s, send
       where d.send_id = send.id and d.subscriber_id = $2 and d.lease_token = $3
         and d.status = 'sending' and s.id = d.subscriber_id and s.status = 'confirmed'
       returning d.attempts),
     skipped as (
       update newsletter_deliveries d
       set status = 'skipped', lease_token = null, locked_until = null, updated_at = now()
       from newsletter_subscribers s, send
       where d.send_id = send.id and d.subscriber_id = $2 and d.lease_token = $3
         and d.status = 'sending' and s.id = d.subscriber_id and s.status <> 'confirmed'
       returning d.subscriber_id)
     select (select count(*) from send)::int as leased,
       (select count(*) from renewed)::int as renewed,
       (select attempts from gated) as attempts,
       (select count(*) from skipped)::int as skipped`,
    [key.sendId, key.subscriberId, key.token, leaseMs / 1000, renew],
  );
  const row = rows[0] as {
    leased: number;
    attempts: number | null;
    skipped: number;
  };
  if (!row.leased) return { go: false, reason: "stop" };
  if (row.attempts !== null) return { go: true, attempts: row.attempts };
  // Not this driver's any more, or the subscriber left (now skipped): either way, not sent.
  return { go: false, reason: row.skipped ? "unsubscribed" : "stop" };
}

/** Written the instant the end-of-data is on the wire (newsletter-smtp.server.ts). */
export const RECORD_SENT_SQL = `update newsletter_deliveries
  set status = 'sent', sent_at = now(), locked_until = null, last_error = null, updated_at = now()
  where send_id = $1 and subscriber_id = $2 and lease_token = $3 and status = 'sending'`;

/** A refused or failed attempt; corrects a `sent` written at end-of-data if the server then refused. */
export async function recordFailure(
  runner: SqlRunner,
  key: { sendId: string; subscriberId: string; token: string },
  outcome: { status: "failed"; retryInMs: number } | { status: "dead" },
  error: string,
): Promise<void> {
  await runner.query(
    `update newsletter_deliveries
     set status = $4, sent_at = null, lease_token = null, locked_until = null, last_error = $5,
       next_attempt_at = now() + make_interval(secs => $6::double precision), updated_at = now()
     where send_id = $1 and subscriber_id = $2 and lease_token = $3 and status in ('sending', 'sent')`,
    [
      key.sendId,
      key.subscriberId,
      key.token,
      outcome.status,
      error.slice(0, 1000),
      outcome.status === "failed" ? outcome.retryInMs / 1000 : 0,
    ],
  );
}

export type DeliveryCounts = Record<NewsletterDeliveryStatus, number> & {
  /** When the next deferred delivery is due, if any waits. */
  nextRetryAt: Date | null;
};

/**
 * A send's deliveries counted per status, from the rows themselves (no tally that could drift):
 * the studio's progress, and what the driver has left.
 */
export async function countDeliveries(
  db: Database,
  sendId: string,
): Promise<DeliveryCounts> {
  const result = (await db.execute(sql`
    select status, count(*)::int as count,
      min(next_attempt_at) filter (where status = 'failed') as "nextRetryAt"
    from newsletter_deliveries where send_id = ${sendId}::uuid group by status`)) as unknown as Rows<{
    status: NewsletterDeliveryStatus;
    count: number;
    nextRetryAt: Date | string | null;
  }>;
  const progress: DeliveryCounts = {
    queued: 0,
    sending: 0,
    sent: 0,
    failed: 0,
    dead: 0,
    skipped: 0,
    nextRetryAt: null,
  };
  for (const row of result.rows) {
    progress[row.status] = row.count;
    if (row.nextRetryAt) progress.nextRetryAt = new Date(row.nextRetryAt);
  }
  return progress;
}

/** Marks the send complete when nothing is left to send or retry; true if it did. */
export async function completeSendIfDone(
  db: Database,
  sendId: string,
  token: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    update newsletter_sends
    set status = 'complete', completed_at = now(), lease_token = null, locked_until = null
    where id = ${sendId}::uuid and lease_token = ${token}::uuid and status = 'sending'
      and not exists (select 1 from newsletter_deliveries
        where send_id = ${sendId}::uuid and status in ('queued', 'sending', 'failed'))
    returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows.length > 0;
}
