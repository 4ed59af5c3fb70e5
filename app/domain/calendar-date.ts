const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The year, month (1–12) and day of a date written YYYY-MM-DD, or null when it is not written
 * so or names no real day (2026-02-30). Read in UTC, so the server's zone never moves it.
 */
export function calendarDateParts(
  value: string,
): [year: number, month: number, day: number] | null {
  const match = YYYY_MM_DD.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? [year, month, day]
    : null;
}
