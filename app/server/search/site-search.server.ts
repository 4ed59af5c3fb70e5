import { sql, type SQL } from "drizzle-orm";
import type { SearchKind } from "~/domain/search/search-enums";
import { SEARCH_KINDS } from "~/domain/search/search-enums";
import {
  SEARCH_PAGE_SIZE,
  type SearchRequest,
} from "~/domain/search/search-request";
import {
  MARK_END,
  MARK_START,
  type FacetCount,
  type SearchHit,
  type SearchResults,
  withEllipses,
} from "~/domain/search/search-views";
import { LOCALES, otherLocale, type Locale } from "~/i18n/locale";
import { rowsOf, type Queryable } from "../db/sql-rows.server";
import { suggestCorrection } from "./search-suggestion.server";

/**
 * Site search over `search_documents` (migration 0035). The query is read with each language's
 * configuration (unaccent, then that language's stemmer) and matched against the documents of
 * that language: quoted phrases and `-word` exclusions are websearch_to_tsquery's. Two reads:
 * every match's id, type, language, sector and rank (at most the index's ~2,000 rows, small), from
 * which the filters' counts, the order and the page are worked out here; then the page's ten
 * documents with their highlighted titles and snippets.
 */
export type SearchFacetLabels = {
  kinds: Record<SearchKind, string>;
  languages: Record<Locale, string>;
};

type Match = {
  id: string;
  kind: SearchKind;
  locale: Locale;
  sector_id: string | null;
  rank: number;
  published_at: string | null;
};

type Sector = {
  id: string;
  slug: string;
  name: string;
  name_fr: string | null;
};

const configOf = (column: SQL) =>
  sql`(case when ${column} = 'fr' then 'site_fr'::regconfig else 'site_en'::regconfig end)`;

/** Each document's query: the text read in the document's own language. */
const queryFor = (q: string) =>
  sql`(case when d.locale = 'fr' then websearch_to_tsquery('site_fr', ${q}) else websearch_to_tsquery('site_en', ${q}) end)`;

/** Every published document the query matches, in either language. */
export async function matchingDocuments(
  db: Queryable,
  q: string,
): Promise<Match[]> {
  const rows = await rowsOf<Match>(
    db,
    sql`select d.id, d.kind, d.locale, d.sector_id, d.published_at,
        ts_rank_cd(d.search_vector, ${queryFor(q)}, 1) as rank
      from search_documents d
      where (d.locale = 'en' and d.search_vector @@ websearch_to_tsquery('site_en', ${q}))
         or (d.locale = 'fr' and d.search_vector @@ websearch_to_tsquery('site_fr', ${q}))`,
  );
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

function countBy<Key extends string>(
  matches: Match[],
  keyOf: (match: Match) => Key | null,
): Map<Key, number> {
  const counts = new Map<Key, number>();
  for (const match of matches) {
    const key = keyOf(match);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const byRelevance = (a: Match, b: Match) =>
  b.rank - a.rank ||
  (b.published_at ?? "").localeCompare(a.published_at ?? "") ||
  a.id.localeCompare(b.id);

type PageRow = {
  id: string;
  kind: SearchKind;
  locale: Locale;
  path: string;
  title: string;
  snippet: string;
  /** The text's first characters: a snippet that does not start there gets a leading "…". */
  opening: string;
  sector_name: string | null;
  sector_name_fr: string | null;
  published_at: string | Date | null;
};

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}`;

async function pageOfHits(
  db: Queryable,
  q: string,
  ids: string[],
): Promise<PageRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PageRow>(
    db,
    sql`select d.id, d.kind, d.locale, d.path, d.published_at,
        s.name as sector_name, s.name_fr as sector_name_fr,
        ts_headline(${configOf(sql`d.locale`)}, d.title, ${queryFor(q)}, ${`${HEADLINE}, HighlightAll=true`}) as title,
        ts_headline(${configOf(sql`d.locale`)},
          case when d.body = '' then d.summary else d.summary || ' ' || d.body end,
          ${queryFor(q)},
          ${`${HEADLINE}, MaxWords=32, MinWords=14, MaxFragments=2, FragmentDelimiter=" … "`}) as snippet,
        left(case when d.body = '' then d.summary else d.summary || ' ' || d.body end, 24) as opening
      from search_documents d left join sectors s on s.id = d.sector_id
      where d.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
}

export async function searchSite(
  db: Queryable,
  request: SearchRequest,
  pageLocale: Locale,
  labels: SearchFacetLabels,
): Promise<Omit<SearchResults, "searchId">> {
  const [matches, sectors] = await Promise.all([
    matchingDocuments(db, request.q),
    rowsOf<Sector>(db, sql`select id, slug, name, name_fr from sectors`),
  ]);
  const sectorBySlug = new Map(sectors.map((s) => [s.slug, s]));
  const sectorById = new Map(sectors.map((s) => [s.id, s]));
  const sectorId = request.sector
    ? (sectorBySlug.get(request.sector)?.id ?? null)
    : null;
  const inKind = (m: Match) => !request.kind || m.kind === request.kind;
  const inSector = (m: Match) => !sectorId || m.sector_id === sectorId;

  // The reader's language; else the page's, or the other one when the page's finds nothing.
  const perLanguage = countBy(
    matches.filter((m) => inKind(m) && inSector(m)),
    (m) => m.locale,
  );
  const fallback = otherLocale(pageLocale);
  const language =
    request.language ??
    (!perLanguage.get(pageLocale) && perLanguage.get(fallback)
      ? fallback
      : pageLocale);
  const inLanguage = matches.filter((m) => m.locale === language);

  const results = inLanguage.filter((m) => inKind(m) && inSector(m));
  results.sort(byRelevance);
  const pageCount = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const page = Math.min(request.page, pageCount);
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const pageIds = results
    .slice(offset, offset + SEARCH_PAGE_SIZE)
    .map((m) => m.id);
  const rows = new Map(
    (await pageOfHits(db, request.q, pageIds)).map((row) => [row.id, row]),
  );
  const hits: SearchHit[] = pageIds.flatMap((id, index) => {
    const row = rows.get(id);
    if (!row) return [];
    const sectorName =
      (language === "fr" ? row.sector_name_fr : null) ?? row.sector_name;
    return [
      {
        position: offset + index + 1,
        kind: row.kind,
        locale: row.locale,
        path: row.path,
        title: row.title,
        snippet: withEllipses(row.snippet, row.opening),
        sectorName,
        publishedAt: row.published_at
          ? new Date(row.published_at).toISOString()
          : null,
      },
    ];
  });

  const kindCounts = countBy(inLanguage.filter(inSector), (m) => m.kind);
  const sectorCounts = countBy(inLanguage.filter(inKind), (m) => m.sector_id);
  const facets = {
    kinds: SEARCH_KINDS.map((key) => ({
      key,
      label: labels.kinds[key],
      count: kindCounts.get(key) ?? 0,
    })),
    sectors: [...sectorCounts]
      .flatMap(([id, count]): FacetCount[] => {
        const sector = sectorById.get(id);
        if (!sector) return [];
        const label =
          (language === "fr" ? sector.name_fr : null) ?? sector.name;
        return [{ key: sector.slug, label, count }];
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    languages: LOCALES.map((key) => ({
      key,
      label: labels.languages[key],
      count: perLanguage.get(key) ?? 0,
    })),
  };

  const suggestion =
    results.length < 3
      ? await suggestCorrection(db, request.q, {
          preferred: language,
          hits: matches.length,
        })
      : null;

  return {
    request: { ...request, page },
    language,
    fellBack: request.language === null && language !== pageLocale,
    total: results.length,
    pageCount,
    hits,
    facets,
    suggestion,
  };
}
