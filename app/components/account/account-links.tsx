import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "../ui/cx";

/** A text link of the account pages: brand colour, underlined, 44 px tall target. */
export function TextLink({
  to,
  children,
  className,
  reloadDocument,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  reloadDocument?: boolean;
}) {
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      className={cx(
        "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800",
        className,
      )}
    >
      {children}
    </Link>
  );
}
