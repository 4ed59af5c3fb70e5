import { addMinutes, format, formatDistanceToNowStrict } from "date-fns";
import { useHydrated } from "./use-hydrated";

const PATTERN = "MMM d, yyyy, HH:mm";

/** The instant in UTC, for the server's render: the server cannot know the reader's time zone. */
export function formatUtc(date: Date): string {
  return `${format(addMinutes(date, date.getTimezoneOffset()), PATTERN)} UTC`;
}

/**
 * A moment in time. The server (and a page without JavaScript) shows it in UTC; once React
 * runs it switches to the reader's own time zone, or to "5 minutes ago" when `relative`.
 * The switch happens after hydration, so server and browser never disagree about the markup.
 */
export function LocalTime({
  iso,
  relative = false,
}: {
  iso: string;
  relative?: boolean;
}) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>unknown</span>;
  const text = !hydrated
    ? formatUtc(date)
    : relative
      ? formatDistanceToNowStrict(date, { addSuffix: true })
      : format(date, PATTERN);
  return (
    <time
      dateTime={date.toISOString()}
      title={hydrated ? format(date, PATTERN) : undefined}
    >
      {text}
    </time>
  );
}
