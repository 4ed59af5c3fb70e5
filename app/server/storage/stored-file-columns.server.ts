import { storedFiles } from "../db/schema.server";

/** What readStoredFile/streamStoredFile need of a stored_files row (content is null for S3 rows). */
export const storedFileRefColumns = {
  storage: storedFiles.storage,
  bucket: storedFiles.bucket,
  key: storedFiles.key,
  content: storedFiles.content,
};
