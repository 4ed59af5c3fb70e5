import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

/**
 * A choice made by links, one of which is the page's own (aria-current): a period, a language.
 * One URL per choice, so it works without JavaScript and each view can be linked to.
 */
export function ChoiceLinks({
  label,
  choices,
}: {
  label: string;
  choices: { key: string; to: string; text: ReactNode; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              to={choice.to}
              aria-current={choice.current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                choice.current
                  ? "bg-brand-700 text-white"
                  : "text-text-muted hover:bg-surface-muted hover:text-ink-900",
              )}
            >
              {choice.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
