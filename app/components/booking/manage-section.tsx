import type { ReactNode } from "react";
import { cx } from "../ui/cx";

/** One card of the manage-booking page, named by its heading. */
export function ManageSection({
  id,
  heading,
  muted = false,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  /** A notice rather than something to do: a grey card without a shadow. */
  muted?: boolean;
  /** Its gap. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx(
        "grid rounded-card border border-line p-5 sm:p-8",
        className,
        muted ? "bg-surface-muted" : "bg-white shadow-card",
      )}
    >
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
