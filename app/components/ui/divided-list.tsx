import type { ReactNode } from "react";

/** Rows in one bordered box, a line between each: the people of a team, the sessions of an account. */
export function DividedList({ children }: { children: ReactNode }) {
  return (
    <ul className="grid divide-y divide-line rounded-lg border border-line">
      {children}
    </ul>
  );
}

/**
 * One row of a DividedList: a mark (an icon, initials) before a name line and the lines under
 * it, and the row's action on the right, which wraps under them on a narrow screen.
 */
export function DividedListRow({
  mark,
  name,
  tag,
  children,
  action,
}: {
  mark: ReactNode;
  /** The first line, in bold. */
  name: ReactNode;
  /** A mark after the name ("You", "This device"). */
  tag?: ReactNode;
  /** The lines under the name. */
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-4">
      <div className="flex min-w-0 items-start gap-3">
        {mark}
        <div className="min-w-0 text-sm leading-6">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {name}
            {tag}
          </p>
          {children}
        </div>
      </div>
      {action}
    </li>
  );
}
