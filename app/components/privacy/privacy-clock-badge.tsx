import type { PrivacyClockView } from "~/domain/privacy/privacy-queue";
import { Badge } from "../ui/badge";

/** How a request stands against the law's clock, in words (never colour alone). */
export function PrivacyClockBadge({ clock }: { clock: PrivacyClockView }) {
  switch (clock.kind) {
    case "unverified":
      return <Badge tone="neutral">Lapses {clock.lapses}</Badge>;
    case "closed":
      return <Badge tone="success">Answered {clock.closed}</Badge>;
    case "due":
      if (clock.daysLeft < 0)
        return (
          <Badge tone="danger">
            {-clock.daysLeft} {clock.daysLeft === -1 ? "day" : "days"} overdue
          </Badge>
        );
      return (
        <Badge tone={clock.daysLeft <= 5 ? "warning" : "info"}>
          {clock.daysLeft === 0
            ? "Due today"
            : `${clock.daysLeft} ${clock.daysLeft === 1 ? "day" : "days"} left`}
          {clock.extended ? " (extended)" : ""}
        </Badge>
      );
  }
}
