import { sql } from "drizzle-orm";
import type { EndpointKind } from "~/domain/integrations/integration-enums";
import {
  hubspotSubmissionOf,
  hubspotSubmitUrl,
} from "~/domain/integrations/hubspot-submission";
import { slackMessageOf } from "~/domain/integrations/slack-message";
import { teamsMessageOf } from "~/domain/integrations/teams-card";
import type {
  LeadEventData,
  WebhookEvent,
} from "~/domain/integrations/webhook-events";
import type { Database } from "../db/client.server";
import { rowsOf } from "../db/sql-rows.server";

/**
 * The exact bytes a delivery sends, built from its stored event: the same delivery always
 * gives the same body (a Redeliver sends what the first attempt sent, under the same
 * `webhook-id`), and the console's preview is this function's output.
 */
export type StoredEvent = {
  eventType: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  leadId: string | null;
};

/** The event as receivers see it: `{type, timestamp, data}`, with the console link added. */
export function webhookEventOf(
  stored: StoredEvent,
  publicUrl: string,
): WebhookEvent {
  const origin = publicUrl.replace(/\/+$/, "");
  const data = { ...stored.data };
  if (stored.eventType.startsWith("lead."))
    data.console_url = `${origin}/lead_admin/leads/${String(data.id)}`;
  else if (stored.eventType.startsWith("booking."))
    data.console_url = `${origin}/lead_admin/bookings`;
  return {
    type: stored.eventType,
    timestamp: stored.occurredAt.toISOString(),
    data,
  } as WebhookEvent;
}

/** What a HubSpot submission needs beyond the event: the form's page and its consent text. */
type SubmissionContext = {
  pagePath: string | null;
  consentText: string | null;
};

const SOURCE_TABLES: Readonly<Record<string, string>> = {
  blueprint: "blueprint_leads",
  contact: "contact_requests",
  get_started: "get_started_requests",
  job_application: "job_applications",
};

async function submissionContextOf(
  db: Database,
  leadId: string,
): Promise<SubmissionContext> {
  const [lead] = await rowsOf<{ source: string; source_id: string }>(
    db,
    sql`select source, source_id from leads where id = ${leadId}::uuid`,
  );
  const table = lead && SOURCE_TABLES[lead.source];
  if (!lead || !table) return { pagePath: null, consentText: null };
  const [row] = await rowsOf<{
    page_path: string | null;
    consent_text: string | null;
  }>(
    db,
    sql`select page_path, consent_text from ${sql.identifier(table)} where id = ${lead.source_id}::uuid`,
  );
  return {
    pagePath: row?.page_path ?? null,
    consentText: row?.consent_text ?? null,
  };
}

export type DeliveryRequest = {
  /** The URL to post to; HubSpot's is built from the endpoint's portal and form. */
  url: string;
  body: string;
};

export async function deliveryRequestOf(options: {
  db: Database;
  kind: EndpointKind;
  url: string;
  settings: Record<string, unknown>;
  stored: StoredEvent;
  publicUrl: string;
}): Promise<DeliveryRequest> {
  const { kind, stored, publicUrl } = options;
  const event = webhookEventOf(stored, publicUrl);
  switch (kind) {
    case "webhook":
      return { url: options.url, body: JSON.stringify(event) };
    case "slack":
      return { url: options.url, body: JSON.stringify(slackMessageOf(event)) };
    case "teams":
      return { url: options.url, body: JSON.stringify(teamsMessageOf(event)) };
    case "hubspot": {
      const portalId = String(options.settings.portalId ?? "");
      const formGuid = String(options.settings.formGuid ?? "");
      const context = stored.leadId
        ? await submissionContextOf(options.db, stored.leadId)
        : { pagePath: null, consentText: null };
      const origin = publicUrl.replace(/\/+$/, "");
      return {
        url: hubspotSubmitUrl(portalId, formGuid),
        body: JSON.stringify(
          hubspotSubmissionOf({
            lead: event.data as LeadEventData,
            pageUri: context.pagePath ? `${origin}${context.pagePath}` : null,
            pageName: null,
            consentText: context.consentText,
            submittedAt: event.timestamp,
          }),
        ),
      };
    }
  }
}
