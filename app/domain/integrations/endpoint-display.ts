import type {
  AttemptErrorClass,
  DeliveryState,
  DisabledReason,
  EndpointKind,
} from "./integration-enums";

/**
 * How the console shows an endpoint: its URL as it may be shown, its state in words, and
 * whether one of its deliveries may be sent again.
 */

export const INTEGRATIONS_PATH = "/lead_admin/integrations";
export const NEW_ENDPOINT_PATH = `${INTEGRATIONS_PATH}/new`;

export function endpointPath(id: string): string {
  return `${INTEGRATIONS_PATH}/${id}`;
}

/**
 * The URL as the console and the audit log may show it. A Slack or Teams URL is itself the
 * credential (whoever has it can post to the channel), so only its origin and last four
 * characters are shown; a signed webhook's URL is not a secret (its signing secret is), and
 * HubSpot's is built from public IDs.
 */
export function displayUrlOf(kind: EndpointKind, url: string): string {
  if (kind === "webhook" || kind === "hubspot") return url;
  return `${new URL(url).origin}/…${url.slice(-4)}`;
}

export type EndpointState =
  { kind: "on" } | { kind: "off"; reason: DisabledReason; since: string };

export function endpointStateOf(endpoint: {
  disabledAt: Date | null;
  disabledReason: string | null;
}): EndpointState {
  if (!endpoint.disabledAt) return { kind: "on" };
  const reason = (["manual", "gone", "failing"] as const).find(
    (r) => r === endpoint.disabledReason,
  );
  return {
    kind: "off",
    reason: reason ?? "manual",
    since: endpoint.disabledAt.toISOString(),
  };
}

export const DISABLED_REASON_LABELS: Readonly<Record<DisabledReason, string>> =
  {
    manual: "Off — turned off by staff",
    failing: "Stopped: failing 5 days",
    gone: "Stopped: receiver gone (410)",
  };

export function endpointStateLabel(state: EndpointState): string {
  return state.kind === "on" ? "On" : DISABLED_REASON_LABELS[state.reason];
}

/**
 * The errors after which a HubSpot submission may have arrived: the request left, and no
 * answer said whether HubSpot took it.
 */
export const HUBSPOT_UNKNOWN_OUTCOME_ERRORS = [
  "timeout",
  "connection",
] as const satisfies readonly AttemptErrorClass[];

/** One attempt's outcome, as the log keeps it. */
export type AttemptFacts = {
  statusCode: number | null;
  errorClass: string | null;
};

/**
 * Whether one attempt may have left a submission at HubSpot: any answer but 429 (a refusal to
 * take it now), a timeout or a dropped connection. Neither the engine's schedule nor staff send
 * a HubSpot delivery again after one (at most once per lead).
 */
export function mayHaveReachedHubspot(attempt: AttemptFacts): boolean {
  if (attempt.statusCode !== null) return attempt.statusCode !== 429;
  return (HUBSPOT_UNKNOWN_OUTCOME_ERRORS as readonly string[]).includes(
    attempt.errorClass ?? "",
  );
}

export type ResendFacts = {
  kind: EndpointKind;
  state: DeliveryState;
  /** Each attempt's status code (null when none came back) and error class. */
  attempts: readonly AttemptFacts[];
};

/**
 * Whether staff may send a delivery again (Redeliver, a replay). HubSpot makes a contact of
 * each submission, so a lead is sent to it at most once: never again once it was delivered,
 * nor once any attempt may have reached it (mayHaveReachedHubspot). Every other destination takes a repeat: its
 * `webhook-id` or its content lets the receiver recognise one.
 */
export function maySendAgain({ kind, state, attempts }: ResendFacts): boolean {
  if (kind !== "hubspot") return true;
  if (state === "delivered") return false;
  return !attempts.some(mayHaveReachedHubspot);
}
