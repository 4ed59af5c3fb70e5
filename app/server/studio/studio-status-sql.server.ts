import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentStatus } from "~/domain/studio/content-status";
import { contentDrafts } from "../db/schema.server";

/**
 * An item's status as the database computes it for the studio's lists (the draft left-joined
 * to the public row), by the same rules as contentStatusOf: a row with no draft yet counts as
 * published when live, unpublished when it was public once, else a draft.
 */
export function draftStatusSql(row: {
  isLive: AnyPgColumn;
  /** For a row without a draft: was it ever public? */
  everPublishedWithoutDraft: SQL;
}): SQL<ContentStatus> {
  return sql<ContentStatus>`case
  when ${row.isLive} then
    case when ${contentDrafts.publishedVersion} is not null and ${contentDrafts.version} > ${contentDrafts.publishedVersion}
      then 'changed' else 'published' end
  when ${contentDrafts.publishAt} is not null then 'scheduled'
  when ${contentDrafts.publishedVersion} is not null then 'unpublished'
  when ${contentDrafts.itemId} is null and ${row.everPublishedWithoutDraft} then 'unpublished'
  else 'draft' end`;
}
