import { createHash } from "node:crypto";
import { getTableName, sql, TransactionRollbackError } from "drizzle-orm";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import type { Database } from "../db/client.server";
import {
  acknowledgementQuota,
  outbox,
  type blueprintLeads,
  type contactRequests,
  type getStartedRequests,
  type jobApplications,
} from "../db/schema.server";
import type { OutboxMessage } from "../mail/outbox.server";
import type { SpamVerdict } from "../security/spam.server";
import {
  countLeadStored,
  type LeadSource,
} from "../metrics/metrics-registry.server";

/** Where a submission came from and what it agreed to: the columns every lead table shares. */
export type LeadTracking = {
  pagePath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** The visit's first page and traffic source, from its analytics session (docs/analytics.md). */
  landingPage: string | null;
  trafficSource: string | null;
  consentText: string;
};

export type StoreOutcome = {
  status: "stored" | "duplicate";
  id: string | null;
  isSpam: boolean;
};

export function trackingColumns(tracking: LeadTracking, verdict: SpamVerdict) {
  return {
    ...tracking,
    isSpam: verdict.isSpam,
    spamReason: verdict.reason,
    idempotencyKey: verdict.idempotencyKey,
  };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type LeadTable =
  | typeof blueprintLeads
  | typeof contactRequests
  | typeof getStartedRequests
  | typeof jobApplications;
type QueuedMail = { kind: string; message: OutboxMessage };

/**
 * The acknowledgement to the visitor: queued only while its address has had fewer than
 * `limitPerAddress` in the last 24 hours, so the forms cannot be used to mail one address
 * (someone else's) without end. Over the limit the lead and its staff notification are
 * still stored; only this message is not queued.
 */
export type Acknowledgement = {
  address: string;
  message: OutboxMessage;
  limitPerAddress: number;
};

export const ACKNOWLEDGEMENT_KIND = "lead_acknowledgement";

/**
 * Inserts one lead row and, unless it is spam, its e-mails, atomically: the row and its
 * notifications commit together or not at all. A second post of the same submission
 * (same idempotency key) inserts nothing, queues nothing, counts against no limit and
 * reports "duplicate".
 *
 * The common case is one SQL statement (the row and its outbox rows in one data-modifying
 * CTE), because every round trip to the database costs the request thread; only a form
 * that stores a file first (`before`) needs a transaction around several statements.
 */
export async function insertLead(
  db: Database,
  options: {
    table: LeadTable;
    values: Record<string, unknown>;
    verdict: SpamVerdict;
    /** Always queued with a new lead (the staff notification). */
    mail: QueuedMail[];
    /** Queued with a new lead while its address is under the limit. */
    acknowledgement?: Acknowledgement;
    /** Work to do in the same transaction before the lead row (e.g. store a file). */
    before?: (tx: Tx) => Promise<Record<string, unknown>>;
    /** Work to do in the same transaction once a new lead row exists (e.g. record a consent). */
    after?: (tx: Tx, id: string) => Promise<void>;
  },
): Promise<StoreOutcome> {
  const { table, verdict, before, after } = options;
  const mail = verdict.isSpam ? [] : options.mail;
  const ack = verdict.isSpam ? undefined : options.acknowledgement;
  const outcome = (id: string | undefined): StoreOutcome =>
    id
      ? { status: "stored", id, isSpam: verdict.isSpam }
      : { status: "duplicate", id: null, isSpam: verdict.isSpam };

  if (!before && !after)
    return counted(
      table,
      outcome(await insertLeadWithMail(db, table, options.values, mail, ack)),
    );

  const stored = db
    .transaction(async (tx) => {
      const extra = before ? await before(tx) : {};
      const id = await insertLeadWithMail(
        tx,
        table,
        { ...options.values, ...extra },
        mail,
        ack,
      );
      // A duplicate: roll back what `before` wrote, the first post already stored everything.
      if (!id) tx.rollback();
      await after?.(tx, id!);
      return outcome(id);
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return outcome(undefined);
      throw error;
    });
  return counted(table, await stored);
}

const SOURCE_BY_TABLE: Readonly<Record<string, LeadSource>> = {
  blueprint_leads: "blueprint",
  contact_requests: "contact",
  get_started_requests: "get_started",
  job_applications: "job_application",
};

/** leads_stored_total, once the row is committed (a duplicate stored nothing and counts nothing). */
function counted(table: LeadTable, stored: StoreOutcome): StoreOutcome {
  const source = SOURCE_BY_TABLE[getTableName(table)];
  if (stored.status === "stored" && source)
    countLeadStored(source, stored.isSpam);
  return stored;
}

/**
 * One statement: the lead row, then its outbox rows only if the row was new, and the
 * acknowledgement only if its address is under the limit. Returns the lead's id.
 * The statement depends only on the table, the columns given and the e-mails, so it is
 * built once and kept as a named prepared statement: later leads skip both drizzle's
 * query building and PostgreSQL's parsing and planning.
 */
async function insertLeadWithMail(
  db: Database | Tx,
  table: LeadTable,
  values: Record<string, unknown>,
  mail: QueuedMail[],
  ack: Acknowledgement | undefined,
): Promise<string | undefined> {
  const columns = Object.keys(values).sort();
  const params: Record<string, unknown> = { ...values };
  mail.forEach(({ kind, message }, index) => {
    params[`mail${index}Kind`] = kind;
    params[`mail${index}Payload`] = JSON.stringify(message);
  });
  if (ack) {
    // Counted per mailbox, not per spelling: `name+1@` … `name+9@` reach one inbox.
    params.ackAddress = mailboxKey(ack.address);
    params.ackLimit = ack.limitPerAddress;
    params.ackPayload = JSON.stringify(ack.message);
  }
  const rows = await leadInsertStatement(
    db,
    table,
    columns,
    mail.length,
    ack !== undefined,
  ).execute(params);
  return rows[0]?.id;
}

type LeadInsertStatement = {
  execute(params: Record<string, unknown>): Promise<{ id: string }[]>;
};
const statementsByDatabase = new WeakMap<
  Database | Tx,
  Map<string, LeadInsertStatement>
>();

function leadInsertStatement(
  db: Database | Tx,
  leadTable: LeadTable,
  columns: string[],
  mailCount: number,
  withAck: boolean,
): LeadInsertStatement {
  const name = `insert_${getTableName(leadTable)}_${mailCount}${withAck ? "_ack" : ""}_${shortHash(columns.join(","))}`;
  const cache =
    statementsByDatabase.get(db) ?? new Map<string, LeadInsertStatement>();
  statementsByDatabase.set(db, cache);
  const cached = cache.get(name);
  if (cached) return cached;

  // The four lead tables share these columns; TypeScript cannot see that through the union.
  const table = leadTable as typeof blueprintLeads;
  const insertRow = db
    .insert(table)
    .values(
      Object.fromEntries(
        columns.map((column) => [column, sql.placeholder(column)]),
      ) as never,
    )
    .onConflictDoNothing({ target: table.idempotencyKey })
    .returning({ id: table.id });
  let statement: LeadInsertStatement;
  if (mailCount === 0 && !withAck) {
    statement = insertRow.prepare(name);
  } else {
    const lead = db.$with("new_lead").as(insertRow);
    const newLead = sql.identifier("new_lead");
    const mailSelects = [];
    if (mailCount > 0) {
      const mailRows = sql.join(
        Array.from(
          { length: mailCount },
          (_, index) =>
            sql`(${sql.placeholder(`mail${index}Kind`)}::text, ${sql.placeholder(`mail${index}Payload`)}::jsonb)`,
        ),
        sql`, `,
      );
      mailSelects.push(
        sql`select mail.kind, mail.payload from ${newLead} cross join (values ${mailRows}) as mail (kind, payload)`,
      );
    }
    const ackGrant = withAck ? acknowledgementGrant(db, newLead) : undefined;
    if (ackGrant) {
      mailSelects.push(
        sql`select ${sql.raw(`'${ACKNOWLEDGEMENT_KIND}'`)}::text, ${sql.placeholder("ackPayload")}::jsonb from ${sql.identifier("ack_granted")}`,
      );
    }
    const queuedMail = db
      .$with("queued_mail", { queued: sql<number>`queued` })
      .as(
        sql`insert into ${outbox} (${sql.identifier(outbox.kind.name)}, ${sql.identifier(outbox.payload.name)})
        ${sql.join(mailSelects, sql` union all `)}
        returning 1 as queued`,
      );
    statement = db
      .with(...(ackGrant ? [lead, ackGrant, queuedMail] : [lead, queuedMail]))
      .select({ id: lead.id })
      .from(lead)
      .prepare(name);
  }
  cache.set(name, statement);
  return statement;
}

/**
 * `ack_granted`: one row when the new lead's address may have its acknowledgement. The
 * upsert keeps the address's queue times of the last 24 hours and appends now() only while
 * there are fewer than the limit; otherwise its WHERE fails and it returns nothing. Two
 * leads for one address at once (any instance) meet at the row lock of the upsert, and the
 * second sees the first's update, so the limit holds without a separate lock.
 */
function acknowledgementGrant(
  db: Database | Tx,
  newLead: ReturnType<typeof sql.identifier>,
) {
  const quota = acknowledgementQuota;
  const address = sql.identifier(quota.address.name);
  const queuedAt = sql.identifier(quota.queuedAt.name);
  const recent = sql`(select t from unnest(${quota}.${queuedAt}) as t where t > now() - interval '24 hours')`;
  return db.$with("ack_granted", { granted: sql<number>`granted` }).as(
    sql`insert into ${quota} (${address}, ${queuedAt})
      select ${sql.placeholder("ackAddress")}::text, array[now()] from ${newLead} where ${sql.placeholder("ackLimit")}::int > 0
      on conflict (${address}) do update set ${queuedAt} = array${recent} || now()
      where (select count(*) from ${recent} as recent) < ${sql.placeholder("ackLimit")}::int
      returning 1 as granted`,
  );
}

function shortHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
