import { Readable } from "node:stream";
import type { FileStorage } from "../../domain/enums";

/**
 * Where an upload's bytes live (decision 023). A stored_files row names its file by
 * (bucket, key) — both made by the server, never from a visitor's file name — and says in
 * `storage` which store holds the bytes: the row itself (`content`, the default) or an
 * S3-compatible store (object `<bucket>/<key>`). Authorization is never the store's job: the
 * caller has already found the row through the app's scoped queries.
 */
export type StoredFileRef = {
  storage: FileStorage;
  bucket: string;
  key: string;
  /** The row's bytes for `database` rows; null for S3 rows. */
  content: Uint8Array | null;
};

/** The columns a new row gets from the store that took its bytes. */
export type Placement = { storage: FileStorage; content: Uint8Array | null };

export interface FileStore {
  readonly kind: FileStorage;
  /** Stores the bytes of the row (bucket, key) is about to name; returns the row's columns. */
  put(
    file: { bucket: string; key: string; mimeType: string },
    bytes: Uint8Array,
  ): Promise<Placement>;
  /** The whole file (for code that needs a Buffer: mail attachments, text extraction). */
  read(ref: StoredFileRef): Promise<Buffer>;
  /** The file as a stream, for downloads: nothing is buffered whole. */
  stream(ref: StoredFileRef): Promise<Readable>;
  /** Removes the bytes (a no-op for database rows, whose bytes go with the row). Missing is fine. */
  remove(ref: Pick<StoredFileRef, "storage" | "bucket" | "key">): Promise<void>;
}

/** The store holding a file's bytes did not answer: the request answers 503, never 500. */
export class FileStoreUnavailableError extends Error {
  /** Read by isDatabaseUnavailable's sibling check: "try again", not "broken". */
  readonly serviceUnavailable = true;
  constructor(operation: string, cause?: unknown) {
    super(
      `The file storage did not answer (${operation}). Please try again shortly.`,
      { cause },
    );
    this.name = "FileStoreUnavailableError";
  }
}

/**
 * By name, not instanceof: the store is made by server.ts's copy of this module, while route
 * modules run the framework's bundled copy, whose classes are different objects.
 */
export function isFileStoreUnavailable(
  error: unknown,
): error is FileStoreUnavailableError {
  return error instanceof Error && error.name === "FileStoreUnavailableError";
}

export function isStoredFileMissing(
  error: unknown,
): error is StoredFileMissingError {
  return error instanceof Error && error.name === "StoredFileMissingError";
}

/** A row points at bytes its store does not have (deleted out of band, or a wrong bucket). */
export class StoredFileMissingError extends Error {
  constructor(ref: Pick<StoredFileRef, "storage" | "bucket" | "key">) {
    super(
      `Stored file ${ref.bucket}/${ref.key} is missing from the ${ref.storage} store`,
    );
    this.name = "StoredFileMissingError";
  }
}

/** Bytes in the row, as before S3 support (decision 023): the upload and its row commit together. */
export const databaseFileStore: FileStore = {
  kind: "database",
  async put(_file, bytes) {
    return { storage: "database", content: bytes };
  },
  async read(ref) {
    if (ref.storage !== "database" || !ref.content)
      throw new StoredFileMissingError(ref);
    return Buffer.from(
      ref.content.buffer,
      ref.content.byteOffset,
      ref.content.byteLength,
    );
  },
  async stream(ref) {
    return Readable.from([await databaseFileStore.read(ref)]);
  },
  async remove() {
    // The bytes are deleted with their row.
  },
};
