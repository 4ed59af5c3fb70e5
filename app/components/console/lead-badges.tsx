import { leadStatusTone } from "~/domain/console/lead-format";
import { Badge } from "../ui/badge";

/** New, contacted, qualified and converted each their own tone; anything else neutral. */
export function LeadStatusBadge({
  status,
  label,
}: {
  status: string;
  label: string;
}) {
  return (
    <Badge tone={leadStatusTone(status)}>
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}

/** Where a lead came from: the same look for every source, the word says which. */
export function LeadSourceBadge({ label }: { label: string }) {
  return (
    <Badge tone="neutral">
      <span className="sr-only">Source: </span>
      {label}
    </Badge>
  );
}

/** A spam-flagged submission, with why it was flagged. */
export function SpamBadge({ reason }: { reason: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="danger">Spam</Badge>
      {reason ? (
        <span className="text-xs font-normal text-text-muted">{reason}</span>
      ) : null}
    </span>
  );
}
