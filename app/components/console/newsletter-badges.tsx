import type { NewsletterStatus } from "~/domain/enums";
import { newsletterStatusLabels } from "~/domain/console/newsletter-list";
import { Badge, type BadgeTone } from "../ui/badge";

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
