import type { ReactNode } from "react";

/**
 * The top row of a detail page's card: the page's h2 (named by `id`, which the page's landmark
 * points at) and its badge at the right, which wraps under the title on a narrow screen.
 */
export function TitleWithBadge({
  id,
  title,
  badge,
}: {
  id: string;
  title: ReactNode;
  badge: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-900">
        {title}
      </h2>
      {badge}
    </div>
  );
}
