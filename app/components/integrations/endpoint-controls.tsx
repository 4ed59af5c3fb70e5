import {
  FlaskConical,
  Power,
  PowerOff,
  RefreshCw,
  RotateCcw,
  Trash2,
} from "lucide-react";
import { Form, Link } from "react-router";
import type {
  EndpointActionData,
  EndpointPageData,
} from "~/domain/integrations/endpoint-views";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { LocalTime } from "../ui/local-time";
import { SectionCard } from "../ui/section-card";
import { AttemptOutcome, IntentForm } from "./intent-form";

/** On and off: turning off, or turning on with or without the backlog. */
export function PowerCard({ data }: { data: EndpointPageData }) {
  const { endpoint, backlog } = data;
  const off = endpoint.state.kind === "off";
  const excluded = backlog.total - backlog.replayable;
  return (
    <SectionCard
      titleId="endpoint-power"
      title={off ? "Turn on" : "Turn off"}
      description={
        off
          ? backlog.total > 0
            ? `${backlog.total} ${backlog.total === 1 ? "event is" : "events are"} waiting: send them now, or start with new events only.`
            : "Nothing is waiting: new events are sent from now on."
          : "Stop sending for a while. Events are kept while it is off; when you turn it on, you choose whether to send them."
      }
      contentClassName="grid gap-3"
    >
      {!off ? (
        <IntentForm intent="turn-off" pendingLabel="Turning off…">
          <PowerOff aria-hidden="true" className="size-4" />
          Turn off
        </IntentForm>
      ) : backlog.total > 0 ? (
        <>
          <div className="flex flex-wrap gap-2">
            {backlog.replayable > 0 ? (
              <IntentForm
                intent="turn-on"
                fields={{ backlog: "replay" }}
                variant="primary"
                pendingLabel="Turning on…"
              >
                <Power aria-hidden="true" className="size-4" />
                Turn on and replay {backlog.replayable}{" "}
                {backlog.replayable === 1 ? "event" : "events"}
              </IntentForm>
            ) : null}
            <IntentForm
              intent="turn-on"
              fields={{ backlog: "skip" }}
              pendingLabel="Turning on…"
            >
              <Power aria-hidden="true" className="size-4" />
              Turn on without them
            </IntentForm>
          </div>
          {excluded > 0 ? (
            <p className="text-sm text-text-muted">
              {excluded} of them may already be in HubSpot and are not sent
              again (a lead is sent to HubSpot at most once).
            </p>
          ) : null}
        </>
      ) : (
        <IntentForm
          intent="turn-on"
          fields={{ backlog: "skip" }}
          variant="primary"
          pendingLabel="Turning on…"
        >
          <Power aria-hidden="true" className="size-4" />
          Turn on
        </IntentForm>
      )}
    </SectionCard>
  );
}

export function TestCard({
  data,
  result,
}: {
  data: EndpointPageData;
  result: EndpointActionData | undefined;
}) {
  const hubspot = data.endpoint.kind === "hubspot";
  return (
    <SectionCard
      titleId="endpoint-test"
      title="Send test"
      description={
        hubspot
          ? "HubSpot makes a contact of every submission, so there is no test: the preview below is exactly what a new lead sends."
          : "Sends a “webhook.test” event to this endpoint now, after checking its address again, and shows what came back."
      }
      contentClassName="grid gap-3"
    >
      {hubspot ? null : (
        <IntentForm intent="test" variant="primary" pendingLabel="Sending…">
          <FlaskConical aria-hidden="true" className="size-4" />
          Send test
        </IntentForm>
      )}
      {result?.intent === "test" && result.outcome ? (
        <AttemptOutcome title="The test's answer" outcome={result.outcome} />
      ) : null}
    </SectionCard>
  );
}

export function SecretCard({ data }: { data: EndpointPageData }) {
  const { secret } = data;
  if (!secret) return null;
  return (
    <SectionCard
      titleId="endpoint-secret"
      title="Signing secret"
      description="Each delivery carries a webhook-signature made with it (Standard Webhooks). Rotate it if it may have leaked: the previous one keeps signing for 24 hours, so your receiver can switch without losing events."
      contentClassName="grid gap-3"
    >
      <p className="text-sm">
        <span className="font-medium text-ink-900">Current: </span>
        <code className="font-mono text-sm break-all text-ink-900">
          {secret.current ?? "unreadable — rotate it"}
        </code>
      </p>
      {secret.previousValidUntil ? (
        <p className="text-sm text-ink-900">
          Previous secret valid until{" "}
          <LocalTime iso={secret.previousValidUntil} />
        </p>
      ) : null}
      <div>
        <IntentForm intent="rotate" pendingLabel="Rotating…">
          <RefreshCw aria-hidden="true" className="size-4" />
          Rotate secret
        </IntentForm>
      </div>
    </SectionCard>
  );
}

export function ReplayCard({
  data,
  result,
}: {
  data: EndpointPageData;
  result: EndpointActionData | undefined;
}) {
  const failed = result?.intent === "replay" ? result : undefined;
  const error = failed?.fieldErrors?.since;
  const value = failed?.values?.since ?? data.replaySinceDefault;
  return (
    <SectionCard
      titleId="endpoint-replay"
      title="Replay failed since…"
      description="Every delivery that failed since this moment is sent again from the start of the retry schedule, under its own webhook-id."
    >
      <Form
        method="post"
        aria-label="Replay failed deliveries"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="replay" />
        <div className="grid min-w-0 gap-1.5">
          <label
            htmlFor="replay-since"
            className="text-sm font-medium text-ink-900"
          >
            Since (UTC)
          </label>
          <input
            id="replay-since"
            name="since"
            type="datetime-local"
            key={value}
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "replay-since-error" : undefined}
            className={cx(inputClasses, "sm:max-w-xs")}
          />
        </div>
        <Button type="submit" variant="secondary">
          <RotateCcw aria-hidden="true" className="size-4" />
          Replay
        </Button>
      </Form>
      {error ? (
        <p
          id="replay-since-error"
          className="mt-2 text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      ) : null}
    </SectionCard>
  );
}

/** Delete, in two steps: a link to the confirmation, then the post. */
export function DeleteCard({ confirming }: { confirming: boolean }) {
  return (
    <SectionCard
      titleId="endpoint-delete"
      title="Delete endpoint"
      description="It receives nothing more, and its secret, waiting events and delivery log are deleted with it."
      className={confirming ? "border-danger-700/40" : undefined}
      contentClassName="grid gap-3"
    >
      {confirming ? (
        <>
          <p className="text-sm font-medium text-ink-900">
            Delete this endpoint? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <IntentForm
              intent="delete"
              variant="danger"
              pendingLabel="Deleting…"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete this endpoint
            </IntentForm>
            <Link to="." className={buttonClasses("secondary")}>
              Keep it
            </Link>
          </div>
        </>
      ) : (
        <div>
          <Link
            to="?confirm=delete#endpoint-delete"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete…
          </Link>
        </div>
      )}
    </SectionCard>
  );
}
