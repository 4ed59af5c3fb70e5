import { sql, type SQL } from "drizzle-orm";
import {
  acknowledgementQuota,
  auditLog,
  auditLogActors,
  bookingHosts,
  newsletterBlockedDomains,
  newsletterConsentEvents,
  newsletterSends,
  outbox,
  privacyIncidents,
  privacyLegalHolds,
  privacyRequests,
  rateLimits,
} from "../db/schema.server";
import {
  inList,
  mentions,
  rowsOf,
  scrubPattern,
  type ErasureSubject,
  type Runner,
} from "./erasure-subject.server";
import { countOf, deleting, type StepDef } from "./erasure-step-kit.server";

/** What a blanked audit entry says instead of its words. */
export const ERASED_AUDIT_SUMMARY = "Erased at the person's request";

/** The ids audit entries name the person's rows by (entity_id is text). Request ids are left out: the erasure's own entry names one. */
function entityIds(s: ErasureSubject): string[] {
  return [
    ...(s.userId ? [s.userId] : []),
    ...(s.profileId ? [s.profileId] : []),
    ...s.leadIds,
    ...s.blueprintIds,
    ...s.contactIds,
    ...s.getStartedIds,
    ...s.applicationIds,
    ...s.conversationIds,
    ...s.bookingIds,
    ...s.subscriberIds,
    ...s.invitationIds,
  ];
}

/** An entry about the person: it names one of their rows, or its words name them. Not yet blanked. */
function auditAbout(s: ErasureSubject): SQL {
  const words = sql`(summary || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, '') || ' ' || details::text)`;
  return sql`((${inList(sql`entity_id`, entityIds(s))} or ${words} ~* ${scrubPattern(s)})
    and not (summary = ${ERASED_AUDIT_SUMMARY} and before is null and after is null and details = '{}'::jsonb))`;
}

/** An entry the person wrote (staff, or a portal user's own action): who acted is blanked, not what. */
function auditActor(s: ErasureSubject): SQL {
  const actor = s.userId
    ? sql`(actor_user_id = ${s.userId} or lower(actor_email) = ${s.email})`
    : sql`lower(actor_email) = ${s.email}`;
  return sql`(${actor} and (actor_email <> '' or ip_address is not null))`;
}

/**
 * The audit log keeps every entry (its id, action, subject type, time and actor account: the
 * trigger of drizzle/0031 allows nothing else); inside the erasure's transaction, which sets
 * app.privacy_erasure, what an entry says about the person is blanked.
 */
const auditStep: StepDef = {
  source: "audit-log",
  label: "Audit log entries about them",
  action: "anonymise",
  reason:
    "Entries stay (who did what, when); their words about the person are blanked.",
  count: (db, s) =>
    countOf(
      db,
      sql`select count(*)::int as n from ${auditLog} where ${auditAbout(s)} or ${auditActor(s)}`,
    ),
  run: async (db, s) => {
    const about = auditAbout(s);
    const actor = auditActor(s);
    const rows = await rowsOf(
      db,
      sql`update ${auditLog} set
        summary = case when ${about} then ${ERASED_AUDIT_SUMMARY} else summary end,
        before = case when ${about} then null else before end,
        after = case when ${about} then null else after end,
        details = case when ${about} then '{}'::jsonb else details end,
        actor_email = case when ${actor} then '' else actor_email end,
        ip_address = case when ${actor} then null else ip_address end
        where ${about} or ${actor} returning 1 as changed`,
    );
    return rows.length;
  },
};

/** Columns where staff's own address is kept "as they were at the time": blanked if the person was staff. */
const STAFF_ADDRESS_COLUMNS: Array<
  [table: unknown, column: string, blank: SQL]
> = [
  [newsletterSends, "created_by_email", sql`''`],
  [newsletterBlockedDomains, "created_by_email", sql`''`],
  [newsletterConsentEvents, "actor_email", sql`null`],
  [privacyRequests, "handler_email", sql`null`],
  [privacyLegalHolds, "placed_by_email", sql`''`],
  [privacyLegalHolds, "released_by_email", sql`null`],
  [privacyIncidents, "created_by_email", sql`''`],
];

async function staffAddressRows(
  db: Runner,
  s: ErasureSubject,
  write: boolean,
): Promise<number> {
  let total = 0;
  for (const [table, column, blank] of STAFF_ADDRESS_COLUMNS) {
    const where = sql`lower(${sql.identifier(column)}) = ${s.email}`;
    total += write
      ? (
          await rowsOf(
            db,
            sql`update ${table} set ${sql.identifier(column)} = ${blank} where ${where} returning 1 as changed`,
          )
        ).length
      : await countOf(
          db,
          sql`select count(*)::int as n from ${table} where ${where}`,
        );
  }
  return total;
}

export const traceSteps: StepDef[] = [
  deleting(
    "outbox",
    "Queued and sent e-mail about them",
    outbox,
    (s) => sql`payload::text ~* ${scrubPattern(s)}`,
    "Acknowledgements, notifications and their copies carry the person's details; a message not yet sent is not sent.",
  ),
  deleting(
    "acknowledgement-quota",
    "Acknowledgement quota",
    acknowledgementQuota,
    (s) => sql`lower(address) in (${s.email}, ${s.mailbox})`,
  ),
  deleting(
    "rate-limits",
    "Rate-limit counters keyed by the address",
    rateLimits,
    (s) =>
      sql`(${mentions(sql`key`, s.email)} or ${mentions(sql`key`, s.mailbox)})`,
  ),
  auditStep,
  deleting(
    "audit-log-actors",
    "Audit log's list of actors",
    auditLogActors,
    (s) => sql`lower(email) = ${s.email}`,
  ),
  {
    source: "staff-addresses",
    label: "Their address as the staff member who acted",
    action: "anonymise",
    reason:
      "Only if the person was staff: the records stay, without their address.",
    count: (db, s) => staffAddressRows(db, s, false),
    run: (db, s) => staffAddressRows(db, s, true),
  },
  {
    source: "booking-hosts",
    label: "Their booking host profile",
    action: "anonymise",
    reason:
      "Only if the person was a host: meetings point at the host, so it stays, inactive, without name, address or calendar links.",
    count: (db, s) =>
      countOf(
        db,
        sql`select count(*)::int as n from ${bookingHosts} where lower(email) = ${s.email}`,
      ),
    run: async (db, s) =>
      (
        await rowsOf(
          db,
          sql`update ${bookingHosts} set display_name = 'Former host', email = 'erased-host-' || id || '@erased.invalid',
            active = false, feed_token_hash = null, busy_source_url = null, busy_sync_error = null, updated_at = now()
            where lower(email) = ${s.email} returning 1 as changed`,
        )
      ).length,
  },
];
