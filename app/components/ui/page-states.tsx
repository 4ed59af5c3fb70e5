import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormattedMessage } from "react-intl";
import { formatNumber } from "~/i18n/format";
import { useLocale } from "~/i18n/locale-context";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import { Alert } from "./alert";
import { cx } from "./cx";

/** A list with nothing in it yet: the spec's sentence, and what can be done about it. */
export function EmptyState({
  Icon,
  message,
  children,
}: {
  Icon: LucideIcon;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line bg-surface px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-ink-700" />
      <p className="text-base font-medium text-ink-900">{message}</p>
      {children ? (
        <div className="text-sm text-text-muted">{children}</div>
      ) : null}
    </div>
  );
}

/** A list that could not be read ('Error loading projects. Please try again.'). */
export function LoadError({
  message,
  retryTo,
}: {
  message: string;
  retryTo: string;
}) {
  return (
    <Alert tone="error" role="alert" title={message}>
      <Link to={retryTo} reloadDocument>
        <FormattedMessage id="ui.tryAgain" defaultMessage="Try again" />
      </Link>
    </Alert>
  );
}

/**
 * Page links for a long list: plain links with ?page=N, so every page has a URL and works
 * without JavaScript. Hidden when everything fits on one page.
 */
export function Pagination({
  info,
  basePath,
  label,
  hrefFor,
}: {
  info: PageInfo;
  basePath: string;
  label: string;
  /** A page's link when the list has other parameters to keep (the console's filters). */
  hrefFor?: (page: number) => string;
}) {
  const locale = useLocale();
  if (info.pageCount <= 1) return null;
  const href =
    hrefFor ??
    ((page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`));
  const first = (info.page - 1) * info.pageSize + 1;
  const last = Math.min(info.page * info.pageSize, info.total);
  const linkClasses =
    "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink-900 hover:bg-surface-muted";
  return (
    <nav
      aria-label={label}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-text-muted">
        <FormattedMessage
          id="ui.paginationRange"
          defaultMessage="{first}–{last} of {total}"
          values={{
            first,
            last,
            total:
              locale === "fr"
                ? formatNumber("fr", info.total)
                : info.total.toLocaleString("en-GB"),
          }}
        />
      </p>
      <div className="flex gap-2">
        {info.page > 1 ? (
          <Link to={href(info.page - 1)} className={linkClasses} rel="prev">
            <FormattedMessage id="ui.previous" defaultMessage="Previous" />
          </Link>
        ) : null}
        <span
          className={cx(
            linkClasses,
            "border-transparent bg-transparent font-normal text-text-muted hover:bg-transparent",
          )}
        >
          <FormattedMessage
            id="ui.pageOf"
            defaultMessage="Page {page} of {pageCount}"
            values={{ page: info.page, pageCount: info.pageCount }}
          />
        </span>
        {info.page < info.pageCount ? (
          <Link to={href(info.page + 1)} className={linkClasses} rel="next">
            <FormattedMessage id="ui.next" defaultMessage="Next" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
