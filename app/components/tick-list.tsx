import { Check, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * Short statements, each after a tick (outcomes, highlights, what a tier includes). The list's
 * own attributes pass through; each page sizes and colours the items and ticks for its place.
 */
export function TickList({
  items,
  icon: Icon = Check,
  itemClassName,
  iconClassName,
  ...list
}: ComponentProps<"ul"> & {
  items: readonly string[];
  icon?: LucideIcon;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
