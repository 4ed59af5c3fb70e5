import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { endpointPath } from "~/domain/integrations/endpoint-display";
import type { NewEndpointResult } from "~/domain/integrations/endpoint-views";
import { buttonClasses } from "../ui/button-link";
import { PageToast } from "../ui/toaster";
import { EndpointForm } from "./endpoint-form";
import { IntegrationsBackLink } from "./endpoint-parts";
import { SecretOnce } from "./secret-once";

const BLANK: Record<string, string> = {
  kind: "webhook",
  "event_lead.created": "on",
};

/**
 * /lead_admin/integrations/new: a blank endpoint form; after adding a signed webhook, its
 * secret, once, and the way to its page.
 */
export function NewEndpointPage({
  result,
}: {
  result: NewEndpointResult | undefined;
}) {
  const created = result?.created;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <IntegrationsBackLink />
        <h2 className="text-2xl font-bold text-ink-900">
          {created ? "Endpoint added" : "Add an endpoint"}
        </h2>
        <PageToast toast={result?.toast} />
      </div>
      {created ? (
        <>
          <SecretOnce secret={created.secret} />
          <div>
            <Link
              to={endpointPath(created.id)}
              className={buttonClasses("primary")}
            >
              Open the endpoint: send a test, see the preview
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="max-w-prose text-sm text-text-muted">
            New events are sent from the moment it is added; earlier ones are
            not. The address is checked before it is saved: only public https
            addresses are accepted.
          </p>
          <EndpointForm initial={BLANK} result={result} submit="Add endpoint" />
        </>
      )}
    </div>
  );
}
