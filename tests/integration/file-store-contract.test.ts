import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import { storedFiles } from "~/server/db/schema.server";
import {
  databaseFileStore,
  StoredFileMissingError,
  type FileStore,
  type StoredFileRef,
} from "~/server/storage/file-store.server";
import {
  createS3FileStore,
  type S3FileStore,
} from "~/server/storage/s3-file-store.server";
import { storedFileRefColumns } from "~/server/storage/stored-file-columns.server";
import { startSwiftS3, type SwiftS3 } from "../support/swift-s3";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * One contract for both stores (decision 023): what a row's bytes go through on the way in
 * and out. S3 runs against a real Swift s3api server on loopback (signatures checked, bytes
 * on disk), the database store against the project's database.
 */
let swift: SwiftS3;
let s3: S3FileStore;
let database: { connection: DatabaseConnection; cleanup(): Promise<void> };

beforeAll(async () => {
  [swift, database] = await Promise.all([
    startSwiftS3({ logDir: process.env.SWIFT_LOG_DIR }),
    openTestDatabase("migrated"),
  ]);
  s3 = createS3FileStore(swift);
}, 300_000);
afterAll(async () => {
  s3?.close();
  await database?.cleanup();
  await swift?.stop();
});

const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

/** Puts the bytes through the store and inserts the row that names them, as the app does. */
async function storeFile(
  store: FileStore,
  bytes: Buffer,
): Promise<{ id: string; ref: StoredFileRef }> {
  const id = randomUUID();
  const file = {
    bucket: "contract",
    key: `${id}.bin`,
    mimeType: "application/octet-stream",
  };
  const placement = await store.put(file, bytes);
  await database.connection.db.insert(storedFiles).values({
    id,
    ...file,
    name: "contract.bin",
    size: bytes.byteLength,
    sha256: sha256(bytes),
    ...placement,
  });
  return { id, ref: await loadRef(id) };
}

async function loadRef(id: string): Promise<StoredFileRef> {
  const [row] = await database.connection.db
    .select(storedFileRefColumns)
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

async function streamedDigest(
  store: FileStore,
  ref: StoredFileRef,
): Promise<{ digest: string; size: number; chunks: number }> {
  const hash = createHash("sha256");
  let size = 0;
  let chunks = 0;
  for await (const chunk of await store.stream(ref)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
    chunks++;
  }
  return { digest: hash.digest("hex"), size, chunks };
}

describe.each([
  ["database", () => databaseFileStore],
  ["s3 (Swift)", () => s3 as FileStore],
])(`file store contract: %s on ${testDbKind()}`, (name, store) => {
  it("puts, reads and streams the same bytes, and the row's sha256 matches them", async () => {
    const bytes = randomBytes(64 * 1024 + 7);
    const { id, ref } = await storeFile(store(), bytes);
    expect(ref.storage).toBe(store().kind);
    // An S3 row never keeps a second copy in the database; a database row always has its bytes.
    expect(ref.content === null).toBe(store().kind === "s3");
    const read = await store().read(ref);
    expect(read.equals(bytes)).toBe(true);
    const [row] = await database.connection.db
      .select({ sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    expect(sha256(read)).toBe(row!.sha256);
    expect((await streamedDigest(store(), ref)).digest).toBe(row!.sha256);
  });

  it("an empty file round-trips", async () => {
    const { ref } = await storeFile(store(), Buffer.alloc(0));
    expect((await store().read(ref)).byteLength).toBe(0);
  });

  it("streams a large file in pieces with every byte intact", async () => {
    const bytes = randomBytes(24 * 1024 * 1024);
    const { ref } = await storeFile(store(), bytes);
    const streamed = await streamedDigest(store(), ref);
    expect(streamed).toMatchObject({
      digest: sha256(bytes),
      size: bytes.byteLength,
    });
    // S3: the body arrives as the network delivers it, not as one buffer.
    if (name !== "database") expect(streamed.chunks).toBeGreaterThan(1);
  });

  it("a missing object is StoredFileMissingError, for read and stream alike", async () => {
    const missing: StoredFileRef = {
      storage: store().kind,
      bucket: "contract",
      key: `${randomUUID()}.bin`,
      content: null,
    };
    await expect(store().read(missing)).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
    await expect(store().stream(missing)).rejects.toBeInstanceOf(
      StoredFileMissingError,
    );
  });

  it("remove deletes the bytes (twice is fine); a database row's bytes go with its row", async () => {
    const bytes = randomBytes(1000);
    const { id, ref } = await storeFile(store(), bytes);
    await store().remove(ref);
    await store().remove(ref);
    await database.connection.db
      .delete(storedFiles)
      .where(eq(storedFiles.id, id));
    if (store().kind === "s3")
      await expect(store().read(ref)).rejects.toBeInstanceOf(
        StoredFileMissingError,
      );
    expect(
      await database.connection.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, id)),
    ).toEqual([]);
  });
});

describe(`stored_files rows on ${testDbKind()}`, () => {
  it("refuses a database row without bytes and an S3 row with a copy of them", async () => {
    const base = {
      bucket: "contract",
      name: "x.bin",
      size: 1,
      mimeType: "application/octet-stream",
      sha256: sha256(Buffer.from("x")),
    };
    await expect(
      database.connection.db.insert(storedFiles).values({
        ...base,
        key: randomUUID(),
        storage: "database",
        content: null,
      }),
    ).rejects.toThrow();
    await expect(
      database.connection.db.insert(storedFiles).values({
        ...base,
        key: randomUUID(),
        storage: "s3",
        content: Buffer.from("x"),
      }),
    ).rejects.toThrow();
    await expect(
      database.connection.db.insert(storedFiles).values({
        ...base,
        key: randomUUID(),
        storage: "ftp" as "s3",
        content: null,
      }),
    ).rejects.toThrow();
  });

  it("S3 with a wrong secret is refused by the store (signatures are checked), not taken as down", async () => {
    const wrong = createS3FileStore({
      ...swift,
      secretAccessKey: "not-the-secret",
    });
    try {
      const failure = await wrong
        .put(
          { bucket: "contract", key: "denied.bin", mimeType: "text/plain" },
          Buffer.from("x"),
        )
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(String((failure as Error).message)).toMatch(
        /SignatureDoesNotMatch|AccessDenied|403/,
      );
    } finally {
      wrong.close();
    }
  });
});

describe(`S3 bucket check on ${testDbKind()}`, () => {
  it("passes for the bucket, fails clearly for one that does not exist", async () => {
    await expect(s3.check()).resolves.toBeUndefined();
    const other = createS3FileStore({
      ...swift,
      bucket: "no-such-bucket-here",
    });
    try {
      await expect(other.check()).rejects.toThrow(
        /S3 refused check the bucket: .*\(404\)/,
      );
    } finally {
      other.close();
    }
  });
});
