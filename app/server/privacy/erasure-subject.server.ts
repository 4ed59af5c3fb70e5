import { sql, type SQL } from "drizzle-orm";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import { isErasableAddress } from "~/domain/privacy/erasure";
import type { Database, Transaction } from "../db/client.server";
import {
  blueprintLeads,
  bookings,
  chatConversations,
  chatMessages,
  clientInvitations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leads,
  newsletterSubscribers,
  privacyLegalHolds,
  privacyRequests,
  profiles,
  user,
} from "../db/schema.server";

/** The database or the erasure's transaction: both read the same way. */
export type Runner = Database | Transaction;

/**
 * Everything the erasure needs to know about one person before it changes anything: the ids of
 * their rows in each source (read first, because deleting a lead loses the link from its booking
 * and its audit entries), and the names and phone numbers they gave us, which the erasure also
 * removes from free text it keeps (ticket threads) and from the audit log.
 */
export type ErasureSubject = {
  /** The address as the request gave it, trimmed and lower-cased: rows match it exactly. */
  email: string;
  /** The mailbox it reaches (no +tag, no Gmail dots): the key of per-address limits. */
  mailbox: string;
  userId: string | null;
  profileId: string | null;
  blueprintIds: string[];
  contactIds: string[];
  getStartedIds: string[];
  applicationIds: string[];
  conversationIds: string[];
  conversationSessions: string[];
  leadIds: string[];
  bookingIds: string[];
  subscriberIds: string[];
  invitationIds: string[];
  requestIds: string[];
  /** The reasons of the active legal holds on the address. */
  holdReasons: string[];
  /** Names and phone numbers the person gave, longest first (each at least 4 characters). */
  identifiers: string[];
};

export async function rowsOf<Row>(db: Runner, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** `column in (values)`, or false for no values (an empty `in ()` is a syntax error). */
export function inList(column: SQL | unknown, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** Whether a text holds the address: strpos, not LIKE, so "_" and "%" in an address mean themselves. */
export function mentions(column: SQL | unknown, email: string): SQL {
  return sql`strpos(lower(${column}::text), ${email}) > 0`;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

type IdRow = { id: string };
type NamedRow = { id: string; name: string | null; phone: string | null };

async function ids(db: Runner, query: SQL): Promise<string[]> {
  return (await rowsOf<IdRow>(db, query)).map((row) => String(row.id));
}

export async function findErasureSubject(
  db: Runner,
  options: { email: string; userId?: string | null },
): Promise<ErasureSubject> {
  if (!isErasableAddress(options.email))
    throw new Error("An erasure needs the request's whole e-mail address");
  const email = normaliseEmail(options.email);
  const found: string[] = [];
  const collect = (rows: NamedRow[]) => {
    for (const row of rows) found.push(row.name ?? "", row.phone ?? "");
    return rows.map((row) => String(row.id));
  };

  const blueprintIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, full_name as name, phone from ${blueprintLeads} where lower(${blueprintLeads.email}) = ${email}`,
    ),
  );
  const contactIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, first_name || ' ' || last_name as name, null as phone from ${contactRequests} where lower(${contactRequests.email}) = ${email}`,
    ),
  );
  const getStartedIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, first_name || ' ' || last_name as name, null as phone from ${getStartedRequests} where lower(${getStartedRequests.email}) = ${email}`,
    ),
  );
  const applicationIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, first_name || ' ' || last_name as name, phone from ${jobApplications} where lower(${jobApplications.email}) = ${email}`,
    ),
  );

  // A chat is theirs when it carries their address, when it became their lead, or when they
  // typed the address into it.
  const conversations = await rowsOf<NamedRow & { session: string }>(
    db,
    sql`select c.id, c.visitor_name as name, null as phone, c.session_id as session from ${chatConversations} c
      where lower(c.visitor_email) = ${email}
        or c.id in (select source_id from ${leads} where source = 'chat' and email_key = ${email})
        or exists (select 1 from ${chatMessages} m where m.conversation_id = c.id and ${mentions(sql`m.content`, email)})`,
  );
  const conversationIds = collect(conversations);
  const conversationSessions = [
    ...new Set(conversations.map((row) => row.session)),
  ];

  const sourceIds = [
    ...blueprintIds,
    ...contactIds,
    ...getStartedIds,
    ...applicationIds,
    ...conversationIds,
  ];
  const leadIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, full_name as name, null as phone from ${leads}
        where ${leads.emailKey} = ${email} or ${inList(sql`source_id::text`, sourceIds)}`,
    ),
  );
  const bookingIds = collect(
    await rowsOf<NamedRow>(
      db,
      sql`select id, visitor_name as name, null as phone from ${bookings}
        where lower(${bookings.visitorEmail}) = ${email} or ${inList(sql`lead_id::text`, leadIds)}`,
    ),
  );
  const subscriberIds = await ids(
    db,
    sql`select id from ${newsletterSubscribers} where ${newsletterSubscribers.emailKey} = ${email}`,
  );
  const invitationIds = await ids(
    db,
    sql`select id from ${clientInvitations} where lower(${clientInvitations.email}) = ${email}`,
  );
  const requests = await rowsOf<NamedRow>(
    db,
    sql`select id, full_name as name, null as phone from ${privacyRequests} where ${privacyRequests.emailKey} = ${email}`,
  );
  const requestIds = collect(requests);
  const holdReasons = (
    await rowsOf<{ reason: string }>(
      db,
      sql`select reason from ${privacyLegalHolds} where ${privacyLegalHolds.emailKey} = ${email} and released_at is null order by created_at`,
    )
  ).map((row) => row.reason);

  // The portal account: the id the request names (a signed-in request), else the address's.
  const account = (
    await rowsOf<{
      userId: string;
      profileId: string | null;
      name: string;
      fullName: string | null;
    }>(
      db,
      sql`select u.id as "userId", p.id as "profileId", u.name, p.full_name as "fullName"
        from ${user} u left join ${profiles} p on p.user_id = u.id
        where ${options.userId ? sql`u.id = ${options.userId}` : sql`lower(u.email) = ${email} or lower(p.email) = ${email}`}
        limit 1`,
    )
  )[0];
  if (account && !account.name.startsWith(ERASED_NAME))
    found.push(account.name, account.fullName ?? "");

  return {
    email,
    mailbox: mailboxKey(email),
    userId: account?.userId ?? null,
    profileId: account?.profileId ?? null,
    blueprintIds,
    contactIds,
    getStartedIds,
    applicationIds,
    conversationIds,
    conversationSessions,
    leadIds,
    bookingIds,
    subscriberIds,
    invitationIds,
    requestIds,
    holdReasons,
    identifiers: identifiersOf(found),
  };
}

/** What an anonymised account and profile are called. */
export const ERASED_NAME = "Erased user";
export const ERASED_TEXT = "[erased]";

/** Distinct names and numbers, longest first, too short ones dropped (they would match inside words). */
export function identifiersOf(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, " ");
    if (value.length < 4 || value === ERASED_NAME) continue;
    seen.set(value.toLowerCase(), value);
  }
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

/** A PostgreSQL regular expression matching any of the texts literally (for `~*` and regexp_replace). */
export function literalPattern(texts: readonly string[]): string | null {
  if (texts.length === 0) return null;
  return texts
    .map((text) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&"))
    .join("|");
}

/** The address and every name and number of the person, as one case-insensitive pattern. */
export function scrubPattern(subject: ErasureSubject): string {
  return literalPattern(
    [subject.email, ...subject.identifiers].sort((a, b) => b.length - a.length),
  ) as string;
}

/** Replaces each of the person's identifiers in a text column by "[erased]". */
export function scrubbed(column: SQL, pattern: string): SQL {
  return sql`regexp_replace(${column}, ${pattern}, ${ERASED_TEXT}, 'gi')`;
}

/** The placeholder address of an anonymised account (the column is unique and not null). */
export function erasedAddress(kind: string, id: string): string {
  return `erased-${kind}-${id}@erased.invalid`;
}
