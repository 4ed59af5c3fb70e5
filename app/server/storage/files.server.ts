import { Readable } from "node:stream";
import type { Logger } from "../logger.server";
import {
  databaseFileStore,
  type FileStore,
  type Placement,
  type StoredFileRef,
} from "./file-store.server";
import {
  createS3FileStore,
  type S3Config,
  type S3FileStore,
} from "./s3-file-store.server";

/**
 * The process's file stores, registered once by startAppServices and reached through
 * globalThis by the route modules the framework bundles apart (as the other app services).
 * Without a registration — scripts, tests that do not configure S3 — files stay in the
 * database (decision 023).
 */
type FileStores = {
  writer: FileStore;
  s3: S3FileStore | null;
  logger: Pick<Logger, "warn" | "error"> | null;
};

const KEY = Symbol.for("consultancy-site.file-stores");
type Holder = { [KEY]?: FileStores };

function stores(): FileStores {
  return ((globalThis as Holder)[KEY] ??= {
    writer: databaseFileStore,
    s3: null,
    logger: null,
  });
}

/** New files go to S3 when it is given, else into the database; reads follow each row. */
export function registerFileStores(
  s3: S3FileStore | null,
  logger: Pick<Logger, "warn" | "error"> | null,
): void {
  (globalThis as Holder)[KEY] = { writer: s3 ?? databaseFileStore, s3, logger };
}

export function fileWriter(): FileStore {
  return stores().writer;
}

function storeFor(
  ref: Pick<StoredFileRef, "storage" | "bucket" | "key">,
): FileStore {
  if (ref.storage === "database") return databaseFileStore;
  const s3 = stores().s3;
  // A row placed on S3 by an earlier configuration: its bytes are unreachable until S3 is configured again.
  if (!s3)
    throw new Error(
      `Stored file ${ref.bucket}/${ref.key} is on S3, but S3_ENDPOINT and the other S3_* variables are not set`,
    );
  return s3;
}

export function readStoredFile(ref: StoredFileRef): Promise<Buffer> {
  return storeFor(ref).read(ref);
}

export function streamStoredFile(ref: StoredFileRef): Promise<Readable> {
  return storeFor(ref).stream(ref);
}

/**
 * After the rows are deleted (committed): removes their bytes. Best effort — an object left
 * behind is storage waste, logged with its key, never a failed request.
 */
export async function removeStoredFiles(
  refs: Array<Pick<StoredFileRef, "storage" | "bucket" | "key">>,
): Promise<void> {
  for (const ref of refs) {
    if (ref.storage === "database") continue;
    try {
      await storeFor(ref).remove(ref);
    } catch (error) {
      stores().logger?.warn(
        { err: error, bucket: ref.bucket, key: ref.key },
        "could not delete a stored file's object; it is left over",
      );
    }
  }
}

export type NewFile = {
  bucket: string;
  key: string;
  mimeType: string;
  bytes: Uint8Array;
};

/**
 * Puts each new file's bytes in the writing store BEFORE `commit` (the transaction that inserts
 * their rows) runs, so an acknowledged upload always has its bytes; if the transaction fails,
 * the objects it would have owned are deleted (best effort, logged) and the error goes on.
 * A store that does not answer fails here, before anything is written to the database.
 */
export async function withPlacedFiles<T>(
  files: NewFile[],
  commit: (placements: Placement[]) => Promise<T>,
): Promise<T> {
  const writer = fileWriter();
  const placed: Array<{ file: NewFile; placement: Placement }> = [];
  try {
    for (const file of files)
      placed.push({ file, placement: await writer.put(file, file.bytes) });
    return await commit(placed.map((entry) => entry.placement));
  } catch (error) {
    await removeStoredFiles(
      placed.map(({ file, placement }) => ({
        storage: placement.storage,
        bucket: file.bucket,
        key: file.key,
      })),
    );
    throw error;
  }
}

/**
 * A download's body, after the caller's authorization found the row: a database row's bytes
 * as they are; an S3 object streamed through, never buffered whole. A store that does not
 * answer fails here, before any header is sent (503).
 */
export async function storedFileBody(ref: StoredFileRef): Promise<BodyInit> {
  if (ref.storage === "database")
    return (await readStoredFile(ref)) as Uint8Array<ArrayBuffer>;
  return Readable.toWeb(
    await streamStoredFile(ref),
  ) as ReadableStream<Uint8Array>;
}

/** At start-up: S3 when configured (S3_*), else the database. Registered before the outbox worker reads attachments. */
export function startFileStores(s3: S3Config | null, logger: Logger): void {
  const store = s3 ? createS3FileStore(s3) : null;
  registerFileStores(store, logger);
  if (!s3 || !store) return;
  logger.info(
    { endpoint: s3.endpoint, bucket: s3.bucket },
    "new files go to the S3-compatible store",
  );
  // A wrong bucket or key should be in the log at start, not found at the first upload. The
  // store may just be starting too, so this never stops the server.
  store.check().catch((error: unknown) =>
    logger.error(
      {
        err: error instanceof Error ? error.message : String(error),
        endpoint: s3.endpoint,
        bucket: s3.bucket,
      },
      "the S3 bucket does not answer: uploads will fail until it does",
    ),
  );
}

export function stopFileStores(): void {
  stores().s3?.close();
  registerFileStores(null, null);
}
