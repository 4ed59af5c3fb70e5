import { asc, eq } from "drizzle-orm";
import type { ClientStatus } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { clients } from "../db/schema.server";

/** A client as an operator picks it: the admin CLI invites people to one by id or by name. */
export type ClientSummary = {
  id: string;
  name: string;
  companyName: string | null;
  status: ClientStatus;
};

const uuidPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = {
  id: clients.id,
  name: clients.name,
  companyName: clients.companyName,
  status: clients.status,
};

export async function listClients(db: Database): Promise<ClientSummary[]> {
  const rows = await db
    .select(summary)
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
  return rows.map((row) => ({ ...row, status: row.status as ClientStatus }));
}

/**
 * The client a reference names: its id, else its exact name. An id is tried first because a
 * name could look like any text; a name matching several clients names none of them.
 */
export async function findClientByReference(
  db: Database,
  reference: string,
): Promise<
  | { status: "found"; client: ClientSummary }
  | { status: "unknown" }
  | { status: "ambiguous"; ids: string[] }
> {
  const wanted = reference.trim();
  if (uuidPattern.test(wanted)) {
    const [row] = await db
      .select(summary)
      .from(clients)
      .where(eq(clients.id, wanted.toLowerCase()));
    if (row)
      return {
        status: "found",
        client: { ...row, status: row.status as ClientStatus },
      };
  }
  const rows = await db
    .select(summary)
    .from(clients)
    .where(eq(clients.name, wanted));
  if (rows.length === 0) return { status: "unknown" };
  if (rows.length > 1)
    return { status: "ambiguous", ids: rows.map((row) => row.id) };
  const row = rows[0]!;
  return {
    status: "found",
    client: { ...row, status: row.status as ClientStatus },
  };
}
