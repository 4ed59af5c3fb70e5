import { format } from "date-fns";
import { count, desc, eq, sql } from "drizzle-orm";
import type {
  CreateClientInput,
  UpdateClientInput,
} from "~/domain/console/client-forms";
import type { ClientListRow } from "~/domain/console/client-views";
import type { ClientStatus } from "~/domain/enums";
import { clients, profiles } from "../db/schema.server";
import { notFound, isUuid } from "../http/not-found-response.server";
import { changedFields, staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

const clientColumns = {
  id: clients.id,
  name: clients.name,
  companyName: clients.companyName,
  contactEmail: clients.contactEmail,
  contactPhone: clients.contactPhone,
  notes: clients.notes,
  status: clients.status,
  createdAt: clients.createdAt,
};

/**
 * Every client, for the console's Clients tab (the client with its profile count,
 * newest first). Cross-tenant by design, hence `unsafe…`: only code behind requireStaff calls it.
 */
export async function unsafeListClients({
  db,
}: StaffScope): Promise<ClientListRow[]> {
  const rows = await db
    .select({
      ...clientColumns,
      users: count(profiles.id),
    })
    .from(clients)
    .leftJoin(profiles, eq(profiles.clientId, clients.id))
    .groupBy(clients.id)
    .orderBy(desc(clients.createdAt), desc(clients.id));
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    status: row.status as ClientStatus,
    users: Number(row.users),
    created: format(createdAt, "MMM d, yyyy"),
  }));
}

/**
 * One client by the id in a URL, with the counts the database keeps for it (drizzle/0014, 0015: its
 * workspace pages by them); 404 for a malformed or unknown id.
 */
export async function unsafeFindClient(
  { db }: StaffScope,
  clientId: string | undefined,
) {
  if (!isUuid(clientId)) throw notFound();
  const [row] = await db
    .select({
      ...clientColumns,
      projectCount: clients.projectCount,
      documentCount: clients.documentCount,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, status: row.status as ClientStatus };
}

/** Add Client: created active, with its audit entry in the same transaction. */
export async function unsafeCreateClient(
  { db, actor }: StaffScope,
  input: CreateClientInput,
): Promise<{ id: string }> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [row] = await tx
      .insert(clients)
      .values({ ...input, status: "active" })
      .returning({ id: clients.id });
    await audit({
      action: "client.create",
      entityType: "client",
      entityId: row!.id,
      summary: `Created client ${input.name}`,
      after: { ...input, status: "active" },
    });
    return row!;
  });
}

/** Inline edit; 404 for an unknown client. Records only the fields that changed. */
export async function unsafeUpdateClient(
  { db, actor }: StaffScope,
  clientId: string,
  input: UpdateClientInput,
): Promise<void> {
  if (!isUuid(clientId)) throw notFound();
  await staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select(clientColumns)
      .from(clients)
      .where(eq(clients.id, clientId))
      .for("update");
    if (!before) throw notFound();
    const changes = changedFields(before as Record<string, unknown>, input);
    if (!changes) return;
    await tx
      .update(clients)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(clients.id, clientId));
    await audit({
      action: "client.update",
      entityType: "client",
      entityId: clientId,
      summary:
        changes.after.status !== undefined
          ? `Changed ${input.name}'s status to ${input.status}`
          : `Updated client ${input.name}`,
      before: changes.before,
      after: changes.after,
    });
  });
}
