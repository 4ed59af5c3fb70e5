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
  return (
    <div className="grid gap-6">
      <header className="grid gap-3 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium text-ink-700">
            {ticket.reference}
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
          Created {ticket.createdOnLong}
          {ticket.createdByName ? <> by {ticket.createdByName}</> : null}
        </p>
        <p className="leading-7 break-words whitespace-pre-line text-ink-900">
          {ticket.description}
        </p>
      </header>
      <section aria-labelledby="thread-heading" className="grid gap-4">
        <h3 id="thread-heading" className="text-lg font-semibold text-ink-900">
          Conversation
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-text-muted">
            {viewer === "client"
              ? "No replies yet. Our platform team will answer here, and you will get an e-mail when they do."
              : "No replies yet."}
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
  if (entry.kind === "status_change") {
    return (
      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 px-2 text-center text-sm text-text-muted">
        <ListIcon name="arrow-right-left" className="size-4 shrink-0" />
        <span className="font-medium text-ink-900">
          {statusChangeSentence(entry)}
        </span>
        <span>
          by {entry.authorName} · <LocalTime iso={entry.at} />
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
          {staff ? "Support team" : "Client"}
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
