/**
 * The English and French versions of a page on one row. A French URL is the English one under
 * "/fr" ("/fr" is "/", "/fr/insights/x" is "/insights/x"). Translated slugs that differ per
 * language (an insight's, a case study's) are not paired: the analytics area does not read the
 * content area, so such a page shows as two rows (docs/analytics.md).
 */

export type PageCounts = {
  visitors: number;
  sessions: number;
  pageViews: number;
  conversions: number;
};

export type PagePair = {
  /** The English path, the row's key ("/insights/x"). */
  path: string;
  en: PageCounts | null;
  fr: PageCounts | null;
  total: PageCounts;
};

/** The English path of a French one, or null for a path that is not French. */
export function englishPathOf(path: string): string | null {
  if (path === "/fr" || path === "/fr/") return "/";
  if (path.startsWith("/fr/")) return path.slice(3);
  return null;
}

/** The French path of an English one. */
export function frenchPathOf(path: string): string {
  return path === "/" ? "/fr" : `/fr${path}`;
}

const ZERO: PageCounts = {
  visitors: 0,
  sessions: 0,
  pageViews: 0,
  conversions: 0,
};

function plus(a: PageCounts, b: PageCounts): PageCounts {
  return {
    visitors: a.visitors + b.visitors,
    sessions: a.sessions + b.sessions,
    pageViews: a.pageViews + b.pageViews,
    conversions: a.conversions + b.conversions,
  };
}

/**
 * Pairs page rows by language, most viewed first (then by path, so the order is stable). A
 * page's visitors add its two versions' visitors: a person reading both counts twice, as a
 * visitor of each page does in the page dimension.
 */
export function pairPages(
  rows: readonly ({ path: string } & PageCounts)[],
): PagePair[] {
  const pairs = new Map<string, PagePair>();
  for (const { path, ...counts } of rows) {
    const english = englishPathOf(path);
    const key = english ?? path;
    const pair = pairs.get(key) ?? {
      path: key,
      en: null,
      fr: null,
      total: ZERO,
    };
    if (english === null) pair.en = plus(pair.en ?? ZERO, counts);
    else pair.fr = plus(pair.fr ?? ZERO, counts);
    pair.total = plus(pair.total, counts);
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort(
    (a, b) =>
      b.total.pageViews - a.total.pageViews || a.path.localeCompare(b.path),
  );
}
