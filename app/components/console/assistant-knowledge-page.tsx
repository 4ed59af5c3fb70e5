import { Bot, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { CURATED_ANSWER_STATUSES } from "~/domain/chat/curated-answer";
import {
  ASSISTANT_PATH,
  NEW_ANSWER_PATH,
  answerPath,
  type CuratedAnswerView,
} from "~/domain/console/assistant-knowledge";
import { CONTENT_LOCALES } from "~/domain/enums";
import { Badge } from "../ui/badge";
import { buttonClasses } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmptyState } from "../ui/page-states";
import { AssistantNav, languageLabels } from "./assistant-nav";
import {
  FilterControls,
  FilterForm,
  FilterInput,
  filterOptions,
  ResultCount,
} from "./filter-controls";
import { UtcTime } from "../ui/utc-time";
import { BlankValue } from "../ui/blank-value";
import { PageHeading } from "../ui/page-heading";

export type AssistantKnowledgeData = {
  filters: { locale: string; status: string; q: string };
  answers: CuratedAnswerView[];
  total: number;
  unanswered: number;
};

const statusLabels = { active: "In use", retired: "Retired" } as const;

export function CuratedStatusBadge({
  status,
}: {
  status: CuratedAnswerView["status"];
}) {
  return (
    <Badge tone={status === "active" ? "success" : "neutral"}>
      {statusLabels[status]}
    </Badge>
  );
}

const columns: TableColumn<CuratedAnswerView>[] = [
  {
    id: "question",
    header: "Question",
    meta: { rowHeader: true, className: "min-w-[16rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <Link
          to={answerPath(row.id)}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {row.question}
        </Link>
        {row.phrasings.length > 0 ? (
          <span className="text-sm text-text-muted">
            and {row.phrasings.length} other phrasing
            {row.phrasings.length === 1 ? "" : "s"}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "language",
    header: "Language",
    cell: (row) => languageLabels[row.locale],
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <CuratedStatusBadge status={row.status} />,
  },
  {
    id: "cites",
    header: "Cites",
    cell: (row) => row.citePath ?? <BlankValue label="No page" />,
  },
  {
    id: "changed",
    header: "Last changed",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <UtcTime iso={row.updatedAt} />
        <span className="text-text-muted">
          by {row.updatedBy ?? "a former member of staff"}
        </span>
      </div>
    ),
  },
  {
    id: "replies",
    header: "Replies that used it",
    meta: { className: "tabular-nums" },
    cell: (row) => row.replies.toLocaleString("en-GB"),
  },
];

/** /lead_admin/assistant: the answers staff taught the chat assistant (decision 057). */
export function AssistantKnowledgePage({
  data,
}: {
  data: AssistantKnowledgeData;
}) {
  const { filters } = data;
  const filtered =
    filters.locale !== "all" || filters.status !== "active" || filters.q !== "";
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeading
        title="Assistant knowledge"
        actions={
          <Link to={NEW_ANSWER_PATH} className={buttonClasses("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            New answer
          </Link>
        }
      >
        Answers the chat assistant gives before anything on the site, in the
        visitor&rsquo;s language, citing the page you name. Changes reach every
        server within seconds.
      </PageHeading>
      <AssistantNav unanswered={data.unanswered} />
      <FilterForm
        action={ASSISTANT_PATH}
        role="search"
        label="Search and filter answers"
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end"
        filtered={filtered}
        resetTo={ASSISTANT_PATH}
        actionsClassName="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <FilterInput
            idPrefix="answers"
            name="q"
            label="Words in the question or answer"
            type="search"
            value={filters.q}
          />
        </div>
        <FilterControls
          idPrefix="answers"
          values={filters}
          controls={[
            {
              name: "locale",
              label: "Language",
              options: filterOptions(CONTENT_LOCALES, languageLabels, {
                value: "all",
                label: "Both languages",
              }),
            },
            {
              name: "status",
              label: "Status",
              options: [
                ...CURATED_ANSWER_STATUSES.map((status) => ({
                  value: status,
                  label: statusLabels[status],
                })),
                { value: "all", label: "In use and retired" },
              ],
            },
          ]}
        />
      </FilterForm>
      <ResultCount total={data.total} one="answer" many="answers" />
      {data.answers.length === 0 ? (
        <EmptyState
          Icon={filtered ? SearchX : Bot}
          message={
            filtered
              ? "No answer matches this search."
              : "No answer yet: add one, or answer a group of unanswered questions."
          }
        />
      ) : (
        <DataTable
          caption="Answers"
          columns={columns}
          rows={data.answers}
          rowId={(row) => row.id}
        />
      )}
      {data.total > data.answers.length ? (
        <p className="text-sm text-text-muted">
          The {data.answers.length} most recently changed are shown: search to
          find the others.
        </p>
      ) : null}
    </section>
  );
}
