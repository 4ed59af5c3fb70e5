import { useId } from "react";
import type { DocumentUploadResult } from "~/domain/client-work/document-upload";
import { staffDocumentUploadSchema } from "~/domain/console/client-forms";
import { DocumentUploadFields } from "../client-work/document-upload-fields";
import { useDocumentUpload } from "../client-work/use-document-upload";
import { PageToast } from "../ui/toaster";

/**
 * Staff upload a document for a client, optionally under one of its projects. The portal's
 * machinery (use-document-upload.ts): a plain multipart post without JavaScript, a real
 * progress bar with it. The client's people are e-mailed.
 */
export function StaffUploadForm({
  clientId,
  clientName,
  projects,
  projectsHint,
  result: serverResult,
  headingLevel = "h4",
}: {
  clientId: string;
  clientName: string;
  projects: { id: string; name: string }[];
  /** Which projects the picker offers, when it is not all of them. */
  projectsHint?: string;
  result: DocumentUploadResult | undefined;
  headingLevel?: "h2" | "h4";
}) {
  const url = `/lead_admin/clients/${clientId}/upload`;
  const upload = useDocumentUpload(serverResult, {
    url,
    schema: staffDocumentUploadSchema,
  });
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5"
    >
      <div className="grid gap-1">
        <Heading id={headingId} className="text-lg font-semibold text-ink-900">
          Upload a document for {clientName}
        </Heading>
        <p className="text-sm leading-6 text-text-muted">
          PDF, Office, images or plain text, up to 25 MB. The client&apos;s
          people are e-mailed and see it in their Documents.
        </p>
        {projectsHint ? (
          <p className="text-sm leading-6 text-text-muted">{projectsHint}</p>
        ) : null}
      </div>
      <PageToast toast={upload.result?.toast} className="mt-4" />
      <DocumentUploadFields
        action={url}
        upload={upload}
        project={{
          label: "Project (optional)",
          required: false,
          emptyOption: "No project",
          defaultValue: serverResult?.values.projectId ?? "",
          options: projects,
        }}
      />
    </section>
  );
}
