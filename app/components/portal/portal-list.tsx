import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import { EmptyState, LoadError, Pagination } from "../ui/page-states";

/**
 * One page of a tab's list as read from the server: the error with a retry link when it
 * could not be read, the empty state when there is nothing yet, else the items (`children`)
 * and, when the list is longer than a page, the page links.
 */
export function PortalList({
  basePath,
  loadErrorMessage,
  isEmpty,
  emptyIcon,
  emptyMessage,
  emptyBody,
  pageInfo,
  pagesLabel,
  children,
}: {
  /** The tab's path: where "Try again" and page 1 lead. */
  basePath: string;
  /** Set when the list could not be read. */
  loadErrorMessage?: string | null;
  isEmpty: boolean;
  emptyIcon: LucideIcon;
  emptyMessage: string;
  emptyBody: ReactNode;
  pageInfo: PageInfo | null | undefined;
  pagesLabel: string;
  children: ReactNode;
}) {
  if (loadErrorMessage) {
    return <LoadError message={loadErrorMessage} retryTo={basePath} />;
  }
  if (isEmpty) {
    return (
      <EmptyState Icon={emptyIcon} message={emptyMessage}>
        {emptyBody}
      </EmptyState>
    );
  }
  return (
    <>
      {children}
      {pageInfo ? (
        <Pagination info={pageInfo} basePath={basePath} label={pagesLabel} />
      ) : null}
    </>
  );
}
