// A client's history written straight into the database, for the tests of long lists (the
// portal's Documents tab and the console's client workspace a page at a time): text documents
// with their stored files, and projects, at the times given.
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../../app/server/db/client.server";
import {
  documents,
  projects,
  storedFiles,
} from "../../app/server/db/schema.server";

export type HistoryRow = { name: string; createdAt: Date };

/** Text documents (each with its stored file) for a client, optionally under one of its projects. */
export async function addDocuments(
  db: Database,
  clientId: string,
  rows: (HistoryRow & { projectId?: string | null })[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const bodies = rows.map(({ name }) =>
    Buffer.from(`${name}: minutes, actions and owners.`),
  );
  // Ids made here, so each document meets its own file whatever order the database returns.
  const fileIds = rows.map(() => randomUUID());
  const ids = rows.map(() => randomUUID());
  await db.insert(storedFiles).values(
    rows.map(({ name, createdAt }, i) => ({
      id: fileIds[i]!,
      bucket: "client-documents",
      key: `${clientId}/${fileIds[i]!}`,
      name,
      size: bodies[i]!.length,
      mimeType: "text/plain",
      sha256: createHash("sha256").update(bodies[i]!).digest("hex"),
      content: bodies[i]!,
      createdAt,
    })),
  );
  await db.insert(documents).values(
    rows.map(({ name, createdAt, projectId }, i) => ({
      id: ids[i]!,
      clientId,
      projectId: projectId ?? null,
      fileId: fileIds[i]!,
      name,
      fileSize: bodies[i]!.length,
      mimeType: "text/plain",
      createdAt,
    })),
  );
  return ids;
}

/** Projects for a client; their ids in the order given. */
export async function addProjects(
  db: Database,
  clientId: string,
  rows: (HistoryRow & { status?: string })[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  await db.insert(projects).values(
    rows.map(({ name, createdAt, status }, i) => ({
      id: ids[i]!,
      clientId,
      name,
      description: `${name}: scope, milestones and owners.`,
      status: status ?? "active",
      createdAt,
      updatedAt: createdAt,
    })),
  );
  return ids;
}
