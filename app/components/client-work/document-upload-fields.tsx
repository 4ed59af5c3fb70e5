import { FormattedMessage, useIntl } from "react-intl";
import { formatMessage } from "~/i18n/message";
import { Upload } from "lucide-react";
import { DOCUMENT_ACCEPT } from "~/domain/client-work/document-upload";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { inputClasses } from "../ui/input";
import { UploadProgress } from "./upload-progress";
import type { useDocumentUpload } from "./use-document-upload";

// A select and a file input match `:read-only` (they take no typed text): without the text
// inputs' read-only look they read as the usable controls they are.
const controlClasses = inputClasses.replace(/\s*read-only:\S+/g, "");
const fileClasses =
  controlClasses.replace("py-2.5", "py-1.5") +
  " file:mr-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:text-sm file:font-semibold file:text-ink-900";

/**
 * The upload form of the portal's Documents tab and of the console's client workspace: a
 * project select, the file, Upload and the progress bar. A plain multipart post to `action`
 * without JavaScript; with it, `upload` (use-document-upload.ts) sends it with progress.
 */
export function DocumentUploadFields({
  action,
  upload,
  project,
}: {
  action: string;
  upload: ReturnType<typeof useDocumentUpload>;
  project: {
    label: string;
    required: boolean;
    /** The first, empty choice ("No project", "Choose a project…"), or none. */
    emptyOption: string | null;
    defaultValue: string;
    options: { id: string; name: string }[];
  };
}) {
  const { formRef, onSubmit, progress, result, uploading } = upload;
  const intl = useIntl();
  const errors = result?.ok === false ? result.fieldErrors : {};
  const firstError = errors.projectId
    ? "projectId"
    : errors.file
      ? "file"
      : null;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="mt-4 grid items-start gap-x-4 gap-y-1 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <Field
        name="projectId"
        label={project.label}
        error={formatMessage(intl, errors.projectId)}
        focus={firstError === "projectId"}
      >
        {(control) => (
          <select
            {...control}
            required={project.required}
            defaultValue={project.defaultValue}
            className={controlClasses}
          >
            {project.emptyOption !== null ? (
              <option value="">{project.emptyOption}</option>
            ) : null}
            {project.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="file"
        label={intl.formatMessage({
          id: "portal.file",
          defaultMessage: "File",
        })}
        error={formatMessage(intl, errors.file)}
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
        pendingLabel={intl.formatMessage({
          id: "portal.uploading",
          defaultMessage: "Uploading…",
        })}
        className="md:mt-7"
      >
        <Upload aria-hidden="true" className="size-4" />
        <FormattedMessage
          id="portal.uploadButton"
          defaultMessage="Upload document"
        />
      </Button>
      <UploadProgress progress={progress} />
    </form>
  );
}
