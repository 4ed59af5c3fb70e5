import { addMinutes, format, formatDistanceToNowStrict } from "date-fns";
import { useEffect, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { formatDate } from "~/i18n/format";
import { useLocale } from "~/i18n/locale-context";
import { useHydrated } from "./use-hydrated";

const PATTERN = "MMM d, yyyy, HH:mm";

/** French: "5 nov. 2026, 14 h 05" as Intl writes fr-CA, 24-hour clock like the English. */
const FRENCH_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** The instant in UTC, for the server's render: the server cannot know the reader's time zone. */
export function formatUtc(date: Date): string {
  return `${format(addMinutes(date, date.getTimezoneOffset()), PATTERN)} UTC`;
}

/** "il y a 5 minutes" / "dans 2 jours": the largest unit that is at least one. */
function frenchRelative(intl: IntlShape, date: Date): string {
  const seconds = Math.round((date.getTime() - Date.now()) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 31_536_000],
    ["month", 2_592_000],
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size)
      return intl.formatRelativeTime(Math.round(seconds / size), unit);
  return intl.formatRelativeTime(seconds, "second");
}

/**
 * A moment in time. The server (and a page without JavaScript) shows it in UTC; once React
 * runs it switches to the reader's own time zone, or to "5 minutes ago" when `relative`.
 * The switch happens after hydration, so server and browser never disagree about the markup.
 * French pages write it the French way (app/i18n/format.ts); English keeps date-fns' pattern.
 */
export function LocalTime({
  iso,
  relative = false,
}: {
  iso: string;
  relative?: boolean;
}) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const intl = useIntl();
  const date = new Date(iso);
  // "5 seconds ago" must not stay five seconds: a relative time re-renders as it ages, every
  // second for its first minute, then every half minute.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!relative || !hydrated) return;
    const age = Math.abs(Date.now() - new Date(iso).getTime());
    const next = setTimeout(
      () => setTick((tick) => tick + 1),
      age < 60_000 ? 1000 : 30_000,
    );
    return () => clearTimeout(next);
  });
  if (Number.isNaN(date.getTime()))
    return (
      <span>
        {intl.formatMessage({
          id: "ui.timeUnknown",
          defaultMessage: "unknown",
        })}
      </span>
    );
  const absolute = (timeZone?: string) =>
    locale === "fr"
      ? formatDate("fr", date, FRENCH_DATE_TIME, timeZone)
      : timeZone === "UTC"
        ? formatUtc(date).replace(/ UTC$/, "")
        : format(date, PATTERN);
  const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
  const text = !hydrated
    ? `${absolute("UTC")} UTC`
    : relative
      ? locale === "fr"
        ? frenchRelative(intl, date)
        : formatDistanceToNowStrict(date, { addSuffix: true })
      : absolute(readerZone());
  return (
    <time
      dateTime={date.toISOString()}
      title={hydrated ? absolute(readerZone()) : undefined}
    >
      {text}
    </time>
  );
}
