/**
 * The integrations' enumerations, shared by the schema's CHECK constraints, the console's
 * filters and the delivery engine (docs/integrations.md).
 */

/** A signed Standard Webhooks endpoint, or one of the built-in destinations. */
export const ENDPOINT_KINDS = ["webhook", "slack", "teams", "hubspot"] as const;
export type EndpointKind = (typeof ENDPOINT_KINDS)[number];

export const ENDPOINT_KIND_LABELS: Readonly<Record<EndpointKind, string>> = {
  webhook: "Signed webhook",
  slack: "Slack",
  teams: "Microsoft Teams",
  hubspot: "HubSpot form",
};

/**
 * Why an endpoint is not receiving: staff turned it off, the receiver answered 410 Gone, or
 * nothing succeeded for five days. Its events are kept as a backlog while it is off.
 */
export const DISABLED_REASONS = ["manual", "gone", "failing"] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];

/**
 * One event for one endpoint: waiting for its next attempt, delivered (a 2xx), failed (its
 * schedule ran out, or the answer said never to retry), or skipped (staff re-enabled the
 * endpoint without replaying its backlog).
 */
export const DELIVERY_STATES = [
  "pending",
  "delivered",
  "failed",
  "skipped",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What started an attempt: the schedule, staff's Redeliver or replay, or "Send test". */
export const ATTEMPT_TRIGGERS = [
  "schedule",
  "redeliver",
  "replay",
  "test",
] as const;
export type AttemptTrigger = (typeof ATTEMPT_TRIGGERS)[number];

/**
 * What went wrong, when no 2xx came back. `refused_address`: the guard refused the URL or the
 * address it resolved to, so no request was made.
 */
export const ATTEMPT_ERROR_CLASSES = [
  "http_status",
  "redirect",
  "timeout",
  "dns",
  "refused_address",
  "connection",
  "tls",
  "secret_unreadable",
] as const;
export type AttemptErrorClass = (typeof ATTEMPT_ERROR_CLASSES)[number];

export const ATTEMPT_ERROR_LABELS: Readonly<Record<AttemptErrorClass, string>> =
  {
    http_status: "Error status",
    redirect: "Redirect (not followed)",
    timeout: "No answer within 15 s",
    dns: "Name did not resolve",
    refused_address: "Address refused",
    connection: "Connection failed",
    tls: "TLS failed",
    secret_unreadable: "Secret unreadable",
  };
