import {
  CONTENT_STATUS_LABELS,
  type ContentStatus,
} from "~/domain/studio/content-status";
import { Badge, type BadgeTone } from "../ui/badge";

const tones: Record<ContentStatus, BadgeTone> = {
  draft: "neutral",
  scheduled: "info",
  published: "success",
  changed: "warning",
  unpublished: "danger",
};

/** A studio item's status, in words (the colour only repeats them). */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={tones[status]}>{CONTENT_STATUS_LABELS[status]}</Badge>;
}
