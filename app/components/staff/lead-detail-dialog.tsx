import { Link } from "react-router";

/**
 * Placeholder until the lead page's helper lands the real dialog (issue 11): the same
 * export, a "View" link to the lead's page. The real one opens the spec's detail dialog.
 */
export function LeadDetailDialog({
  leadId,
  name,
}: {
  leadId: string;
  name: string;
}) {
  return (
    <Link
      to={`/lead_admin/leads/${leadId}`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      View<span className="sr-only"> {name}</span>
    </Link>
  );
}
