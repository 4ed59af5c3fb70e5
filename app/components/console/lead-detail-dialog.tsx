import { Mail } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { LeadDetailView } from "~/domain/console/lead-work";
import { buttonClasses } from "../ui/button-link";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useHydrated } from "../ui/use-hydrated";
import { LeadSubmission } from "./lead-fields";

/**
 * The inbox's "View" action (the lead detail dialog): every field of the submission
 * and 'Send Email'. It loads the lead page's answer with a fetcher when opened, so the
 * list's rows stay small. Without JavaScript (and until hydration) the button is a link to
 * the lead's page, which shows the same and more.
 */
export function LeadDetailDialog({
  leadId,
  name,
}: {
  leadId: string;
  name: string;
}) {
  const fetcher = useFetcher<{ lead: LeadDetailView }>();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const href = `/lead_admin/leads/${leadId}`;

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Loaded on every opening, so the dialog shows the lead as it is now (status may have moved).
    if (next) void fetcher.load(href);
  }

  const lead = fetcher.data?.lead;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {hydrated ? (
        <DialogTrigger asChild>
          <Button
            variant="secondary"
            aria-label={`View ${name}`}
            className="px-3"
          >
            View
          </Button>
        </DialogTrigger>
      ) : (
        // Before React runs (or without JavaScript) the same control is a link to the lead's page.
        <Link
          to={href}
          aria-label={`View ${name}`}
          className={buttonClasses("secondary", "px-3")}
        >
          View
        </Link>
      )}
      <DialogContent
        title="Lead Details"
        description={
          lead ? `${lead.sourceName} from ${lead.fullName}` : undefined
        }
        className="max-w-2xl"
      >
        {lead ? (
          <div className="grid gap-6">
            <LeadSubmission lead={lead} headingLevel="h3" />
            <div className="flex flex-wrap gap-3 border-t border-line pt-4">
              <a
                href={`mailto:${lead.email}`}
                className={buttonClasses("primary")}
              >
                <Mail aria-hidden="true" className="size-4" />
                Send Email
              </a>
              <Link to={href} className={buttonClasses("secondary")}>
                Open lead page
              </Link>
            </div>
          </div>
        ) : (
          <p
            role="status"
            className="flex min-h-24 items-center gap-2 text-sm text-text-muted"
          >
            <Spinner className="size-4" /> Loading the lead…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
