import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";

/** A white panel with the site's card radius, border and shadow. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={cx(
        "rounded-card border border-line bg-surface shadow-card",
        className,
      )}
    />
  );
}

export function CardHeader({
  className,
  ...props
}: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={cx("grid gap-1.5 p-6 pb-0 sm:p-8 sm:pb-0", className)}
    />
  );
}

/** The card's title; `as` picks the heading level that fits the page's outline. */
export function CardTitle({
  as: Heading = "h2",
  className,
  children,
}: {
  as?: "h1" | "h2" | "h3";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Heading
      className={cx("text-xl font-bold tracking-tight text-ink-900", className)}
    >
      {children}
    </Heading>
  );
}

export function CardDescription({
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      {...props}
      className={cx("text-sm leading-6 text-text-muted", className)}
    />
  );
}

export function CardContent({
  className,
  ...props
}: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx("p-6 sm:p-8", className)} />;
}
