import { LoaderCircle } from "lucide-react";
import { cx } from "./cx";

/**
 * A turning circle. Decorative by default (the text beside it says what is loading); give it
 * a `label` when it stands alone. It stops turning for visitors who asked for reduced motion.
 */
export function Spinner({
  className,
  label,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <>
      <LoaderCircle
        aria-hidden="true"
        className={cx("size-5 shrink-0 motion-safe:animate-spin", className)}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
