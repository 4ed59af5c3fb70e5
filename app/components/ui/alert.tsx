import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./cx";

export type AlertTone = "info" | "success" | "warning" | "error";

// Text colours are the -700 tokens on their -50 backgrounds: 4.5:1 or better.
const tones: Record<AlertTone, { classes: string; Icon: typeof Info }> = {
  info: { classes: "border-ink-200 bg-ink-100/60 text-ink-900", Icon: Info },
  success: {
    classes: "border-success-700/30 bg-success-50 text-success-700",
    Icon: CircleCheck,
  },
  warning: {
    classes: "border-accent-500/50 bg-accent-300/15 text-ink-900",
    Icon: TriangleAlert,
  },
  error: {
    classes: "border-danger-700/30 bg-danger-50 text-danger-700",
    Icon: CircleAlert,
  },
};

/**
 * A message in the page. `role` is the caller's choice: "alert" for a problem that just
 * happened (announced at once), "status" for news, none for a standing notice that is read
 * in order with the page.
 */
export function Alert({
  tone = "info",
  title,
  children,
  role,
  className,
  id,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  role?: "alert" | "status";
  className?: string;
  id?: string;
}) {
  const { classes, Icon } = tones[tone];
  return (
    <div
      id={id}
      role={role}
      data-alert={tone}
      className={cx(
        "flex gap-3 rounded-lg border px-4 py-3 text-sm",
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? (
          <div className="leading-6 text-ink-900 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
