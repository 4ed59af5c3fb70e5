import { Search as SearchIcon } from "lucide-react";
import { Link } from "react-router";
import { searchPage as englishCopy } from "~/content/search";
import { searchPage as frenchCopy } from "~/content/fr/search";
import {
  fillIn,
  resultCountText,
  type SearchWords,
} from "~/domain/search/search-copy";
import type { SearchKind } from "~/domain/search/search-enums";
import {
  SEARCH_PAGE_SIZE,
  searchHref,
  type SearchRequest,
} from "~/domain/search/search-request";
import type {
  FacetCount,
  SearchHit,
  SearchResults,
} from "~/domain/search/search-views";
import { formatDate } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locale";
import { useCopy, useLocale } from "~/i18n/locale-context";
import { Badge } from "../ui/badge";
import { buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { Pagination } from "../ui/page-states";
import { HighlightedText } from "./highlighted-text";

const copies: Record<Locale, SearchWords> = {
  en: englishCopy,
  fr: frenchCopy,
};
type Words = SearchWords;

export type SearchPageData = {
  search: SearchRequest;
  results: SearchResults | null;
  retryAfter: number | null;
};

/**
 * The results page (docs/search.md): one GET form, filters as links with their counts, the
 * results, pages. Server-rendered and never hydrated: every control is a link or a form.
 */
export function SearchResultsPage({
  search,
  results,
  retryAfter,
}: SearchPageData) {
  const words = useCopy(copies);
  const locale = useLocale();
  const basePath = localizedPath("/search", locale);
  return (
    <div className="page-container py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {words.heading}
      </h1>
      <p className="mt-2 text-text-muted">{words.lead}</p>
      <form
        action={basePath}
        method="get"
        className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row"
      >
        <label htmlFor="search-page-q" className="sr-only">
          {words.inputLabel}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          autoComplete="off"
          className={inputClasses}
        />
        <button type="submit" className={buttonClasses("primary", "shrink-0")}>
          <SearchIcon aria-hidden="true" className="size-4" />
          {words.submit}
        </button>
      </form>
      {retryAfter !== null ? (
        <p
          role="alert"
          className="mt-8 max-w-2xl rounded-card border border-accent-500/50 bg-accent-50 p-4 text-ink-900"
        >
          {fillIn(words.tooMany, {
            minutes: Math.max(1, Math.ceil(retryAfter / 60)),
          })}
        </p>
      ) : results ? (
        <Results results={results} words={words} basePath={basePath} />
      ) : (
        <p className="mt-8 max-w-2xl text-ink-800">{words.emptyPrompt}</p>
      )}
    </div>
  );
}

function Results({
  results,
  words,
  basePath,
}: {
  results: SearchResults;
  words: Words;
  basePath: string;
}) {
  const { request } = results;
  const locale = useLocale();
  const filtered = Boolean(request.kind || request.sector || request.language);
  // A changed filter starts again from the first page of its results.
  const filterHref = (change: Partial<SearchRequest>) =>
    searchHref(basePath, { ...request, ...change, page: 1 });
  return (
    // On a phone the count comes first, then the filters (compact), then the results; on a wide
    // screen the filters are a column beside both.
    <div className="mt-8 grid gap-x-8 gap-y-6 lg:grid-cols-[16rem_1fr]">
      <div className="lg:col-start-2 lg:row-start-1">
        <h2
          id="search-count"
          role="status"
          className="text-xl font-semibold text-ink-900"
        >
          {resultCountText(words, results.total, request.q)}
        </h2>
        {results.fellBack ? (
          <p className="mt-2 text-ink-800">
            {fillIn(words.fellBack, {
              page: words.languagesInSentence[locale],
              shown: words.languagesInSentence[results.language],
            })}
          </p>
        ) : null}
        {results.suggestion ? (
          <p className="mt-3 text-lg text-ink-900">
            {words.didYouMean}{" "}
            <Link
              to={searchHref(basePath, { q: results.suggestion })}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {results.suggestion}
            </Link>
            {locale === "fr" ? "\u00a0?" : "?"}
          </p>
        ) : null}
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        {results.hits.length > 0 ? (
          <ol
            aria-labelledby="search-count"
            className="grid gap-4"
            start={results.hits[0]!.position}
          >
            {results.hits.map((hit) => (
              <ResultItem
                key={hit.path}
                hit={hit}
                words={words}
                searchId={results.searchId}
              />
            ))}
          </ol>
        ) : (
          <div className="max-w-2xl space-y-2 text-ink-800">
            <p>{words.noResultsHelp}</p>
            <p>
              {words.contactHelp}{" "}
              <Link
                to={localizedPath("/contact", locale)}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {words.contactLink}
              </Link>
            </p>
          </div>
        )}
        <Pagination
          info={{
            page: request.page,
            pageCount: results.pageCount,
            total: results.total,
            pageSize: SEARCH_PAGE_SIZE,
          }}
          basePath={basePath}
          label={words.pagination}
          hrefFor={(page) => searchHref(basePath, { ...request, page })}
        />
      </div>
      <nav
        aria-label={words.filtersHeading}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <h2 className="text-base font-semibold text-ink-900">
          {words.filtersHeading}
        </h2>
        <FacetGroup
          title={words.filterType}
          allLabel={words.allTypes}
          facets={results.facets.kinds}
          current={request.kind}
          hrefOf={(kind) => filterHref({ kind: kind as SearchKind | null })}
        />
        {results.facets.sectors.length > 0 ? (
          <FacetGroup
            title={words.filterSector}
            allLabel={words.allSectors}
            facets={results.facets.sectors}
            current={request.sector}
            hrefOf={(sector) => filterHref({ sector })}
          />
        ) : null}
        <FacetGroup
          title={words.filterLanguage}
          facets={results.facets.languages}
          current={results.language}
          hrefOf={(language) => filterHref({ language: language as Locale })}
        />
        {filtered ? (
          <Link
            to={searchHref(basePath, {
              q: request.q,
              searchId: request.searchId,
            })}
            className="mt-5 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {words.clearFilters}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function FacetGroup({
  title,
  allLabel,
  facets,
  current,
  hrefOf,
}: {
  title: string;
  /** The option that removes this filter; none for the language, which always has one. */
  allLabel?: string;
  facets: FacetCount[];
  current: string | null;
  hrefOf: (key: string | null) => string;
}) {
  const option = (key: string | null, label: string, count?: number) => {
    const selected = current === key;
    return (
      <li key={key ?? ""}>
        <Link
          to={hrefOf(key)}
          aria-current={selected ? "true" : undefined}
          className={cx(
            "flex min-h-11 items-center justify-between gap-3 rounded-md border border-line px-3 text-sm hover:bg-surface-muted lg:border-transparent",
            selected
              ? "bg-brand-50 font-semibold text-brand-800"
              : "text-ink-900",
          )}
        >
          <span>{label}</span>
          {count !== undefined ? (
            <span className="tabular-nums text-text-muted">{count}</span>
          ) : null}
        </Link>
      </li>
    );
  };
  return (
    <div className="mt-4">
      <h3 className="px-3 text-xs font-semibold uppercase tracking-[0.12em] text-text-muted">
        {title}
      </h3>
      <ul className="mt-1 flex flex-wrap gap-2 lg:grid lg:gap-0.5">
        {allLabel ? option(null, allLabel) : null}
        {facets.map((facet) => option(facet.key, facet.label, facet.count))}
      </ul>
    </div>
  );
}

function ResultItem({
  hit,
  words,
  searchId,
}: {
  hit: SearchHit;
  words: Words;
  searchId: string | null;
}) {
  const locale = useLocale();
  // Through /search/open when the search is stored: it records which result was opened.
  const href = searchId
    ? `${localizedPath("/search/open", locale)}?${new URLSearchParams({ s: searchId, n: String(hit.position), to: hit.path })}`
    : hit.path;
  return (
    <li className="rounded-card border border-line bg-white p-5">
      <article>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={hit.kind === "page" ? "neutral" : "brand"}>
            {words.kinds[hit.kind]}
          </Badge>
          {hit.sectorName ? (
            <span className="text-sm text-text-muted">{hit.sectorName}</span>
          ) : null}
          {hit.publishedAt && hit.kind === "insight" ? (
            <span className="text-sm text-text-muted">
              {formatDate(locale, hit.publishedAt)}
            </span>
          ) : null}
        </div>
        <h3 className="mt-2 text-lg font-semibold text-ink-900">
          <a
            href={href}
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            <HighlightedText text={hit.title} />
          </a>
        </h3>
        <p className="mt-1 break-all text-sm text-text-muted">{hit.path}</p>
        <p className="mt-2 text-ink-800">
          <HighlightedText text={hit.snippet} />
        </p>
      </article>
    </li>
  );
}
