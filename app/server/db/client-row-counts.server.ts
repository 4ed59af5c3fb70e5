import { eq } from "drizzle-orm";
import type { Database } from "./client.server";
import { clients } from "./schema.server";

/** What the database counts for each client (drizzle/0014). */
export type ClientRowCount = "documents" | "projects" | "tickets";

const columns = {
  documents: clients.documentCount,
  projects: clients.projectCount,
  tickets: clients.ticketCount,
} as const;

/**
 * How many documents, projects or support tickets a client has: the count triggers keep on the
 * client's row, read by primary key, where counting a large client's rows on every render cost
 * milliseconds of the database per page (docs/decisions/046-signed-in-render-cost.md). The
 * caller has already established that the client is the one it may see.
 */
export async function clientRowCount(
  db: Database,
  clientId: string,
  rows: ClientRowCount,
): Promise<number> {
  const [client] = await db
    .select({ total: columns[rows] })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client?.total ?? 0;
}
