import { FormattedMessage } from "react-intl";
import { useId } from "react";

/**
 * A document upload's real progress (the XHR's upload events), shared by the portal's and the
 * console's upload forms. At 100 % the bytes are sent and the server is checking the file.
 */
export function UploadProgress({
  progress,
}: {
  progress: { fileName: string; percent: number } | null;
}) {
  const id = useId();
  if (!progress) return null;
  return (
    <div className="grid gap-1.5 md:col-span-3" data-upload-progress>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label
          htmlFor={id}
          className="min-w-0 truncate font-medium text-ink-900"
        >
          <FormattedMessage
            id="portal.uploadProgress"
            defaultMessage="{done, select, yes {Checking {fileName}} other {Uploading {fileName}}}"
            values={{
              done: progress.percent < 100 ? "no" : "yes",
              fileName: progress.fileName,
            }}
          />
        </label>
        <span
          aria-hidden="true"
          className="font-semibold text-ink-900 tabular-nums"
        >
          {progress.percent}%
        </span>
      </div>
      <progress
        id={id}
        max={100}
        value={progress.percent}
        className="h-2 w-full overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-brand-700"
      >
        {progress.percent}%
      </progress>
    </div>
  );
}
