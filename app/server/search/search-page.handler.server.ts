import { data } from "react-router";
import { searchPage as englishCopy } from "~/content/search";
import { searchPage as frenchCopy } from "~/content/fr/search";
import { parseSearchRequest } from "~/domain/search/search-request";
import type { SearchResults } from "~/domain/search/search-views";
import { pickCopy } from "~/i18n/copy";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "../../routes/search/+types/search-page";
import { requestInfoContext } from "../http/request-context.server";
import { rateLimitClientKey } from "../security/client-key.server";
import { getAppServices } from "../services.server";
import { recordSearch } from "./search-log.server";
import { searchSite } from "./site-search.server";

/**
 * /search and /fr/search (docs/search.md): a GET form, rendered on the server for every query
 * (the page cache never holds it). Each search with words counts against SEARCH_RATE_LIMIT; the
 * first page of a new search is stored for the console, and its further pages and filters carry
 * its id so that a click on any of them is counted on it.
 */
export async function searchPageLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const search = parseSearchRequest(url.searchParams);
  if (!search.q) return { search, results: null, retryAfter: null };
  const { database, searchRateLimiter } = getAppServices();
  const retryAfter = await searchRateLimiter.consume(
    rateLimitClientKey(context.get(requestInfoContext).clientIp),
  );
  if (retryAfter !== null)
    return data(
      { search, results: null, retryAfter },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  const words = pickCopy(locale, { en: englishCopy, fr: frenchCopy });
  const found = await searchSite(database.db, search, locale, words);
  const isNewSearch =
    search.page === 1 &&
    !search.kind &&
    !search.sector &&
    !search.language &&
    !search.searchId;
  const searchId = isNewSearch
    ? await recordSearch(database.db, {
        q: search.q,
        locale,
        hitCount: found.total,
      })
    : search.searchId;
  const results: SearchResults = { ...found, searchId };
  return { search, results, retryAfter: null };
}
