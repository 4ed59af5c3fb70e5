import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { maySendAgain } from "~/domain/integrations/endpoint-display";
import type { TestOutcome } from "~/domain/integrations/endpoint-views";
import {
  ATTEMPT_ERROR_LABELS,
  type AttemptErrorClass,
  type DeliveryState,
  type EndpointKind,
} from "~/domain/integrations/integration-enums";
import { TEST_EVENT_TYPE } from "~/domain/integrations/webhook-events";
import { staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema.server";
import {
  checkDestination,
  DestinationRefused,
} from "./destination-guard.server";
import { endpointLabel } from "./endpoint-admin.server";
import type { Integrations } from "./integrations.server";
import type { AttemptResult } from "./send-attempt.server";

/**
 * What staff send by hand (docs/integrations.md): "Send test" and Redeliver, each one attempt
 * now through the engine, audited before it is made.
 */

/** An attempt's answer as the page shows it: status or error, and the answer's first lines. */
export function testOutcomeOf(result: AttemptResult): TestOutcome {
  const lines = result.responseExcerpt?.split(/\r?\n/).slice(0, 8).join("\n");
  return {
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    errorLabel: result.errorClass
      ? ATTEMPT_ERROR_LABELS[result.errorClass as AttemptErrorClass]
      : null,
    errorDetail: result.errorDetail,
    answer: lines ? lines : null,
  };
}

export type SendOutcome =
  | { kind: "sent"; outcome: TestOutcome }
  | { kind: "refused"; message: string }
  | { kind: "not-allowed"; message: string }
  | { kind: "not-found" };

/**
 * "Send test": the destination is checked again, then a `webhook.test` delivery is made for
 * this endpoint only — with no next attempt, so the worker never picks it up — and sent now.
 * HubSpot has no test: each submission makes a contact there.
 */
export async function sendTest(
  scope: StaffScope,
  integrations: Integrations,
  id: string,
  now: Date = new Date(),
): Promise<SendOutcome> {
  const [endpoint] = await scope.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) return { kind: "not-found" };
  if (endpoint.kind === "hubspot")
    return {
      kind: "not-allowed",
      message:
        "HubSpot makes a contact of every submission, so a test would add one: use the preview to check what will be sent.",
    };
  let url: string;
  try {
    url = integrations.box.open(endpoint.urlEncrypted);
    await checkDestination(url, integrations.policy);
  } catch (error) {
    if (error instanceof DestinationRefused)
      return { kind: "refused", message: error.message };
    return {
      kind: "refused",
      message:
        "The stored URL cannot be read (the deployment's secret changed): enter the URL again.",
    };
  }
  const deliveryId = await staffWrite(
    scope.db,
    scope.actor,
    async (tx, audit) => {
      const [row] = await tx
        .insert(webhookDeliveries)
        .values({
          endpointId: id,
          eventKey: `${TEST_EVENT_TYPE}:${randomUUID()}`,
          eventType: TEST_EVENT_TYPE,
          occurredAt: now,
          data: {
            schema_version: 1,
            message: "A test from the integrations page",
          },
          state: "pending",
          nextAttemptAt: null,
        })
        .returning({ id: webhookDeliveries.id });
      await audit({
        action: "integration.test",
        entityType: "integration",
        entityId: id,
        summary: `Sent a test to the integration ${endpointLabel(endpoint)}`,
        details: { deliveryId: row!.id },
      });
      return row!.id;
    },
  );
  const result = await integrations.engine.attemptNow(deliveryId, "test");
  if (!result) return { kind: "not-found" };
  return { kind: "sent", outcome: testOutcomeOf(result) };
}

/**
 * Redeliver: one more attempt at a delivery now, under the same `webhook-id`, signed with the
 * current secret — unless it is HubSpot's and may already be there.
 */
export async function redeliver(
  scope: StaffScope,
  integrations: Integrations,
  endpointId: string,
  deliveryId: string,
): Promise<SendOutcome> {
  const [delivery] = await scope.db
    .select({
      id: webhookDeliveries.id,
      state: webhookDeliveries.state,
      eventType: webhookDeliveries.eventType,
      kind: webhookEndpoints.kind,
      description: webhookEndpoints.description,
      urlDisplay: webhookEndpoints.urlDisplay,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      eq(webhookEndpoints.id, webhookDeliveries.endpointId),
    )
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
      ),
    );
  if (!delivery) return { kind: "not-found" };
  const attempts = await scope.db
    .select({
      statusCode: webhookAttempts.statusCode,
      errorClass: webhookAttempts.errorClass,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attemptedAt));
  if (
    !maySendAgain({
      kind: delivery.kind as EndpointKind,
      state: delivery.state as DeliveryState,
      attempts,
    })
  )
    return {
      kind: "not-allowed",
      message:
        "HubSpot may already have this submission: it is sent at most once per lead.",
    };
  await staffWrite(scope.db, scope.actor, (_tx, audit) =>
    audit({
      action: "integration.redeliver",
      entityType: "integration",
      entityId: endpointId,
      summary: `Redelivered a ${delivery.eventType} event to the integration ${endpointLabel(delivery)}`,
      details: { deliveryId },
    }),
  );
  const result = await integrations.engine.attemptNow(deliveryId, "redeliver");
  if (!result) return { kind: "not-found" };
  return { kind: "sent", outcome: testOutcomeOf(result) };
}
