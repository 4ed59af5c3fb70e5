/**
 * Site search's words (docs/search.md): the results page and its filters. The header's box
 * is the site frame's (react-intl, app/components/site-header.tsx).
 */
export const searchPage = {
  seoTitle: "Search",
  seoDescription:
    "Search our pages, insights and case studies on digital government, sovereign cloud and AI for the public sector.",
  heading: "Search",
  lead: "Our pages, insights and case studies, in English and French.",
  inputLabel: "Search the site",
  submit: "Search",
  emptyPrompt:
    "Type a few words: a service (e-visa, digital identity), a subject (data residency) or a place. Put words in quotes to find them together; put a minus sign before a word to leave it out.",
  /** Shown above the results and in the page's title: {count}, {query}. */
  resultsNone: "No results for “{query}”",
  resultsOne: "1 result for “{query}”",
  resultsMany: "{count} results for “{query}”",
  /** {page} and {shown}: the two languages' names (languagesInSentence). */
  fellBack: "Nothing matched in {page}; these results are in {shown}.",
  didYouMean: "Did you mean",
  noResultsHelp:
    "Check the spelling, try fewer or more general words, or ask our assistant: it answers from everything this site says.",
  contactHelp: "Or tell us what you are looking for: we reply within 24 hours.",
  contactLink: "Contact us",
  filtersHeading: "Refine",
  filterType: "Type",
  filterSector: "Sector",
  filterLanguage: "Language",
  allTypes: "All types",
  allSectors: "All sectors",
  apply: "Apply",
  clearFilters: "Clear filters",
  kinds: { page: "Page", insight: "Insight", case_study: "Case study" },
  languages: { en: "English", fr: "French" },
  /** The same names inside a sentence (French writes them in lower case there). */
  languagesInSentence: { en: "English", fr: "French" },
  resultsLabel: "Search results",
  pagination: "Result pages",
  /** {minutes}: whole minutes until the limit lets this network search again, one at least. */
  tooMany:
    "Too many searches from your network in the last few minutes. Please try again in {minutes} min.",
} as const;
