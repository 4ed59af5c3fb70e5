import { createHash, randomUUID } from "node:crypto";
import {
  documentUploadMessages,
  type DocumentUploadMessage,
} from "~/domain/client-work/document-upload";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { documents, storedFiles } from "../db/schema.server";
import { withPlacedFiles } from "../storage/files.server";
import {
  PORTAL_DOCUMENTS_BUCKET,
  type InspectedDocument,
} from "./document-content.server";

/** What filing needs of the caller's transaction: its inserts (the caller opens it). */
type RowWriter = Pick<PgDatabase<PgQueryResultHKT>, "insert">;

/** Who a filed document belongs to and who filed it: a client's person, or staff for the client. */
export type DocumentOwner = {
  clientId: string;
  projectId: string | null;
  uploadedBy: string;
  uploadedBySide: "client" | "staff";
};

/** The document just filed: its row's id and its size in bytes. */
export type FiledDocument = { documentId: string; size: number };

/**
 * Files a judged document: its bytes are in their store before the rows that name them commit
 * (decision 023). `commit` runs the transaction: it writes the file's and the document's rows
 * with `insertRows`, and whatever its side tells of the upload (e-mail, audit) beside them.
 */
export async function fileDocument(
  inspected: Extract<InspectedDocument, { ok: true }>,
  owner: DocumentOwner,
  commit: (
    insertRows: (tx: RowWriter) => Promise<void>,
    filed: FiledDocument,
  ) => Promise<unknown>,
): Promise<FiledDocument> {
  const fileId = randomUUID();
  const filed = { documentId: randomUUID(), size: inspected.bytes.byteLength };
  const key = `${owner.clientId}/${fileId}.${inspected.extension}`;
  const newFile = {
    bucket: PORTAL_DOCUMENTS_BUCKET,
    key,
    mimeType: inspected.mimeType,
    bytes: inspected.bytes,
  };
  await withPlacedFiles([newFile], ([placement]) =>
    commit(async (tx) => {
      await tx.insert(storedFiles).values({
        id: fileId,
        bucket: PORTAL_DOCUMENTS_BUCKET,
        key,
        name: inspected.name,
        size: filed.size,
        mimeType: inspected.mimeType,
        sha256: createHash("sha256").update(inspected.bytes).digest("hex"),
        ...placement!,
      });
      await tx.insert(documents).values({
        id: filed.documentId,
        ...owner,
        fileId,
        name: inspected.name,
        fileSize: filed.size,
        mimeType: inspected.mimeType,
      });
    }, filed),
  );
  return filed;
}

/** An upload schema's message back to its key (one list of sentences, one place). */
export function uploadReasonOf(message: string): DocumentUploadMessage {
  const entry = Object.entries(documentUploadMessages).find(
    ([, text]) => text === message,
  );
  return (entry?.[0] as DocumentUploadMessage | undefined) ?? "fileRequired";
}
