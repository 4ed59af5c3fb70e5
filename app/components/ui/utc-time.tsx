import { formatUtc } from "./local-time";

/** A moment as the server writes it (UTC): the same text with and without JavaScript. */
export function UtcTime({ iso }: { iso: string | null }) {
  if (!iso)
    return (
      <span className="text-text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not yet</span>
      </span>
    );
  return <time dateTime={iso}>{formatUtc(new Date(iso))}</time>;
}
