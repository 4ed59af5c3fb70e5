import { CircleCheck, MessageSquarePlus, X } from "lucide-react";
import { Form, Link } from "react-router";
import {
  NEW_ANSWER_PATH,
  UNANSWERED_PATH,
  UNANSWERED_PERIODS,
  type UnansweredGroupView,
} from "~/domain/console/assistant-knowledge";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { EmptyState } from "../ui/page-states";
import { AssistantNav, languageLabels } from "./assistant-nav";
import { FilterSelect } from "./filter-controls";
import { UtcTime } from "../ui/utc-time";
import { PageHeading } from "../ui/page-heading";

export type UnansweredQuestionsData = {
  days: number;
  questions: number;
  totalGroups: number;
  groups: UnansweredGroupView[];
  /** Admins open conversations; an editor sees the questions without the link. */
  canOpenConversations: boolean;
};

function periodLabel(days: number): string {
  return days === 365 ? "Last 12 months" : `Last ${days} days`;
}

function confidenceMix({ weak, none }: UnansweredGroupView["confidence"]) {
  const parts = [];
  if (none > 0) parts.push(`${none} not answered`);
  if (weak > 0) parts.push(`${weak} only partly answered`);
  return parts.join(", ");
}

function GroupCard({
  group,
  days,
  canOpenConversations,
}: {
  group: UnansweredGroupView;
  days: number;
  canOpenConversations: boolean;
}) {
  const headingId = `group-${group.key.replace(/[^a-z0-9]+/gi, "-")}`;
  const answerHref = `${NEW_ANSWER_PATH}?${new URLSearchParams({ group: group.key, days: String(days) })}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-group={group.key}
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3
            id={headingId}
            className="text-lg font-semibold break-words text-ink-900"
          >
            {group.question}
          </h3>
          <p className="text-sm font-semibold whitespace-nowrap text-ink-900 tabular-nums">
            Asked {group.count === 1 ? "once" : `${group.count} times`}
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-text-muted">Examples</dt>
          <dd>
            <ul className="grid gap-1">
              {group.examples.map((example) => (
                <li key={example.conversationId + example.question}>
                  {canOpenConversations ? (
                    <Link
                      to={`/lead_admin/conversations/${example.conversationId}`}
                      className="text-brand-800 underline underline-offset-4"
                    >
                      &ldquo;{example.question}&rdquo;
                    </Link>
                  ) : (
                    <>&ldquo;{example.question}&rdquo;</>
                  )}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-text-muted">Languages</dt>
          <dd>{group.locales.map((l) => languageLabels[l]).join(", ")}</dd>
          <dt className="text-text-muted">Last asked</dt>
          <dd>
            <UtcTime iso={group.lastSeen} />
          </dd>
          <dt className="text-text-muted">The assistant</dt>
          <dd>{confidenceMix(group.confidence)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Link to={answerHref} className={buttonClasses("primary")}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Answer this
            <span className="sr-only">: {group.question}</span>
          </Link>
          <Form method="post" action={UNANSWERED_PATH}>
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="group" value={group.key} />
            <input type="hidden" name="days" value={days} />
            <Button type="submit" variant="secondary">
              <X aria-hidden="true" className="size-4" />
              Dismiss
              <span className="sr-only">: {group.question}</span>
            </Button>
          </Form>
        </div>
      </article>
    </li>
  );
}

/**
 * /lead_admin/assistant/unanswered: what visitors asked that the assistant could not answer,
 * grouped by wording, the largest groups first (decision 057). Each group is answered once
 * (a curated answer) or dismissed.
 */
export function UnansweredQuestionsPage({
  data,
}: {
  data: UnansweredQuestionsData;
}) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeading title="Unanswered questions">
        What visitors asked the chat assistant that it could not answer, or
        answered only in part, grouped by similar wording. Answer a group once
        and the assistant knows it from then on.
      </PageHeading>
      <AssistantNav unanswered={data.questions} />
      <Form
        method="get"
        action={UNANSWERED_PATH}
        aria-label="Choose the period"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4"
      >
        <FilterSelect
          idPrefix="unanswered"
          name="days"
          label="Asked in the"
          value={String(data.days)}
          options={UNANSWERED_PERIODS.map((days) => ({
            value: String(days),
            label: periodLabel(days),
          }))}
        />
        <Button type="submit">Show</Button>
      </Form>
      <p className="text-sm text-text-muted" aria-live="polite">
        {data.questions.toLocaleString("en-GB")} question
        {data.questions === 1 ? "" : "s"} in{" "}
        {data.totalGroups.toLocaleString("en-GB")} group
        {data.totalGroups === 1 ? "" : "s"} (
        {periodLabel(data.days).toLowerCase()})
        {data.totalGroups > data.groups.length
          ? `: the ${data.groups.length} largest are shown.`
          : "."}
      </p>
      {data.groups.length === 0 ? (
        <EmptyState
          Icon={CircleCheck}
          message="Nothing left unanswered in this period."
        />
      ) : (
        <ol aria-label="Groups of questions" className="grid gap-4">
          {data.groups.map((group) => (
            <GroupCard
              key={group.key}
              group={group}
              days={data.days}
              canOpenConversations={data.canOpenConversations}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
