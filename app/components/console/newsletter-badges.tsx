import type { NewsletterStatus } from "~/domain/enums";
import { newsletterStatusLabels } from "~/domain/console/newsletter-list";
import { Badge, type BadgeTone } from "../ui/badge";
import { formatUtc } from "../ui/local-time";

const statusTones: Record<NewsletterStatus, BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  unsubscribed: "neutral",
};

export function SubscriberStatusBadge({
  status,
}: {
  status: NewsletterStatus;
}) {
  return (
    <Badge tone={statusTones[status]}>{newsletterStatusLabels[status]}</Badge>
  );
}

/** A moment as the server writes it (UTC): the same text with and without JavaScript. */
export function UtcTime({ iso }: { iso: string | null }) {
  if (!iso)
    return (
      <span className="text-text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not yet</span>
      </span>
    );
  return <time dateTime={iso}>{formatUtc(new Date(iso))}</time>;
}
