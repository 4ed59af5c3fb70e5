import { and, eq, isNotNull } from "drizzle-orm";
import type { DocumentUploadMessage } from "~/domain/client-work/document-upload";
import { formatFileSize } from "~/domain/client-work/client-work-format";
import { staffDocumentUploadSchema } from "~/domain/console/client-forms";
import { clients, profiles, projects } from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { portalLink, queuePortalMail } from "../mail/portal-mail.server";
import { inspectDocument } from "../client-work/document-content.server";
import {
  fileDocument,
  uploadReasonOf,
} from "../client-work/document-filing.server";
import { staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

export type StaffUploadOutcome =
  | { ok: true; documentId: string; name: string }
  | { ok: false; field: "projectId" | "file"; reason: DocumentUploadMessage };

/**
 * Staff file a document for a client, optionally under one of its projects (another
 * client's project id is the same 404 as an unknown one). The portal's content checks judge
 * the file; then the bytes, the documents row (uploaded_by_side 'staff'), the e-mail to the
 * client's people and the audit entry (metadata only, never bytes) commit together.
 */
export async function unsafeUploadClientDocument(
  { db, actor }: StaffScope,
  clientId: string,
  form: FormData,
): Promise<StaffUploadOutcome> {
  const parsed = staffDocumentUploadSchema.safeParse({
    projectId: form.get("projectId") ?? "",
    file: form.get("file") ?? undefined,
  });
  if (!parsed.success) {
    return {
      ok: false,
      field: "file",
      reason: uploadReasonOf(parsed.error.issues[0]!.message),
    };
  }
  const { projectId, file } = parsed.data;
  let project: { id: string; name: string } | null = null;
  if (projectId !== "") {
    if (!isUuid(projectId)) throw notFound();
    const [row] = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
      .limit(1);
    if (!row) throw notFound();
    project = row;
  }
  const inspected = await inspectDocument(file);
  if (!inspected.ok)
    return { ok: false, field: "file", reason: inspected.reason };

  const { documentId } = await fileDocument(
    inspected,
    {
      clientId,
      projectId: project?.id ?? null,
      uploadedBy: actor.profileId,
      uploadedBySide: "staff",
    },
    (insertRows, { documentId, size }) =>
      staffWrite(db, actor, async (tx, audit) => {
        await insertRows(tx);
        // The client's people hear of it; the e-mail names the file and links to the portal.
        const [client] = await tx
          .select({ name: clients.name })
          .from(clients)
          .where(eq(clients.id, clientId));
        const people = await tx
          .select({ email: profiles.email })
          .from(profiles)
          .where(
            and(eq(profiles.clientId, clientId), isNotNull(profiles.email)),
          );
        // One e-mail per person: no one learns a colleague's address from it.
        for (const person of people) {
          await queuePortalMail(tx, {
            to: [person.email],
            subject: `New document for ${client?.name ?? "you"}: ${inspected.name}`,
            text: [
              "Hello,",
              "",
              `Your delivery team shared a document with ${client?.name ?? "you"} on the client portal.`,
              "",
              ...(project ? [`Project: ${project.name}`] : []),
              `File: ${inspected.name} (${formatFileSize(size)})`,
              "",
              `Open it in your documents: ${portalLink("/dashboard/documents")}`,
            ].join("\n"),
          });
        }
        await audit({
          action: "document.upload",
          entityType: "document",
          entityId: documentId,
          summary: `Uploaded ${inspected.name} for ${client?.name ?? "a client"}`,
          after: {
            name: inspected.name,
            size,
            mimeType: inspected.mimeType,
            projectId: project?.id ?? null,
          },
          details: { clientId },
        });
      }),
  );
  return { ok: true, documentId, name: inspected.name };
}
