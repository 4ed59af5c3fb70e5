import type { ReactNode } from "react";

/** A page section's heading and the sentence under it that says what the section holds. */
export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The intro paragraph's text. */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink-900">
        {title}
      </h2>
      <p className="max-w-prose text-sm leading-6 text-text-muted">
        {children}
      </p>
    </div>
  );
}
