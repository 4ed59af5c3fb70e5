import { Download, FileText, Image } from "lucide-react";
import type { ReactNode } from "react";
import { formatFileSize } from "~/domain/client-work/client-work-format";
import {
  siteHref,
  transcriptSegments,
  type TranscriptAttachment,
  type TranscriptMessage,
} from "~/domain/console/conversations";

const linkClasses =
  "[overflow-wrap:anywhere] text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * A link from a stored message or a cited source: a path on this site opens here; anything
 * else (another site, javascript:, data:) is shown as text with its full address, so the
 * console never offers a click whose destination a visitor chose and worded.
 */
export function SafeLink({
  href,
  children,
}: {
  href: string;
  children: ReactNode;
}) {
  const safe = siteHref(href);
  if (!safe)
    return (
      <span className="[overflow-wrap:anywhere]">
        {children} ({href})
      </span>
    );
  return (
    <a href={safe} className={linkClasses}>
      {children}
    </a>
  );
}

/**
 * A message's text as text: line breaks kept, never parsed as HTML. A visitor's message has
 * no links at all; an assistant reply's links to site pages are links, the rest literal text.
 */
export function MessageText({
  content,
  author,
}: {
  content: string;
  author: TranscriptMessage["role"];
}) {
  return (
    <p className="leading-7 break-words whitespace-pre-wrap text-ink-900">
      {transcriptSegments(content, author).map((segment, index) =>
        segment.kind === "link" ? (
          <SafeLink key={index} href={segment.href}>
            {segment.text}
          </SafeLink>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}

/** A message's files: a download link each, and the text read from it behind a disclosure. */
export function AttachmentList({ files }: { files: TranscriptAttachment[] }) {
  return (
    <ul className="grid gap-2" aria-label="Attached files">
      {files.map((file) => {
        const Icon = file.kind === "image" ? Image : FileText;
        return (
          <li
            key={file.id}
            className="grid gap-2 rounded-md border border-line bg-surface p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Icon
                aria-hidden="true"
                className="size-4 shrink-0 text-ink-700"
              />
              <span className="font-medium break-all text-ink-900">
                {file.name}
              </span>
              <span className="text-text-muted">
                {formatFileSize(file.size)}
              </span>
              <a
                href={file.href}
                download
                className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
                aria-label={`Download ${file.name} (${formatFileSize(file.size)})`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download
              </a>
            </div>
            {file.extractedText ? (
              <details className="group">
                <summary className="min-h-11 cursor-pointer py-2 font-medium text-ink-900">
                  {file.kind === "image"
                    ? "Text read from the image"
                    : "Text extracted from the document"}
                </summary>
                <pre
                  role="region"
                  aria-label={`Text of ${file.name}`}
                  // A long text scrolls; keyboard users can scroll it (axe: scrollable-region-focusable).
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                  className="max-h-80 overflow-auto rounded-md bg-surface-muted p-3 font-sans text-sm leading-6 break-words whitespace-pre-wrap text-ink-900"
                >
                  {file.extractedText}
                </pre>
              </details>
            ) : (
              <p className="text-text-muted">No text could be extracted.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
