import type { Route } from "./+types/search-page";
import { SearchResultsPage } from "~/components/search/search-results-page";
import { searchPage as englishCopy } from "~/content/search";
import { searchPage as frenchCopy } from "~/content/fr/search";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { resultCountText } from "~/domain/search/search-copy";
import { pickCopy } from "~/i18n/copy";
import { headersWithRetryAfter } from "~/server/http/retry-after.server";
import { searchPageLoader } from "~/server/search/search-page.handler.server";

export const loader = (args: Route.LoaderArgs) => searchPageLoader(args);

// Results are per query: never stored by a browser or a proxy, never indexed.
export const headers: Route.HeadersFunction = (args) =>
  headersWithRetryAfter(args, {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });

export function meta({
  matches,
  loaderData,
}: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  const words = pickCopy(locale, { en: englishCopy, fr: frenchCopy });
  const results = loaderData?.results;
  // The count is in the title: the first thing a screen reader says of the new page.
  const title = results
    ? `${resultCountText(words, results.total, results.request.q)} – ${words.seoTitle}`
    : words.seoTitle;
  return seoMeta(originFromMatches(matches), {
    title,
    description: words.seoDescription,
    path: "/search",
    locale,
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage {...loaderData} />;
}
