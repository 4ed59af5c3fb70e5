import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.server";

/** What a move needs to know of one of the app's tables, read from the catalog. */
export type TableInfo = {
  name: string;
  /** Columns a row can be written with: generated columns are left for PostgreSQL to compute. */
  columns: string[];
  /** Primary key columns: the export reads in this order, so two exports of one database are equal. */
  primaryKey: string[];
};

type Queryable = Database | Transaction;

async function rows<T>(
  db: Queryable,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table of the app's schema, parents before children (by their foreign keys), so an
 * import that inserts in this order never names a row that is not there yet. Read from the
 * catalog rather than listed by hand: a table a later migration adds is moved without a
 * change here.
 */
export async function appTablesInDependencyOrder(
  db: Queryable,
): Promise<TableInfo[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await rows<{
    table: string;
    column: string;
    generated: boolean;
  }>(
    db,
    sql`select c.relname as table, a.attname as column, a.attgenerated <> '' as generated
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join lateral unnest(k.conkey) with ordinality as u(attnum, position) on true
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
        where k.contype = 'p' and c.relnamespace = 'public'::regnamespace
        order by c.relname, u.position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const infos = tables.map(({ name }) => ({
    name,
    columns: columns
      .filter((c) => c.table === name && !c.generated)
      .map((c) => c.column),
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
  }));
  return orderByDependencies(
    infos,
    references.map((r) => [r.child, r.parent] as const),
  );
}

/** Kahn's algorithm, alphabetical among equals; a cycle is a schema this move cannot handle. */
export function orderByDependencies<T extends { name: string }>(
  tables: T[],
  childParent: ReadonlyArray<readonly [string, string]>,
): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const waitingOn = new Map(
    tables.map((table) => [table.name, new Set<string>()]),
  );
  for (const [child, parent] of childParent) {
    if (byName.has(child) && byName.has(parent))
      waitingOn.get(child)?.add(parent);
  }
  const ordered: T[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn]
      .filter(([, parents]) => parents.size === 0)
      .map(([name]) => name)
      .sort();
    if (ready.length === 0)
      throw new Error(
        `The tables ${[...waitingOn.keys()].join(", ")} reference each other in a cycle`,
      );
    for (const name of ready) {
      waitingOn.delete(name);
      ordered.push(byName.get(name) as T);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return ordered;
}
