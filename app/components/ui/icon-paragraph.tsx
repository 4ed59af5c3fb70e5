import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A paragraph of body text led by an icon that says what kind of news it is. */
export function IconParagraph({
  Icon,
  children,
}: {
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <p className="flex items-start gap-3 text-base leading-7 text-ink-900">
      <Icon
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-brand-700"
      />
      {children}
    </p>
  );
}
