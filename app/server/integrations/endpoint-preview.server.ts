import { randomUUID } from "node:crypto";
import type { EndpointKind } from "~/domain/integrations/integration-enums";
import { sampleEventData } from "~/domain/integrations/preview-sample";
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "~/domain/integrations/webhook-events";
import type { Database } from "../db/client.server";
import { deliveryRequestOf, type StoredEvent } from "./delivery-body.server";
import { signatureHeaders } from "./signature-headers.server";
import { newSigningSecret } from "./signing-secret.server";

/**
 * The endpoint page's preview: the body the engine's own builder makes for an invented event
 * of the endpoint's first chosen type, so what staff read is what the receiver will get. A
 * signed webhook's preview names the headers that carry the signature, as the signer makes
 * them (with a throwaway secret: only the names are shown).
 */
export async function endpointPreview(
  db: Database,
  endpoint: {
    kind: EndpointKind;
    urlDisplay: string;
    settings: Record<string, unknown>;
    eventTypes: readonly string[];
  },
  publicUrl: string,
  now: Date = new Date(),
): Promise<{ eventType: string; body: string; headerNames: string[] } | null> {
  const eventType = WEBHOOK_EVENT_TYPES.find((type) =>
    endpoint.eventTypes.includes(type),
  ) as WebhookEventType | undefined;
  if (!eventType) return null;
  const stored: StoredEvent = {
    eventType,
    occurredAt: now,
    data: sampleEventData(eventType, now),
    // An invented lead: no form row to read a page address or consent wording from.
    leadId: null,
  };
  const request = await deliveryRequestOf({
    db,
    kind: endpoint.kind,
    url: endpoint.urlDisplay,
    settings: endpoint.settings,
    stored,
    publicUrl,
  });
  const headerNames = ["content-type"];
  if (endpoint.kind === "webhook")
    headerNames.push(
      ...Object.keys(
        signatureHeaders({
          deliveryId: randomUUID(),
          sentAt: now,
          body: request.body,
          secrets: [newSigningSecret()],
        }),
      ),
    );
  return {
    eventType,
    body: JSON.stringify(JSON.parse(request.body), null, 2),
    headerNames,
  };
}
