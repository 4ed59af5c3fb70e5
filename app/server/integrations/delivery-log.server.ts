import { and, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { maySendAgain } from "~/domain/integrations/endpoint-display";
import {
  DELIVERY_LOG_PAGE_SIZE,
  type DeliveryLogFilters,
  type DeliveryLogPage,
} from "~/domain/integrations/endpoint-views";
import {
  ATTEMPT_ERROR_LABELS,
  type AttemptErrorClass,
  type AttemptTrigger,
  type DeliveryState,
  type EndpointKind,
} from "~/domain/integrations/integration-enums";
import type { StaffScope } from "../console/staff-scope.server";
import { webhookAttempts, webhookDeliveries } from "../db/schema.server";
import { webhookMessageId } from "./signature-headers.server";

/**
 * An endpoint's delivery log: one row per attempt, newest first, 50 a page, filtered by the
 * page's GET form. Attempts go with their delivery after 30 days (the engine's retention).
 */

const a = webhookAttempts;
const d = webhookDeliveries;

function conditionsOf(endpointId: string, filters: DeliveryLogFilters): SQL[] {
  const where: SQL[] = [eq(a.endpointId, endpointId)];
  const success = sql`(${a.statusCode} between 200 and 299)`;
  if (filters.outcome === "succeeded") where.push(success);
  if (filters.outcome === "failed")
    where.push(sql`not coalesce(${success}, false)`);
  if (filters.eventType) where.push(eq(d.eventType, filters.eventType));
  if (filters.state) where.push(eq(d.state, filters.state));
  if (filters.since)
    where.push(gte(a.attemptedAt, new Date(`${filters.since}T00:00:00Z`)));
  return where;
}

export async function deliveryLogOf(
  { db }: StaffScope,
  endpoint: { id: string; kind: EndpointKind },
  filters: DeliveryLogFilters,
): Promise<DeliveryLogPage> {
  const where = and(...conditionsOf(endpoint.id, filters));
  const [counted] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(d, eq(d.id, a.deliveryId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DELIVERY_LOG_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select({
      attemptId: a.id,
      deliveryId: a.deliveryId,
      attemptedAt: a.attemptedAt,
      durationMs: a.durationMs,
      trigger: a.trigger,
      statusCode: a.statusCode,
      errorClass: a.errorClass,
      errorDetail: a.errorDetail,
      responseExcerpt: a.responseExcerpt,
      nextAttemptAt: a.nextAttemptAt,
      eventType: d.eventType,
      deliveryState: d.state,
    })
    .from(a)
    .innerJoin(d, eq(d.id, a.deliveryId))
    .where(where)
    .orderBy(desc(a.attemptedAt), desc(a.id))
    .limit(DELIVERY_LOG_PAGE_SIZE)
    .offset((page - 1) * DELIVERY_LOG_PAGE_SIZE);
  // Whether a delivery may be sent again depends on all of its attempts, not only this page's.
  const deliveryIds = [...new Set(rows.map((row) => row.deliveryId))];
  const attemptsOf = new Map<
    string,
    { statusCode: number | null; errorClass: string | null }[]
  >();
  if (deliveryIds.length > 0)
    for (const attempt of await db
      .select({
        deliveryId: a.deliveryId,
        statusCode: a.statusCode,
        errorClass: a.errorClass,
      })
      .from(a)
      .where(inArray(a.deliveryId, deliveryIds))) {
      const list = attemptsOf.get(attempt.deliveryId) ?? [];
      list.push(attempt);
      attemptsOf.set(attempt.deliveryId, list);
    }
  return {
    rows: rows.map((row) => ({
      attemptId: row.attemptId,
      deliveryId: row.deliveryId,
      messageId: webhookMessageId(row.deliveryId),
      attemptedAt: row.attemptedAt.toISOString(),
      eventType: row.eventType,
      trigger: row.trigger as AttemptTrigger,
      durationMs: row.durationMs,
      statusCode: row.statusCode,
      errorLabel: row.errorClass
        ? (ATTEMPT_ERROR_LABELS[row.errorClass as AttemptErrorClass] ??
          row.errorClass)
        : null,
      errorDetail: row.errorDetail,
      responseExcerpt: row.responseExcerpt,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      deliveryState: row.deliveryState as DeliveryState,
      maySendAgain: maySendAgain({
        kind: endpoint.kind,
        state: row.deliveryState as DeliveryState,
        attempts: attemptsOf.get(row.deliveryId) ?? [],
      }),
    })),
    page,
    pageCount,
    pageSize: DELIVERY_LOG_PAGE_SIZE,
    total,
  };
}
