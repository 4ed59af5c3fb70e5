import { useSearchParams } from "react-router";
import type { StaffFormResult } from "~/domain/forms/form-result";
import type {
  EndpointActionData,
  EndpointPageData,
} from "~/domain/integrations/endpoint-views";
import {
  ENDPOINT_KIND_LABELS,
  type DisabledReason,
} from "~/domain/integrations/integration-enums";
import { Alert } from "../ui/alert";
import { LocalTime } from "../ui/local-time";
import { SectionCard } from "../ui/section-card";
import { PageToast } from "../ui/toaster";
import { DeliveryLog } from "./delivery-log";
import {
  DeleteCard,
  PowerCard,
  ReplayCard,
  SecretCard,
  TestCard,
} from "./endpoint-controls";
import { EndpointForm } from "./endpoint-form";
import { AttemptOutcome } from "./intent-form";
import { EndpointPreview } from "./endpoint-preview";
import {
  EndpointStateBadge,
  IntegrationsBackLink,
  MaybeTime,
} from "./endpoint-parts";
import { SecretOnce } from "./secret-once";

const STOPPED_WHY: Readonly<Record<DisabledReason, string>> = {
  failing: "Nothing it was sent succeeded for 5 days, so the site stopped.",
  gone: "The receiver answered 410 Gone: it says it no longer exists.",
  manual: "Staff turned it off.",
};

/** Why the endpoint is not receiving, and since when. */
function StoppedBanner({ data }: { data: EndpointPageData }) {
  const { state } = data.endpoint;
  if (state.kind !== "off") return null;
  return (
    <Alert
      tone={state.reason === "manual" ? "info" : "warning"}
      title={
        state.reason === "manual"
          ? "This endpoint is turned off"
          : "This endpoint has stopped"
      }
    >
      <p>
        {STOPPED_WHY[state.reason]} Since <LocalTime iso={state.since} />. Its
        events are kept: turn it on below, with or without them.
      </p>
    </Alert>
  );
}

/**
 * /lead_admin/integrations/:endpointId: the endpoint's state and counts, the answers that are
 * shown once (a rotated secret, a test's outcome), its controls, preview, log and settings.
 */
export function EndpointPage({
  data,
  result,
}: {
  data: EndpointPageData;
  result: EndpointActionData | undefined;
}) {
  const { endpoint } = data;
  const [params] = useSearchParams();
  const title = endpoint.description || ENDPOINT_KIND_LABELS[endpoint.kind];
  const saveResult =
    result?.intent === "save" ? (result as StaffFormResult) : undefined;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <IntegrationsBackLink />
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-ink-900">
            {title}
          </h2>
          <EndpointStateBadge state={endpoint.state} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink-900">Kind</dt>
          <dd className="text-text-muted">
            {ENDPOINT_KIND_LABELS[endpoint.kind]}
          </dd>
          <dt className="font-medium text-ink-900">URL</dt>
          <dd className="font-mono break-all text-text-muted">
            {endpoint.urlDisplay}
          </dd>
          <dt className="font-medium text-ink-900">Last success</dt>
          <dd className="text-text-muted">
            <MaybeTime iso={endpoint.lastSuccessAt} />
          </dd>
          <dt className="font-medium text-ink-900">Failing since</dt>
          <dd className="text-text-muted">
            <MaybeTime iso={endpoint.failingSince} />
          </dd>
          <dt className="font-medium text-ink-900">Deliveries</dt>
          <dd className="text-text-muted">
            {endpoint.pending} pending, {endpoint.failed30d} failed in 30 days
          </dd>
        </dl>
        <PageToast toast={result?.toast} />
      </div>
      <StoppedBanner data={data} />
      {result?.intent === "rotate" && result.secret ? (
        <SecretOnce secret={result.secret} />
      ) : null}
      {result?.intent === "redeliver" && result.outcome ? (
        <AttemptOutcome
          title="The redelivery's answer"
          outcome={result.outcome}
        />
      ) : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <PowerCard data={data} />
        <TestCard data={data} result={result} />
        <SecretCard data={data} />
        <ReplayCard data={data} result={result} />
      </div>
      <EndpointPreview data={data} />
      <DeliveryLog data={data} />
      <SectionCard
        titleId="endpoint-settings"
        title="Settings"
        description="A new URL is checked again before it is saved."
      >
        <EndpointForm
          initial={data.formValues}
          result={saveResult}
          kind={endpoint.kind}
          submit="Save changes"
        />
      </SectionCard>
      <DeleteCard confirming={params.get("confirm") === "delete"} />
    </div>
  );
}
