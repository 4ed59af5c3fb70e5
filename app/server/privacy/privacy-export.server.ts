import { createHash, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { privacyRequests, storedFiles } from "../db/schema.server";
import {
  readStoredFile,
  removeStoredFiles,
  withPlacedFiles,
} from "../storage/files.server";
import { storedFilePlaceColumns } from "../storage/stored-file-columns.server";
import {
  gatherPersonalData,
  staffIdentities,
} from "./personal-data-gather.server";
import {
  buildExportArchive,
  type ExportFile,
} from "./privacy-export-archive.server";
import type { ExportManifest } from "./privacy-export-manifest.server";

export type { ExportManifest } from "./privacy-export-manifest.server";

/**
 * A privacy request's export in one step (decision 072): every source of the registry
 * gathered for the request's address (and portal user), zipped, stored as a stored file, and
 * named by the request — in one transaction with the removal of any earlier export of it, so a
 * request has one export at a time. Delivering it (the link, its code, its 7 days) is the
 * caller's: this neither mails nor audits.
 */

export const EXPORT_BUCKET = "privacy-exports";

export class PrivacyExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PrivacyExportError";
  }
}

async function loadFiles(
  db: Database,
  ids: string[],
): Promise<Map<string, ExportFile>> {
  const files = new Map<string, ExportFile>();
  if (ids.length === 0) return files;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  for (const row of rows)
    files.set(row.id, {
      id: row.id,
      name: row.name,
      bytes: await readStoredFile(row),
    });
  return files;
}

export async function createPrivacyExport(
  db: Database,
  { requestId, now = new Date() }: { requestId: string; now?: Date },
): Promise<{ fileId: string; manifest: ExportManifest }> {
  const [request] = await db
    .select({
      email: privacyRequests.email,
      locale: privacyRequests.locale,
      userId: privacyRequests.userId,
      status: privacyRequests.status,
      fullName: privacyRequests.fullName,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, requestId));
  if (!request)
    throw new PrivacyExportError(`There is no privacy request ${requestId}.`);
  // Only a proven address gets its data: an unverified request could be anyone's.
  if (request.status === "unverified")
    throw new PrivacyExportError(
      "This privacy request is not verified yet: its address must be confirmed before an export.",
    );

  const emailKey = request.email.toLowerCase();
  const gathered = await gatherPersonalData(db, {
    emailKey,
    userId: request.userId,
  });
  const fileIds = gathered.flatMap(({ source, rows }) =>
    (source.files ?? []).flatMap((column) =>
      rows
        .map((row) => row[column])
        .filter((value): value is string => typeof value === "string"),
    ),
  );
  const names = gathered
    .filter(({ source }) =>
      ["portal-users", "portal-profiles"].includes(source.id),
    )
    .flatMap(({ rows }) => rows.map((row) => row.name ?? row.full_name))
    .filter((value): value is string => typeof value === "string");
  const selfIds = new Set(
    gathered
      .filter(({ source }) =>
        ["portal-users", "portal-profiles"].includes(source.id),
      )
      .flatMap(({ rows }) => rows.map((row) => String(row.id))),
  );
  const { zip, manifest } = buildExportArchive({
    requestId,
    generatedAt: now,
    locale: request.locale as ContentLocale,
    gathered,
    files: await loadFiles(db, [...new Set(fileIds)]),
    selfIds,
    staffIdentities: await staffIdentities(db, {
      emailKey,
      names: [...names, request.fullName].filter(Boolean),
    }),
  });

  const fileId = randomUUID();
  const file = {
    bucket: EXPORT_BUCKET,
    key: `${requestId}/${fileId}.zip`,
    mimeType: "application/zip",
    bytes: zip,
  };
  const previous = await withPlacedFiles([file], ([placement]) =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ exportFileId: privacyRequests.exportFileId })
        .from(privacyRequests)
        .where(eq(privacyRequests.id, requestId))
        .for("update");
      if (!current)
        throw new PrivacyExportError(
          `There is no privacy request ${requestId}.`,
        );
      await tx.insert(storedFiles).values({
        id: fileId,
        bucket: file.bucket,
        key: file.key,
        name: `privacy-export-${now.toISOString().slice(0, 10)}.zip`,
        size: zip.byteLength,
        mimeType: file.mimeType,
        sha256: createHash("sha256").update(zip).digest("hex"),
        ...placement!,
      });
      await tx
        .update(privacyRequests)
        .set({ exportFileId: fileId, updatedAt: now })
        .where(eq(privacyRequests.id, requestId));
      if (!current.exportFileId) return null;
      const [old] = await tx
        .delete(storedFiles)
        .where(eq(storedFiles.id, current.exportFileId))
        .returning(storedFilePlaceColumns);
      return old ?? null;
    }),
  );
  // After the commit: an S3 object of the replaced export (a database row's bytes went with it).
  if (previous) await removeStoredFiles([previous]);
  return { fileId, manifest };
}
