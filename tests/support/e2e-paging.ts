// A client with a long history for the end-to-end specs of long lists (the portal's Documents
// tab, the console's client workspace), made before the end-to-end server starts
// (e2e-accounts.ts): more documents and projects than one page of either holds, and its own
// client_admin, so no other spec's list changes under it.
import { hashPassword } from "better-auth/crypto";
import type { Database } from "../../app/server/db/client.server";
import { clients } from "../../app/server/db/schema.server";
import { insertPasswordAccount } from "../../app/server/sample-data/password-account.server";
import { DEMO_PASSWORD } from "../../app/server/sample-data/sample-accounts.server";
import { addDocuments, addProjects } from "./client-history";

export const PAGING_CLIENT = {
  name: "Larkspur Ports Authority",
  adminEmail: "larkspur.admin@example.org",
  adminName: "Ines Larkspur",
  /** "Berth survey 01.txt" (the newest) … "Berth survey 53.txt": two pages of 24 and 5 more on the portal, 25 + 25 + 3 in the console. */
  documents: 53,
  /** "Berth 01 automation" (the newest) … "Berth 30 automation". */
  projects: 30,
};

export const pagingDocumentName = (n: number) =>
  `Berth survey ${String(n).padStart(2, "0")}.txt`;
export const pagingProjectName = (n: number) =>
  `Berth ${String(n).padStart(2, "0")} automation`;

export async function makeE2ePagingClient(db: Database): Promise<void> {
  const [client] = await db
    .insert(clients)
    .values({
      name: PAGING_CLIENT.name,
      companyName: PAGING_CLIENT.name,
      contactEmail: PAGING_CLIENT.adminEmail,
      status: "active",
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    })
    .returning({ id: clients.id });
  const clientId = client!.id;
  await insertPasswordAccount(db, {
    name: PAGING_CLIENT.adminName,
    email: PAGING_CLIENT.adminEmail,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: "client_admin",
    clientId,
  });
  // Newest first by number, an hour apart, all before the run starts.
  const at = (n: number) => new Date(Date.now() - (60 + n) * 3_600_000);
  const projectIds = await addProjects(
    db,
    clientId,
    Array.from({ length: PAGING_CLIENT.projects }, (_, i) => ({
      name: pagingProjectName(i + 1),
      createdAt: at(i + 1),
    })),
  );
  await addDocuments(
    db,
    clientId,
    Array.from({ length: PAGING_CLIENT.documents }, (_, i) => ({
      name: pagingDocumentName(i + 1),
      createdAt: at(i + 1),
      projectId: projectIds[i % PAGING_CLIENT.projects]!,
    })),
  );
}
