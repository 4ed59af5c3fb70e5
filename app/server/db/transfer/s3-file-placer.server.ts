import type { S3FileStore } from "../../storage/s3-file-store.server";
import type { StoredFileBytesReader } from "./export-database.server";
import type { StoredFilePlacer } from "./import-database.server";

/**
 * The import's S3 side (decision 023): each file's bytes are uploaded to the bucket under the
 * row's own (bucket, key), and the row is written as an S3 row (no `content`). If the import
 * fails, `discard` deletes every object it placed, so the bucket is as it was.
 */
export function s3FilePlacer(
  store: S3FileStore,
  onLeftOver: (key: string, error: unknown) => void = () => {},
): StoredFilePlacer {
  const placed: Array<{ bucket: string; key: string }> = [];
  return {
    async place(row, bytes) {
      const file = {
        bucket: String(row.bucket),
        key: String(row.key),
        mimeType: String(row.mime_type ?? "application/octet-stream"),
      };
      await store.put(file, bytes);
      placed.push(file);
      return { storage: "s3", content: null };
    },
    async discard() {
      for (const file of placed.splice(0)) {
        try {
          await store.remove({ storage: "s3", ...file });
        } catch (error) {
          onLeftOver(`${file.bucket}/${file.key}`, error);
        }
      }
    },
  };
}

/** The export's reader for rows whose bytes are on S3. */
export function s3BytesReader(store: S3FileStore): StoredFileBytesReader {
  return (row) =>
    store.read({
      storage: "s3",
      bucket: String(row.bucket),
      key: String(row.key),
      content: null,
    });
}
