import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "./cx";

/**
 * Radix tabs with the site's look. Radix renders every panel on the server, hiding the
 * inactive ones; a page that must work without JavaScript gives its tabs real links
 * instead (see the /auth page), since a hidden panel cannot be reached then.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      {...props}
      className={cx(
        "grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-surface-muted p-1 ring-1 ring-line",
        className,
      )}
    />
  );
}

export function TabsTrigger({
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      {...props}
      className={cx(
        "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-semibold text-text-muted transition-colors",
        "hover:text-ink-900 data-[state=active]:bg-surface data-[state=active]:text-ink-900 data-[state=active]:shadow-sm",
        className,
      )}
    />
  );
}

export function TabsContent({
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      {...props}
      className={cx("mt-6 focus-visible:outline-offset-4", className)}
    />
  );
}
