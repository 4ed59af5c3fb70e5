import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone =
  "neutral" | "brand" | "success" | "warning" | "danger" | "info";

// Dark text on pale fills: every pair is 4.5:1 or better (AA for small text).
const tones: Record<BadgeTone, string> = {
  neutral: "border-ink-200 bg-surface-muted text-ink-900",
  brand: "border-brand-700/30 bg-brand-50 text-brand-800",
  success: "border-success-700/30 bg-success-50 text-success-700",
  // Opaque fill: a translucent one let a grey page behind it pull the text under 4.5:1.
  warning: "border-accent-500/50 bg-accent-50 text-accent-700",
  danger: "border-danger-700/30 bg-danger-50 text-danger-700",
  info: "border-ink-700/20 bg-ink-100 text-ink-800",
};

/** A short label (status, priority, file type). Words, never colour alone, carry the meaning. */
export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
