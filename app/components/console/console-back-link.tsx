import { BackArrowLink } from "../ui/back-arrow-link";
import { cx } from "../ui/cx";

/** A console page's way back to the list it was opened from. */
export function ConsoleBackLink({
  to,
  label,
  selfStart = true,
}: {
  to: string;
  label: string;
  /** Off where the link shares a flex row rather than standing alone in a grid. */
  selfStart?: boolean;
}) {
  return (
    <BackArrowLink
      to={to}
      className={cx(
        "inline-flex min-h-11 items-center gap-2",
        selfStart && "justify-self-start",
        "text-sm font-semibold text-brand-700 hover:underline",
      )}
    >
      {label}
    </BackArrowLink>
  );
}
