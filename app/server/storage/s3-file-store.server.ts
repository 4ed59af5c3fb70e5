import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  FileStoreUnavailableError,
  StoredFileMissingError,
  type FileStore,
  type StoredFileRef,
} from "./file-store.server";

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type S3FileStore = FileStore & {
  readonly bucket: string;
  /** Whether the bucket answers to these credentials (HeadBucket): a start-up check, never a gate. */
  check(): Promise<void>;
  close(): void;
};

/** The object that holds a row's bytes: the row's logical bucket ("resumes") is a key prefix. */
export function objectKey(ref: Pick<StoredFileRef, "bucket" | "key">): string {
  return `${ref.bucket}/${ref.key}`;
}

/** A missing object: S3 says NoSuchKey (GET) or a bare 404 (HEAD-like answers). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Any failure that is not the store refusing *this* request (a 4xx) means the store is not
 * there for now: refused or reset connections, timeouts, 5xx. Those answer 503.
 */
function unavailable(operation: string, error: unknown): Error {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    if (status > 0 && status < 500)
      return new Error(`S3 refused ${operation}: ${error.name} (${status})`, {
        cause: error,
      });
  }
  return new FileStoreUnavailableError(operation, error);
}

/**
 * Any S3-compatible store through AWS SDK v3: path-style URLs (no per-bucket DNS), and checksums
 * only where the protocol requires them — Swift's s3api and other non-AWS stores refuse the
 * SDK's default aws-chunked uploads with trailing checksums.
 */
export function createS3FileStore(
  config: S3Config,
  timeouts: { connectMs?: number; requestMs?: number } = {},
): S3FileStore {
  // The SDK warns on stderr at first use that releases after 2027-01 need Node 22: a note for
  // whoever upgrades package.json, not for the operator running db:import or the server.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // One retry: a store that is down should become a quick 503, not a hanging request.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: timeouts.connectMs ?? 3_000,
      requestTimeout: timeouts.requestMs ?? 30_000,
    },
  });
  const Bucket = config.bucket;

  const stream = async (ref: StoredFileRef): Promise<Readable> => {
    if (ref.storage !== "s3") throw new StoredFileMissingError(ref);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: objectKey(ref) }),
      );
      if (!(answer.Body instanceof Readable))
        throw new FileStoreUnavailableError("read: no body");
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError(ref);
      throw error instanceof FileStoreUnavailableError
        ? error
        : unavailable("read", error);
    }
  };

  return {
    kind: "s3",
    bucket: Bucket,
    async put(file, bytes) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(file),
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: file.mimeType,
          }),
        );
      } catch (error) {
        throw unavailable("write", error);
      }
      return { storage: "s3", content: null };
    },
    stream,
    async read(ref) {
      const body = await stream(ref);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of body) chunks.push(chunk as Buffer);
      } catch (error) {
        throw unavailable("read", error);
      }
      return Buffer.concat(chunks);
    },
    async remove(ref) {
      if (ref.storage !== "s3") return;
      try {
        // S3 answers 204 for a key that is not there: removing twice is fine.
        await client.send(
          new DeleteObjectCommand({ Bucket, Key: objectKey(ref) }),
        );
      } catch (error) {
        if (!isMissing(error)) throw unavailable("delete", error);
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw unavailable("check the bucket", error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
