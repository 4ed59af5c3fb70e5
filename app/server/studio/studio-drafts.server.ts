import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import { contentDrafts, user } from "../db/schema.server";
import { draftOf } from "./studio-rows.server";
import type {
  StudioDocument,
  StudioItemRow,
  StudioKind,
} from "./studio-kind.server";

/**
 * One item's public row and its studio draft, read together. An item written before the
 * studio existed (the seed, an import, psql) has no draft row yet: its draft is made from the
 * public row, at version 0, and the first save stores it (docs/decisions/051-content-studio.md).
 */
export type StudioDraft<D> = {
  version: number;
  document: D;
  publishedVersion: number | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  scheduleError: string | null;
  updatedAt: Date;
  updatedByName: string | null;
  /** False for a draft made from the public row (nothing stored yet). */
  stored: boolean;
};

export type ItemWithDraft<D> = { row: StudioItemRow; draft: StudioDraft<D> };

/**
 * `lock`: every studio write to one item takes its public row's lock first, so two saves of
 * the same item run one after the other and the second sees the first's version. The lock is
 * a statement of its own: in READ COMMITTED the statements after it see what the transaction
 * that held it committed (a read that waited for the lock would still see the draft as it was).
 */
export async function readItemWithDraft<D extends StudioDocument>(
  kind: StudioKind<D>,
  db: Database | Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ItemWithDraft<D> | null> {
  if (options.lock && !(await kind.lockRow(db as Transaction, id))) return null;
  const row = await kind.readRow(db, id);
  if (!row) return null;
  const [found] = await db
    .select({ draft: contentDrafts, updatedByName: user.name })
    .from(contentDrafts)
    .leftJoin(user, eq(user.id, contentDrafts.updatedBy))
    .where(draftOf(kind, id))
    .limit(1);
  if (found) {
    const { draft } = found;
    return {
      row,
      draft: {
        version: draft.version,
        document: kind.readDocument(draft.document),
        publishedVersion: draft.publishedVersion,
        publishAt: draft.publishAt,
        unpublishAt: draft.unpublishAt,
        scheduleError: draft.scheduleError,
        updatedAt: draft.updatedAt,
        updatedByName: found.updatedByName,
        stored: true,
      },
    };
  }
  return {
    row,
    draft: {
      version: 0,
      document: await kind.documentOfRow(db, id),
      // A row that was ever public (live now, or withdrawn with its date kept).
      publishedVersion: row.isLive || row.publishedAt ? 0 : null,
      publishAt: null,
      unpublishAt: null,
      scheduleError: null,
      updatedAt: row.updatedAt,
      updatedByName: null,
      stored: false,
    },
  };
}
