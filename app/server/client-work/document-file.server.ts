import { eq, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { documents, storedFiles } from "../db/schema.server";
import type { StoredFileRef } from "../storage/file-store.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";

/** What the lookup needs of the caller's database handle (a tenant's or staff's scope). */
type RowReader = Pick<PgDatabase<PgQueryResultHKT>, "select">;

/** What a document's download sends: its name, type and size, and where its bytes are stored. */
export type DocumentFile = {
  name: string;
  mimeType: string;
  size: number;
  file: StoredFileRef;
};

/**
 * The one document `where` picks, for its download: the portal narrows it to the caller's
 * client, the console to the client in the URL. Undefined when none matches.
 */
export async function findDocumentFile(
  db: RowReader,
  where: SQL | undefined,
): Promise<DocumentFile | undefined> {
  const [row] = await db
    .select({
      name: documents.name,
      mimeType: documents.mimeType,
      size: storedFiles.size,
      file: storedFileRefColumns,
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(where)
    .limit(1);
  return row;
}
