import { Send } from "lucide-react";
import type { EditorNewsletterSummary } from "~/domain/newsletter/newsletter-send-views";
import { StudioLink } from "./studio-editor-frame";

/**
 * The insight editor's link to its newsletter page (docs/newsletter.md): "Send to subscribers"
 * once the insight is published, then where its send stands. Nothing before it is published.
 */
export function NewsletterEditorLink({
  insightId,
  summary,
}: {
  insightId: string;
  summary: EditorNewsletterSummary;
}) {
  if (!summary.offered) return null;
  const count = (n: number) => n.toLocaleString("en-CA");
  return (
    <StudioLink to={`/lead_admin/insights/${insightId}/newsletter`}>
      <Send aria-hidden="true" className="size-4" />
      {summary.send
        ? `Newsletter: ${count(summary.send.sent)} sent of ${count(summary.send.total)}`
        : "Send to subscribers"}
    </StudioLink>
  );
}
