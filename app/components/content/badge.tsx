import type { ReactNode } from "react";
import { cx } from "../ui/cx";
import { useTaxonomyName } from "./taxonomy-name";

export type BadgeTone = "type" | "capability" | "featured" | "sector";

const tones: Record<BadgeTone, string> = {
  type: "bg-ink-900 text-white",
  capability: "border border-brand-100 bg-brand-50 text-brand-800",
  featured: "bg-accent-300 text-ink-900",
  sector: "border border-line bg-white text-ink-900",
};

/** A small label: content type, capability, sector or Featured. Text, never a control. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A list of capability badges (list semantics, so screen readers announce the count). */
export function CapabilityBadges({
  capabilities,
  label,
  className,
}: {
  capabilities: {
    id: string;
    name: string;
    nameFr: string | null;
    slug: string;
  }[];
  label: string;
  className?: string;
}) {
  const name = useTaxonomyName();
  if (capabilities.length === 0) return null;
  return (
    <ul aria-label={label} className={cx("flex flex-wrap gap-2", className)}>
      {capabilities.map((capability) => (
        <li key={capability.id}>
          <Badge tone="capability">{name(capability)}</Badge>
        </li>
      ))}
    </ul>
  );
}
