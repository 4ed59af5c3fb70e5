import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import {
  CONVERSATION_FILTERS,
  conversationFilterLabels,
  type ConversationListData,
  type ConversationListRow,
} from "~/domain/console/conversations";
import type { TableColumn } from "../ui/data-table";
import { LocalTime } from "../ui/local-time";
import { ConversationStateBadge } from "./conversation-badges";
import { VisitorLanguageBadge } from "./visitor-language";
import { FilterControls, FilterForm, filterOptions } from "./filter-controls";
import { FilteredTable } from "./filtered-table";
import { SectionHeading } from "../ui/section-heading";

const columns: TableColumn<ConversationListRow>[] = [
  {
    id: "visitor",
    header: "Visitor",
    meta: { rowHeader: true, className: "min-w-[12rem]" },
    cell: (row) => {
      const r = row;
      return (
        <div className="grid gap-0.5">
          <Link
            to={`/lead_admin/conversations/${r.id}`}
            className="font-semibold break-words text-brand-700 hover:underline"
          >
            {r.visitorLabel}
          </Link>
          {r.visitorEmail && r.visitorEmail !== r.visitorLabel ? (
            <span className="text-xs [overflow-wrap:anywhere] text-text-muted">
              {r.visitorEmail}
            </span>
          ) : null}
          {r.visitorOrganisation ? (
            <span className="text-xs break-words text-text-muted">
              {r.visitorOrganisation}
            </span>
          ) : null}
        </div>
      );
    },
  },
  {
    id: "started",
    header: "Started",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => <LocalTime iso={row.startedAt} />,
  },
  {
    id: "activity",
    header: "Last activity",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => <LocalTime iso={row.lastMessageAt} relative />,
  },
  {
    id: "messages",
    header: "Messages",
    meta: { className: "text-right tabular-nums" },
    cell: (row) => row.messageCount.toLocaleString("en-GB"),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => <ConversationStateBadge state={row.state} />,
  },
  {
    id: "language",
    header: "Language",
    cell: (row) => <VisitorLanguageBadge locale={row.locale} />,
  },
  {
    id: "page",
    header: "Started on",
    // On one line: a breakable path let the squeezed column grow every row tall on a phone.
    meta: { className: "whitespace-nowrap" },
    cell: (row) =>
      row.startedOnPath ? (
        <span className="font-mono text-xs">{row.startedOnPath}</span>
      ) : (
        <span className="text-text-muted">Unknown</span>
      ),
  },
];

/**
 * /lead_admin/conversations: the chat assistant's conversations, newest activity first. The
 * filters are a GET form: a filtered list has a URL and works without JavaScript.
 */
export function ConversationsTab({ data }: { data: ConversationListData }) {
  const { params } = data;
  const filtered = params.q !== "" || params.status !== "all";
  return (
    <section
      aria-labelledby="conversations-heading"
      className="grid min-w-0 gap-5"
    >
      <SectionHeading id="conversations-heading" title="Conversations">
        What visitors asked the chat assistant, newest activity first. Open one
        to read the transcript, its files and the sources each reply cited.
      </SectionHeading>
      <FilterForm
        label="Filter the conversations"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end"
        filtered={filtered}
        resetTo="/lead_admin/conversations"
      >
        <FilterControls
          idPrefix="conversation-filter"
          values={params}
          controls={[
            {
              name: "q",
              label: "Search by visitor name, email or organisation",
              type: "search",
            },
            {
              name: "status",
              label: "Show",
              options: filterOptions(
                CONVERSATION_FILTERS,
                conversationFilterLabels,
              ),
            },
          ]}
        />
      </FilterForm>
      <FilteredTable
        caption="Chat assistant conversations"
        columns={columns}
        rows={data.rows}
        pageInfo={data.pageInfo}
        count={{ one: "conversation", many: "conversations" }}
        filtered={filtered}
        empty={{
          Icon: MessagesSquare,
          noMatch: "No conversations match this search.",
          none: "No conversations yet. When a visitor talks to the chat assistant, the conversation appears here.",
        }}
        pages={{
          basePath: "/lead_admin/conversations",
          label: "Conversation pages",
        }}
      />
    </section>
  );
}
