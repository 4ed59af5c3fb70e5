import { Fragment } from "react";
import { cx } from "./cx";

/** "ada.lovelace@example.org" → ["ada", ".lovelace@", "example", ".org"]: break after @, before each dot. */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((piece) => piece.length > 0);
}

/**
 * An e-mail address that wraps the way people read it — after "@" or before a "." (docs/access-audit.md),
 * never mid-word: the pieces are joined by <wbr> and the text itself does not break.
 * Copying it still gives the whole address (wbr adds no characters).
 */
export function EmailText({
  email,
  className,
}: {
  email: string;
  className?: string;
}) {
  return (
    <span
      data-email
      className={cx("break-normal whitespace-normal", className)}
    >
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
