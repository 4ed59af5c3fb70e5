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

/** A card's small tick list (a role's requirements, what a platform is used for). */
export function CardTickList({
  items,
  spacing,
}: {
  items: readonly string[];
  /** The room above the list, which the card sets. */
  spacing: "mt-3" | "mt-4";
}) {
  return (
    <TickList
      className={`${spacing} grid gap-2 text-sm leading-6 text-text-muted`}
      items={items}
      itemClassName="flex gap-2.5"
      iconClassName="mt-1 size-4 shrink-0 text-brand-700"
    />
  );
}
