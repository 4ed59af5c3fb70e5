import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchResults } from "~/domain/search/search-views";
import type { Locale } from "~/i18n/locale";
import { LocaleProvider } from "~/i18n/locale-context";
import { SearchResultsPage, type SearchPageData } from "./search-results-page";

/** The page as the server renders it: what a reader without JavaScript gets. */
function render(locale: Locale, data: SearchPageData): string {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <SearchResultsPage {...data} /> },
  ]);
  return renderToString(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={[locale === "fr" ? "/fr/search" : "/search"]} />
    </LocaleProvider>,
  )
    .replaceAll("\u00a0", " ")
    .replaceAll("<!-- -->", "");
}

const request = {
  q: "glimmerdeep",
  kind: null,
  sector: null,
  language: null,
  page: 1,
  searchId: null,
};
const results = (overrides: Partial<SearchResults>): SearchResults => ({
  request,
  language: "fr",
  fellBack: false,
  total: 0,
  pageCount: 1,
  hits: [],
  facets: { kinds: [], sectors: [], languages: [] },
  suggestion: null,
  searchId: null,
  ...overrides,
});

describe("the search results page", () => {
  it("says when the page's language found nothing and the other's results are shown", () => {
    const html = render("fr", {
      search: request,
      results: results({
        language: "en",
        fellBack: true,
        total: 1,
        hits: [
          {
            position: 1,
            kind: "insight",
            locale: "en",
            path: "/blog/glimmerdeep",
            title: "Glimmerdeep",
            snippet: "Glimmerdeep reporting.",
            sectorName: null,
            publishedAt: null,
          },
        ],
      }),
      retryAfter: null,
    });
    expect(html).toContain(
      "Aucun résultat en français ; voici les résultats en anglais.",
    );
    expect(html).toContain('href="/blog/glimmerdeep"');
  });

  it("offers the suggestion as a link to its search, in the page's language", () => {
    const html = render("fr", {
      search: { ...request, q: "gouvernment" },
      results: results({
        request: { ...request, q: "gouvernment" },
        suggestion: "gouvernement",
      }),
      retryAfter: null,
    });
    expect(html).toMatch(
      /Vouliez-vous dire <a[^>]*href="\/fr\/search\?q=gouvernement"[^>]*>gouvernement<\/a> \?/,
    );
  });

  it("says how long to wait when the limit is reached, and lists nothing", () => {
    const html = render("en", {
      search: request,
      results: null,
      retryAfter: 125,
    });
    expect(html).toContain("Please try again in 3 min.");
    expect(html).not.toContain("results for");
  });
});
