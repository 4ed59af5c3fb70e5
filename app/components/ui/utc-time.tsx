import { BlankValue } from "./blank-value";
import { formatUtc } from "./local-time";

/**
 * A moment as the server writes it (UTC): the same text with and without JavaScript.
 * `numeric` writes it as "2027-02-01 12:15 UTC" instead of "Feb 1, 2027, 12:15 UTC".
 */
export function UtcTime({
  iso,
  numeric = false,
}: {
  iso: string | null;
  numeric?: boolean;
}) {
  if (!iso) return <BlankValue label="Not yet" />;
  return (
    <time dateTime={iso}>
      {numeric
        ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
        : formatUtc(new Date(iso))}
    </time>
  );
}
