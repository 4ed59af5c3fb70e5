import { FormattedMessage } from "react-intl";

/** A project's description, or a muted note where it has none (the card's and the page's). */
export function ProjectDescription({
  description,
  className,
  missingClassName,
}: {
  description: string | null;
  className: string;
  missingClassName: string;
}) {
  return (
    <p className={description ? className : missingClassName}>
      {description ?? (
        <FormattedMessage
          id="portal.noDescription"
          defaultMessage="No description available"
        />
      )}
    </p>
  );
}
