import { SearchX } from "lucide-react";
import { CONTENT_LOCALES } from "~/domain/enums";
import { SEARCH_LOG_RETENTION_MONTHS } from "~/domain/search/search-enums";
import {
  SEARCH_PERIODS,
  searchConsoleHref,
  searchLanguageLabels,
  searchPeriodLabel,
  shareOf,
  type SearchInsights,
} from "~/domain/search/search-insights";
import { formatDate } from "~/i18n/format";
import { ChoiceLinks } from "../ui/choice-links";
import { FigureCards } from "../ui/figure-cards";
import { EmptyState } from "../ui/page-states";
import {
  TopQueriesTable,
  ZeroResultsTable,
  count,
  percent,
} from "./search-console-tables";
import { PageHeading } from "../ui/page-heading";

const day = (iso: string) => formatDate("en", iso);

/** The period's headline figures. */
function Totals({ data }: { data: SearchInsights }) {
  const { searches, zeroResults, clicked } = data.totals;
  const figures = [
    {
      key: "searches",
      label: "Searches",
      value: count(searches),
      detail: `${count(data.distinctQueries)} different ${data.distinctQueries === 1 ? "query" : "queries"}`,
    },
    {
      key: "zero-results",
      label: "With no results",
      value: percent(shareOf(zeroResults, searches)),
      detail: `${count(zeroResults)} of ${count(searches)} searches`,
    },
    {
      key: "click-through",
      label: "Click-through",
      value: percent(shareOf(clicked, searches)),
      detail: `${count(clicked)} of ${count(searches)} searches opened a result`,
    },
  ];
  return (
    <FigureCards
      label="This period's totals"
      figures={figures}
      className="sm:grid-cols-3"
    />
  );
}

/**
 * The console's Site search section: what readers searched the public site for over a period,
 * in one language or both — the totals, the top queries and the searches that found nothing,
 * each of those a link to write the answer. Every control is a link, so the page works
 * without JavaScript.
 */
export function SearchConsole({ data }: { data: SearchInsights }) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title="Site search" relaxed>
        What readers typed in the search box of the public site, in English and
        in French. Each search keeps its query (in lower case, without accents),
        the page&apos;s language, how many results it found and which result was
        opened — never who searched. Queries that look like an e-mail address, a
        phone number or a postal code are not kept, and searches are deleted
        after {SEARCH_LOG_RETENTION_MONTHS} months.
      </PageHeading>
      <div className="flex flex-wrap items-center gap-3">
        <ChoiceLinks
          label="Period"
          choices={SEARCH_PERIODS.map((period) => ({
            key: period,
            to: searchConsoleHref(period, data.language),
            text: `Last ${searchPeriodLabel(period)}`,
            current: period === data.period,
          }))}
        />
        <ChoiceLinks
          label="Language"
          choices={[null, ...CONTENT_LOCALES].map((language) => ({
            key: language ?? "all",
            to: searchConsoleHref(data.period, language),
            text: language ? searchLanguageLabels[language] : "All languages",
            current: language === data.language,
          }))}
        />
      </div>
      <p className="text-sm text-text-muted">
        Searches from {day(data.from)} to {day(data.to)} (UTC)
        {data.language
          ? `, on the ${searchLanguageLabels[data.language]} pages.`
          : ", on the English and French pages."}
      </p>
      {data.totals.searches === 0 ? (
        <EmptyState Icon={SearchX} message="No searches in this period.">
          Searches appear here as readers use the search box on the public site.
        </EmptyState>
      ) : (
        <>
          <Totals data={data} />
          <TopQueriesTable
            rows={data.topQueries}
            distinct={data.distinctQueries}
          />
          <ZeroResultsTable
            rows={data.zeroResults}
            distinct={data.distinctZeroResults}
            period={data.period}
          />
        </>
      )}
    </section>
  );
}
