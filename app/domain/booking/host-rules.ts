import { z } from "zod";
import type { DateOverride, TimeRange, WeeklyHours } from "./availability";
import {
  isKnownZone,
  isLocalDate,
  isWallTime,
  minutesOfWallTime,
} from "./wall-clock";

/**
 * A host's hours as the console states them and the database keeps them (jsonb): checked by
 * the same schemas on the way in and on the way out, so a row edited by hand cannot produce
 * slots the rules never meant.
 */
const wallTime = z
  .string()
  .refine(isWallTime, { error: "Use a 24-hour time such as 09:00." });

/** Minutes of a wall time, or NaN: refinements run even when a field failed, and must not throw. */
const minutesOr = (time: string) =>
  isWallTime(time) ? minutesOfWallTime(time) : Number.NaN;

export const timeRangeSchema = z
  .object({ start: wallTime, end: wallTime })
  .refine((range) => minutesOr(range.start) < minutesOr(range.end), {
    error: "The end must be after the start.",
  });

/** Ranges of one day, in order and not overlapping. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(6)
  .refine(
    (ranges) =>
      ranges.every(
        (range, index) =>
          index === 0 ||
          minutesOr(ranges[index - 1]!.end) <= minutesOr(range.start),
      ),
    { error: "Hours on one day must be in order and must not overlap." },
  );

export const weeklyHoursSchema = z
  .partialRecord(z.enum(["1", "2", "3", "4", "5", "6", "7"]), dayRangesSchema)
  .transform((days): WeeklyHours => {
    const weekly: Record<number, readonly TimeRange[]> = {};
    for (const [day, ranges] of Object.entries(days))
      weekly[Number(day)] = ranges;
    return weekly;
  });

export const dateOverridesSchema = z
  .array(
    z.object({
      date: z
        .string()
        .refine(isLocalDate, { error: "Use a date such as 2027-03-15." }),
      ranges: dayRangesSchema,
    }),
  )
  .max(366)
  .refine(
    (overrides) =>
      new Set(overrides.map((entry) => entry.date)).size === overrides.length,
    {
      error: "Each date may have one override.",
    },
  )
  .transform((overrides): DateOverride[] => overrides);

export const zoneSchema = z.string().trim().min(1).refine(isKnownZone, {
  error: "Choose a time zone such as America/Toronto.",
});
