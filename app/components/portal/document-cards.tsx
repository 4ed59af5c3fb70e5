import { FormattedMessage } from "react-intl";
import type { DocumentCardView } from "~/domain/client-work/client-work-views";
import { useClientWorkLabels } from "../client-work/client-work-labels";
import { Badge } from "../ui/badge";
import { ListIcon, ListIconSprite } from "../ui/list-icon";
import { buttonClasses } from "../ui/button-link";

/**
 * The client's documents as cards: name, created date, size, project, type badge
 * and Download. Used by the Documents tab and by a project's page. Download is a plain link
 * to the re-authorized download route, with `download` so the browser saves, not navigates.
 */
export function DocumentCards({
  documents,
  headingLevel = "h3",
  showProject = true,
}: {
  documents: DocumentCardView[];
  /** The cards' titles sit one level under the section that holds them. */
  headingLevel?: "h2" | "h3" | "h4";
  /** A project's own page already says which project. */
  showProject?: boolean;
}) {
  const Heading = headingLevel;
  const labels = useClientWorkLabels();
  return (
    <ListIconSprite names={["file-text", "folder-kanban", "download"]}>
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="document-cards"
      >
        {documents.map((document) => (
          <li
            key={document.id}
            className="flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <div className="flex items-start gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ListIcon name="file-text" className="size-5" />
              </span>
              <div className="grid min-w-0 flex-1 gap-1.5">
                <Heading className="text-base leading-6 font-semibold break-words text-ink-900">
                  {document.name}
                </Heading>
                <div>
                  <Badge tone="info">
                    <span className="sr-only">
                      <FormattedMessage
                        id="portal.fileType"
                        defaultMessage="File type: "
                      />
                    </span>
                    {document.typeBadge}
                  </Badge>
                </div>
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-text-muted">
                <FormattedMessage id="portal.added" defaultMessage="Added" />
              </dt>
              <dd className="text-ink-900">
                <time dateTime={document.createdAt}>
                  {labels.day(document.createdAt, document.createdLabel)}
                </time>
              </dd>
              <dt className="text-text-muted">
                <FormattedMessage id="portal.size" defaultMessage="Size" />
              </dt>
              <dd className="text-ink-900">
                {labels.size(document.size, document.sizeLabel)}
              </dd>
              {showProject ? (
                <>
                  <dt className="text-text-muted">
                    <FormattedMessage
                      id="portal.project"
                      defaultMessage="Project"
                    />
                  </dt>
                  <dd className="flex min-w-0 items-center gap-1.5 text-ink-900">
                    <ListIcon
                      name="folder-kanban"
                      className="size-4 shrink-0 text-text-muted"
                    />
                    <span className="break-words">
                      {document.projectName ?? (
                        <FormattedMessage
                          id="portal.noProject"
                          defaultMessage="Not filed under a project"
                        />
                      )}
                    </span>
                  </dd>
                </>
              ) : null}
            </dl>
            <a
              href={document.downloadUrl}
              download={document.name}
              className={buttonClasses("secondary", "mt-auto w-full")}
            >
              <ListIcon name="download" className="size-4" />
              <FormattedMessage
                id="portal.download"
                defaultMessage="Download<sr> {name}</sr>"
                values={{
                  name: document.name,
                  sr: (chunks) => <span className="sr-only">{chunks}</span>,
                }}
              />
            </a>
          </li>
        ))}
      </ul>
    </ListIconSprite>
  );
}
