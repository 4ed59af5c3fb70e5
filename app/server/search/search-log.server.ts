import { sql } from "drizzle-orm";
import { SEARCH_LOG_RETENTION_MONTHS } from "~/domain/search/search-enums";
import { looksPersonal, storedQueryOf } from "~/domain/search/search-request";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { rowsOf, type Queryable } from "../db/sql-rows.server";
import { dailyJob } from "../jobs/daily-job.server";
import type { JobHandler } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";

/**
 * What readers search for (docs/search.md): one row per search, with the folded query, the
 * page's language and the hit count, never who searched; the position of the result opened is
 * added by the click link. A query that looks like an e-mail address, a phone number or a
 * postal code is answered but not stored.
 */
export async function recordSearch(
  db: Queryable,
  search: { q: string; locale: Locale; hitCount: number },
): Promise<string | null> {
  const query = storedQueryOf(search.q);
  if (!query || looksPersonal(search.q)) return null;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into search_queries (query, locale, hit_count)
      values (${query}, ${search.locale}, ${search.hitCount}) returning id`,
  );
  return row?.id ?? null;
}

/** A click on a result: the first one of a search is kept, within a day of the search. */
export async function recordResultOpened(
  db: Queryable,
  searchId: string,
  position: number,
): Promise<void> {
  await db.execute(
    sql`update search_queries set clicked_position = ${position}
      where id = ${searchId} and clicked_position is null
        and searched_at > now() - interval '1 day'`,
  );
}

/**
 * The daily housekeeping: searches older than 13 months are deleted, and the suggestion words
 * are rebuilt from the documents published today, so a word of an unpublished document is
 * never suggested again.
 */
export async function runSearchHousekeeping(
  db: Database,
  now: Date = new Date(),
): Promise<{ deletedSearches: number; terms: number }> {
  return db.transaction(async (tx) => {
    const deleted = await rowsOf<{ id: string }>(
      tx,
      sql`delete from search_queries
        where searched_at < ${now.toISOString()}::timestamptz - make_interval(months => ${SEARCH_LOG_RETENTION_MONTHS})
        returning id`,
    );
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(
      sql`select search_add_terms(locale, title || ' ' || summary || ' ' || body) from search_documents`,
    );
    const [terms] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from search_terms`,
    );
    return { deletedSearches: deleted.length, terms: terms?.count ?? 0 };
  });
}

export const SEARCH_HOUSEKEEPING_KIND = "search_housekeeping";
/** 02:00 UTC: after the analytics rollup (01:00), before the working day anywhere we sell. */
const housekeepingJob = dailyJob(SEARCH_HOUSEKEEPING_KIND, 2);
export const nextSearchHousekeepingAfter = housekeepingJob.nextRunAfter;
export const scheduleSearchHousekeeping = housekeepingJob.schedule;

export function createSearchHousekeepingHandler(options: {
  db: Database;
  logger: Logger;
}): JobHandler {
  return housekeepingJob.handler(options.db, async ({ slot, startedAt }) => {
    const report = await runSearchHousekeeping(options.db, startedAt);
    options.logger.info({ slot, ...report }, "search housekeeping run");
  });
}
