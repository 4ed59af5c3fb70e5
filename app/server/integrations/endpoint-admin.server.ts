import { asc, eq, sql } from "drizzle-orm";
import type { EndpointInput } from "~/domain/integrations/endpoint-form";
import {
  displayUrlOf,
  endpointStateOf,
} from "~/domain/integrations/endpoint-display";
import type { EndpointListRow } from "~/domain/integrations/endpoint-views";
import type { EndpointKind } from "~/domain/integrations/integration-enums";
import { TEST_EVENT_TYPE } from "~/domain/integrations/webhook-events";
import { changedFields, staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import type { Transaction } from "../db/client.server";
import { webhookEndpoints, webhookEndpointSecrets } from "../db/schema.server";
import type { SecretBox } from "./secret-box.server";
import { newSigningSecret } from "./signing-secret.server";

/**
 * The integrations console's endpoints (docs/integrations.md): every function takes the
 * console guard's scope (admins only); every write is audited in its own transaction. The
 * audit log names an endpoint by its display URL, never by a Slack or Teams URL (a secret)
 * nor a signing secret. Rotation is in endpoint-secrets.server.ts; the backlog and replays in
 * endpoint-deliveries.server.ts; tests and Redeliver in endpoint-sends.server.ts; the log in
 * delivery-log.server.ts.
 */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** How the audit log and the banner name an endpoint. */
export function endpointLabel(row: {
  description: string | null;
  urlDisplay: string;
}): string {
  return row.description || row.urlDisplay;
}

const e = webhookEndpoints;

// Test sends are not events: they stay out of the counts, the backlog and replays. The
// subqueries name the outer table in full: drizzle writes a lone table's columns unqualified,
// and an unqualified "id" inside them would be the delivery's.
const notTest = sql`d.event_type <> ${TEST_EVENT_TYPE}`;

const listColumns = {
  id: e.id,
  kind: e.kind,
  urlDisplay: e.urlDisplay,
  description: e.description,
  eventTypes: e.eventTypes,
  includeSpam: e.includeSpam,
  settings: e.settings,
  disabledAt: e.disabledAt,
  disabledReason: e.disabledReason,
  lastSuccessAt: e.lastSuccessAt,
  failingSince: e.failingSince,
  createdAt: e.createdAt,
  pending: sql<number>`(select count(*) from webhook_deliveries d
    where d.endpoint_id = webhook_endpoints.id and d.state = 'pending' and ${notTest})`.mapWith(
    Number,
  ),
  failed30d: sql<number>`(select count(*) from webhook_deliveries d
    where d.endpoint_id = webhook_endpoints.id and d.state = 'failed' and ${notTest}
      and d.created_at > now() - interval '30 days')`.mapWith(Number),
};

type ListRecord = {
  id: string;
  kind: string;
  urlDisplay: string;
  description: string | null;
  eventTypes: string[];
  disabledAt: Date | null;
  disabledReason: string | null;
  lastSuccessAt: Date | null;
  failingSince: Date | null;
  pending: number;
  failed30d: number;
};

function listRowOf(row: ListRecord): EndpointListRow {
  return {
    id: row.id,
    kind: row.kind as EndpointKind,
    urlDisplay: row.urlDisplay,
    description: row.description,
    eventTypes: row.eventTypes,
    state: endpointStateOf(row),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    pending: row.pending,
    failed30d: row.failed30d,
  };
}

/** Every endpoint, oldest first (the order they were added), with its delivery counts. */
export async function listEndpoints({
  db,
}: StaffScope): Promise<EndpointListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(e)
    .orderBy(asc(e.createdAt), asc(e.id));
  return rows.map(listRowOf);
}

export type EndpointDetail = EndpointListRow & {
  includeSpam: boolean;
  settings: Record<string, unknown>;
  createdAt: string;
  disabledAt: Date | null;
  failingSinceDate: Date | null;
};

export async function getEndpoint(
  { db }: StaffScope,
  id: string,
): Promise<EndpointDetail | null> {
  const [row] = await db.select(listColumns).from(e).where(eq(e.id, id));
  if (!row) return null;
  return {
    ...listRowOf(row),
    includeSpam: row.includeSpam,
    settings: row.settings as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt,
    failingSinceDate: row.failingSince,
  };
}

/** The URL an endpoint sends to, or null when it cannot be read (BETTER_AUTH_SECRET changed). */
export async function currentUrlOf(
  { db }: StaffScope,
  box: SecretBox,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .select({ urlEncrypted: e.urlEncrypted })
    .from(e)
    .where(eq(e.id, id));
  if (!row) return null;
  try {
    return box.open(row.urlEncrypted);
  } catch {
    return null;
  }
}

/** What the audit log keeps of an endpoint's settings: nothing secret. */
function auditedSettings(row: {
  kind: string;
  urlDisplay: string;
  description: string | null;
  eventTypes: string[];
  includeSpam: boolean;
}) {
  return {
    kind: row.kind,
    urlDisplay: row.urlDisplay,
    description: row.description,
    eventTypes: row.eventTypes,
    includeSpam: row.includeSpam,
  };
}

/**
 * Stores an endpoint whose URL the destination guard accepted. A signed webhook gets its
 * first signing secret, returned here to be shown once: only its sealed form is kept.
 */
export async function createEndpoint(
  { db, actor }: StaffScope,
  box: SecretBox,
  input: EndpointInput & { url: string },
): Promise<{ id: string; secret: string | null; label: string }> {
  const urlDisplay = displayUrlOf(input.kind, input.url);
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(e)
      .values({
        kind: input.kind,
        urlEncrypted: box.seal(input.url),
        urlDisplay,
        description: input.description,
        eventTypes: input.eventTypes,
        includeSpam: input.includeSpam,
        settings: input.settings,
        createdByProfileId: actor.profileId,
      })
      .returning({ id: e.id });
    const id = row!.id;
    let secret: string | null = null;
    if (input.kind === "webhook") {
      secret = newSigningSecret();
      await tx.insert(webhookEndpointSecrets).values({
        endpointId: id,
        secretEncrypted: box.seal(secret),
        expiresAt: null,
      });
    }
    const label = endpointLabel({ description: input.description, urlDisplay });
    await audit({
      action: "integration.create",
      entityType: "integration",
      entityId: id,
      summary: `Added an integration: ${label} (${input.kind})`,
      after: auditedSettings({ ...input, urlDisplay }),
    });
    return { id, secret, label };
  });
}

export type EndpointUpdateOutcome = "saved" | "unchanged" | "not-found";

/**
 * Saves an endpoint's settings; its kind never changes. A null URL keeps the current one; a
 * new one was checked by the guard before this is called.
 */
export async function updateEndpoint(
  { db, actor }: StaffScope,
  box: SecretBox,
  id: string,
  input: EndpointInput,
): Promise<EndpointUpdateOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(e)
      .where(eq(e.id, id))
      .for("update");
    if (!before) return "not-found";
    const kind = before.kind as EndpointKind;
    let urlChanged = false;
    if (input.url !== null) {
      try {
        urlChanged = box.open(before.urlEncrypted) !== input.url;
      } catch {
        // The stored URL cannot be read (BETTER_AUTH_SECRET changed): the one typed replaces it.
        urlChanged = true;
      }
    }
    const next = {
      urlDisplay:
        input.url !== null && urlChanged
          ? displayUrlOf(kind, input.url)
          : before.urlDisplay,
      description: input.description,
      eventTypes: input.eventTypes,
      includeSpam: input.includeSpam,
      settings: kind === "hubspot" ? input.settings : before.settings,
    };
    const changed = changedFields(
      before as unknown as Record<string, unknown>,
      next,
    );
    if (!changed && !urlChanged) return "unchanged";
    await tx
      .update(e)
      .set({
        ...next,
        ...(urlChanged && input.url !== null
          ? { urlEncrypted: box.seal(input.url) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(e.id, id));
    await audit({
      action: "integration.update",
      entityType: "integration",
      entityId: id,
      summary: `Changed the integration ${endpointLabel(next)}${urlChanged ? " (new URL)" : ""}`,
      before: changed?.before ?? {},
      after: changed?.after ?? {},
      details: { urlChanged },
    });
    return "saved";
  });
}

/** Deletes an endpoint with its secrets, deliveries and attempts (the foreign keys cascade). */
export async function deleteEndpoint(
  { db, actor }: StaffScope,
  id: string,
): Promise<{ label: string } | null> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx.delete(e).where(eq(e.id, id)).returning();
    if (!row) return null;
    const label = endpointLabel(row);
    await audit({
      action: "integration.delete",
      entityType: "integration",
      entityId: id,
      summary: `Deleted the integration ${label}`,
      before: auditedSettings(row),
    });
    return { label };
  });
}

/** Reads and locks an endpoint inside a staff write. */
export async function lockEndpoint(tx: Transaction, id: string) {
  const [row] = await tx.select().from(e).where(eq(e.id, id)).for("update");
  return row ?? null;
}

/** Staff turn an endpoint off: its events wait as a backlog until it is turned on. */
export async function turnOffEndpoint(
  { db, actor }: StaffScope,
  id: string,
  now: Date = new Date(),
): Promise<"turned-off" | "already-off" | "not-found"> {
  return staffWrite(db, actor, async (tx, audit) => {
    const row = await lockEndpoint(tx, id);
    if (!row) return "not-found";
    if (row.disabledAt) return "already-off";
    await tx
      .update(e)
      .set({ disabledAt: now, disabledReason: "manual", updatedAt: now })
      .where(eq(e.id, id));
    await audit({
      action: "integration.turn_off",
      entityType: "integration",
      entityId: id,
      summary: `Turned off the integration ${endpointLabel(row)}`,
      before: { disabledAt: null },
      after: { disabledAt: now.toISOString(), disabledReason: "manual" },
    });
    return "turned-off";
  });
}
