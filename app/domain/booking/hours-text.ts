import type { DateOverride, TimeRange } from "./availability";
import { dateOverridesSchema, dayRangesSchema } from "./host-rules";
import { isLocalDate } from "./wall-clock";

/**
 * A host's hours as staff type them in the console's hours editor: one line of ranges per
 * weekday ("09:00–12:00, 13:00–17:00", empty for a day not worked) and one line per date
 * override ("2026-12-24 off", "2026-12-31 09:00–12:00"). Parsed here into what
 * host-rules.ts's schemas keep, and formatted back, so the editor shows what it saved. Every
 * refusal names the piece of text at fault and how to write it.
 */

export type TextParse<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

/** A weekday's English name, as the console shows it (1 Monday … 7 Sunday; 2024-01-01 was a Monday). */
const weekdayName = (day: number) =>
  new Intl.DateTimeFormat("en-CA", { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/** ISO weekday numbers as the stored hours key them, with their names, Monday first. */
export const WEEKDAYS = (["1", "2", "3", "4", "5", "6", "7"] as const).map(
  (day) => ({ day, name: weekdayName(Number(day)) }),
);
export type WeekdayKey = (typeof WEEKDAYS)[number]["day"];

/** The dash the editor writes between a range's start and end. */
export const RANGE_DASH = "–";

const RANGE = /^(\d{1,2}):(\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}):(\d{2})$/i;
const MAX_RANGES = 6;

const twoDigits = (value: string) => value.padStart(2, "0");

/** One range as typed: "9:00-12:00", "09:00 – 12:00", "09:00 to 12:00". */
function parseRange(piece: string): TextParse<TimeRange> {
  const match = RANGE.exec(piece);
  if (!match)
    return {
      ok: false,
      error: `“${piece}” is not a range of hours: write it as 09:00–12:00.`,
    };
  const [, startHour, startMinute, endHour, endMinute] = match;
  const start = `${twoDigits(startHour!)}:${startMinute}`;
  const end = `${twoDigits(endHour!)}:${endMinute}`;
  for (const time of [start, end])
    if (Number(time.slice(0, 2)) > 23 || Number(time.slice(3)) > 59)
      return {
        ok: false,
        error: `“${time}” is not a time of day: use a 24-hour time from 00:00 to 23:59.`,
      };
  if (end <= start)
    return {
      ok: false,
      error: `In “${piece}” the end must be after the start (a range cannot cross midnight).`,
    };
  return { ok: true, value: { start, end } };
}

/**
 * One day's ranges from text: ranges separated by commas or semicolons, in order and not
 * overlapping. Empty text is a day without hours.
 */
export function parseDayText(text: string): TextParse<TimeRange[]> {
  const pieces = text
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  if (pieces.length > MAX_RANGES)
    return {
      ok: false,
      error: `At most ${MAX_RANGES} ranges a day: join the ones that touch.`,
    };
  const ranges: TimeRange[] = [];
  for (const piece of pieces) {
    const range = parseRange(piece);
    if (!range.ok) return range;
    const previous = ranges.at(-1);
    if (previous && range.value.start < previous.end)
      return {
        ok: false,
        error: `“${piece}” starts before ${previous.start}${RANGE_DASH}${previous.end} ends: list the ranges in order, without overlaps.`,
      };
    ranges.push(range.value);
  }
  // The stored schema is the last word (the same one the booking rules read).
  const checked = dayRangesSchema.safeParse(ranges);
  if (!checked.success)
    return {
      ok: false,
      error: checked.error.issues[0]?.message ?? "Check these hours.",
    };
  return { ok: true, value: ranges };
}

/** A day's ranges as the editor shows them: "09:00–12:00, 13:00–17:00"; "" for none. */
export function formatDayText(ranges: readonly TimeRange[]): string {
  return ranges
    .map((range) => `${range.start}${RANGE_DASH}${range.end}`)
    .join(", ");
}

const MAX_OVERRIDES = 366;

/**
 * Date overrides from text, one a line: a date, then "off" for a day off or that day's ranges.
 * Blank lines are ignored; each date may appear once.
 */
export function parseOverridesText(text: string): TextParse<DateOverride[]> {
  const overrides: DateOverride[] = [];
  const lineOfDate = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const number = index + 1;
    const match = /^(\S+)(?:\s+(.*))?$/.exec(line)!;
    const date = match[1]!;
    const rest = (match[2] ?? "").trim();
    if (!isLocalDate(date))
      return {
        ok: false,
        error: `Line ${number}: “${date}” is not a date: write it as 2026-12-24.`,
      };
    if (rest === "")
      return {
        ok: false,
        error: `Line ${number}: after ${date}, write “off” or that day's hours, e.g. ${date} 09:00${RANGE_DASH}12:00.`,
      };
    const earlier = lineOfDate.get(date);
    if (earlier !== undefined)
      return {
        ok: false,
        error: `Line ${number}: ${date} is already on line ${earlier}; keep one line per date.`,
      };
    lineOfDate.set(date, number);
    if (/^(off|closed)$/i.test(rest)) {
      overrides.push({ date, ranges: [] });
      continue;
    }
    const ranges = parseDayText(rest);
    if (!ranges.ok)
      return { ok: false, error: `Line ${number} (${date}): ${ranges.error}` };
    if (ranges.value.length === 0)
      return {
        ok: false,
        error: `Line ${number}: after ${date}, write “off” or that day's hours.`,
      };
    overrides.push({ date, ranges: ranges.value });
  }
  if (overrides.length > MAX_OVERRIDES)
    return {
      ok: false,
      error: `At most ${MAX_OVERRIDES} dates: remove the ones that have passed.`,
    };
  const checked = dateOverridesSchema.safeParse(overrides);
  if (!checked.success)
    return {
      ok: false,
      error: checked.error.issues[0]?.message ?? "Check these dates.",
    };
  overrides.sort((a, b) => a.date.localeCompare(b.date));
  return { ok: true, value: overrides };
}

/** Overrides as the editor shows them, in date order, one a line. */
export function formatOverridesText(
  overrides: readonly DateOverride[],
): string {
  return [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(
      (entry) =>
        `${entry.date} ${entry.ranges.length === 0 ? "off" : formatDayText(entry.ranges)}`,
    )
    .join("\n");
}
