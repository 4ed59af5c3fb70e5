import { storedFiles } from "../db/schema.server";

/**
 * Where a stored_files row's bytes lie: what removeStoredFiles needs of a deleted row, once the
 * transaction that deleted it has committed.
 */
export const storedFilePlaceColumns = {
  storage: storedFiles.storage,
  bucket: storedFiles.bucket,
  key: storedFiles.key,
};

/** What readStoredFile/streamStoredFile need of a stored_files row (content is null for S3 rows). */
export const storedFileRefColumns = {
  ...storedFilePlaceColumns,
  content: storedFiles.content,
};
