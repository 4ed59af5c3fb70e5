import { once } from "node:events";
import type { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.server";
import { appliedMigrationCount } from "../migrations.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveHeader,
  type ArchiveRow,
} from "./archive-format.server";
import {
  appTablesInDependencyOrder,
  type TableInfo,
} from "./table-graph.server";

/** The table whose rows carry a file's bytes, and the column that holds them in the database. */
export const STORED_FILES_TABLE = "stored_files";
export const STORED_FILE_CONTENT_COLUMN = "content";
const BATCH_ROWS = 200;

/**
 * Where a stored file's bytes are when its row does not hold them (an S3-backed database):
 * the export asks for them so the file it writes is complete on its own.
 */
export type StoredFileBytesReader = (
  row: Record<string, unknown>,
) => Promise<Buffer>;

export type ExportSummary = {
  tables: { name: string; rows: number }[];
  files: number;
  fileBytes: number;
};

async function rows<T>(
  db: Database | Transaction,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, "drain");
}

/**
 * Writes every row of the app's tables to `out` (not closed here) from one consistent
 * snapshot: a repeatable-read, read-only transaction, so an export of a running PostgreSQL
 * server is a single moment of it.
 */
export async function exportDatabase(
  db: Database,
  out: Writable,
  readMissingBytes?: StoredFileBytesReader,
): Promise<ExportSummary> {
  return db.transaction(
    async (tx) => {
      const tables = await appTablesInDependencyOrder(tx);
      // One after another: a transaction is one connection, which runs one query at a time.
      const counts: { name: string; rows: number }[] = [];
      for (const table of tables) {
        const [count] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
        );
        counts.push({ name: table.name, rows: Number(count?.n ?? 0) });
      }
      const header: ArchiveHeader = {
        kind: "header",
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exportedAt: new Date().toISOString(),
        migrations: await appliedMigrationCount(tx as unknown as Database),
        tables: counts,
      };
      await writeLine(out, header);
      let total = 0;
      const files = { count: 0, bytes: 0 };
      for (const table of tables) {
        total += await exportTable(tx, table, out, files, readMissingBytes);
      }
      await writeLine(out, { kind: "end", rows: total });
      return { tables: counts, files: files.count, fileBytes: files.bytes };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function exportTable(
  tx: Transaction,
  table: TableInfo,
  out: Writable,
  files: { count: number; bytes: number },
  readMissingBytes: StoredFileBytesReader | undefined,
): Promise<number> {
  const isFiles = table.name === STORED_FILES_TABLE;
  const order = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
  const orderBy = sql.join(
    order.map((column) => sql`${sql.identifier(column)}`),
    sql`, `,
  );
  // A cursor reads the table in batches: a table of a million leads never sits in memory whole.
  const cursor = `export_${table.name}`;
  const select = isFiles
    ? sql`select to_jsonb(t) - ${STORED_FILE_CONTENT_COLUMN} as row, t.${sql.identifier(STORED_FILE_CONTENT_COLUMN)} as bytes from ${sql.identifier(table.name)} t order by ${orderBy}`
    : sql`select to_jsonb(t) as row from ${sql.identifier(table.name)} t order by ${orderBy}`;
  await tx.execute(
    sql`declare ${sql.identifier(cursor)} no scroll cursor for ${select}`,
  );
  let written = 0;
  for (;;) {
    const batch = await rows<{
      row: Record<string, unknown>;
      bytes?: Buffer | null;
    }>(
      tx,
      sql`fetch ${sql.raw(String(BATCH_ROWS))} from ${sql.identifier(cursor)}`,
    );
    if (batch.length === 0) break;
    for (const { row, bytes } of batch) {
      const line: ArchiveRow = { kind: "row", table: table.name, row };
      if (isFiles) {
        const content =
          bytes ?? (readMissingBytes ? await readMissingBytes(row) : null);
        if (!content)
          throw new Error(
            `Stored file ${String(row.id)} has no bytes in the database and no other store was given to read them from`,
          );
        line.row[STORED_FILE_CONTENT_COLUMN] = null;
        line.file = content.toString("base64");
        files.count += 1;
        files.bytes += content.length;
      }
      await writeLine(out, line);
      written += 1;
    }
  }
  await tx.execute(sql`close ${sql.identifier(cursor)}`);
  return written;
}
