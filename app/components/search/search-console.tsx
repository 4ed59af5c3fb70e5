import { SearchX } from "lucide-react";
import { Link } from "react-router";
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
import { cx } from "../ui/cx";
import { EmptyState } from "../ui/page-states";
import {
  TopQueriesTable,
  ZeroResultsTable,
  count,
  percent,
} from "./search-console-tables";

/** A set of links of which one is the page's own (aria-current): one URL each, no JavaScript needed. */
function ChoiceLinks({
  label,
  choices,
}: {
  label: string;
  choices: { key: string; to: string; text: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.to}
              aria-current={choice.current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                choice.current
                  ? "bg-brand-700 text-white"
                  : "text-text-muted hover:bg-surface-muted hover:text-ink-900",
              )}
            >
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
    <dl
      aria-label="This period's totals"
      className="grid grid-cols-1 gap-3 sm:grid-cols-3"
    >
      {figures.map((figure) => (
        <div
          key={figure.key}
          data-total={figure.key}
          className="grid content-start gap-1 rounded-xl border border-line bg-surface p-4"
        >
          <dt className="text-sm text-text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold text-ink-900 tabular-nums">
            {figure.value}
          </dd>
          <dd className="text-sm text-ink-800">{figure.detail}</dd>
        </div>
      ))}
    </dl>
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
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-ink-900">Site search</h2>
        <p className="max-w-prose text-sm leading-6 text-text-muted">
          What readers typed in the search box of the public site, in English
          and in French. Each search keeps its query (in lower case, without
          accents), the page&apos;s language, how many results it found and
          which result was opened — never who searched. Queries that look like
          an e-mail address, a phone number or a postal code are not kept, and
          searches are deleted after {SEARCH_LOG_RETENTION_MONTHS} months.
        </p>
      </div>
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
