import { Upload } from "lucide-react";
import { useId } from "react";
import { UploadProgress } from "../portal/upload-progress";
import {
  DOCUMENT_ACCEPT,
  type DocumentUploadResult,
} from "~/domain/portal/document-upload";
import { staffDocumentUploadSchema } from "~/domain/staff/client-forms";
import { useDocumentUpload } from "../portal/use-document-upload";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";
import { PageToast } from "../ui/toaster";

// As in the portal's form: a select and a file input are not "read-only" text boxes.
const controlClasses = inputClasses.replace(/\s*read-only:\S+/g, "");
const fileClasses =
  controlClasses.replace("py-2.5", "py-1.5") +
  " file:mr-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:text-sm file:font-semibold file:text-ink-900";

/**
 * Staff upload a document for a client, optionally under one of its projects. The portal's
 * machinery (use-document-upload.ts): a plain multipart post without JavaScript, a real
 * progress bar with it. The client's people are e-mailed.
 */
export function StaffUploadForm({
  clientId,
  clientName,
  projects,
  result: serverResult,
  headingLevel = "h4",
}: {
  clientId: string;
  clientName: string;
  projects: { id: string; name: string }[];
  result: DocumentUploadResult | undefined;
  headingLevel?: "h2" | "h4";
}) {
  const url = `/lead_admin/clients/${clientId}/upload`;
  const { formRef, onSubmit, progress, result, uploading } = useDocumentUpload(
    serverResult,
    { url, schema: staffDocumentUploadSchema },
  );
  const headingId = useId();
  const Heading = headingLevel;
  const errors = result?.ok === false ? result.fieldErrors : {};
  const firstError = errors.projectId
    ? "projectId"
    : errors.file
      ? "file"
      : null;
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
      </div>
      <PageToast toast={result?.toast} className="mt-4" />
      <form
        ref={formRef}
        method="post"
        action={url}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className="mt-4 grid items-start gap-x-4 gap-y-1 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <Field
          name="projectId"
          label="Project (optional)"
          error={errors.projectId}
          focus={firstError === "projectId"}
        >
          {(control) => (
            <select
              {...control}
              defaultValue={serverResult?.values.projectId ?? ""}
              className={controlClasses}
            >
              <option value="">No project</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="file"
          label="File"
          error={errors.file}
          focus={firstError === "file"}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              required
              accept={DOCUMENT_ACCEPT}
              className={fileClasses}
            />
          )}
        </Field>
        <Button
          type="submit"
          pending={uploading}
          pendingLabel="Uploading…"
          className="md:mt-7"
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload document
        </Button>
        <UploadProgress progress={progress} />
      </form>
    </section>
  );
}
