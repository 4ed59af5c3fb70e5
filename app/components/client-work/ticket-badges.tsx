import type { TicketPriority, TicketStatus } from "~/domain/enums";
import { FormattedMessage } from "react-intl";
import { Badge, type BadgeTone } from "../ui/badge";
import { useClientWorkLabels } from "./client-work-labels";

const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: "neutral",
  medium: "warning",
  high: "danger",
};

const statusTones: Record<TicketStatus, BadgeTone> = {
  open: "brand",
  in_progress: "info",
  resolved: "success",
  closed: "neutral",
};

/** "High priority": the word carries the meaning, the colour only repeats it. */
export function PriorityBadge({
  priority,
  label,
}: {
  priority: TicketPriority;
  label: string;
}) {
  const labels = useClientWorkLabels();
  return (
    <Badge tone={priorityTones[priority] ?? "neutral"}>
      <FormattedMessage
        id="portal.priorityBadge"
        defaultMessage="{priority} priority"
        values={{ priority: labels.priority(priority, label) }}
      />
    </Badge>
  );
}

/** The status upper case, underscores as spaces ("IN PROGRESS"). */
export function TicketStatusBadge({
  status,
  text,
}: {
  status: TicketStatus;
  text: string;
}) {
  const labels = useClientWorkLabels();
  return (
    <Badge tone={statusTones[status] ?? "neutral"}>
      <span className="sr-only">
        <FormattedMessage id="portal.statusPrefix" defaultMessage="Status: " />
      </span>
      {labels.ticketStatusBadge(status, text)}
    </Badge>
  );
}
