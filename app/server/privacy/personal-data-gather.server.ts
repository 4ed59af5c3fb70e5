import { sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import {
  PERSONAL_DATA_SOURCES,
  type PersonalDataSource,
  type SourceId,
} from "./personal-data-registry.server";

/**
 * One person's rows in every source of the registry, found as each entry says (by address, by
 * portal user, through a parent entry's rows, by mention). Secrets are removed in SQL, so a
 * password hash or a token never reaches this process's memory as part of an export.
 */

export type PersonKey = {
  /** The address, lower-cased. */
  emailKey: string;
  /** The portal user the request names, if any (its address may differ from the request's). */
  userId: string | null;
};

export type Row = Record<string, unknown>;

export type GatheredSource = { source: PersonalDataSource; rows: Row[] };

type Queryable = Database | Transaction;

function column(name: string): SQL {
  return sql`t.${sql.identifier(name)}`;
}

function inList(name: string, values: Iterable<string>): SQL | null {
  const list = [...new Set(values)];
  if (list.length === 0) return null;
  return sql`${column(name)}::text in (${sql.join(
    list.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** The ids of every row found so far: what the audit log's entity_id may name. */
function foundIds(found: Map<SourceId, Row[]>): string[] {
  const ids: string[] = [];
  for (const rows of found.values())
    for (const row of rows)
      if (typeof row.id === "string" && row.id) ids.push(row.id);
  return ids;
}

function whereOf(
  source: PersonalDataSource,
  person: PersonKey,
  found: Map<SourceId, Row[]>,
): SQL | null {
  const clauses: SQL[] = [];
  for (const lookup of source.lookups) {
    let clause: SQL | null = null;
    if (lookup.by === "email")
      clause = sql`lower(${column(lookup.column)}) = ${person.emailKey}`;
    else if (lookup.by === "user")
      clause = person.userId
        ? sql`${column(lookup.column)} = ${person.userId}`
        : null;
    else if (lookup.by === "parent")
      clause = inList(
        lookup.column,
        (found.get(lookup.source) ?? [])
          .map((row) => row[lookup.parentColumn])
          .filter((value) => value !== null && value !== undefined)
          .map(String),
      );
    else if (lookup.by === "mention")
      // position(), not LIKE: an address may hold `_` or `%`.
      clause = sql`position(${person.emailKey} in lower(${column(lookup.column)}::text)) > 0`;
    else clause = inList(lookup.column, foundIds(found));
    if (clause) clauses.push(clause);
  }
  if (clauses.length === 0) return null;
  return sql.join(clauses, sql` or `);
}

/** A stable order for exports and golden tests: oldest first, then by id. */
function byTimeThenId(a: Row, b: Row): number {
  const key = (row: Row) =>
    `${String(row.created_at ?? row.updated_at ?? "")}|${String(row.id ?? JSON.stringify(row))}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

export async function gatherPersonalData(
  db: Queryable,
  person: PersonKey,
): Promise<GatheredSource[]> {
  const found = new Map<SourceId, Row[]>();
  const gathered: GatheredSource[] = [];
  for (const source of PERSONAL_DATA_SOURCES) {
    const where = source.unlinkable ? null : whereOf(source, person, found);
    let rows: Row[] = [];
    if (where) {
      const secrets = sql.join(
        (source.secret ?? []).map((name) => sql`${name}`),
        sql`, `,
      );
      const result = (await db.execute(
        sql`select to_jsonb(t) - array[${secrets}]::text[] as "row" from ${sql.identifier(source.table)} t where ${where}`,
      )) as unknown as { rows: Array<{ row: Row | string }> };
      rows = result.rows
        .map(({ row }) => (typeof row === "string" ? JSON.parse(row) : row))
        .sort(byTimeThenId);
    }
    found.set(source.id, rows);
    gathered.push({ source, rows });
  }
  return gathered;
}

/**
 * The names and addresses of staff (admins, editors, meeting hosts, audited actors): an export
 * shows each of them as "staff" wherever they appear in text, never the person. The person's
 * own name and address are left out, should they be staff themselves.
 */
export async function staffIdentities(
  db: Queryable,
  person: { emailKey: string; names: string[] },
): Promise<string[]> {
  const result = (await db.execute(sql`
    select p.email as value from profiles p where p.role in ('admin', 'editor')
    union select p.full_name from profiles p where p.role in ('admin', 'editor') and p.full_name is not null
    union select u.name from "user" u join profiles p on p.user_id = u.id where p.role in ('admin', 'editor')
    union select u.email from "user" u join profiles p on p.user_id = u.id where p.role in ('admin', 'editor')
    union select h.display_name from booking_hosts h
    union select h.email from booking_hosts h
    union select a.email from audit_log_actors a
  `)) as unknown as { rows: Array<{ value: string | null }> };
  const own = new Set(
    [person.emailKey, ...person.names].map((value) => value.toLowerCase()),
  );
  return [
    ...new Set(
      result.rows
        .map((row) => row.value?.trim() ?? "")
        // A two-letter name would blank ordinary words: only real names and addresses.
        .filter((value) => value.length >= 4 && !own.has(value.toLowerCase())),
    ),
  ].sort((a, b) => b.length - a.length);
}
