import { FormattedMessage } from "react-intl";
import { ticketStatusLabels } from "~/domain/client-work/client-work-format";
import { TicketReference } from "./ticket-reference";
import { useClientWorkLabels } from "./client-work-labels";
import type {
  TicketEntryView,
  TicketThreadView,
} from "~/domain/client-work/client-work-views";
import { statusChangeSentence } from "~/domain/client-work/ticket-thread";
import { cx } from "../ui/cx";
import { LocalTime } from "../ui/local-time";
import { ListIcon, ListIconSprite } from "../ui/list-icon";
import { PriorityBadge, TicketStatusBadge } from "./ticket-badges";

/**
 * A ticket and its thread, for the client's page and the staff page alike: the header
 * (title, reference, status, priority, created date, description), then every reply and
 * status change in order. `viewer` decides which side reads as "you".
 */
export function TicketThread({
  thread,
  viewer,
}: {
  thread: TicketThreadView;
  viewer: "client" | "staff";
}) {
  const { ticket, entries } = thread;
  const labels = useClientWorkLabels();
  return (
    <div className="grid gap-6">
      <header className="grid gap-3 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium text-ink-700">
            <TicketReference id={ticket.id} />
          </span>
          <TicketStatusBadge status={ticket.status} text={ticket.statusText} />
          <PriorityBadge
            priority={ticket.priority}
            label={ticket.priorityLabel}
          />
        </div>
        <h2 className="text-2xl font-bold tracking-tight break-words text-ink-900">
          {ticket.title}
        </h2>
        <p className="text-sm text-text-muted">
          <FormattedMessage
            id="portal.ticketCreatedBy"
            defaultMessage="{by, select, yes {Created {date} by {name}} other {Created {date}}}"
            values={{
              by: ticket.createdByName ? "yes" : "no",
              name: ticket.createdByName ?? "",
              date: labels.longDay(ticket.createdAt, ticket.createdOnLong),
            }}
          />
        </p>
        <p className="leading-7 break-words whitespace-pre-line text-ink-900">
          {ticket.description}
        </p>
      </header>
      <section aria-labelledby="thread-heading" className="grid gap-4">
        <h3 id="thread-heading" className="text-lg font-semibold text-ink-900">
          <FormattedMessage
            id="portal.conversation"
            defaultMessage="Conversation"
          />
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-text-muted">
            {viewer === "client" ? (
              <FormattedMessage
                id="portal.noRepliesClient"
                defaultMessage="No replies yet. Our platform team will answer here, and you will get an e-mail when they do."
              />
            ) : (
              <FormattedMessage
                id="portal.noReplies"
                defaultMessage="No replies yet."
              />
            )}
          </p>
        ) : (
          <ListIconSprite names={["arrow-right-left", "headset", "user-round"]}>
            <ol aria-labelledby="thread-heading" className="grid gap-4">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <ThreadEntry entry={entry} viewer={viewer} />
                </li>
              ))}
            </ol>
          </ListIconSprite>
        )}
      </section>
    </div>
  );
}

function ThreadEntry({
  entry,
  viewer,
}: {
  entry: TicketEntryView;
  viewer: "client" | "staff";
}) {
  const labels = useClientWorkLabels();
  if (entry.kind === "status_change") {
    const from = entry.fromLabel
      ? labels.ticketStatus(statusOfLabel(entry.fromLabel))
      : "";
    const to = labels.ticketStatus(statusOfLabel(entry.toLabel));
    return (
      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 px-2 text-center text-sm text-text-muted">
        <ListIcon name="arrow-right-left" className="size-4 shrink-0" />
        <span className="font-medium text-ink-900">
          {labels.french ? (
            <FormattedMessage
              id="portal.statusChange"
              defaultMessage="{known, select, yes {Status changed from {from} to {to}} other {Status set to {to}}}"
              values={{ known: entry.fromLabel ? "yes" : "no", from, to }}
            />
          ) : (
            statusChangeSentence(entry)
          )}
        </span>
        <span>
          <FormattedMessage
            id="portal.statusChangeBy"
            defaultMessage="by {name} · {time}"
            values={{
              name: entry.authorName,
              time: <LocalTime iso={entry.at} />,
            }}
          />
        </span>
      </div>
    );
  }
  const staff = entry.side === "staff";
  const own = entry.side === viewer;
  return (
    <article
      className={cx(
        "grid gap-2 rounded-card border p-4 sm:max-w-[85%] sm:p-5",
        staff
          ? "border-brand-700/30 bg-brand-50"
          : "border-line bg-surface-muted",
        own ? "sm:ml-auto" : "sm:mr-auto",
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <ListIcon
          name={staff ? "headset" : "user-round"}
          className="size-4 shrink-0 text-ink-700"
        />
        <span className="font-semibold text-ink-900">{entry.authorName}</span>
        <span
          className={cx(
            "rounded-full px-2 py-0.5 text-xs font-semibold",
            staff ? "bg-brand-700 text-white" : "bg-ink-100 text-ink-800",
          )}
        >
          {staff ? (
            <FormattedMessage
              id="portal.supportTeam"
              defaultMessage="Support team"
            />
          ) : (
            <FormattedMessage id="portal.client" defaultMessage="Client" />
          )}
        </span>
        <span className="text-text-muted">
          <LocalTime iso={entry.at} />
        </span>
      </header>
      <p className="leading-7 break-words whitespace-pre-line text-ink-900">
        {entry.body}
      </p>
    </article>
  );
}

/** The stored status behind an English label of the thread ("In progress" → in_progress). */
function statusOfLabel(label: string): string {
  const found = Object.entries(ticketStatusLabels).find(
    ([, text]) => text === label,
  );
  return found ? found[0] : label;
}
