import type { TicketPriority, TicketStatus } from "~/domain/enums";
import { Badge, type BadgeTone } from "../ui/badge";

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
  return (
    <Badge tone={priorityTones[priority] ?? "neutral"}>{label} priority</Badge>
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
  return (
    <Badge tone={statusTones[status] ?? "neutral"}>
      <span className="sr-only">Status: </span>
      {text}
    </Badge>
  );
}
