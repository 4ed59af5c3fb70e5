import { ArrowLeft, EyeOff } from "lucide-react";

/**
 * The band across the top of a preview: it says the page is not public and leads back to the
 * editor. A plain link, since public pages ship no React (docs/decisions/009).
 */
export function PreviewBar({
  version,
  exitTo,
}: {
  version: number;
  exitTo: string;
}) {
  return (
    <div
      role="region"
      aria-label="Preview"
      data-preview-bar
      className="sticky top-0 z-50 border-b border-accent-500 bg-accent-50 print:hidden"
    >
      <div className="page-container flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <EyeOff aria-hidden="true" className="size-5 text-accent-700" />
          Preview — not published
          {version > 0 ? (
            <span className="font-normal text-text-muted">
              (saved version {version})
            </span>
          ) : null}
        </p>
        <a
          href={exitTo}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink-900 hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Exit preview
        </a>
      </div>
    </div>
  );
}
