import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { contactRequests, leadCounts, leads } from "~/server/db/schema.server";
import { seedDemoAccounts } from "~/server/sample-data/sample-accounts.server";
import { seedDatabase } from "~/server/sample-data/seed.server";
import { ArchiveError } from "~/server/db/transfer/archive-format.server";
import {
  importDatabase,
  ImportRefusedError,
} from "~/server/db/transfer/import-database.server";
import { appTablesInDependencyOrder } from "~/server/db/transfer/table-graph.server";
import { s3FilePlacer } from "~/server/db/transfer/s3-file-placer.server";
import { StoredFileMissingError } from "~/server/storage/file-store.server";
import {
  createS3FileStore,
  type S3FileStore,
} from "~/server/storage/s3-file-store.server";
import { startSwiftS3, type SwiftS3 } from "../support/swift-s3";
import {
  DB_TRANSFER_ENTRY,
  PROJECT_ROOT,
  requireBuild,
  SHORT_LIVED_NODE_FLAGS,
  tempDataDir,
} from "../support/server-process";
import {
  createPostgresDatabase,
  openTestDatabase,
  testDbKind,
} from "../support/test-database";

/** `npm run db:export` / `db:import` as an operator runs them: a separate process. */
function runTransfer(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [...SHORT_LIVED_NODE_FLAGS, DB_TRANSFER_ENTRY, ...args],
    {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    // "close": every line the command wrote has been read (at "exit" some may not have).
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

type Rows = (
  db: DatabaseConnection["db"],
  query: ReturnType<typeof sql>,
) => Promise<Record<string, unknown>[]>;
const rows: Rows = async (db, query) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
    .rows;

/** Every row of every app table, as PostgreSQL spells it, in primary-key order. */
async function snapshot(
  connection: DatabaseConnection,
): Promise<Record<string, string[]>> {
  const tables = await appTablesInDependencyOrder(connection.db);
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const order = sql.join(
      table.primaryKey.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const found = await rows(
      connection.db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table.name)} t order by ${order}`,
    );
    // Only the columns an import writes: a generated column is the target's own derivation
    // (search_vector uses the target server's stemmers, which differ between PostgreSQL
    // versions). Sorted here, not by the servers' collations, which may differ too.
    result[table.name] = found
      .map((row) => {
        const values = JSON.parse(String(row.row)) as Record<string, unknown>;
        return JSON.stringify(
          Object.fromEntries(
            table.columns.map((column) => [column, values[column]]),
          ),
        );
      })
      .sort();
  }
  return result;
}

let workDir: string;
let sourceDir: string;
let exportFile: string;
let exportLines: string[];
let source: Record<string, string[]>;

beforeAll(async () => {
  requireBuild();
  workDir = tempDataDir();
  sourceDir = path.join(workDir, "source");
  // The embedded database as a local run leaves it: migrated, seeded, with demo accounts.
  const embedded = await openDatabase({ kind: "pglite", dataDir: sourceDir });
  try {
    await embedded.migrate();
    await seedDatabase(embedded.db, { includeDemo: true });
    await seedDemoAccounts(embedded.db);
    source = await snapshot(embedded);
  } finally {
    await embedded.close();
  }
  exportFile = path.join(workDir, "site.jsonl.gz");
  const exported = await runTransfer(["export", "--out", exportFile], {
    DATA_DIR: sourceDir,
  });
  expect(exported.stderr).toBe("");
  expect(exported.code).toBe(0);
  exportLines = gunzipSync(fs.readFileSync(exportFile))
    .toString("utf8")
    .trimEnd()
    .split("\n");
});

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * A target with no app rows: a new database, or one already `migrated` (what the import's first
 * step leaves a new database as; the whole import from a new database is proven below).
 */
async function withEmptyTarget<T>(
  work: (target: DatabaseConnection) => Promise<T>,
  state: "empty" | "migrated" = "empty",
): Promise<T> {
  const { connection, cleanup } = await openTestDatabase(state);
  try {
    return await work(connection);
  } finally {
    await cleanup();
  }
}

const linesStream = (lines: string[]) =>
  Readable.from([`${lines.join("\n")}\n`]);

async function appRowCount(target: DatabaseConnection): Promise<number> {
  let total = 0;
  for (const table of await appTablesInDependencyOrder(target.db)) {
    const [count] = await rows(
      target.db,
      sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
    );
    total += Number(count?.n);
  }
  return total;
}

describe(`db:export from the embedded database, db:import into ${testDbKind()}`, () => {
  it("export writes one file (no partial left behind) and says what it holds", () => {
    expect(fs.existsSync(exportFile)).toBe(true);
    expect(fs.existsSync(`${exportFile}.partial`)).toBe(false);
    const header = JSON.parse(exportLines[0]!) as {
      tables: { name: string; rows: number }[];
      migrations: number;
    };
    expect(header.migrations).toBeGreaterThan(0);
    expect(
      header.tables.find((t) => t.name === "stored_files")?.rows,
    ).toBeGreaterThan(0);
    expect(JSON.parse(exportLines.at(-1)!)).toEqual({
      kind: "end",
      rows: exportLines.length - 2,
    });
  });

  it("import reproduces every row of every table exactly, files included, and the app's triggers work again", async () => {
    await withEmptyTarget(async (target) => {
      const summary = await importDatabase(target, linesStream(exportLines));
      expect(summary.files).toBe(source.stored_files?.length);
      expect(await snapshot(target)).toEqual(source);
      const [bytes] = await rows(
        target.db,
        sql`select count(*)::int as n from stored_files where sha256 = encode(sha256(content), 'hex')`,
      );
      expect(Number(bytes?.n)).toBe(source.stored_files?.length);
      // Triggers were off for the copy and are on again: a new submission reaches the inbox and its counts.
      const before = await target.db.select().from(leads);
      await target.db.insert(contactRequests).values({
        firstName: "Ilse",
        lastName: "Brandt",
        email: "ilse@example.org",
        company: "Port Authority",
        interest: "data-platforms",
        message: "After the move.",
      });
      expect((await target.db.select().from(leads)).length).toBe(
        before.length + 1,
      );
      const counts = await target.db.select().from(leadCounts);
      expect(counts.reduce((sum, row) => sum + Number(row.count), 0)).toBe(
        before.length + 1,
      );
    });
  });

  it("refuses a database that already has data, and writes nothing", async () => {
    // Migrated and seeded with the content every environment seeds (the template of that state).
    const { connection: target, cleanup } = await openTestDatabase("content");
    try {
      const before = await appRowCount(target);
      expect(before).toBeGreaterThan(0);
      await expect(
        importDatabase(target, linesStream(exportLines)),
      ).rejects.toThrow(ImportRefusedError);
      await expect(
        importDatabase(target, linesStream(exportLines)),
      ).rejects.toThrow(/already has data \(.*capabilities/);
      expect(await appRowCount(target)).toBe(before);
    } finally {
      await cleanup();
    }
  });

  it("refuses a damaged or foreign file and leaves the target empty: truncated, tampered bytes, another release", async () => {
    const fileLine = exportLines.findIndex((line) =>
      line.includes('"table":"stored_files"'),
    );
    const tampered = [...exportLines];
    const fileRow = JSON.parse(tampered[fileLine]!) as { file: string };
    fileRow.file = Buffer.from("not the résumé that was uploaded").toString(
      "base64",
    );
    tampered[fileLine] = JSON.stringify(fileRow);
    const header = JSON.parse(exportLines[0]!) as { migrations: number };
    const otherRelease = [
      JSON.stringify({ ...header, migrations: header.migrations - 1 }),
      ...exportLines.slice(1),
    ];
    const cases: [
      string[],
      RegExp,
      typeof ArchiveError | typeof ImportRefusedError,
    ][] = [
      [
        exportLines.slice(0, -1),
        /ends early \(no end line\): it was truncated/,
        ArchiveError,
      ],
      [
        exportLines.slice(0, -40).concat(exportLines.at(-1)!),
        /says it holds \d+ rows but has \d+/,
        ArchiveError,
      ],
      [tampered, /does not match its SHA-256/, ArchiveError],
      [
        otherRelease,
        /made by a release with \d+ database migrations; this one has \d+/,
        ImportRefusedError,
      ],
      [["{}"], /not a kestrel-database-export version 1/, ArchiveError],
    ];
    // One target for every case: each must leave it with no app rows, which is checked after
    // each, so the next case starts from the same empty target a new copy would be. Migrated
    // already: each case's refusal is the subject, not the migrations (about 2 s of CPU each on
    // PGlite), which the import of a new database above runs.
    await withEmptyTarget(async (target) => {
      for (const [lines, message, kind] of cases) {
        const attempt = importDatabase(target, linesStream(lines));
        await expect(attempt).rejects.toThrow(kind);
        await expect(attempt).rejects.toThrow(message);
        expect(await appRowCount(target), String(message)).toBe(0);
      }
    }, "migrated");
  });

  it("the import command needs DATABASE_URL and says so", async () => {
    const result = await runTransfer(["import", exportFile], {
      DATA_DIR: path.join(workDir, "other"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /db:import writes into PostgreSQL: set DATABASE_URL/,
    );
  });

  it.skipIf(testDbKind() !== "postgres")(
    "the import command loads the file into a new PostgreSQL database, and refuses a second time",
    async () => {
      const database = await createPostgresDatabase();
      try {
        const first = await runTransfer(["import", exportFile], {
          DATABASE_URL: database.url,
        });
        expect(first.stderr).toBe("");
        expect(first.code).toBe(0);
        expect(first.stdout).toMatch(
          /Imported .* into the PostgreSQL database:[\s\S]*stored_files/,
        );
        const target = await openDatabase({
          kind: "postgres",
          url: database.url,
        });
        try {
          expect(await snapshot(target)).toEqual(source);
        } finally {
          await target.close();
        }
        const again = await runTransfer(["import", exportFile], {
          DATABASE_URL: database.url,
        });
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/already has data/);
        const notGzip = path.join(workDir, "plain.txt");
        fs.writeFileSync(notGzip, exportLines.join("\n"));
        const plain = await runTransfer(["import", notGzip], {
          DATABASE_URL: database.url,
        });
        expect(plain.code).toBe(1);
        expect(plain.stderr).toMatch(
          /not a gzipped export \(or it is damaged\)\. Nothing was imported\./,
        );
        // A gzip header with a damaged body, into an empty database: refused, nothing written.
        const fresh = await createPostgresDatabase();
        try {
          const whole = fs.readFileSync(exportFile);
          // Damaged at once (the error comes before the import reads a line) and half-way through.
          for (const keep of [40, Math.floor(whole.length / 2)]) {
            const damaged = path.join(workDir, `damaged-${keep}.jsonl.gz`);
            fs.writeFileSync(
              damaged,
              Buffer.concat([
                whole.subarray(0, keep),
                Buffer.alloc(4096, 0x55),
              ]),
            );
            const broken = await runTransfer(["import", damaged], {
              DATABASE_URL: fresh.url,
            });
            expect(broken.code).toBe(1);
            // Half-way, the lines before the damage may decompress first: whichever of gzip and
            // the line reader notices it, the answer says the file is damaged and nothing came in.
            expect(broken.stderr).toMatch(
              keep === 40
                ? /not a gzipped export \(or it is damaged\)\. Nothing was imported\./
                : /(not a gzipped export \(or it is damaged\)|the export is not JSON: the file is damaged or truncated)\. Nothing was imported\./,
            );
            expect(broken.stderr).not.toMatch(/at .*\(node:/);
          }
          const check = await openDatabase({
            kind: "postgres",
            url: fresh.url,
          });
          try {
            expect(await appRowCount(check)).toBe(0);
          } finally {
            await check.close();
          }
        } finally {
          await fresh.drop();
        }
      } finally {
        await database.drop();
      }
    },
  );
});

describe.skipIf(testDbKind() !== "postgres")(
  "db:import into PostgreSQL and S3 (Swift), db:export back from them",
  () => {
    let swift: SwiftS3;
    let store: S3FileStore;
    const s3Env = () => ({
      S3_ENDPOINT: swift.endpoint,
      S3_BUCKET: swift.bucket,
      S3_REGION: swift.region,
      S3_ACCESS_KEY_ID: swift.accessKeyId,
      S3_SECRET_ACCESS_KEY: swift.secretAccessKey,
    });
    beforeAll(async () => {
      swift = await startSwiftS3();
      store = createS3FileStore(swift);
    }, 300_000);
    afterAll(async () => {
      store?.close();
      await swift?.stop();
    });

    it("puts every file in the bucket (rows without bytes), and an export reads them back from there", async () => {
      const database = await createPostgresDatabase();
      try {
        const imported = await runTransfer(["import", exportFile], {
          DATABASE_URL: database.url,
          ...s3Env(),
        });
        expect(imported.stderr).toBe("");
        expect(imported.code).toBe(0);
        expect(imported.stdout).toContain(
          `files into the S3 bucket ${swift.bucket}`,
        );
        const target = await openDatabase({
          kind: "postgres",
          url: database.url,
        });
        try {
          const files = await rows(
            target.db,
            sql`select bucket, key, storage, content, sha256 from stored_files`,
          );
          expect(files.length).toBe(source.stored_files?.length);
          for (const file of files) {
            expect(file).toMatchObject({ storage: "s3", content: null });
            const bytes = await store.read({
              storage: "s3",
              bucket: String(file.bucket),
              key: String(file.key),
              content: null,
            });
            expect(createHash("sha256").update(bytes).digest("hex")).toBe(
              file.sha256,
            );
          }
        } finally {
          await target.close();
        }
        // Back out again: the export takes the bytes from S3, so the file is complete on its own.
        const again = path.join(workDir, "from-s3.jsonl.gz");
        const exported = await runTransfer(["export", "--out", again], {
          DATABASE_URL: database.url,
          ...s3Env(),
        });
        expect(exported.stderr).toBe("");
        expect(exported.code).toBe(0);
        const fileLines = (text: string) =>
          text
            .split("\n")
            .filter((line) => line.includes('"table":"stored_files"'))
            .map((line) => (JSON.parse(line) as { file: string }).file)
            .sort();
        expect(
          fileLines(gunzipSync(fs.readFileSync(again)).toString("utf8")),
        ).toEqual(fileLines(exportLines.join("\n")));
      } finally {
        await database.drop();
      }
    });

    it("a failed import deletes the objects it had put", async () => {
      const fileLines = exportLines.flatMap((line, index) =>
        line.includes('"table":"stored_files"') ? [index] : [],
      );
      const lastFile = fileLines.at(-1)!;
      const tampered = [...exportLines];
      const row = JSON.parse(tampered[lastFile]!) as {
        file: string;
        row: { bucket: string; key: string };
      };
      row.file = Buffer.from("not the bytes that were exported").toString(
        "base64",
      );
      tampered[lastFile] = JSON.stringify(row);
      const first = JSON.parse(exportLines[fileLines[0]!]!) as {
        row: { bucket: string; key: string };
      };
      const placed: string[] = [];
      const placer = s3FilePlacer(store);
      const watching = {
        async place(fileRow: Record<string, unknown>, bytes: Buffer) {
          placed.push(`${String(fileRow.bucket)}/${String(fileRow.key)}`);
          return placer.place(fileRow, bytes);
        },
        discard: () => placer.discard(),
      };
      await withEmptyTarget(async (target) => {
        await expect(
          importDatabase(target, linesStream(tampered), watching),
        ).rejects.toThrow(/does not match its SHA-256/);
        expect(await appRowCount(target)).toBe(0);
      });
      expect(placed.length).toBe(fileLines.length - 1);
      await expect(
        store.read({ storage: "s3", ...first.row, content: null }),
      ).rejects.toBeInstanceOf(StoredFileMissingError);
    });
  },
);
