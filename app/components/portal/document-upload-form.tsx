import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { DocumentUploadResult } from "~/domain/client-work/document-upload";
import type { ProjectOption } from "~/domain/client-work/client-work-views";
import { PageToast } from "../ui/toaster";
import { DocumentUploadFields } from "../client-work/document-upload-fields";
import { useDocumentUpload } from "../client-work/use-document-upload";

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
  const upload = useDocumentUpload(serverResult);
  const { result } = upload;
  const headingId = useId();
  const Heading = headingLevel;
  const intl = useIntl();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="grid gap-1">
        <Heading id={headingId} className="text-lg font-bold text-ink-900">
          <FormattedMessage
            id="portal.uploadHeading"
            defaultMessage="Share a document with us"
          />
        </Heading>
        <p className="text-sm leading-6 text-text-muted">
          <FormattedMessage
            id="portal.uploadIntro"
            defaultMessage="PDF, Word, Excel, PowerPoint, images (PNG, JPEG, GIF, WebP) or plain text (.txt, .csv), up to 25 MB. Files are checked on arrival and your delivery team is notified."
          />
        </p>
      </div>
      <PageToast toast={result?.toast} className="mt-4" />
      {moreProjects ? (
        <p className="mt-2 text-sm leading-6 text-text-muted">
          <FormattedMessage
            id="portal.uploadMoreProjects"
            defaultMessage="Your open projects are listed, the most recent first. To add a document to another project, open it from the Projects tab."
          />
        </p>
      ) : null}
      {projects.length === 0 ? (
        moreProjects ? null : (
          <p className="mt-4 text-sm text-ink-900">
            <FormattedMessage
              id="portal.uploadNoProject"
              defaultMessage="Documents are filed under a project. You can upload here as soon as your first project with us is set up."
            />
          </p>
        )
      ) : (
        <DocumentUploadFields
          action="/dashboard/documents"
          upload={upload}
          project={{
            label: intl.formatMessage({
              id: "portal.project",
              defaultMessage: "Project",
            }),
            required: true,
            emptyOption:
              projects.length > 1
                ? intl.formatMessage({
                    id: "portal.chooseProject",
                    defaultMessage: "Choose a project…",
                  })
                : null,
            defaultValue:
              serverResult?.values.projectId ??
              (projects.length === 1 ? projects[0]!.id : ""),
            options: projects,
          }}
        />
      )}
    </section>
  );
}
