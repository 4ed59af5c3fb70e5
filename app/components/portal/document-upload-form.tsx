import { Upload } from "lucide-react";
import { useId } from "react";
import { UploadProgress } from "./upload-progress";
import {
  DOCUMENT_ACCEPT,
  type DocumentUploadResult,
} from "~/domain/portal/document-upload";
import type { ProjectOption } from "~/domain/portal/portal-views";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";
import { PageToast } from "../ui/toaster";
import { useDocumentUpload } from "./use-document-upload";

// A select and a file input match `:read-only` (they take no typed text): without the text
// inputs' read-only look they read as the usable controls they are.
const controlClasses = inputClasses.replace(/\s*read-only:\S+/g, "");
const fileClasses =
  controlClasses.replace("py-2.5", "py-1.5") +
  " file:mr-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:text-sm file:font-semibold file:text-ink-900";

/**
 * A client sends us a document for one of their projects. A plain multipart form that
 * works without JavaScript; with it, the upload shows its real progress
 * (use-document-upload.ts).
 */
export function DocumentUploadForm({
  projects,
  moreProjects = false,
  headingLevel = "h2",
  result: serverResult,
}: {
  /** h2 on the Documents tab; one level under its section elsewhere (a project's page). */
  headingLevel?: "h2" | "h4";
  projects: ProjectOption[];
  /** Some projects are not offered here (completed, or many): their own pages take uploads. */
  moreProjects?: boolean;
  result: DocumentUploadResult | undefined;
}) {
  const { formRef, onSubmit, progress, result, uploading } =
    useDocumentUpload(serverResult);
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
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="grid gap-1">
        <Heading id={headingId} className="text-lg font-bold text-ink-900">
          Share a document with us
        </Heading>
        <p className="text-sm leading-6 text-text-muted">
          PDF, Word, Excel, PowerPoint, images (PNG, JPEG, GIF, WebP) or plain
          text (.txt, .csv), up to 25 MB. Files are checked on arrival and your
          delivery team is notified.
        </p>
      </div>
      <PageToast toast={result?.toast} className="mt-4" />
      {moreProjects ? (
        <p className="mt-2 text-sm leading-6 text-text-muted">
          Your open projects are listed, the most recent first. To add a
          document to another project, open it from the Projects tab.
        </p>
      ) : null}
      {projects.length === 0 ? (
        moreProjects ? null : (
          <p className="mt-4 text-sm text-ink-900">
            Documents are filed under a project. You can upload here as soon as
            your first project with us is set up.
          </p>
        )
      ) : (
        <form
          ref={formRef}
          method="post"
          action="/dashboard/documents"
          encType="multipart/form-data"
          onSubmit={onSubmit}
          noValidate
          className="mt-4 grid items-start gap-x-4 gap-y-1 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        >
          <Field
            name="projectId"
            label="Project"
            error={errors.projectId}
            focus={firstError === "projectId"}
          >
            {(control) => (
              <select
                {...control}
                required
                defaultValue={
                  serverResult?.values.projectId ??
                  (projects.length === 1 ? projects[0]!.id : "")
                }
                className={controlClasses}
              >
                {projects.length > 1 ? (
                  <option value="">Choose a project…</option>
                ) : null}
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
      )}
    </section>
  );
}
