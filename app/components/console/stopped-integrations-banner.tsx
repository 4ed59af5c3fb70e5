import { Link } from "react-router";
import { Alert } from "../ui/alert";

/** An integration the site stopped sending to, as the console layout's loader hands it over. */
export type StoppedIntegrationView = {
  id: string;
  label: string;
  reason: "failing" | "gone";
  disabledAt: string;
};

const WHY: Readonly<Record<StoppedIntegrationView["reason"], string>> = {
  failing: "failing for 5 days",
  gone: "the receiver answered 410 Gone",
};

/**
 * On every console page of an admin while an integration is stopped (five days failing, or
 * 410 Gone): a standing notice, read in order with the page rather than interrupting it,
 * until the endpoint is turned back on or deleted.
 */
export function StoppedIntegrationsBanner({
  stopped,
}: {
  stopped: readonly StoppedIntegrationView[];
}) {
  if (stopped.length === 0) return null;
  return (
    <div className="grid gap-2" role="status">
      {stopped.map((integration) => (
        <Alert key={integration.id} tone="warning">
          <p>
            An integration has stopped: {integration.label} (
            {WHY[integration.reason]}). Its events are kept.{" "}
            <Link to={`/lead_admin/integrations/${integration.id}`}>
              Open integrations
            </Link>
          </p>
        </Alert>
      ))}
    </div>
  );
}
