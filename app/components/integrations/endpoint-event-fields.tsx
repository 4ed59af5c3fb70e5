import {
  EVENTS_FIELD,
  eventFieldName,
} from "~/domain/integrations/endpoint-form";
import {
  EVENT_TYPE_LABELS,
  WEBHOOK_EVENT_TYPES,
} from "~/domain/integrations/webhook-events";
import type { AccountForm } from "../forms/account-form-fields";
import { cx } from "../ui/cx";

/**
 * The endpoint form's events, one checkbox each under its own name, with the group's one
 * message; then "Include leads flagged as spam".
 */
export function EventFields({
  form,
  ticked,
  hubspotNote,
}: {
  form: Pick<AccountForm, "errorOf" | "autoFocus">;
  /** Whether a box starts ticked: what was posted, or the endpoint's setting. */
  ticked: (name: string) => boolean;
  hubspotNote: boolean;
}) {
  const eventsError = form.errorOf(EVENTS_FIELD);
  return (
    <>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={cx(
          "endpoint-events-hint",
          eventsError && "endpoint-events-error",
        )}
      >
        <legend className="text-sm font-medium text-ink-900">Events</legend>
        <p id="endpoint-events-hint" className="text-sm text-text-muted">
          Each event is sent once to this endpoint, as it happens.
          {hubspotNote ? " A HubSpot form receives only “A lead arrives”." : ""}
        </p>
        <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type, index) => {
            const name = eventFieldName(type);
            return (
              <label
                key={`${type}-${String(ticked(name))}`}
                className="flex min-h-11 items-center gap-3 text-sm text-ink-900"
              >
                <input
                  type="checkbox"
                  name={name}
                  defaultChecked={ticked(name)}
                  aria-invalid={eventsError ? true : undefined}
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={
                    form.autoFocus(EVENTS_FIELD) && index === 0
                      ? true
                      : undefined
                  }
                  className="size-5 shrink-0 accent-brand-700"
                />
                {EVENT_TYPE_LABELS[type]}
              </label>
            );
          })}
        </div>
        <p
          id="endpoint-events-error"
          className={cx(
            "min-h-5 text-sm font-medium text-danger-700",
            !eventsError && "sr-only",
          )}
        >
          {eventsError}
        </p>
      </fieldset>
      <div className="flex min-h-11 items-start gap-3 text-sm text-ink-900">
        <input
          type="checkbox"
          id="endpoint-include-spam"
          name="includeSpam"
          key={String(ticked("includeSpam"))}
          defaultChecked={ticked("includeSpam")}
          aria-describedby="endpoint-include-spam-hint"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="grid gap-0.5">
          <label htmlFor="endpoint-include-spam" className="font-medium">
            Include leads flagged as spam
          </label>
          <span id="endpoint-include-spam-hint" className="text-text-muted">
            Off: a lead the spam checks flagged is sent only if staff mark it
            “not spam”.
          </span>
        </span>
      </div>
    </>
  );
}
