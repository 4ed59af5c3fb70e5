/**
 * What site search indexes: the site's own pages (from app/content), published insights and
 * published case studies. The order is the order of the type filter on the results page.
 */
export const SEARCH_KINDS = ["page", "insight", "case_study"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A search query as stored for the console: lower case, unaccented, at most this long. */
export const STORED_QUERY_MAX = 100;

/** How long the console keeps what readers searched for. */
export const SEARCH_LOG_RETENTION_MONTHS = 13;
