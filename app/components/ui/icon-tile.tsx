import type { LucideIcon } from "lucide-react";

/**
 * A card's icon on a pale brand square, above or beside its title; decorative, since the title
 * says what the card is. Beside a title (`shrink`) it keeps its size however long the title.
 */
export function IconTile({
  Icon,
  size = "size-11",
  shrink = false,
}: {
  Icon: LucideIcon;
  size?: "size-10" | "size-11";
  shrink?: boolean;
}) {
  return (
    <span
      className={`inline-flex ${size}${shrink ? " shrink-0" : ""} items-center justify-center rounded-lg bg-brand-50 text-brand-700`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
