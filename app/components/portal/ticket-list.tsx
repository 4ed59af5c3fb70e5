import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import type { TicketSummaryView } from "~/domain/client-work/client-work-views";
import { EmptyState } from "../ui/page-states";
import { PriorityBadge, TicketStatusBadge } from "../client-work/ticket-badges";
import { useClientWorkLabels } from "../client-work/client-work-labels";
import { TicketReference } from "../client-work/ticket-reference";

/** The Support tab's tickets: each card opens the ticket's thread. */
export function TicketList({ tickets }: { tickets: TicketSummaryView[] }) {
  const intl = useIntl();
  if (tickets.length === 0) {
    return (
      <EmptyState
        Icon={LifeBuoy}
        message={intl.formatMessage({
          id: "portal.ticketsEmpty",
          defaultMessage: "No support tickets yet.",
        })}
      >
        <FormattedMessage
          id="portal.ticketsEmptyBody"
          defaultMessage="Something not working, or need a change to your platform? Create a ticket and our team will answer here."
        />
      </EmptyState>
    );
  }
  return (
    <ul
      className="grid gap-4"
      aria-label={intl.formatMessage({
        id: "portal.supportHeading",
        defaultMessage: "Support tickets",
      })}
    >
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <TicketCard ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}

function TicketCard({ ticket }: { ticket: TicketSummaryView }) {
  const labels = useClientWorkLabels();
  return (
    <article className="relative grid gap-3 rounded-card border border-line bg-surface p-5 shadow-card transition-colors focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-700/40 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-ink-900">
          {/* The title's link covers the card (after:inset-0): one link, one tab stop. */}
          <Link
            to={`/dashboard/support/${ticket.id}`}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {ticket.title}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          <PriorityBadge
            priority={ticket.priority}
            label={ticket.priorityLabel}
          />
          <TicketStatusBadge status={ticket.status} text={ticket.statusText} />
        </div>
      </div>
      <p className="line-clamp-2 text-sm leading-6 break-words text-text-muted">
        {ticket.description}
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700">
        <span className="font-mono font-medium">
          <TicketReference id={ticket.id} />
        </span>
        <span aria-hidden="true">·</span>
        <span>
          <FormattedMessage
            id="portal.ticketCreated"
            defaultMessage="Created {date}"
            values={{ date: labels.day(ticket.createdAt, ticket.createdOn) }}
          />
        </span>
      </p>
    </article>
  );
}
