// The operator's commands that move a database: `npm run db:export` and `npm run db:import`
// (docs/operations.md, "Moving an embedded database to PostgreSQL (and S3)"). Export reads the server's
// database; import writes a new PostgreSQL database (and S3 bucket, when configured).
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { openDatabase } from "../app/server/db/client.server";
import { ArchiveError } from "../app/server/db/transfer/archive-format.server";
import { exportDatabase } from "../app/server/db/transfer/export-database.server";
import {
  importDatabase,
  ImportRefusedError,
  keepBytesInDatabase,
  type ImportSummary,
} from "../app/server/db/transfer/import-database.server";
import {
  s3BytesReader,
  s3FilePlacer,
} from "../app/server/db/transfer/s3-file-placer.server";
import { createS3FileStore } from "../app/server/storage/s3-file-store.server";
import { EnvError, parseEnv, type Env } from "../app/server/env.server";
import { parseTransferArgs, type TransferCommand } from "./db-transfer-args";
import { OperatorError, openServerDatabase } from "./server-database";

const NOT_GZIP =
  "The file is not a gzipped export (or it is damaged). Nothing was imported.";

function startsLikeGzip(file: string): boolean {
  const handle = fs.openSync(file, "r");
  try {
    const magic = Buffer.alloc(2);
    return (
      fs.readSync(handle, magic, 0, 2, 0) === 2 &&
      magic[0] === 0x1f &&
      magic[1] === 0x8b
    );
  } finally {
    fs.closeSync(handle);
  }
}

const print = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

function printTables(summary: {
  tables: { name: string; rows: number }[];
  files: number;
  fileBytes: number;
}): void {
  const width = Math.max(...summary.tables.map((table) => table.name.length));
  for (const table of summary.tables)
    print(`  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)}`);
  print(
    `  ${summary.tables.reduce((sum, table) => sum + table.rows, 0)} rows; ${summary.files} files, ${summary.fileBytes} bytes.`,
  );
}

async function runExport(
  env: Env,
  command: Extract<TransferCommand, { kind: "export" }>,
): Promise<void> {
  if (fs.existsSync(command.out) && !command.force)
    throw new OperatorError(
      `${command.out} exists: choose another --out, or add --force to overwrite it.`,
    );
  const database = await openServerDatabase(
    env,
    "stop the server, export, then start it again.",
  );
  // Written beside the target and renamed at the end: a failed export never leaves a file
  // with the final name that looks complete.
  const partial = `${command.out}.partial`;
  try {
    const gzip = createGzip();
    const written = pipeline(
      gzip,
      fs.createWriteStream(partial, { flags: "w", mode: 0o600 }),
    );
    // Rows whose bytes are on S3 (S3_* set) are read from there: the export holds every file.
    const s3 = env.s3 ? createS3FileStore(env.s3) : null;
    const summary = await exportDatabase(
      database.db,
      gzip,
      s3 ? s3BytesReader(s3) : undefined,
    ).finally(() => s3?.close());
    gzip.end();
    await written;
    fs.renameSync(partial, command.out);
    print(
      `Exported the ${database.kind === "pglite" ? `embedded database in ${env.dataDir}` : "PostgreSQL database"} to ${command.out}:`,
    );
    printTables(summary);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

async function runImport(
  env: Env,
  command: Extract<TransferCommand, { kind: "import" }>,
): Promise<void> {
  if (!env.databaseUrl) {
    throw new OperatorError(
      "db:import writes into PostgreSQL: set DATABASE_URL to the new, empty database, e.g. DATABASE_URL=postgres://kestrel@db.internal:5432/kestrel npm run db:import -- export.jsonl.gz",
    );
  }
  if (!fs.existsSync(command.file))
    throw new OperatorError(`There is no file ${command.file}.`);
  // Checked before anything is opened: a plain or foreign file is refused with one sentence.
  if (!startsLikeGzip(command.file)) throw new OperatorError(NOT_GZIP);
  const timeouts = { connectMs: env.dbConnectTimeoutMs, statementMs: 0 };
  const database = await openDatabase({
    kind: "postgres",
    url: env.databaseUrl,
    timeouts,
  });
  // A stream error with no listener would kill the process with a stack trace: it is kept
  // here and reported instead of whatever the import saw (a truncated archive, usually).
  let streamError: Error | undefined;
  const gunzip = createGunzip().on("error", (error) => (streamError ??= error));
  fs.createReadStream(command.file)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  // With S3_* set, the files go to the bucket (the rows say so); otherwise into the database.
  const s3 = env.s3 ? createS3FileStore(env.s3) : null;
  const placer = s3
    ? s3FilePlacer(s3, (key) =>
        complain(
          `Could not delete ${key} from the bucket after the failed import: delete it by hand.`,
        ),
      )
    : keepBytesInDatabase;
  let summary: ImportSummary;
  try {
    summary = await importDatabase(database, gunzip, placer);
  } catch (error) {
    throw streamError ?? error;
  } finally {
    gunzip.destroy();
    s3?.close();
    await database.close();
  }
  print(
    `Imported ${command.file} into the PostgreSQL database${s3 ? ` (files into the S3 bucket ${s3.bucket})` : ""}:`,
  );
  printTables(summary);
}

async function main(
  kind: "export" | "import",
  argv: string[],
): Promise<number> {
  const parsed = parseTransferArgs(kind, argv);
  if (!parsed.ok) {
    complain(parsed.error);
    return 1;
  }
  const { command } = parsed;
  if (command.kind === "help") {
    print(command.text);
    return 0;
  }
  try {
    const env = parseEnv(process.env);
    await (command.kind === "export"
      ? runExport(env, command)
      : runImport(env, command));
    return 0;
  } catch (error) {
    if (error instanceof EnvError) complain(error.problems.join("\n"));
    else if (error instanceof ArchiveError)
      // The import is one transaction: a damaged line leaves the database as it was.
      complain(
        command.kind === "import"
          ? `${error.message} Nothing was imported.`
          : error.message,
      );
    else if (
      error instanceof OperatorError ||
      error instanceof ImportRefusedError
    )
      complain(error.message);
    else if (
      (error as { code?: string }).code === "Z_DATA_ERROR" ||
      (error as { code?: string }).code === "Z_BUF_ERROR"
    ) {
      complain(NOT_GZIP);
    } else
      complain(
        `The command failed: ${(error as Error).message ?? String(error)}`,
      );
    return 1;
  }
}

const [kind, ...rest] = process.argv.slice(2);
if (kind !== "export" && kind !== "import") {
  complain(
    "Usage: tsx scripts/db-transfer.ts export|import [options] (npm run db:export / npm run db:import)",
  );
  process.exitCode = 1;
} else {
  process.exitCode = await main(kind, rest);
}
