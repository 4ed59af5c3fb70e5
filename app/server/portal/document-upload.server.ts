import { eq } from "drizzle-orm";
import {
  documentUploadSchema,
  type DocumentUploadMessage,
} from "~/domain/client-work/document-upload";
import { formatFileSize } from "~/domain/client-work/client-work-format";
import { projects } from "../db/schema.server";
import {
  portalLink,
  portalStaffRecipients,
  queuePortalMail,
} from "../mail/portal-mail.server";
import { inspectDocument } from "../client-work/document-content.server";
import {
  fileDocument,
  uploadReasonOf,
} from "../client-work/document-filing.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";

export type UploadOutcome =
  | { ok: true; documentId: string; name: string }
  | {
      ok: false;
      field: "projectId" | "file";
      reason: DocumentUploadMessage;
    };

export type Uploader = { name: string; email: string };

/**
 * Files a client's document under one of the client's projects. The project is looked up
 * through the scope: another client's project id (or a malformed one) throws the portal's
 * 404, exactly as reading it would. The file is judged by its content; then the file, the
 * documents row and the staff's notification commit together or not at all.
 */
export async function uploadDocument(
  scope: TenantScope,
  form: FormData,
  uploader: Uploader,
): Promise<UploadOutcome> {
  const parsed = documentUploadSchema.safeParse({
    projectId: form.get("projectId") ?? undefined,
    file: form.get("file") ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "projectId" ? "projectId" : "file";
    return { ok: false, field, reason: uploadReasonOf(issue.message) };
  }
  const { projectId, file } = parsed.data;
  if (!isUuid(projectId)) throw notFound();
  const [project] = await scope.db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(scope.owns(projects, eq(projects.id, projectId)))
    .limit(1);
  if (!project) throw notFound();

  const inspected = await inspectDocument(file);
  if (!inspected.ok)
    return { ok: false, field: "file", reason: inspected.reason };

  const { documentId } = await fileDocument(
    inspected,
    {
      clientId: scope.clientId,
      projectId: project.id,
      uploadedBy: scope.profileId,
      uploadedBySide: "client",
    },
    (insertRows, { size }) =>
      scope.db.transaction(async (tx) => {
        await insertRows(tx);
        // Staff hear of it in the same transaction; the e-mail names the file, never carries it.
        await queuePortalMail(tx, {
          to: portalStaffRecipients(),
          subject: `New document from ${scope.clientLabel}: ${inspected.name}`,
          text: [
            `${uploader.name} uploaded a document to the client portal.`,
            "",
            `Client: ${scope.clientLabel}`,
            `Project: ${project.name}`,
            `File: ${inspected.name} (${formatFileSize(size)}, ${inspected.mimeType})`,
            `Uploaded by: ${uploader.name} <${uploader.email}>`,
            "",
            `Open the console: ${portalLink("/lead_admin")}`,
          ].join("\n"),
        });
      }),
  );
  return { ok: true, documentId, name: inspected.name };
}
