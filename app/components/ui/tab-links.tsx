import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cx } from "./cx";

export type TabLink<Tab extends string> = {
  tab: Tab;
  label: string;
  to: string;
  Icon: LucideIcon;
};

/**
 * Which tab a URL belongs to: the one whose link names the URL's section (`/dashboard/support/…`
 * is Support), else the first, whose link is the area's root (a project page is under Projects).
 */
export function tabOfPath<Tab extends string>(
  tabs: readonly TabLink<Tab>[],
  pathname: string,
): Tab {
  const section = pathname.split("/")[2];
  const named = tabs.find((tab) => tab.to.split("/")[2] === section);
  return (named ?? tabs[0]!).tab;
}

/**
 * Tabs that are links, one URL each (the portal's and the console's): reload and Back keep
 * the tab, and they work without JavaScript. aria-current marks the open one.
 */
export function TabLinks<Tab extends string>({
  label,
  tabs,
  current,
  gridClassName,
  iconsFromSmall = false,
}: {
  label: string;
  tabs: TabLink<Tab>[];
  current: Tab;
  /** Columns per screen width, e.g. "grid-cols-2 sm:grid-cols-4". */
  gridClassName: string;
  /** Three or more tabs in one row: below 400 px the labels alone fit, so the icons go. */
  iconsFromSmall?: boolean;
}) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ul
        className={cx(
          "grid gap-1 rounded-lg bg-surface p-1 ring-1 ring-line",
          gridClassName,
        )}
      >
        {tabs.map(({ tab, label: text, to, Icon }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={tab === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors",
                tab === current
                  ? "bg-brand-700 text-white"
                  : "text-text-muted hover:bg-surface-muted hover:text-ink-900",
              )}
            >
              <Icon
                aria-hidden="true"
                className={cx(
                  "size-4 shrink-0",
                  iconsFromSmall && "max-[399px]:hidden",
                )}
              />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
