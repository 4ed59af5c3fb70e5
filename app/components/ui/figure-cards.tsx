import type { ReactNode } from "react";
import { cx } from "./cx";

/** One headline figure: its name, its value, and a line that says what it is made of. */
export type Figure = {
  key: string;
  label: string;
  value: string;
  detail: ReactNode;
};

/**
 * A period's headline figures as a description list of cards (the console's Analytics and
 * Site search). `data-total` names each card for tests and styles.
 */
export function FigureCards({
  label,
  figures,
  className,
}: {
  label: string;
  figures: Figure[];
  /** The grid's columns at each width. */
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cx("grid grid-cols-1 gap-3", className)}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          data-total={figure.key}
          className="grid content-start gap-1 rounded-xl border border-line bg-surface p-4"
        >
          <dt className="text-sm text-text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold text-ink-900 tabular-nums">
            {figure.value}
          </dd>
          <dd className="text-sm text-ink-800">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
