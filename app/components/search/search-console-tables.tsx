import { MessageSquarePlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  searchLanguageLabels,
  shareOf,
  unansweredQuestionsHref,
  writeAnswerHref,
  type SearchPeriod,
  type TopQueryRow,
  type ZeroResultRow,
} from "~/domain/search/search-insights";
import { formatDate, formatNumber, formatPercent } from "~/i18n/format";
import { buttonClasses } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { figureColumn, noRowsNote } from "../ui/figure-columns";

// The console is written in English (decision 055), its figures too.
export const count = (n: number) => formatNumber("en", n);
export const percent = (share: number | null) =>
  share === null ? "–" : formatPercent("en", share);
const decimal = (n: number) =>
  formatNumber("en", n, { maximumFractionDigits: 1 });
const when = (iso: string) =>
  `${formatDate("en", iso, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })} UTC`;

const queryCell = "break-words min-w-[12rem] max-w-[24rem]";

/** One of the page's tables under its heading, the sentence that says what it counts, and a note. */
function TableSection({
  id,
  title,
  intro,
  note,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3"
    >
      <div className="grid gap-1">
        <h3 id={id} className="text-xl font-bold tracking-tight text-ink-900">
          {title}
        </h3>
        <p className="max-w-prose text-sm leading-6 text-text-muted">{intro}</p>
      </div>
      {children}
      {note ? <p className="text-sm text-text-muted">{note}</p> : null}
    </section>
  );
}

function shownNote(shown: number, total: number, what: string) {
  return total > shown
    ? `The ${count(shown)} most frequent of ${count(total)} ${what} are shown.`
    : null;
}

/** Both tables name a row by its query, as stored. */
const queryColumn: TableColumn<{ query: string }> = {
  id: "query",
  header: "Query",
  meta: { rowHeader: true, className: queryCell },
  cell: (row) => row.query,
};

const topColumns: TableColumn<TopQueryRow>[] = [
  queryColumn,
  figureColumn("searches", "Searches", (row) => count(row.searches)),
  figureColumn("hits", "Average results", (row) => decimal(row.averageHits)),
  figureColumn("click-through", "Click-through", (row) =>
    percent(shareOf(row.clicked, row.searches)),
  ),
  figureColumn("position", "Average position opened", (row) =>
    row.averagePosition === null ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">None opened</span>
      </>
    ) : (
      decimal(row.averagePosition)
    ),
  ),
];

export function TopQueriesTable({
  rows,
  distinct,
}: {
  rows: TopQueryRow[];
  distinct: number;
}) {
  return (
    <TableSection
      id="search-top-queries"
      title="Top queries"
      intro="The queries searched most often, as stored: in lower case and without accents. Click-through is the share of searches from which a result was opened; the position is that result's place in the list (1 is the first)."
      note={shownNote(rows.length, distinct, "queries")}
    >
      <DataTable
        caption="Top queries"
        columns={topColumns}
        rows={rows}
        rowId={(row) => row.query}
        empty={noRowsNote("No searches in this period.")}
      />
    </TableSection>
  );
}

function zeroColumns(period: SearchPeriod): TableColumn<ZeroResultRow>[] {
  return [
    queryColumn,
    figureColumn("times", "Times", (row) => count(row.times)),
    {
      id: "language",
      header: "Language",
      meta: { className: "whitespace-nowrap" },
      cell: (row) => searchLanguageLabels[row.locale],
    },
    {
      id: "last",
      header: "Last searched",
      meta: { className: "whitespace-nowrap" },
      cell: (row) => (
        <time dateTime={row.lastSearched}>{when(row.lastSearched)}</time>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={writeAnswerHref(row.query, row.locale)}
            className={buttonClasses("secondary", "px-3 whitespace-nowrap")}
          >
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Write an answer
            <span className="sr-only">: {row.query}</span>
          </Link>
          <Link
            to={unansweredQuestionsHref(period)}
            className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
          >
            Unanswered questions
            <span className="sr-only"> the assistant was asked</span>
          </Link>
        </div>
      ),
    },
  ];
}

export function ZeroResultsTable({
  rows,
  distinct,
  period,
}: {
  rows: ZeroResultRow[];
  distinct: number;
  period: SearchPeriod;
}) {
  return (
    <TableSection
      id="search-no-results"
      title="Searches with no results"
      intro="What readers looked for and the site does not have, most frequent first: content to write. Write an answer opens the assistant's answer form with the query as the question, in the language it was searched in; the assistant's Unanswered questions are what visitors asked it and it could not answer."
      note={shownNote(rows.length, distinct, "queries with no results")}
    >
      <DataTable
        caption="Searches with no results"
        columns={zeroColumns(period)}
        rows={rows}
        rowId={(row) => `${row.locale}:${row.query}`}
        empty={noRowsNote("Every search in this period found something.")}
      />
    </TableSection>
  );
}
