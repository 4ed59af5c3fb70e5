import type { ReactNode } from "react";

/** A section named by its own heading: a card of a console or studio page. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
