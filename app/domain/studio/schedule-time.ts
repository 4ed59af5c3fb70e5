import { TZDate } from "@date-fns/tz";
import { z } from "zod";

/**
 * Schedules are typed as a wall-clock time in a time zone (the editor's, by default) and stored
 * as an instant in UTC; shown back in the editor's zone. `@date-fns/tz` turns the one into the
 * other, daylight-saving changes included: a time that does not exist in the zone (the hour the
 * clocks skip) moves forward by that hour, as a wall clock would.
 */

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `zone` is an IANA time zone this runtime knows ("America/Toronto", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "2026-12-01T09:00" in `zone` as an instant; null when the text is not such a time. */
export function zonedLocalToUtc(local: string, zone: string): Date | null {
  const parts = LOCAL_TIME.exec(local);
  if (!parts || !isTimeZone(zone)) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour > 23 ||
    minute > 59
  )
    return null;
  const zoned = new TZDate(year, month - 1, day, hour, minute, zone);
  // 31 February and friends roll over into the next month: refuse them instead.
  if (zoned.getDate() !== day) return null;
  return new Date(zoned.getTime());
}

/** An instant as `zone`'s wall clock, in the form a datetime-local field takes. */
export function utcToZonedLocal(instant: Date, zone: string): string {
  const zoned = new TZDate(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** "1 Dec 2026, 09:00 (America/Toronto)". */
export function formatInZone(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  }).format(instant);
  return `${text} (${zone})`;
}

/** Where a schedule form defaults when the browser cannot tell: the head office's zone. */
export const DEFAULT_TIME_ZONE = "America/Toronto";

/** A schedule as posted: the wall-clock time, its zone; refused when not in the future. */
export function scheduleSchema(now: Date) {
  return z
    .object({
      at: z.string().trim().min(1, { error: "Choose a date and time." }),
      timeZone: z.string().refine(isTimeZone, {
        error: "Choose a time zone from the list.",
      }),
    })
    .transform((value, context) => {
      const instant = zonedLocalToUtc(value.at, value.timeZone);
      if (!instant) {
        context.addIssue({
          code: "custom",
          path: ["at"],
          message: "Enter a date and time such as 2026-12-01 09:00.",
        });
        return z.NEVER;
      }
      if (instant.getTime() <= now.getTime()) {
        context.addIssue({
          code: "custom",
          path: ["at"],
          message: `That time has passed (it is now ${formatInZone(now, value.timeZone)}): choose a time in the future.`,
        });
        return z.NEVER;
      }
      return instant;
    });
}
