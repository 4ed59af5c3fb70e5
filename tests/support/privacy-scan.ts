import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { StoredFileMissingError } from "~/server/storage/file-store.server";
import type { S3FileStore } from "~/server/storage/s3-file-store.server";
import { rowsOf } from "./sql-rows";

/**
 * Where a person's identifiers are left in the database: every text, varchar, text[] and jsonb
 * column of every public table (read from information_schema, so a table added tomorrow is
 * scanned too), as "table:key" — the row's id, or its first column when it has none.
 */
export async function scanForText(
  db: Database,
  needles: readonly string[],
): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
      order by c.table_name, c.column_name`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", coalesce(
        max(column_name) filter (where column_name = 'id'),
        min(column_name) filter (where ordinal_position = 1)) as "column"
      from information_schema.columns where table_schema = 'public' group by table_name`,
  );
  const keyOf = new Map(keys.map((row) => [row.table, row.column]));
  const hits = new Set<string>();
  for (const { table, column } of columns) {
    const matches = sql.join(
      needles.map(
        (needle) =>
          sql`(strpos(${sql.identifier(column)}::text, ${needle}) > 0 or strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0)`,
      ),
      sql` or `,
    );
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`select ${sql.identifier(keyOf.get(table) ?? column)}::text as key from ${sql.identifier(table)} where ${matches}`,
    );
    for (const row of rows) hits.add(`${table}:${row.key}`);
  }
  return [...hits].sort();
}

/** A fingerprint of every public table's rows: equal before and after means nothing changed. */
export async function databaseFingerprint(
  db: Database,
): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table: string }>(
    db,
    sql`select table_name as "table" from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { table } of tables) {
    const [row] = await rowsOf<{ print: string | null; n: number }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print, count(*)::int as n
        from ${sql.identifier(table)} t`,
    );
    prints[table] = `${row?.n}:${row?.print}`;
  }
  return prints;
}

/** An S3 store in memory: the objects the erasure must remove after its commit. */
export function memoryS3Store(): S3FileStore & {
  objects: Map<string, Uint8Array>;
} {
  const objects = new Map<string, Uint8Array>();
  const name = (ref: { bucket: string; key: string }) =>
    `${ref.bucket}/${ref.key}`;
  const store = {
    kind: "s3" as const,
    bucket: "memory",
    objects,
    async put(file: { bucket: string; key: string }, bytes: Uint8Array) {
      objects.set(name(file), bytes);
      return { storage: "s3" as const, content: null };
    },
    async read(ref: {
      storage: "s3" | "database";
      bucket: string;
      key: string;
    }) {
      const bytes = objects.get(name(ref));
      if (!bytes) throw new StoredFileMissingError(ref);
      return Buffer.from(bytes);
    },
    async stream(ref: {
      storage: "s3" | "database";
      bucket: string;
      key: string;
      content: Uint8Array | null;
    }) {
      return Readable.from([await store.read(ref)]);
    },
    async remove(ref: { bucket: string; key: string }) {
      objects.delete(name(ref));
    },
    async check() {},
    close() {},
  };
  return store;
}
