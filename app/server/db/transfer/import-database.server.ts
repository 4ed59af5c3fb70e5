import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { DatabaseConnection, Transaction } from "../client.server";
import { appliedMigrationCount } from "../migrations.server";
import {
  ArchiveError,
  parseArchiveLine,
  type ArchiveHeader,
  type ArchiveRow,
} from "./archive-format.server";
import {
  STORED_FILE_CONTENT_COLUMN,
  STORED_FILES_TABLE,
} from "./export-database.server";
import {
  appTablesInDependencyOrder,
  type TableInfo,
} from "./table-graph.server";

/**
 * Where an imported file's bytes go. The default keeps them in the row (the database store);
 * an S3 placer uploads them and says how the row must read instead. `discard` undoes every
 * placement when the import fails, so a failed import leaves no object behind.
 */
export type StoredFilePlacer = {
  place(
    row: Record<string, unknown>,
    bytes: Buffer,
  ): Promise<Record<string, unknown>>;
  discard(): Promise<void>;
};

export const keepBytesInDatabase: StoredFilePlacer = {
  async place(_row, bytes) {
    // An export of an S3-backed database has `storage: "s3"` rows: here they become database rows.
    return {
      storage: "database",
      [STORED_FILE_CONTENT_COLUMN]: `\\x${bytes.toString("hex")}`,
    };
  },
  async discard() {},
};

/** The target is not a place this import may write to: nothing was written. */
export class ImportRefusedError extends Error {}

export type ImportSummary = {
  tables: { name: string; rows: number }[];
  files: number;
  fileBytes: number;
};

const BATCH_ROWS = 200;
const BATCH_BYTES = 8 * 1024 * 1024;

async function rows<T>(
  tx: Transaction | DatabaseConnection["db"],
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Loads an export into an EMPTY database of the same release: migrates it, refuses if any of
 * the app's tables has a row, then inserts every row in one transaction — all or nothing —
 * and checks each table's count and each file's SHA-256 against the export before committing.
 */
export async function importDatabase(
  target: DatabaseConnection,
  input: Readable,
  placer: StoredFilePlacer = keepBytesInDatabase,
): Promise<ImportSummary> {
  await target.migrate();
  const tables = await appTablesInDependencyOrder(target.db);
  await refuseUnlessEmpty(target, tables);
  // readline reports an input error only if it happens after it starts listening: one that
  // happened while the checks above ran (a damaged gzip fails on its first bytes) is thrown here.
  if (input.errored) throw input.errored;
  const lines = createInterface({ input, crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const first = await lines.next();
  if (first.done) throw new ArchiveError("The export file is empty.");
  const header = parseArchiveLine(first.value, 1);
  if (header.kind !== "header")
    throw new ArchiveError(
      "The export file does not start with its header: it is not an export or is damaged.",
    );
  const unknown = header.tables.filter(
    (table) => !tables.some((known) => known.name === table.name),
  );
  if (unknown.length > 0)
    throw new ArchiveError(
      `The export has tables this release does not know: ${unknown.map((t) => t.name).join(", ")}.`,
    );
  const migrations = await appliedMigrationCount(target.db);
  if (header.migrations !== migrations) {
    throw new ImportRefusedError(
      `The export was made by a release with ${header.migrations} database migrations; this one has ${migrations}. ` +
        "Export and import with the same release (upgrade the old installation first, or import with the release that exported).",
    );
  }
  try {
    return await target.db.transaction(async (tx) => {
      for (const table of tables)
        await tx.execute(
          sql`alter table ${sql.identifier(table.name)} disable trigger user`,
        );
      // Triggers off: the rows arrive exactly as they were (the lead inbox rows and counts the
      // triggers once made are in the export), and nothing is derived twice.
      const summary = await insertRows(tx, tables, header, lines, placer);
      await restartIdentities(tx);
      for (const table of tables)
        await tx.execute(
          sql`alter table ${sql.identifier(table.name)} enable trigger user`,
        );
      await verifyCounts(tx, header);
      return summary;
    });
  } catch (error) {
    await placer.discard();
    throw error;
  }
}

/**
 * Each identity column's sequence continues after the highest imported value, so the app's next
 * insert does not collide with an imported row.
 */
async function restartIdentities(tx: Transaction): Promise<void> {
  const identities = await rows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of identities)
    await tx.execute(
      sql`select setval(
            pg_get_serial_sequence(${`"${table}"`}, ${column}),
            coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
            false)`,
    );
}

async function refuseUnlessEmpty(
  target: DatabaseConnection,
  tables: TableInfo[],
): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [found] = await rows<{ any: boolean }>(
      target.db,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as any`,
    );
    if (found?.any) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new ImportRefusedError(
      `The target database already has data (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""}). ` +
        "Import into a new, empty database, before the app is first started on it (a start seeds it).",
    );
  }
}

async function insertRows(
  tx: Transaction,
  tables: TableInfo[],
  header: ArchiveHeader,
  lines: AsyncIterator<string>,
  placer: StoredFilePlacer,
): Promise<ImportSummary> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const position = new Map(tables.map((table, index) => [table.name, index]));
  const batch = {
    table: undefined as TableInfo | undefined,
    rows: [] as Record<string, unknown>[],
    bytes: 0,
  };
  const files = { count: 0, bytes: 0 };
  let lineNumber = 1;
  let lastPosition = -1;
  let seen = 0;
  const flush = async () => {
    if (!batch.table || batch.rows.length === 0) return;
    const columns = sql.join(
      batch.table.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    await tx.execute(
      // An identity column (analytics_events.id) takes the exported value, not a new one.
      sql`insert into ${sql.identifier(batch.table.name)} (${columns}) overriding system value
          select ${columns} from jsonb_populate_recordset(null::${sql.identifier(batch.table.name)}, ${JSON.stringify(batch.rows)}::jsonb)`,
    );
    batch.rows = [];
    batch.bytes = 0;
  };
  for (;;) {
    const next = await lines.next();
    if (next.done)
      throw new ArchiveError(
        "The export file ends early (no end line): it was truncated. Nothing was imported.",
      );
    lineNumber += 1;
    const line = parseArchiveLine(next.value, lineNumber);
    if (line.kind === "header")
      throw new ArchiveError(
        `Line ${lineNumber} is a second header: the file is damaged.`,
      );
    if (line.kind === "end") {
      if (line.rows !== seen)
        throw new ArchiveError(
          `The export says it holds ${line.rows} rows but has ${seen}: the file is damaged.`,
        );
      await flush();
      break;
    }
    const table = byName.get(line.table);
    const at = position.get(line.table) ?? -1;
    if (!table)
      throw new ArchiveError(
        `Line ${lineNumber} names a table this release does not have: ${line.table}.`,
      );
    if (at < lastPosition)
      throw new ArchiveError(
        `Line ${lineNumber}: table ${line.table} comes after its dependants: the file is damaged.`,
      );
    if (batch.table !== table) await flush();
    batch.table = table;
    lastPosition = at;
    const row =
      table.name === STORED_FILES_TABLE
        ? await placeFile(line, lineNumber, placer, files)
        : line.row;
    batch.rows.push(row);
    batch.bytes += next.value.length;
    seen += 1;
    if (batch.rows.length >= BATCH_ROWS || batch.bytes >= BATCH_BYTES)
      await flush();
  }
  return { tables: header.tables, files: files.count, fileBytes: files.bytes };
}

async function placeFile(
  line: ArchiveRow,
  lineNumber: number,
  placer: StoredFilePlacer,
  files: { count: number; bytes: number },
) {
  if (line.file === undefined)
    throw new ArchiveError(
      `Line ${lineNumber}: stored file ${String(line.row.id)} has no bytes: the file is damaged.`,
    );
  const bytes = Buffer.from(line.file, "base64");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== line.row.sha256) {
    throw new ArchiveError(
      `Line ${lineNumber}: stored file ${String(line.row.id)} does not match its SHA-256: the file is damaged. Nothing was imported.`,
    );
  }
  files.count += 1;
  files.bytes += bytes.length;
  return { ...line.row, ...(await placer.place(line.row, bytes)) };
}

async function verifyCounts(
  tx: Transaction,
  header: ArchiveHeader,
): Promise<void> {
  for (const expected of header.tables) {
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(expected.name)}`,
    );
    if (Number(count?.n) !== expected.rows) {
      throw new ArchiveError(
        `Table ${expected.name} has ${count?.n} rows after the import but the export counted ${expected.rows}. Nothing was imported.`,
      );
    }
  }
}
