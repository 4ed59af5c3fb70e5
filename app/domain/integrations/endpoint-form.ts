import { z } from "zod";
import {
  HUBSPOT_EVENT_TYPES,
  hubspotSubmitUrl,
  isHubspotFormGuid,
  isHubspotPortalId,
} from "./hubspot-submission";
import { ENDPOINT_KINDS, type EndpointKind } from "./integration-enums";
import {
  EVENT_TYPE_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "./webhook-events";

/**
 * The integrations page's endpoint form, one schema for the browser (before posting) and the
 * server (again, then the destination guard, which only the server can run: it resolves the
 * host). Each event is a checkbox of its own name, so the form's values stay one string per
 * name — what the console's form hook and the server's parser both read.
 */

export const ENDPOINT_DESCRIPTION_MAX = 200;
export const ENDPOINT_URL_MAX = 2000;

export function eventFieldName(type: WebhookEventType): string {
  return `event_${type}`;
}

export const EVENT_FIELD_NAMES = WEBHOOK_EVENT_TYPES.map(eventFieldName);

/** The form's field names in page order (the first in error takes the focus). */
export const ENDPOINT_FIELDS = [
  "kind",
  "url",
  "portalId",
  "formGuid",
  "description",
  ...EVENT_FIELD_NAMES,
  "includeSpam",
] as const;

/** Where the events' one message is shown: the group of checkboxes, not one of them. */
export const EVENTS_FIELD = "events";

export type EndpointInput = {
  kind: EndpointKind;
  /** The URL to send to; null on an edit that left it empty (the current one is kept). */
  url: string | null;
  /** HubSpot: the portal and form the URL is built from; empty for the others. */
  settings: { portalId: string; formGuid: string } | Record<string, never>;
  description: string | null;
  eventTypes: WebhookEventType[];
  includeSpam: boolean;
};

const SLACK_ORIGIN = "https://hooks.slack.com";

const text = z.string().optional();

/**
 * `mode: "edit"`: the kind is the endpoint's own (a hidden field), and an empty URL keeps the
 * current one — a Slack or Teams URL is a secret the page never shows again.
 */
export function endpointFormSchema(mode: "create" | "edit") {
  return z
    .object({
      kind: text,
      url: text,
      portalId: text,
      formGuid: text,
      description: text,
      includeSpam: text,
      ...Object.fromEntries(EVENT_FIELD_NAMES.map((name) => [name, text])),
    })
    .transform((raw, ctx): EndpointInput => {
      const fail = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const values = raw as Record<string, string | undefined>;
      const kind = ENDPOINT_KINDS.find((k) => k === values.kind);
      if (!kind) fail("kind", "Choose what kind of endpoint this is.");

      let url: string | null = null;
      let settings: EndpointInput["settings"] = {};
      if (kind === "hubspot") {
        const portalId = (values.portalId ?? "").trim();
        const formGuid = (values.formGuid ?? "").trim().toLowerCase();
        const portalOk = isHubspotPortalId(portalId);
        const formOk = isHubspotFormGuid(formGuid);
        if (!portalOk)
          fail(
            "portalId",
            "Enter the HubSpot account ID: digits only, e.g. 1234567.",
          );
        if (!formOk)
          fail(
            "formGuid",
            "Enter the form's ID as HubSpot shows it in the form's address, e.g. 1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d.",
          );
        if (portalOk && formOk) {
          url = hubspotSubmitUrl(portalId, formGuid);
          settings = { portalId, formGuid };
        }
      } else if (kind) {
        url = urlOf(kind, (values.url ?? "").trim(), mode, (message) =>
          fail("url", message),
        );
      }

      const description = (values.description ?? "")
        .replace(/\s+/g, " ")
        .trim();
      if (description.length > ENDPOINT_DESCRIPTION_MAX)
        fail(
          "description",
          `Keep the description to ${ENDPOINT_DESCRIPTION_MAX} characters (it has ${description.length}).`,
        );

      const eventTypes = WEBHOOK_EVENT_TYPES.filter(
        (type) => (values[eventFieldName(type)] ?? "") !== "",
      );
      if (eventTypes.length === 0)
        fail(EVENTS_FIELD, "Choose at least one event to send.");
      else if (
        kind === "hubspot" &&
        eventTypes.some(
          (type) => !(HUBSPOT_EVENT_TYPES as readonly string[]).includes(type),
        )
      )
        fail(
          EVENTS_FIELD,
          `A HubSpot form only receives “${EVENT_TYPE_LABELS["lead.created"]}”: clear the other events.`,
        );

      return {
        kind: kind ?? "webhook",
        url,
        settings,
        description: description || null,
        eventTypes,
        includeSpam: (values.includeSpam ?? "") !== "",
      };
    });
}

function urlOf(
  kind: Exclude<EndpointKind, "hubspot">,
  typed: string,
  mode: "create" | "edit",
  fail: (message: string) => void,
): string | null {
  if (typed === "") {
    if (mode === "create") fail("Enter the URL to send to.");
    return null;
  }
  if (typed.length > ENDPOINT_URL_MAX) {
    fail(
      `That URL is too long: ${ENDPOINT_URL_MAX.toLocaleString("en-GB")} characters at most.`,
    );
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(typed);
  } catch {
    fail("Enter the full URL, starting with https://.");
    return null;
  }
  if (kind === "slack" && parsed.origin !== SLACK_ORIGIN) {
    fail(
      "A Slack incoming webhook URL starts with https://hooks.slack.com/ — copy it from the Slack app's Incoming Webhooks page.",
    );
    return null;
  }
  if (kind === "teams" && parsed.protocol !== "https:") {
    fail(
      "A Teams workflow URL starts with https:// — copy it from the workflow's trigger.",
    );
    return null;
  }
  // A webhook may be plain http only where the deployment trusts the host: the server's guard decides.
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    fail("Enter the full URL, starting with https://.");
    return null;
  }
  return parsed.href;
}

/** What an endpoint's form shows before anything is typed, or after a save. */
export function endpointFormValues(endpoint: {
  kind: EndpointKind;
  urlDisplay: string;
  description: string | null;
  eventTypes: readonly string[];
  includeSpam: boolean;
  settings: Record<string, unknown>;
}): Record<string, string> {
  const values: Record<string, string> = {
    kind: endpoint.kind,
    // A Slack or Teams URL is a secret: its field starts empty, which keeps it.
    url:
      endpoint.kind === "webhook" || endpoint.kind === "hubspot"
        ? endpoint.urlDisplay
        : "",
    portalId: String(endpoint.settings.portalId ?? ""),
    formGuid: String(endpoint.settings.formGuid ?? ""),
    description: endpoint.description ?? "",
    includeSpam: endpoint.includeSpam ? "on" : "",
  };
  for (const type of WEBHOOK_EVENT_TYPES)
    values[eventFieldName(type)] = endpoint.eventTypes.includes(type)
      ? "on"
      : "";
  return values;
}

const DATE_TIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A `datetime-local` value read as UTC (the page says so), e.g. "2026-03-04T09:30". */
export function utcDateTimeLocal(at: Date): string {
  return at.toISOString().slice(0, 16);
}

/** "Replay failed since…": the moment, in UTC, from which failed deliveries are sent again. */
export const replaySinceSchema = z.object({
  since: z
    .string({ error: "Enter the date and time to replay from." })
    .trim()
    .regex(DATE_TIME_LOCAL, {
      error: "Enter a date and time, e.g. 2026-03-04 09:30 (UTC).",
    })
    .transform((value, ctx) => {
      const at = new Date(`${value}:00Z`);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({
          code: "custom",
          message: "Enter a date and time, e.g. 2026-03-04 09:30 (UTC).",
        });
        return z.NEVER;
      }
      return at;
    }),
});
