import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One fact under a project page's title: an icon and its label, then the value in bold. */
export function ProjectFact({
  Icon,
  label,
  children,
}: {
  Icon: LucideIcon;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/** A section of a project page (its updates, its documents), named by its h3. */
export function ProjectSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h3 id={id} className="text-xl font-semibold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
